/**
 * Storing what an account's message socket delivers: each message read into its body and stored
 * once (idempotent on its id, so a message delivered again after a dropped socket changes
 * nothing), with its disappearing time; a recall from the original sender takes the original back;
 * a conversation's system message re-reads the group so the cached copy is current, and a message
 * from a conversation the cache lacks reads that conversation first; an announcement someone else
 * changed waits in the reminder bar. A new message from someone else in a group that is not muted
 * is told to the host (`new-message`). The caller acknowledges a message only once this resolves.
 * @module
 */
import { parseMessageData, type MessageView } from '../../../../shared/api/messages'
import { UNREAD_GRACE_SECONDS } from '../../../../shared/api/messages'
import type { MessageBody, SystemEvent } from '../../../../shared/bridge-messages'
import type { CoreContext } from '../../context'
import type { GroupFacts } from '../../db'
import { errorText } from '../../errors'
import { mutedAt, type GroupsService } from '../groups'
import { requestIdsIn } from '../requests/links'
import { bodyOf } from './body'
import type { Changes } from './changes'

/** The shortest time between two notices of one sender in one conversation. */
const NOTICE_GAP_MS = 5000

/** When a message stored now expires: D after it was read, or 24 h + D after it arrived while unread. */
export function expiryOf(
  expireIn: number,
  arrivedMs: number,
  readMs: number | null,
): number | null {
  if (expireIn <= 0) return null
  return readMs !== null
    ? readMs + expireIn * 1000
    : arrivedMs + (UNREAD_GRACE_SECONDS + expireIn) * 1000
}

/** What a re-read group shows changed since the last UPDATE (or, before any, the cached copy). */
function changesBetween(
  before: GroupFacts | undefined,
  after: GroupFacts | undefined,
): SystemEvent['changed'] {
  if (!before || !after) return []
  const out: SystemEvent['changed'] = []
  if (before.name !== after.name) out.push('name')
  if (before.announcement !== after.announcement) out.push('announcement')
  if (before.code_url !== after.code_url) out.push('invite-link')
  return out
}

/**
 * Stores what was delivered, in order; resolves once it is stored, with the ids of the messages
 * that could not be (the others may be acknowledged).
 */
export type Receive = (
  userId: string,
  views: readonly MessageView[],
) => Promise<ReadonlySet<string>>

