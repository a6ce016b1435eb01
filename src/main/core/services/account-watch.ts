/**
 * Watching an account: what keeps its queue and its groups current while the wallet runs, and tells
 * the host when a request newly needs its signature. The public network never announces a request,
 * so the queue is synced on a timer all the time (./requests/discovery reads each followed shared
 * account's locked outputs), and the account's message socket (./message-socket) delivers its
 * messages — stored as they come (./messages) — and with them the links people and bots share
 * (`mixin.one/multisigs/…` in a text, a card, a button), each read at once (./requests/links).
 * Either way the host gets a `needs-signature` event once per request, and a `watch` event when the
 * socket comes or goes.
 * @module
 */
import type { MessageView } from '../../../shared/api/messages'
import type { CoreContext } from '../context'
import { errorText } from '../errors'
import type { NeedsSignatureEvent, WatchMode } from '../events'
import { openMessageSocket, type MessageSocket, type SocketOptions } from './message-socket'
import { bodyOf } from './messages/body'
import type { Receive } from './messages/receive'
import type { RequestsService } from './requests'
import { requestIdsIn } from './requests/links'
import { cachedIds } from './requests/records'

export interface WatchOptions extends SocketOptions {
  /** How often to sync the queue; default 30 s. */
  pollMs?: number
  /** Open the message socket at all; default true. */
  blaze?: boolean
  /** First reconnect delay after the socket drops; doubles up to 5 minutes. Default 5 s. */
  reconnectMs?: number
}

/** One account's watch, until stopped. */
export interface AccountWatch {
  mode(): WatchMode
  /** Syncs now (what a poll does); resolves when done. */
  poll(): Promise<void>
  stop(): void
}

/** What a watcher does with requests: sync the queue, and take in the requests a message links to. */
type WatchedRequests = Pick<RequestsService, 'sync' | 'ingest'>

export interface AccountWatchService {
  /**
   * Starts watching `userId`: its queue synced on a timer, its message socket, and the host told
   * (`needs-signature` and `watch` events) of requests that newly need its signature.
   * @throws CoreError 'account-not-found'
   */
  start(userId: string, options?: WatchOptions): AccountWatch
  /** Stops every watch still running. */
  stopAll(): void
}

/**
 * @param receive stores every message the socket delivers; a message is acknowledged only once it
 *   resolves. Without it, nothing is stored and messages stay pending with the service.
 */
export function accountWatchService(
  ctx: CoreContext,
  requests: WatchedRequests,
  receive?: Receive,
): AccountWatchService {
  const watchers = new Set<AccountWatch>()
  return {
    start(userId, options) {
      const w = watchAccount(ctx, requests, userId, options, receive)
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
 * @example const w = watchAccount(ctx, requests, me); ctx.events.on('needs-signature', (e) => notify(e.request_id))
 */
function watchAccount(
  ctx: CoreContext,
  requests: WatchedRequests,
  userId: string,
  options: WatchOptions = {},
  receive?: Receive,
): AccountWatch {
  const account = ctx.account(userId)
  const pollMs = options.pollMs ?? 30_000
  const firstReconnect = options.reconnectMs ?? 5_000
  // What needed a signature when watching began was already known to the host.
  const told = new Set(cachedIds(ctx, userId, ['needs-signature']))
  let mode: WatchMode = 'connecting'
  let socket: MessageSocket | undefined
  let reconnectTimer: NodeJS.Timeout | undefined
  let reconnectDelay = firstReconnect
  let polling: Promise<void> | undefined
  let stopped = false

  const setMode = (m: WatchMode) => {
    if (m === mode) return
    mode = m
    ctx.events.emit('watch', { account: userId, mode: m })
  }
  const tell = (requestId: string, via: NeedsSignatureEvent['via']) => {
    if (told.has(requestId) || stopped) return
    told.add(requestId)
    ctx.events.emit('needs-signature', { account: userId, request_id: requestId, via })
  }

  const poll = (): Promise<void> => {
    // A locked wallet cannot sign the calls; it waits quietly until it is unlocked.
    if (!ctx.vault.open) return Promise.resolve()
    polling ??= requests
      .sync(userId)
      .then((r) => {
        for (const id of r.newly_needs_signature) tell(id, 'poll')
        // Also anything still waiting that the host has not heard of (e.g. found while offline).
        for (const id of cachedIds(ctx, userId, ['needs-signature'])) tell(id, 'poll')
      })
      .catch((e: unknown) =>
        ctx.log.warn(`request sync of a watched account failed (${errorText(e)})`),
      )
      .finally(() => {
        polling = undefined
      })
    return polling
  }
  // Syncs run whether or not the socket is up: the public socket never announces a request.
  const pollTimer = setInterval(() => void poll(), pollMs)
  pollTimer.unref()

  /** Stores a delivered batch, then takes in the requests others' messages link to. */
  const onMessages = async (views: MessageView[]): Promise<ReadonlySet<string>> => {
    const failed = receive ? await receive(userId, views) : new Set<string>()
    if (!ctx.vault.open) return failed
    const linked = [
      ...new Set(
        views
          .filter((v) => v.user_id !== userId && !failed.has(v.message_id))
          .flatMap((v) => requestIdsIn(bodyOf(v.category, v.data))),
      ),
    ]
    if (linked.length > 0) {
      requests
        .ingest(userId, linked)
        .then((ids) => ids.forEach((id) => tell(id, 'message')))
        .catch((e: unknown) =>
          ctx.log.warn(`requests linked in messages could not be read (${errorText(e)})`),
        )
    }
    return failed
  }

  const connect = async () => {
    if (stopped) return
    if (options.blaze === false) return setMode('polling')
    socket = await openMessageSocket(
      ctx,
      account,
      {
        opened() {
          reconnectDelay = firstReconnect
          setMode('blaze')
          void poll() // catch up on what happened while disconnected
        },
        closed(refused) {
          socket = undefined
          if (stopped) return
          setMode('polling')
          if (!refused) scheduleReconnect()
        },
        messages: onMessages,
      },
      options,
    )
    if (stopped) socket.close()
  }

  const scheduleReconnect = () => {
    if (stopped || reconnectTimer) return
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
      clearInterval(pollTimer)
      if (reconnectTimer) clearTimeout(reconnectTimer)
      socket?.close()
      socket = undefined
      setMode('stopped')
    },
  }
}
