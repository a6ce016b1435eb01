/**
 * Wires the bridge contract into `ipcMain`: one `handle` per contract method, each refusing any
 * sender but the main frame of our own window on our own origin, then passing the raw input to the
 * core's handler (which validates it against the contract). Written against a minimal structural
 * `ipcMain` so it is unit-tested under Node with a fake.
 * @module
 */
import {
  BRIDGE_METHODS,
  bridgeChannel,
  failure,
  type BridgeHandlers,
  type Failure,
} from '../shared/bridge'
import { isTrustedSender, type SenderInfo } from './security'

/** The part of Electron's `ipcMain` this module uses; `E` is its invoke event type. */
export interface IpcMainLike<E> {
  handle(channel: string, listener: (event: E, ...args: unknown[]) => Promise<unknown>): void
  removeHandler(channel: string): void
}

/** The envelope every refused sender gets; it says nothing about the method or its input. */
export const FORBIDDEN_SENDER: Readonly<Failure> = Object.freeze(
  failure('forbidden', 'This caller may not use the wallet bridge.'),
)

/** The envelope a handler that failed unexpectedly yields; details stay in main. */
export const INTERNAL_FAILURE: Readonly<Failure> = Object.freeze(
  failure('internal', 'The wallet failed unexpectedly.'),
)

export interface RegisterBridgeOptions<E> {
  /** The core's handlers: method → raw input → envelope. */
  readonly handlers: BridgeHandlers
  /** What is known about the event's sender. */
  readonly senderOf: (event: E) => SenderInfo
  /** Told about refused senders and handler crashes (never about inputs or results). */
  readonly log?: (line: string) => void
}

/**
 * Registers one handler per method of the contract, each on the method's channel, and returns a
 * function that removes them all.
 * @throws TypeError when a contract method has no handler (a wiring bug, caught at startup)
 */
export function registerBridge<E>(ipc: IpcMainLike<E>, o: RegisterBridgeOptions<E>): () => void {
  const missing = BRIDGE_METHODS.filter((m) => !Object.hasOwn(o.handlers, m))
  if (missing.length > 0) throw new TypeError(`bridge handlers missing for: ${missing.join(', ')}`)
  const channels: string[] = []
  for (const method of BRIDGE_METHODS) {
    const handler = o.handlers[method]
    const channel = bridgeChannel(method)
    ipc.handle(channel, async (event, ...args) => {
      if (!isTrustedSender(o.senderOf(event))) {
        o.log?.(`bridge: refused ${method} from an untrusted sender`)
        return FORBIDDEN_SENDER
      }
      try {
        // The contract takes one argument; extra arguments are dropped, never forwarded.
        return await handler(args[0])
      } catch (e) {
        o.log?.(`bridge: ${method} failed: ${e instanceof Error ? e.name : typeof e}`)
        return INTERNAL_FAILURE
      }
    })
    channels.push(channel)
  }
  return () => {
    for (const channel of channels) ipc.removeHandler(channel)
  }
}