export function messageReceiver(
  ctx: CoreContext,
  groups: Pick<GroupsService, 'open'>,
  changes: Changes,
  people: { get(userId: string, userIds: readonly string[]): Promise<unknown> },
): Receive {
  const store = ctx.cache.messages

  const recall = (userId: string, view: MessageView, after: Array<() => void>) => {
    const data = parseMessageData(
      'MESSAGE_RECALL',
      new Uint8Array(Buffer.from(view.data, 'base64')),
    )
    if (!data.ok) return
    const original = store.get(userId, data.value.message_id)
    // Only the sender takes a message back; anyone else's recall is ignored.
    if (!original || original.user_id !== view.user_id || original.body.kind === 'recalled') return
    if (store.setBody(userId, original.message_id, { kind: 'recalled' }))
      after.push(() => changes.raise(userId))
  }

  /** Re-reads the group; for UPDATE, says what changed and keeps a new announcement for the bar. */
  const reread = async (
    userId: string,
    view: MessageView,
    body: MessageBody & { kind: 'system' },
  ): Promise<MessageBody> => {
    let before = store.lastUpdate(userId, view.conversation_id)
    if (!before) {
      // The first system message fixes the base the next UPDATE is compared with, before any re-read.
      const cached = ctx.cache.conversations.get(userId, view.conversation_id)
      if (cached)
        store.setLastUpdate(
          userId,
          view.conversation_id,
          (before = {
            name: cached.name,
            announcement: cached.announcement,
            code_url: cached.code_url,
          }),
        )
    }
    try {
      await groups.open(userId, view.conversation_id)
    } catch (e) {
      // Removed from the group, or offline: the message is kept all the same.
      ctx.log.warn(
        `could not re-read group ${view.conversation_id} after a system message (${errorText(e)})`,
      )
      return body
    }
    if (body.event.action !== 'UPDATE') return body
    const after = ctx.cache.conversations.get(userId, view.conversation_id)
    const changed = changesBetween(before, after)
    if (after)
      store.setLastUpdate(userId, view.conversation_id, {
        name: after.name,
        announcement: after.announcement,
        code_url: after.code_url,
      })
    // The wallet's own change was recorded as the last update when it was made (./index `changedByMe`).
    if (
      changed.includes('announcement') &&
      after &&
      after.announcement.trim() !== '' &&
      body.event.user_id !== userId
    ) {
      ctx.cache.messages.setPendingAnnouncement(userId, view.conversation_id, after.announcement)
    }
    return { ...body, event: { ...body.event, changed } }
  }

  // When each sender in each conversation last made a notice, and the senders already asked of the service.
  const lastNotice = new Map<string, number>()
  const asked = new Map<string, Promise<unknown>>()
  const notify = (userId: string, view: MessageView) => {
    const group = ctx.cache.conversations.get(userId, view.conversation_id)
    const now = ctx.now()
    if (!group || group.category !== 'GROUP' || mutedAt(group.mute_until, now)) return
    // A burst from one sender (a backlog after being away) is one notice, not one per message.
    const key = `${userId}/${view.conversation_id}/${view.user_id}`
    if (now - (lastNotice.get(key) ?? -Infinity) < NOTICE_GAP_MS) return
    lastNotice.set(key, now)
    const emit = () => {
      try {
        const sender = ctx.cache.people.getMany([view.user_id])[0]
        ctx.events.emit('new-message', {
          account: userId,
          conversation_id: view.conversation_id,
          message_id: view.message_id,
          sender_name: sender?.full_name || 'Someone',
          group_name: group.name || 'a group',
        })
      } catch (e) {
        ctx.log.warn(`could not tell of a new message (${errorText(e)})`)
      }
    }
    if (ctx.cache.people.getMany([view.user_id]).length > 0) return emit()
    // A sender met for the first time is asked of the service once, without holding up storing.
    let asking = asked.get(view.user_id)
    if (!asking)
      asked.set(view.user_id, (asking = people.get(userId, [view.user_id]).catch(() => undefined)))
    void asking.finally(emit)
  }

  /** Stores one message (its body read) and queues what follows its commit; no-op when it is stored already. */
  const storeOne = (
    userId: string,
    view: MessageView,
    body: MessageBody,
    after: Array<() => void>,
  ) => {
    const mine = view.user_id === userId
    const now = ctx.now()
    const readAt = mine ? now : null
    const seq = store.insert(userId, {
      conversation_id: view.conversation_id,
      message_id: view.message_id,
      user_id: view.user_id,
      mine,
      category: view.category.slice(0, 64),
      body,
      quote_message_id: view.quote_message_id || null,
      created_at: view.created_at,
      read_at: readAt,
      expires_at: expiryOf(view.expire_in, now, readAt),
    })
    if (seq === null) return
    after.push(() => {
      changes.raise(userId)
      // A message linking a request is told of as the request, when it needs this account's signature.
      if (!mine && !view.category.startsWith('SYSTEM_') && requestIdsIn(body).length === 0)
        notify(userId, view)
    })
  }

  const storeNow = (userId: string, view: MessageView, after: Array<() => void>) => {
    if (view.category === 'MESSAGE_RECALL') return recall(userId, view, after)
    if (store.get(userId, view.message_id)) return
    storeOne(userId, view, bodyOf(view.category, view.data), after)
  }

  // Conversations being asked of the service because a message came from one the cache lacked.
  const learning = new Map<string, Promise<void>>()
  /**
   * Reads the conversations of messages the cache has no copy of (a group this account joined
   * from another wallet, or before this one existed), so that the group is listed and its new
   * messages are told. Each is asked once at a time; one that cannot be read is asked again with
   * the next message from it. A system message re-reads its conversation anyway (`reread`).
   */
  const learn = (userId: string, views: readonly MessageView[]) => {
    const ids = new Set(
      views.filter((v) => v.category !== 'SYSTEM_CONVERSATION').map((v) => v.conversation_id),
    )
    return Promise.all(
      [...ids]
        .filter((id) => !ctx.cache.conversations.get(userId, id))
        .map((id) => {
          const key = `${userId}/${id}`
          let asking = learning.get(key)
          if (!asking) {
            asking = groups.open(userId, id).then(
              () => undefined,
              (e: unknown) =>
                ctx.log.warn(
                  `could not read conversation ${id}, which a message came from (${errorText(e)})`,
                ),
            )
            learning.set(key, asking)
            void asking.finally(() => learning.delete(key))
          }
          return asking
        }),
    )
  }

  return async (userId, views) => {
    await learn(userId, views)
    let run: MessageView[] = []
    const failed = new Set<string>()
    // What arrived together is stored in one transaction; a conversation's system message, which
    // re-reads the group first, is stored on its own, in its place in the order. When the batch
    // fails, each is tried on its own, so one message that cannot be stored holds up no other.
    const flush = () => {
      if (run.length === 0) return
      const batch = run
      run = []
      let after: Array<() => void> = []
      try {
        ctx.cache.transaction(() => {
          for (const v of batch) storeNow(userId, v, after)
        })
      } catch {
        after = []
        for (const v of batch) {
          const one: Array<() => void> = []
          try {
            storeNow(userId, v, one)
            after.push(...one)
          } catch (e) {
            ctx.log.warn(`could not store message ${v.message_id} (${errorText(e)})`)
            failed.add(v.message_id)
          }
        }
      }
      for (const f of after) f()
    }
    for (const view of views) {
      if (view.category !== 'SYSTEM_CONVERSATION') {
        run.push(view)
        continue
      }
      flush()
      if (store.get(userId, view.message_id)) continue
      let body = bodyOf(view.category, view.data)
      if (body.kind === 'system') body = await reread(userId, view, body)
      const after: Array<() => void> = []
      try {
        storeOne(userId, view, body, after)
      } catch (e) {
        ctx.log.warn(`could not store message ${view.message_id} (${errorText(e)})`)
        failed.add(view.message_id)
      }
      for (const f of after) f()
    }
    flush()
    return failed
  }
}
