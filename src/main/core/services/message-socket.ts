/**
 * An account's message socket: the service's Blaze WebSocket (wire-formats §8.2: subprotocol
 * `Mixin-Blaze-1`, gzip JSON frames, a token signed for `GET /`), spoken as the official clients
 * speak it. It asks for what is pending (`LIST_PENDING_MESSAGES`), hands each delivered message on
 * once parsed, and acknowledges each once stored with its own `ACKNOWLEDGE_MESSAGE_RECEIPT` frame, as
 * the Go client and the SDK do, so what a dropped socket lost is listed again on the next connection.
 * A message that cannot be read is acknowledged too (it would come back for ever) and said in the log.
 * It pings every 9 s and gives up on a socket silent for 10 s more, as the Go client does, so a
 * half-open connection is noticed. A refused token (401) ends it for good (the DOCS: do not reconnect).
 * @module
 */
import { randomUUID } from 'node:crypto'
import { gunzipSync, gzipSync } from 'node:zlib'
import WebSocket from 'ws'
import {
  BLAZE_SUBPROTOCOL,
  BlazeAction,
  BlazeMessage,
  MessageView,
} from '../../../shared/api/messages'
import { blazeUrlFor, vaultSigner } from '../client'
import type { CoreContext } from '../context'
import type { AccountRow } from '../db'
import { errorText } from '../errors'

const MAX_FRAME_JSON = 1024 * 1024
/** The Go client's keep-alive: a ping every 9 s, and a socket silent 10 s past one is dead. */
export const PING_MS = 9_000
export const PONG_WAIT_MS = 10_000

export interface SocketHandlers {
  /** The socket is up and the service accepted this account. */
  opened(): void
  /** It closed (or could not open); `refused`: the service refused this account, so reconnecting is pointless. */
  closed(refused: boolean): void
  /**
   * Messages delivered in one turn, in order. Resolves with the ids that could not be stored (they
   * are not acknowledged, so they come again).
   */
  messages(views: MessageView[]): Promise<ReadonlySet<string>>
}

export interface MessageSocket {
  close(): void
}

export interface SocketOptions {
  readonly pingMs?: number
  readonly pongWaitMs?: number
}

/** Opens the account's socket. Failures to open are reported through `closed`. */
export async function openMessageSocket(
  ctx: CoreContext,
  account: AccountRow,
  h: SocketHandlers,
  o: SocketOptions = {},
): Promise<MessageSocket> {
  const pingMs = o.pingMs ?? PING_MS
  const pongWaitMs = o.pongWaitMs ?? PONG_WAIT_MS
  let url: string
  let token: string
  try {
    url = blazeUrlFor(ctx.baseUrl())
    token = (await vaultSigner(ctx.vault, account, ctx.now)({ method: 'GET', uri: '/', body: '' }))
      .token
  } catch (e) {
    ctx.log.warn(`message socket unavailable (${errorText(e)})`)
    queueMicrotask(() => h.closed(false))
    return { close: () => undefined }
  }
  const ws = new WebSocket(url, BLAZE_SUBPROTOCOL, {
    headers: { authorization: `Bearer ${token}` },
    perMessageDeflate: false,
    handshakeTimeout: 10_000,
    maxPayload: 2 * 1024 * 1024,
  })
  let refused = false
  let listId = ''
  let pingTimer: NodeJS.Timeout | undefined
  let deadline: NodeJS.Timeout | undefined

  const send = (frame: Record<string, unknown>) => {
    if (ws.readyState === WebSocket.OPEN)
      ws.send(gzipSync(Buffer.from(JSON.stringify(frame))), { binary: true })
  }
  const acknowledge = (messageId: string) =>
    send({
      id: randomUUID(),
      action: BlazeAction.AcknowledgeMessageReceipt,
      params: { message_id: messageId, status: 'DELIVERED' },
    })
  // Anything heard from the service shows the socket alive.
  const heard = () => {
    if (deadline) clearTimeout(deadline)
    deadline = undefined
  }
  const ping = () => {
    if (ws.readyState !== WebSocket.OPEN) return
    ws.ping()
    deadline ??= setTimeout(() => {
      ctx.log.warn('the message socket went silent; reconnecting')
      ws.terminate()
    }, pongWaitMs)
    deadline.unref()
  }

  // Messages are stored in the order delivered (a recall after its original): what arrives while a
  // batch is being stored waits and goes with the next batch.
  let storing: Promise<void> = Promise.resolve()
  let queued: MessageView[] = []
  const deliver = (view: MessageView) => {
    queued.push(view)
    if (queued.length > 1) return
    storing = storing.then(async () => {
      const batch = queued
      queued = []
      let failed: ReadonlySet<string>
      try {
        failed = await h.messages(batch)
      } catch (e) {
        ctx.log.warn(`could not store ${batch.length} messages (${errorText(e)})`)
        return
      }
      for (const m of batch) if (!failed.has(m.message_id)) acknowledge(m.message_id)
    })
  }

  const onFrame = (raw: WebSocket.RawData) => {
    heard()
    let frame: BlazeMessage
    try {
      const bytes = Array.isArray(raw) ? Buffer.concat(raw) : Buffer.from(raw as ArrayBuffer)
      const parsed = BlazeMessage.safeParse(
        JSON.parse(gunzipSync(bytes, { maxOutputLength: MAX_FRAME_JSON }).toString('utf8')),
      )
      if (!parsed.success) return
      frame = parsed.data
    } catch {
      return
    }
    if (frame.error?.code === 401) {
      ctx.log.warn(
        'the message socket refused this account; messages and request links arrive only through syncs now',
      )
      refused = true
      ws.close()
      return
    }
    if (frame.id === listId && frame.action === BlazeAction.ListPendingMessages && !frame.error)
      return h.opened()
    if (frame.action !== BlazeAction.CreateMessage || frame.data === undefined) return
    const view = MessageView.safeParse(frame.data)
    if (view.success) return deliver(view.data)
    // Unreadable for good: acknowledged, so it does not come back on every connection.
    const id = (frame.data as { message_id?: unknown }).message_id
    ctx.log.warn(
      `a delivered message could not be read (${view.error.issues[0]?.path.join('.') || 'data'}: ${view.error.issues[0]?.message ?? 'invalid'})`,
    )
    if (typeof id === 'string') acknowledge(id)
  }

  ws.on('open', () => {
    if (ws.protocol !== BLAZE_SUBPROTOCOL) return ws.close()
    listId = randomUUID()
    send({ id: listId, action: BlazeAction.ListPendingMessages })
    pingTimer = setInterval(ping, pingMs)
    pingTimer.unref()
  })
  ws.on('message', onFrame)
  ws.on('pong', heard)
  ws.on('error', (e) => ctx.log.warn(`message socket error (${errorText(e)})`))
  ws.on('close', () => {
    if (pingTimer) clearInterval(pingTimer)
    if (deadline) clearTimeout(deadline)
    h.closed(refused)
  })
  return {
    close() {
      if (pingTimer) clearInterval(pingTimer)
      if (deadline) clearTimeout(deadline)
      ws.removeAllListeners('close')
      ws.on('error', () => undefined)
      ws.terminate()
    },
  }
}
