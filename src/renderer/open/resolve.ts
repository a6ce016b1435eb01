/**
 * What a text pasted or dropped into Open anything stands for. A link is read strictly by the one
 * link reader (src/shared/links) and opens what it names: a request, a code, a person, or a
 * payment to fill in; a malformed link is refused with the reader's reason. A bare UUID may be a
 * code, a request, a person or a group: each is asked in turn until one is known. A transaction
 * hash is a request's. Nothing here signs, unlocks, joins or pays.
 * @module
 */
import { ANY_CASE_UUID_PATTERN } from '../../shared/api/uuid'
import type { CodeResolution, GroupDetail, Person, RequestItem } from '../../shared/bridge'
import { looksLikeLink, readLink, type LinkAction, type PayLink } from '../../shared/links'
import { BridgeFailure, call } from '../app/bridge'
import { actions, currentAccount } from '../store'

/** What a pasted text turned out to be. */
export type Opened =
  | { kind: 'code'; code: string; resolution: CodeResolution }
  | { kind: 'request'; item: RequestItem; action?: LinkAction }
  | { kind: 'person'; person: Person }
  | { kind: 'group'; group: GroupDetail }
  | { kind: 'pay'; link: PayLink }

const HASH = /^[0-9a-f]{64}$/i

/** Failures that mean "not this kind of thing", so the next kind is asked. */
const NOT_IT = new Set(['not-found', 'invalid-code', 'wrong-code-kind', 'request-not-found', 'user-not-found', 'conversation-not-found', 'forbidden'])

/** `ask`'s answer, or undefined when the service does not know the id as that kind. */
async function unlessUnknown<T>(ask: () => Promise<T>): Promise<T | undefined> {
  try {
    return await ask()
  } catch (e) {
    if (e instanceof BridgeFailure && NOT_IT.has(e.code)) return undefined
    throw e
  }
}

async function person(account: string, ref: string): Promise<Opened> {
  const p = await call('people.lookup', { account, ref })
  actions.peopleLoaded([p])
  return { kind: 'person', person: p }
}

/** A bare id: a code, a request, a person or a group, whichever the service (or the cache, for a group) knows. */
async function byId(account: string, id: string): Promise<Opened> {
  const code = await unlessUnknown(() => call('codes.resolve', { account, code: id }))
  if (code) return { kind: 'code', code: id, resolution: code }
  const item = await unlessUnknown(() => call('requests.open', { account, ref: id }))
  if (item) return { kind: 'request', item }
  const someone = await unlessUnknown(() => person(account, id))
  if (someone) return someone
  const group = await unlessUnknown(() => call('groups.open', { account, conversation_id: id }))
  if (group) return { kind: 'group', group }
  throw new BridgeFailure('not-found', 'The service knows no request, code, person or group with this id.')
}

/** See the module comment. @throws BridgeFailure ('invalid-code' with the reason for a malformed link) */
export async function resolve(text: string): Promise<Opened> {
  const account = currentAccount()
  const t = text.trim()
  if (looksLikeLink(t)) {
    const r = readLink(t)
    if (!r.ok) throw new BridgeFailure('invalid-code', `This link cannot be opened: ${r.reason}.`)
    const link = r.link
    switch (link.kind) {
      case 'request':
        return { kind: 'request', item: await call('requests.open', { account, ref: link.requestId }), ...(link.action ? { action: link.action } : {}) }
      case 'code':
        return { kind: 'code', code: link.codeId, resolution: await call('codes.resolve', { account, code: link.codeId }) }
      case 'user':
        return person(account, link.userId)
      case 'pay':
        return { kind: 'pay', link }
    }
  }
  if (ANY_CASE_UUID_PATTERN.test(t)) return byId(account, t.toLowerCase())
  if (HASH.test(t)) return { kind: 'request', item: await call('requests.open', { account, ref: t }) }
  // Neither link, id nor hash: the codes service says why in its own words.
  return { kind: 'code', code: t, resolution: await call('codes.resolve', { account, code: t }) }
}
