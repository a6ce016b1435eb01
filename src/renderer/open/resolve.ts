/**
 * What a text pasted into Open anything stands for: a code the service resolves, or else a request
 * the wallet opens by id or transaction hash.
 * @module
 */
import { ANY_CASE_UUID_PATTERN } from '../../shared/api/uuid'
import type { CodeResolution, RequestItem } from '../../shared/bridge'
import { BridgeFailure, call } from '../app/bridge'
import { currentAccount } from '../store'

/** What a pasted text turned out to be. */
export type Opened = { kind: 'code'; code: string; resolution: CodeResolution } | { kind: 'request'; item: RequestItem }

/** Codes first; a request id or hash is not a code, so those go to the request lookup. */
export async function resolve(text: string): Promise<Opened> {
  const account = currentAccount()
  const isHash = /^[0-9a-f]{64}$/i.test(text)
  if (!isHash) {
    try {
      return { kind: 'code', code: text, resolution: await call('codes.resolve', { account, code: text }) }
    } catch (e) {
      if (!(e instanceof BridgeFailure) || (e.code !== 'not-found' && e.code !== 'invalid-code')) throw e
      if (!ANY_CASE_UUID_PATTERN.test(text)) throw e
    }
  }
  return { kind: 'request', item: await call('requests.open', { account, ref: text }) }
}
