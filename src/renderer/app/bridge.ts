/**
 * The renderer's one door to the wallet: `window.cosigner`, which the Electron preload or the web
 * host's shim defines from the bridge contract (src/shared/bridge). Calls go through
 * ./bridge-caller, so they resolve to the method's value or throw a {@link BridgeFailure}.
 * @module
 */
import type { BridgeInput, BridgeMethod, BridgeValue, CosignerApi } from '../../shared/bridge'
import { bridgeCaller } from './bridge-caller'

export { BridgeFailure } from './bridge-caller'

declare global {
  interface Window {
    /** Defined by the host before the page's scripts run; absent when the page is opened on its own. */
    readonly cosigner?: CosignerApi
  }
}

/** The page's bridge, or undefined when the page was opened without its host. */
export function pageBridge(): CosignerApi | undefined {
  return typeof window === 'undefined' ? undefined : window.cosigner
}

/**
 * Calls one method of the contract.
 * @throws BridgeFailure with the contract's code when the wallet refuses or fails
 * @example const accounts = await call('accounts.list', {})
 */
export function call<M extends BridgeMethod>(method: M, input: BridgeInput<M>): Promise<BridgeValue<M>> {
  return bridgeCaller(pageBridge())(method, input)
}
