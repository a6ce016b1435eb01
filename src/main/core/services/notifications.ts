/**
 * Telling the host when a request newly needs this account's signature. With the service's Blaze
 * WebSocket (wire-formats §8.2: subprotocol `Mixin-Blaze-1`, gzip JSON frames, a token signed for
 * `GET /`), a `SYSTEM_SAFE_MULTISIG` message names the request at once; without it (refused,
 * unreachable, or the service has none) the queue is synced on a timer. Either way the host gets a
 * `needs-signature` event once per request, and a `watch` event when the mode changes.
 *
 * The same socket is the account's one message connection: every message it delivers is handed to
 * the messages service to store, and acknowledged (DELIVERED; READ for a multisig notice) only
 * once stored, so a message lost with a dropped socket is listed again on the next connection.
 * @module
 */
import { randomUUID } from 'node:crypto'
import { gunzipSync, gzipSync } from 'node:zlib'
import WebSocket from 'ws'
import { BLAZE_SUBPROTOCOL, BlazeMessage, MAX_ACKNOWLEDGEMENTS_PER_REQUEST, MessageView, parseMessageData } from '../../../shared/api/messages'
import { blazeUrlFor, vaultSigner } from '../client'
import type { CoreContext } from '../context'
import { errorText } from '../errors'
import type { Receive } from './messages/receive'
import type { RequestsService } from './requests'
import { cachedIds } from './requests/records'

export interface NeedsSignatureEvent {
  account: string
  request_id: string
  via: 'blaze' | 'poll'
}

export interface WatchEvent {
  account: string
  mode: WatchMode
}

export type WatchMode = 'connecting' | 'blaze' | 'polling' | 'stopped'

export interface WatchOptions {
  /** How often to sync when Blaze is not available; default 30 s. */
  pollMs?: number
  /** Try Blaze at all; default true. */
  blaze?: boolean
  /** First reconnect delay after Blaze drops; doubles up to 5 minutes. Default 5 s. */
  reconnectMs?: number
}

interface Watcher {
  mode(): WatchMode
  /** Syncs now (what a poll does); resolves when done. */
  poll(): Promise<void>
  stop(): void
}

const MAX_FRAME_JSON = 1024 * 1024

/** What a watcher does with requests: sync the queue, and open a request the socket names. */
type WatchedRequests = Pick<RequestsService, 'sync' | 'open'>

export interface NotificationsService {
  /**
   * Starts telling the host (`needs-signature` and `watch` events on `ctx.events`) about requests
   * that newly need `userId`'s signature. @throws CoreError 'account-not-found'
   */
  watch(userId: string, options?: WatchOptions): Watcher
  /** Stops every watcher still running. */
  stopAll(): void
}

/**
 * @param receive stores every message the socket delivers; a message is acknowledged only once it
 *   resolves. Without it, only multisig notices are acknowledged and the rest stay pending.
 */
export function notificationsService(ctx: CoreContext, requests: WatchedRequests, receive?: Receive): NotificationsService {
  const watchers = new Set<Watcher>()
  return {
    watch(userId, options) {
      const w = watchRequests(ctx, requests, userId, options, receive)
      watchers.add(w)
      return {
        mode: w.mode,
        poll: w.poll,
        stop: () => {
          w.stop()
          watchers.delete(w)
        },
      }
    },
    stopAll() {
      for (const w of watchers) w.stop()
      watchers.clear()
    },
  }
}

/**
 * Watches `userId`'s requests until stopped.
 * @example const w = watchRequests(ctx, requests, me); ctx.events.on('needs-signature', (e) => notify(e.request_id))
 */
