import { randomUUID } from 'node:crypto'
import type { WebSocket } from 'ws'
import {
  AcknowledgementRequest,
  BlazeAction,
  type BlazeError,
  type BlazeMessage,
} from '../../shared/api/messages'
import { ErrorCode } from '../../shared/api/error'
import type { SequencerContext } from '../context'
import type { Caller } from '../http/env'
import { ApiError, invalidField } from '../http/errors'
import { requestLimiter } from '../http/rate-limit'
import { acknowledgeMessages } from '../messages/receipts'
import { presentMessage } from '../messages/present'
import { sendMessages } from '../messages/send'
import { listPendingMessages } from '../messages/store'
import { RETENTION_NS } from '../messages/sweep'
import { decodeFrame, encodeFrame } from './frames'

/** Pending messages read per step of delivery. */
const PAGE = 100
/** Stop writing while this much is queued on the socket, so a slow reader does not fill memory. */
const HIGH_WATER_BYTES = 1024 * 1024

/**
 * One authenticated Blaze connection. Delivery starts with `LIST_PENDING_MESSAGES`: every pending
 * message of the user goes out in the order it was stored, then each new one as it is stored
 * (the hub wakes the connection). A message stays pending until acknowledged, so an unacknowledged
 * one comes again on the next connection (or after another `LIST_PENDING_MESSAGES`), never twice
 * on one listing. Every client frame is answered with a frame of the same id: `{id, action}`, or
 * `{id, action, error: {code, description}}`. WebSocket pings are answered by the socket itself
 * (`ws` answers each with a pong), as Go's client needs: it pings every 9 s and drops a connection
 * that has not answered within its 10 s read deadline.
 */
export class BlazeConnection {
  private listing = false
  private cursor = 0
  private pumping = false
  private again = false
  private timer: NodeJS.Timeout | undefined
  private closed = false

  constructor(
    private readonly ctx: SequencerContext,
    readonly caller: Caller,
    private readonly socket: WebSocket,
  ) {}

  /** Handles one frame from the client. */
  onFrame(frame: Uint8Array | string): void {
    const decoded = decodeFrame(frame)
    if (!decoded.ok) {
      this.send({
        id: decoded.id,
        action: decoded.action || BlazeAction.Error,
        error: decoded.error,
      })
      return
    }
    const { id, action } = decoded.message
    // A frame is a request: it counts against the user's bucket as an HTTP request does.
    const limiter = requestLimiter(this.ctx)
    if (!limiter.take(this.caller.userId)) {
      this.send({ id, action, error: blazeError(limiter.refusal(this.caller.userId)) })
      return
    }
    try {
      this.handle(decoded.message)
      this.send({ id, action })
    } catch (error) {
      if (!(error instanceof ApiError)) {
        console.error('sequencer: blaze frame failed', error)
        this.send({
          id,
          action,
          error: { code: ErrorCode.InternalServerError, description: 'Internal Server Error' },
        })
        return
      }
      this.send({ id, action, error: blazeError(error) })
    }
  }

  /** Something may be pending for this user: deliver it (when the client asked for delivery). */
  wake(): void {
    if (!this.listing || this.closed) return
    if (this.pumping) {
      this.again = true
      return
    }
    this.pumping = true
    this.again = false
    this.step()
  }

  /** Sends a frame the client did not ask for (a receipt). */
  push(action: string, data: unknown): void {
    this.send({ id: randomUUID(), action, data })
  }

  get isListing(): boolean {
    return this.listing
  }

  close(): void {
    this.closed = true
    clearTimeout(this.timer)
  }

  private handle(message: BlazeMessage): void {
    const params = message.params ?? {}
    switch (message.action) {
      case BlazeAction.ListPendingMessages:
        // A repeated listing starts over, re-sending what is still unacknowledged.
        this.listing = true
        this.cursor = 0
        setImmediate(() => this.wake())
        return
      case BlazeAction.CreateMessage:
        sendMessages(this.ctx, this.caller, [params], () => 'params')
        return
      // One receipt per frame, as Go's client and the SDK send it; batches go over HTTP
      // (`POST /acknowledgements`, as Android sends them). A plural frame is an unknown action.
      case BlazeAction.AcknowledgeMessageReceipt:
        acknowledgeMessages(this.ctx, this.caller.userId, [
          parseParams(AcknowledgementRequest, params),
        ])
        return
      default:
        throw invalidField('action', `unknown action ${message.action}`)
    }
  }

  private step(): void {
    if (this.closed) {
      this.pumping = false
      return
    }
    if (this.socket.bufferedAmount > HIGH_WATER_BYTES) {
      this.timer = setTimeout(() => this.step(), 20)
      return
    }
    const page = listPendingMessages(
      this.ctx.db,
      this.caller.userId,
      this.cursor,
      PAGE,
      this.ctx.clock.nowNs(),
      RETENTION_NS,
    )
    for (const m of page) {
      this.push(BlazeAction.CreateMessage, presentMessage(m))
      this.cursor = m.seq
    }
    if (page.length === PAGE || this.again) {
      this.again = false
      setImmediate(() => this.step())
      return
    }
    this.pumping = false
  }

  private send(message: Record<string, unknown>): void {
    if (this.closed || this.socket.readyState !== this.socket.OPEN) return
    this.socket.send(encodeFrame(message), { binary: true })
  }
}

function parseParams<T>(
  schema: {
    safeParse(
      v: unknown,
    ):
      | { success: true; data: T }
      | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } }
  },
  params: unknown,
): T {
  const parsed = schema.safeParse(params)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]!
  throw invalidField(['params', ...issue.path.map(String)].join('.'), issue.message)
}

/** An ApiError as Blaze carries it (wire-formats §7: `{code, description}`, with `extra` when there is one). */
export function blazeError(error: ApiError): BlazeError {
  return {
    code: error.code,
    description: error.description,
    ...(error.extra ? { extra: error.extra } : {}),
  }
}
