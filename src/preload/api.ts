/**
 * Builds `window.cosigner` from the bridge contract: one async function per method, each invoking
 * that method's channel with the renderer's input and resolving to the contract's envelope as main
 * sent it (so error codes survive); and `onHostIntent`, one listener for the screens the host asks
 * to open (src/shared/host-intents), each checked against its schema. Nothing else is exposed: no
 * `ipcRenderer`, no channel names, no event emitter. Pure, so it is unit-tested under Node with a
 * fake `invoke` and `listen`.
 * @module
 */
import {
  BRIDGE_METHODS,
  bridgeChannel,
  failure,
  type BridgeMethod,
  type CosignerApi,
  type Envelope,
} from '../shared/bridge'
import { HOST_INTENT_CHANNEL, HostIntent } from '../shared/host-intents'

/** `ipcRenderer.invoke`, reduced to what the bridge needs: one input argument. */
export type Invoke = (channel: string, input: unknown) => Promise<unknown>

/** `ipcRenderer.on`, reduced to a channel and its payload. */
export type Listen = (channel: string, handler: (payload: unknown) => void) => void

/** Intents that arrive before the page listens (its store listens as soon as it exists); the newest few are kept. */
const EARLY_INTENTS = 4

/**
 * `onHostIntent` over `listen`: intents that do not match the schema are dropped; those that come
 * before the page listens wait for it.
 */
function hostIntents(listen: Listen): NonNullable<CosignerApi['onHostIntent']> {
  const early: HostIntent[] = []
  let listener: ((intent: HostIntent) => void) | undefined
  listen(HOST_INTENT_CHANNEL, (payload) => {
    const parsed = HostIntent.safeParse(payload)
    if (!parsed.success) return
    if (listener) listener(parsed.data)
    else if (early.push(parsed.data) > EARLY_INTENTS) early.shift()
  })
  return (fn) => {
    listener = fn
    for (const intent of early.splice(0)) fn(intent)
    return () => {
      if (listener === fn) listener = undefined
    }
  }
}

function isEnvelope(v: unknown): v is Envelope<unknown> {
  return typeof v === 'object' && v !== null && typeof (v as { ok?: unknown }).ok === 'boolean'
}

/**
 * The API object for `contextBridge.exposeInMainWorld('cosigner', …)`.
 * A call never rejects: a failed invoke (no handler, a torn-down window) becomes an `internal`
 * envelope, so the renderer has one error path.
 * @example const api = buildCosignerApi((channel, input) => ipcRenderer.invoke(channel, input))
 */
export function buildCosignerApi(invoke: Invoke, listen?: Listen): CosignerApi {
  const api: Partial<Record<BridgeMethod | 'onHostIntent', unknown>> = {}
  for (const method of BRIDGE_METHODS) {
    const channel = bridgeChannel(method)
    api[method] = async (input: unknown) => {
      try {
        const result = await invoke(channel, input)
        return isEnvelope(result)
          ? result
          : failure('internal', 'The wallet answered in an unexpected shape.')
      } catch {
        return failure('internal', 'The wallet did not answer.')
      }
    }
  }
  if (listen) api.onHostIntent = hostIntents(listen)
  return Object.freeze(api) as unknown as CosignerApi
}
