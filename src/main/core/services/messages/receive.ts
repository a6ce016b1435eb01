/**
 * Storing what an account's message socket delivers: each message read into its body and stored
 * once (idempotent on its id, so a message delivered again after a dropped socket changes
 * nothing), with its disappearing time; a recall from the original sender takes the original back;
 * a conversation's system message re-reads the group so the cached copy is current, and an
 * announcement someone else changed waits in the reminder bar. A new message from someone else in a
 * group that is not muted is told to the host (`new-message`). The caller acknowledges a message
 * only once this resolves.
 * @module
 */
import { parseMessageData, type MessageView } from '../../../../shared/api/messages'
import { UNREAD_GRACE_SECONDS } from '../../../../shared/api/messages'
import type { MessageBody, SystemEvent } from '../../../../shared/bridge-messages'
import type { CoreContext } from '../../context'
import type { GroupFacts } from '../../db'
import { errorText } from '../../errors'
import { mutedAt, type GroupsService } from '../groups'
import { bodyOf } from './body'
import type { Changes } from './changes'

/** What the host hears of a new message: who and where, never what it says. */
export interface NewMessageEvent {
  account: string
  conversation_id: string
  message_id: string
  sender_name: string
  group_name: string
}

/** When a message stored now expires: D after it was read, or 24 h + D after it arrived while unread. */
export function expiryOf(expireIn: number, arrivedMs: number, readMs: number | null): number | null {
  if (expireIn <= 0) return null
  return readMs !== null ? readMs + expireIn * 1000 : arrivedMs + (UNREAD_GRACE_SECONDS + expireIn) * 1000
}

/** What a re-read group shows changed since the last UPDATE (or, before any, the cached copy). */
function changesBetween(before: GroupFacts | undefined, after: GroupFacts | undefined): SystemEvent['changed'] {
  if (!before || !after) return []
  const out: SystemEvent['changed'] = []
  if (before.name !== after.name) out.push('name')
  if (before.announcement !== after.announcement) out.push('announcement')
  if (before.code_url !== after.code_url) out.push('invite-link')
  return out
}

export type Receive = (userId: string, view: MessageView) => Promise<void>

export function messageReceiver(
  ctx: CoreContext,
  groups: Pick<GroupsService, 'open'>,
  changes: Changes,
  people: { get(userId: string, userIds: readonly string[]): Promise<unknown> },
): Receive {
  const store = ctx.cache.messages

  const recall = (userId: string, view: MessageView) => {
    const data = parseMessageData('MESSAGE_RECALL', new Uint8Array(Buffer.from(view.data, 'base64')))
    if (!data.ok) return
    const original = store.get(userId, data.value.message_id)
    // Only the sender takes a message back; anyone else's recall is ignored.
    if (!original || original.user_id !== view.user_id || original.body.kind === 'recalled') return
    if (store.setBody(userId, original.message_id, { kind: 'recalled' })) changes.raise(userId)
  }

  /** Re-reads the group; for UPDATE, says what changed and keeps a new announcement for the bar. */
  const reread = async (userId: string, view: MessageView, body: MessageBody & { kind: 'system' }): Promise<MessageBody> => {
    let before = store.lastUpdate(userId, view.conversation_id)
    if (!before) {
      // The first system message fixes the base the next UPDATE is compared with, before any re-read.
      const cached = ctx.cache.conversations.get(userId, view.conversation_id)
      if (cached) store.setLastUpdate(userId, view.conversation_id, (before = { name: cached.name, announcement: cached.announcement, code_url: cached.code_url }))
    }
    try {
      await groups.open(userId, view.conversation_id)
    } catch (e) {
      // Removed from the group, or offline: the message is kept all the same.
      ctx.log.warn(`could not re-read group ${view.conversation_id} after a system message (${errorText(e)})`)
      return body
    }
    if (body.event.action !== 'UPDATE') return body
    const after = ctx.cache.conversations.get(userId, view.conversation_id)
    const changed = changesBetween(before, after)
    if (after) store.setLastUpdate(userId, view.conversation_id, { name: after.name, announcement: after.announcement, code_url: after.code_url })
    // The wallet's own change was recorded as the last update when it was made (./index `changedByMe`).
    if (changed.includes('announcement') && after && after.announcement.trim() !== '' && body.event.user_id !== userId) {
      ctx.cache.messages.setPendingAnnouncement(userId, view.conversation_id, after.announcement)
    }
    return { ...body, event: { ...body.event, changed } }
  }

  const notify = (userId: string, view: MessageView) => {
    const group = ctx.cache.conversations.get(userId, view.conversation_id)
    if (!group || group.category !== 'GROUP' || mutedAt(group.mute_until, ctx.now())) return
    const emit = () => {
      const sender = ctx.cache.people.getMany([view.user_id])[0]
      ctx.events.emit('new-message', {
        account: userId,
        conversation_id: view.conversation_id,
        message_id: view.message_id,
        sender_name: sender?.full_name || 'Someone',
        group_name: group.name || 'a group',
      } satisfies NewMessageEvent)
    }
    // A sender met for the first time is asked of the service (once), without holding up storing.
    if (ctx.cache.people.getMany([view.user_id]).length > 0) return emit()
    void people.get(userId, [view.user_id]).catch(() => undefined).finally(emit)
  }

  return async (userId, view) => {
    if (view.category === 'MESSAGE_RECALL') return recall(userId, view)
    if (store.get(userId, view.message_id)) return
    let body = bodyOf(view.category, view.data)
    if (body.kind === 'system') body = await reread(userId, view, body)
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
    changes.raise(userId)
    if (!mine && !view.category.startsWith('SYSTEM_')) notify(userId, view)
  }
}