function watchRequests(ctx: CoreContext, requests: WatchedRequests, userId: string, options: WatchOptions = {}, receive?: Receive): Watcher {
  const row = ctx.account(userId)
  const pollMs = options.pollMs ?? 30_000
  const firstReconnect = options.reconnectMs ?? 5_000
  // What needed a signature when watching began was already known to the host.
  const told = new Set(cachedIds(ctx, userId, ['needs-signature']))
  let mode: WatchMode = 'connecting'
  let socket: WebSocket | undefined
  let pollTimer: NodeJS.Timeout | undefined
  let reconnectTimer: NodeJS.Timeout | undefined
  let reconnectDelay = firstReconnect
  let polling: Promise<void> | undefined
  let stopped = false
  let blazeRefused = options.blaze === false
  let listId = ''

  const setMode = (m: WatchMode) => {
    if (m === mode) return
    mode = m
    ctx.events.emit('watch', { account: userId, mode: m } satisfies WatchEvent)
  }
  const tell = (requestId: string, via: NeedsSignatureEvent['via']) => {
    if (told.has(requestId) || stopped) return
    told.add(requestId)
    ctx.events.emit('needs-signature', { account: userId, request_id: requestId, via } satisfies NeedsSignatureEvent)
  }

  const poll = (): Promise<void> => {
    // A locked wallet cannot sign the calls; it waits quietly until it is unlocked.
    if (!ctx.vault.open) return Promise.resolve()
    polling ??= requests.sync(userId)
      .then((r) => {
        for (const id of r.newly_needs_signature) tell(id, 'poll')
        // Also anything still waiting that the host has not heard of (e.g. found while offline).
        for (const id of cachedIds(ctx, userId, ['needs-signature'])) tell(id, 'poll')
      })
      .catch((e: unknown) => ctx.log.warn(`request sync for notifications failed (${errorText(e)})`))
      .finally(() => {
        polling = undefined
      })
    return polling
  }

  const startPolling = () => {
    if (stopped) return
    setMode('polling')
    if (!pollTimer) {
      pollTimer = setInterval(() => void poll(), pollMs)
      pollTimer.unref()
    }
  }
  const stopPolling = () => {
    if (pollTimer) clearInterval(pollTimer)
    pollTimer = undefined
  }

  const send = (ws: WebSocket, frame: Record<string, unknown>) => {
    if (ws.readyState === WebSocket.OPEN) ws.send(gzipSync(Buffer.from(JSON.stringify(frame))), { binary: true })
  }

  // Acknowledgements go out in batches, once what was delivered in one turn is stored.
  let acks: Array<{ message_id: string; status: 'DELIVERED' | 'READ' }> = []
  const acknowledge = (ws: WebSocket, messageId: string, status: 'DELIVERED' | 'READ') => {
    if (acks.length === 0) {
      setImmediate(() => {
        const batch = acks
        acks = []
        for (let i = 0; i < batch.length; i += MAX_ACKNOWLEDGEMENTS_PER_REQUEST) {
          send(ws, { id: randomUUID(), action: 'ACKNOWLEDGE_MESSAGE_RECEIPTS', params: { messages: batch.slice(i, i + MAX_ACKNOWLEDGEMENTS_PER_REQUEST) } })
        }
      })
    }
    acks.push({ message_id: messageId, status })
  }

  // Messages are stored in the order delivered (a recall after its original): what arrives while a
  // batch is being stored waits and is stored as the next batch.
  let storing: Promise<void> = Promise.resolve()
  let queued: MessageView[] = []
  const onMessage = (ws: WebSocket, message: MessageView) => {
    queued.push(message)
    if (queued.length > 1) return
    storing = storing.then(async () => {
      const batch = queued
      queued = []
      // What could not be stored is not acknowledged: the service lists it again on the next connection.
      let failed: ReadonlySet<string> = new Set()
      if (receive) {
        try {
          failed = await receive(userId, batch)
        } catch (e) {
          ctx.log.warn(`could not store ${batch.length} messages (${errorText(e)})`)
          return
        }
      }
      for (const m of batch) {
        if (failed.has(m.message_id)) continue
        if (m.category === 'SYSTEM_SAFE_MULTISIG') void onNotice(ws, m)
        else if (receive) acknowledge(ws, m.message_id, 'DELIVERED')
      }
    })
  }

  const onNotice = async (ws: WebSocket, message: MessageView) => {
    const data = parseMessageData('SYSTEM_SAFE_MULTISIG', new Uint8Array(Buffer.from(message.data, 'base64')))
    if (data.ok) {
      try {
        const item = await requests.open(userId, data.value.request_id)
        if (item.state === 'needs-signature') tell(item.request_id, 'blaze')
      } catch (e) {
        ctx.log.warn(`could not open a notified request (${errorText(e)})`)
        return
      }
    }
    acknowledge(ws, message.message_id, 'READ')
  }

  const onFrame = (ws: WebSocket, raw: WebSocket.RawData) => {
    let frame: BlazeMessage
    try {
      const bytes = Array.isArray(raw) ? Buffer.concat(raw) : Buffer.from(raw as ArrayBuffer)
      const parsed = BlazeMessage.safeParse(JSON.parse(gunzipSync(bytes, { maxOutputLength: MAX_FRAME_JSON }).toString('utf8')))
      if (!parsed.success) return
      frame = parsed.data
    } catch {
      return
    }
    if (frame.error?.code === 401) {
      // The service refused our token: reconnecting would be refused too (DOCS), so poll instead.
      ctx.log.warn('the message socket refused this account; notifications fall back to polling')
      blazeRefused = true
      ws.close()
      return
    }
    if (frame.id === listId && frame.action === 'LIST_PENDING_MESSAGES' && !frame.error) {
      // The service accepted us and delivers from now on: polling can stop.
      reconnectDelay = firstReconnect
      stopPolling()
      setMode('blaze')
      void poll() // catch up on what happened while disconnected
      return
    }
    if (frame.action !== 'CREATE_MESSAGE' || frame.data === undefined) return
    const message = MessageView.safeParse(frame.data)
    if (!message.success) return
    onMessage(ws, message.data)
  }

  const connect = async () => {
    if (stopped || blazeRefused) return startPolling()
    let url: string
    let token: string
    try {
      url = blazeUrlFor(ctx.baseUrl())
      token = (await vaultSigner(ctx.vault, row, ctx.now)({ method: 'GET', uri: '/', body: '' })).token
    } catch (e) {
      ctx.log.warn(`message socket unavailable (${errorText(e)})`)
      return scheduleReconnect()
    }
    if (stopped) return
    const ws = new WebSocket(url, BLAZE_SUBPROTOCOL, { headers: { authorization: `Bearer ${token}` }, perMessageDeflate: false, handshakeTimeout: 10_000, maxPayload: 2 * 1024 * 1024 })
    socket = ws
    ws.on('open', () => {
      if (ws.protocol !== BLAZE_SUBPROTOCOL) return ws.close()
      listId = randomUUID()
      send(ws, { id: listId, action: 'LIST_PENDING_MESSAGES' })
    })
    ws.on('message', (data) => onFrame(ws, data))
    ws.on('error', (e) => ctx.log.warn(`message socket error (${errorText(e)})`))
    ws.on('close', () => {
      if (socket === ws) socket = undefined
      if (stopped) return
      startPolling()
      scheduleReconnect()
    })
  }

  const scheduleReconnect = () => {
    startPolling()
    if (stopped || blazeRefused || reconnectTimer) return
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined
      void connect()
    }, reconnectDelay)
    reconnectTimer.unref()
    reconnectDelay = Math.min(reconnectDelay * 2, 5 * 60_000)
  }

  void connect()
  void poll()

  return {
    mode: () => mode,
    poll,
    stop() {
      stopped = true
      stopPolling()
      if (reconnectTimer) clearTimeout(reconnectTimer)
      socket?.terminate()
      socket = undefined
      setMode('stopped')
    },
  }
}
