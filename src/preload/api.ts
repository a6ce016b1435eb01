/**
 * Builds `window.cosigner` from the bridge contract: one async function per method, each invoking
 * that method's channel with the renderer's input and resolving to the contract's envelope as main
 * sent it (so error codes survive). Nothing else is exposed: no `ipcRenderer`, no channel names, no
 * event emitter. Pure, so it is unit-tested under Node with a fake `invoke`.
 * @module
 */
import { BRIDGE_METHODS, bridgeChannel, type BridgeMethod, type CosignerApi, type Envelope } from '../shared/bridge'

/** `ipcRenderer.invoke`, reduced to what the bridge needs: one input argument. */
export type Invoke = (channel: string, input: unknown) => Promise<unknown>

const failure = (code: 'internal', message: string): Envelope<never> => ({ ok: false, error: { code, message } })

function isEnvelope(v: unknown): v is Envelope<unknown> {
  return typeof v === 'object' && v !== null && typeof (v as { ok?: unknown }).ok === 'boolean'
}

/**
 * The API object for `contextBridge.exposeInMainWorld('cosigner', …)`.
 * A call never rejects: a failed invoke (no handler, a torn-down window) becomes an `internal`
 * envelope, so the renderer has one error path.
 * @example const api = buildCosignerApi((channel, input) => ipcRenderer.invoke(channel, input))
 */
export function buildCosignerApi(invoke: Invoke): CosignerApi {
  const api: Partial<Record<BridgeMethod, (input: unknown) => Promise<Envelope<unknown>>>> = {}
  for (const method of BRIDGE_METHODS) {
    const channel = bridgeChannel(method)
    api[method] = async (input: unknown) => {
      try {
        const result = await invoke(channel, input)
        return isEnvelope(result) ? result : failure('internal', 'The wallet answered in an unexpected shape.')
      } catch {
        return failure('internal', 'The wallet did not answer.')
      }
    }
  }
  return Object.freeze(api) as unknown as CosignerApi
}
