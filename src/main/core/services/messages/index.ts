/**
 * A group's conversation in the core: what each account's message socket delivered, stored per
 * conversation (./receive), paged for the window, a long-poll of changes (./changes), read marks
 * that start disappearing timers and tell the service READ, a sweeper for what expired, the
 * announcement reminder bar, attachments (./attachment) and sharing a request as a card (./share).
 * The socket itself is the account watch's, one per account (../account-watch); it hands every
 * message here and acknowledges it once stored.
 * @module
 */
import { z } from 'zod'
import { MAX_ACKNOWLEDGEMENTS_PER_REQUEST } from '../../../../shared/api/messages'
import type {
  AttachmentFile,
  ConversationState,
  MessageChanges,
  MessageLink,
  MessagePage,
  StoredMessage,
} from '../../../../shared/bridge-messages'
import type { CoreContext } from '../../context'
import { CoreError, errorText } from '../../errors'
import type { WatchMode } from '../../events'
import { fetchAttachment } from './attachment'
import { changeCounter } from './changes'
import { expiryOf, messageReceiver, type Receive } from './receive'
import type { SentMessage } from './sent-message'
import { shareRequest, type ShareDeps } from './share'
import { words } from '../../../../shared/i18n/words'

export type { SentMessage } from './sent-message'

const LINK_OF: Record<WatchMode, MessageLink> = {
  connecting: 'connecting',
  blaze: 'live',
  polling: 'offline',
  stopped: 'stopped',
}
/** Longest a `messages.wait` holds, and its default. */
const DEFAULT_WAIT_MS = 20_000
/** The sweeper looks at least this often, and never sooner than this after it last did. */
const SWEEP_MAX_MS = 60_000
const SWEEP_MIN_MS = 50

export interface MessagesService {
  /** Stores a delivered message (see ./receive); resolves once it is stored. */
  receive: Receive
  /** Records a change this account made to a group (name, announcement, link), so its own UPDATE reminds nobody. */
  changedByMe(userId: string, conversationId: string): void
  /** Stores a message this account sent. */
  sent(userId: string, message: SentMessage): void
  list(
    userId: string,
    conversationId: string,
    o: { beforeSeq?: number; afterSeq?: number; limit?: number },
  ): MessagePage
  wait(userId: string, after: number, timeoutMs?: number): Promise<MessageChanges>
  markRead(userId: string, conversationId: string, upToSeq: number): Promise<ConversationState>
  dismissAnnouncement(userId: string, conversationId: string): ConversationState
  /** Downloads an attachment message's file. @throws CoreError 'message-not-found' | 'attachment-unavailable' */
  attachment(userId: string, conversationId: string, messageId: string): Promise<AttachmentFile>
  /** Sends a request's card to the group and stores it. @throws CoreError 'conversation-not-found' | 'request-not-found'; ApiClientError */
  shareRequest(userId: string, conversationId: string, requestId: string): Promise<StoredMessage>
  /** Deletes what expired now; returns how many accounts it touched. */
  sweep(): number
  /** Stops the sweeper and answers every waiter. */
  stop(): void
}

export interface MessagesDeps extends ShareDeps {
  groups: Parameters<typeof messageReceiver>[1]
  fetch?: typeof fetch
}

