import type { UpdateConversationRequest } from '../../shared/api/conversation'
import { createCode, revokeCode } from '../codes/store'
import type { SequencerContext } from '../context'
import { announce, changeConversation } from './access'
import { updateCode, updateExpireIn, updateInfo, upsertMute } from './store'

const NS_PER_SECOND = 1_000_000_000n

/**
 * Group settings. Each runs in one immediate transaction after its permission check.
 */

/**
 * Name and announcement (owner or admin). A field that is absent or null is kept; so is an empty
 * name, since GO sends the whole request object and a group keeps its name. An empty
 * announcement clears it. One UPDATE message when something changed.
 * @throws ApiError 403
 */
export function updateConversationInfo(
  ctx: SequencerContext,
  callerId: string,
  conversationId: string,
  body: UpdateConversationRequest,
): void {
  changeConversation(ctx, callerId, conversationId, 'update', (db, { conversation }) => {
    const name = body.name ? body.name : conversation.name
    const announcement = body.announcement ?? conversation.announcement
    if (name === conversation.name && announcement === conversation.announcement) return
    const nowNs = ctx.clock.nowNs()
    updateInfo(db, conversationId, name, announcement, nowNs)
    announce(ctx, conversationId, callerId, { action: 'UPDATE', user_id: callerId }, nowNs)
  })
}

/**
 * A new invitation code (owner or admin); the old one is revoked and stops resolving.
 * @throws ApiError 403
 */
export function rotateCode(ctx: SequencerContext, callerId: string, conversationId: string): void {
  changeConversation(ctx, callerId, conversationId, 'rotate', (db, { conversation }) => {
    const nowNs = ctx.clock.nowNs()
    if (conversation.codeId) revokeCode(db, conversation.codeId, nowNs)
    updateCode(db, conversationId, createCode(db, 'conversation', conversationId, nowNs), nowNs)
  })
}

/**
 * The caller's own mute for `seconds` from now; 0 unmutes. Any member of a group or contact
 * conversation; an unknown conversation is 403 (interface §4.1 rule 7).
 * @throws ApiError 403
 */
export function muteConversation(
  ctx: SequencerContext,
  callerId: string,
  conversationId: string,
  seconds: number,
): void {
  changeConversation(ctx, callerId, conversationId, 'mute', (db) => {
    const until = seconds === 0 ? 0n : ctx.clock.nowNs() + BigInt(seconds) * NS_PER_SECOND
    upsertMute(db, conversationId, callerId, until)
  })
}

/**
 * The disappearing-message setting (managers of a group; either side of a contact). One EXPIRE
 * message carrying the new `expire_in` when it changed.
 * @throws ApiError 403
 */
export function setDisappear(
  ctx: SequencerContext,
  callerId: string,
  conversationId: string,
  seconds: number,
): void {
  changeConversation(ctx, callerId, conversationId, 'disappear', (db, { conversation }) => {
    if (conversation.expireIn === seconds) return
    const nowNs = ctx.clock.nowNs()
    updateExpireIn(db, conversationId, seconds, nowNs)
    announce(
      ctx,
      conversationId,
      callerId,
      { action: 'EXPIRE', user_id: callerId, expire_in: seconds },
      nowNs,
    )
  })
}
