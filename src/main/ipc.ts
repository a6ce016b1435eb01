/**
 * Wires the bridge contract into `ipcMain`: one `handle` per contract method, each refusing any
 * sender but the main frame of our own window on our own origin, then passing the raw input to the
 * core's handler (which validates it against the contract). Written against a minimal structural
 * `ipcMain` so it is unit-tested under Node with a fake.
 * @module
 */
import { isTrustedSender, type SenderInfo } from './security'

/** The part of Electron's `ipcMain` this module uses; `E` is its invoke event type. */
export interface IpcMainLike<E> {
  handle(channel: string, listener: (event: E, ...args: unknown[]) => Promise<unknown>): void
  removeHandler(channel: string): void
}

/** A failure envelope in the contract's shape. */
export interface FailureEnvelope {
  readonly ok: false
  readonly error: { readonly code: string; readonly message: string }
}

/** The envelope every refused sender gets; it says nothing about the method or its input. */
export const FORBIDDEN_SENDER: FailureEnvelope = Object.freeze({
  ok: false,
  error: Object.freeze({ code: 'forbidden', message: 'This caller may not use the wallet bridge.' }),
})

/** The envelope a handler that failed unexpectedly yields; details stay in main. */
export const INTERNAL_FAILURE: FailureEnvelope = Object.freeze({
  ok: false,
  error: Object.freeze({ code: 'internal', message: 'The wallet failed unexpectedly.' }),
})

export interface RegisterBridgeOptions<E, M extends string> {
  /** Every method of the contract, in the contract's order. */
  readonly methods: readonly M[]
  /** The IPC channel of a method (from the contract module, the only place channel names live). */
  readonly channelOf: (method: M) => string
  /** The core's handlers: method → raw input → envelope. */
  readonly handlers: Readonly<Record<M, (rawInput: unknown) => Promise<unknown>>>
  /** What is known about the event's sender. */
  readonly senderOf: (event: E) => SenderInfo
  /** Told about refused senders and handler crashes (never about inputs or results). */
  readonly log?: (line: string) => void
}

/**
 * Registers one handler per method and returns a function that removes them all.
 * @throws TypeError when a contract method has no handler (a wiring bug, caught at startup)
 */
export function registerBridge<E, M extends string>(ipc: IpcMainLike<E>, o: RegisterBridgeOptions<E, M>): () => void {
  const missing = o.methods.filter((m) => !Object.hasOwn(o.handlers, m))
  if (missing.length > 0) throw new TypeError(`bridge handlers missing for: ${missing.join(', ')}`)
  const channels: string[] = []
  for (const method of o.methods) {
    const handler = o.handlers[method]
    const channel = o.channelOf(method)
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