export function messagesService(ctx: CoreContext, deps: MessagesDeps): MessagesService {
  const { groups } = deps
  const changes = changeCounter()
  const store = ctx.cache.messages
  const receive = messageReceiver(ctx, groups, changes, deps.people)
  ctx.events.on('watch', (e) => changes.setLink(e.account, LINK_OF[e.mode]))

  let timer: NodeJS.Timeout | undefined
  let stopped = false
  const sweep = () => {
    const touched = store.deleteExpired(ctx.now())
    for (const a of touched) changes.raise(a)
    schedule()
    return touched.length
  }
  /** Wakes at the next expiry (or within a minute, since the clock may be moved under it). */
  const schedule = () => {
    if (stopped) return
    if (timer) clearTimeout(timer)
    const next = store.nextExpiry()
    const delay =
      next === undefined
        ? SWEEP_MAX_MS
        : Math.min(SWEEP_MAX_MS, Math.max(SWEEP_MIN_MS, next - ctx.now()))
    timer = setTimeout(() => {
      try {
        sweep()
      } catch (e) {
        ctx.log.warn(`deleting expired messages failed (${errorText(e)})`)
        schedule()
      }
    }, delay)
    timer.unref()
  }
  schedule()

  const conversationExpireIn = (userId: string, conversationId: string) =>
    ctx.cache.conversations.get(userId, conversationId)?.expire_in ?? 0

  const sent = (userId: string, m: SentMessage) => {
    const now = ctx.now()
    try {
      const seq = store.insert(userId, {
        ...m,
        user_id: userId,
        mine: true,
        quote_message_id: null,
        read_at: now,
        expires_at: expiryOf(conversationExpireIn(userId, m.conversation_id), now, now),
      })
      if (seq !== null) changes.raise(userId)
    } catch (e) {
      // It was sent all the same; only the local copy is missing.
      ctx.log.warn(`could not store sent message ${m.message_id} (${errorText(e)})`)
    }
  }

  return {
    async receive(userId, views) {
      const failed = await receive(userId, views)
      if (views.some((v) => v.expire_in > 0)) schedule()
      return failed
    },
    changedByMe(userId, conversationId) {
      const c = ctx.cache.conversations.get(userId, conversationId)
      if (c)
        store.setLastUpdate(userId, conversationId, {
          name: c.name,
          announcement: c.announcement,
          code_url: c.code_url,
        })
    },
    sent,
    list(userId, conversationId, o) {
      ctx.requireAccount(userId)
      sweep()
      return store.page(userId, conversationId, {
        ...(o.beforeSeq !== undefined ? { beforeSeq: o.beforeSeq } : {}),
        ...(o.afterSeq !== undefined ? { afterSeq: o.afterSeq } : {}),
        limit: o.limit ?? 100,
      })
    },
    async wait(userId, after, timeoutMs = DEFAULT_WAIT_MS) {
      ctx.requireAccount(userId)
      const change = await changes.wait(userId, after, Math.min(timeoutMs, 25_000))
      // Woken because the core is closing: the cache is closed by now, so nothing is read from it.
      if (stopped) return { change, link: 'stopped', conversations: [] }
      return { change, link: changes.link(userId), conversations: store.states(userId) }
    },
    async markRead(userId, conversationId, upToSeq) {
      ctx.requireAccount(userId)
      const expireIn = conversationExpireIn(userId, conversationId)
      const ids = store.markRead(
        userId,
        conversationId,
        upToSeq,
        ctx.now(),
        expireIn > 0 ? expireIn * 1000 : null,
      )
      if (ids.length > 0) {
        changes.raise(userId)
        schedule()
        // The service starts its own disappearing clock from the READ receipt; when it cannot be
        // told, its copy goes by the unread rule instead, and nothing changes here.
        try {
          const client = ctx.clientFor(userId)
          for (let i = 0; i < ids.length; i += MAX_ACKNOWLEDGEMENTS_PER_REQUEST) {
            const body = ids
              .slice(i, i + MAX_ACKNOWLEDGEMENTS_PER_REQUEST)
              .map((message_id) => ({ message_id, status: 'READ' }))
            await client.call('POST', '/acknowledgements', z.unknown(), { body })
          }
        } catch (e) {
          ctx.log.warn(`telling the service messages were read failed (${errorText(e)})`)
        }
      }
      return store.state(userId, conversationId)
    },
    dismissAnnouncement(userId, conversationId) {
      ctx.requireAccount(userId)
      store.setPendingAnnouncement(userId, conversationId, null)
      changes.raise(userId)
      return store.state(userId, conversationId)
    },
    attachment: (userId, conversationId, messageId) =>
      fetchAttachment(ctx, deps.fetch ?? globalThis.fetch, userId, conversationId, messageId),
    async shareRequest(userId, conversationId, requestId) {
      const m = await shareRequest(ctx, deps, userId, conversationId, requestId)
      sent(userId, m)
      const stored = store.get(userId, m.message_id)
      if (!stored) throw new CoreError('message-not-found', words('core.message.notKept'))
      return stored
    },
    sweep,
    stop() {
      stopped = true
      if (timer) clearTimeout(timer)
      changes.release()
    },
  }
}
