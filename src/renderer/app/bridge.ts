/**
 * The renderer's one door to the wallet: `window.cosigner`, which the Electron preload or the web
 * host's shim defines from the bridge contract (src/shared/bridge). Calls resolve to the method's
 * value or throw a {@link BridgeFailure} carrying the contract's error code, so screens have one
 * error path. Only types come from the contract, so no schema library is bundled into the page.
 * @module
 */
import type { BridgeEnvelope, BridgeErrorCode, BridgeInput, BridgeMethod, BridgeValue, CosignerApi, Envelope } from '../../shared/bridge'

declare global {
  interface Window {
    /** Defined by the host before the page's scripts run; absent when the page is opened on its own. */
    readonly cosigner?: CosignerApi
  }
}

/** Codes of the contract, plus `no-bridge` for a page opened without its host. */
export type FailureCode = BridgeErrorCode | 'no-bridge'

/** A bridge call that answered `{ok: false}`; `code` is for code, `message` for people. */
export class BridgeFailure extends Error {
  override readonly name = 'BridgeFailure'
  readonly code: FailureCode

  constructor(code: FailureCode, message: string) {
    super(message)
    this.code = code
  }
}

/** Whether the page runs inside a host that provides the wallet bridge. */
export function hasBridge(): boolean {
  return typeof window !== 'undefined' && typeof window.cosigner === 'object' && window.cosigner !== null
}

function unwrap<T>(envelope: Envelope<T>): T {
  if (envelope.ok) return envelope.value
  throw new BridgeFailure(envelope.error.code, envelope.error.message)
}

/**
 * Calls one method of the contract.
 * @throws BridgeFailure with the contract's code when the wallet refuses or fails
 * @example const accounts = await call('accounts.list', {})
 */
export async function call<M extends BridgeMethod>(method: M, input: BridgeInput<M>): Promise<BridgeValue<M>> {
  const api = window.cosigner
  if (!api) throw new BridgeFailure('no-bridge', 'This page must be opened by the Cosigner app.')
  const fn = api[method] as (i: BridgeInput<M>) => Promise<BridgeEnvelope<M>>
  return unwrap(await fn(input))
}
