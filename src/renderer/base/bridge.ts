/**
 * The page's bridge: `window.cosigner`, which the Electron preload or the web host's shim defines
 * from the bridge contract (src/shared/bridge). The store is its only caller (../store/create, through
 * ./bridge-caller), so every refusal reaches the store's lock observer.
 * @module
 */
import type { CosignerApi } from '../../shared/bridge'

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
