import type { Conversation, ConversationCodeResult } from '../../shared/api/conversation'
import { formatTime, ZERO_TIME } from '../../shared/api/time'
import { base64UrlEncode } from '../../shared/auth/base64url'
import type { SequencerContext } from '../context'
import { notFound } from '../http/errors'
import {
  findConversation,
  findMuteUntil,
  listMembersAndSessions,
  type ConversationRow,
} from './store'

/**
 * The conversation object as the official API serves it (wire-formats §8.1). `mute_until` is the
 * viewer's own; with no viewer (a public code lookup) it is the zero time. We keep no circles, so
 * `circles` is always empty, which also makes the §8.1 and §2.7 circle shapes agree.
 * @param known the conversation's row when the caller has just read it (in the same transaction)
 * @throws ApiError 404 when the conversation does not exist
 */
export function presentConversation(
  ctx: SequencerContext,
  conversationId: string,
  viewerUserId: string | null,
  known?: ConversationRow,
): Conversation {
  const c = known ?? findConversation(ctx.db, conversationId)
  if (!c) throw notFound('The conversation is not found.')
  const muteUntil = viewerUserId === null ? 0n : findMuteUntil(ctx.db, conversationId, viewerUserId)
  const members = listMembersAndSessions(ctx.db, conversationId)
  return {
    type: 'conversation',
    conversation_id: c.conversationId,
    creator_id: c.creatorId,
    category: c.category,
    name: c.name,
    icon_url: c.iconUrl,
    announcement: c.announcement,
    created_at: formatTime(c.createdAtNs),
    code_id: c.codeId ?? '',
    code_url: c.codeId ? ctx.codeUrlBase + c.codeId : '',
    mute_until: muteUntil === 0n ? ZERO_TIME : formatTime(muteUntil),
    expire_in: c.expireIn,
    participants: members.participants.map((p) => ({
      type: 'participant',
      user_id: p.userId,
      role: p.role,
      created_at: formatTime(p.createdAtNs),
    })),
    participant_sessions: members.sessions.map((s) => ({
      type: 'participant',
      user_id: s.userId,
      session_id: s.sessionId,
      public_key: base64UrlEncode(s.publicKey),
    })),
    circles: [],
  }
}

/**
 * The `conversation` result of `GET /codes/:id` (interface §2.7): the same object without a
 * viewer; its sessions carry `type` and `public_key` as §2.7 requires. Fits `CodePresenter`.
 * @returns undefined when the conversation does not exist
 */
export function presentConversationCode(
  ctx: SequencerContext,
  conversationId: string,
): ConversationCodeResult | undefined {
  const known = findConversation(ctx.db, conversationId)
  if (!known) return undefined
  const c = presentConversation(ctx, conversationId, null, known)
  // Added to, not spread into a literal, which costs some ten times more (as for `presentMe`).
  return Object.assign(c, {
    participant_sessions: c.participant_sessions.map((s) => ({
      type: 'participant' as const,
      user_id: s.user_id,
      session_id: s.session_id,
      public_key: s.public_key ?? '',
    })),
    circles: [],
  })
}
