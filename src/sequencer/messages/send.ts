import { ErrorCode } from '../../shared/api/error'
import { mayPerform } from '../conversations/permissions'
import {
  findConversation,
  findParticipant,
  listParticipants,
  userExists,
} from '../conversations/store'
import type { SequencerContext } from '../context'
import { isAttachmentUploaded, recordAttachmentSent } from '../attachments/store'
import type { Caller } from '../http/env'
import { ApiError, conflict, invalidField } from '../http/errors'
import { findUser } from '../users/store'
import { findMessage, insertMessage } from './store'
import { prepareMessage, type PreparedMessage } from './validate'
import { immediateTransaction } from '../../node/sqlite/transaction'

/**
 * Sends messages from `caller`: `POST /messages` (a batch) and Blaze `CREATE_MESSAGE` (one). The
 * whole batch is checked first, then written in one transaction: any refusal refuses everything
 * and writes nothing. Rules:
 * - every message object passes `prepareMessage` (envelope, category, payload and its limits);
 * - the conversation exists and the caller is a member (403 otherwise, for an unknown
 *   conversation too, which a non-member cannot tell apart);
 * - a bot (`users.is_bot`) sends only `PLAIN_*` categories (interface §2.8 rule 1; 403). Users
 *   created by `cosigner sequencer user create` are not bots, so the rule binds only users
 *   created as bots;
 * - nobody speaks for someone else (403 each): `representative_id` is empty or the caller, a
 *   `MESSAGE_RECALL` takes back one of the caller's own messages in this conversation (one the
 *   service no longer holds cannot be shown to be), an `APP_CARD` names the caller's own app (a
 *   user's `app_id` is its user id here), and in a group only the owner and admins pin
 *   (`MESSAGE_PIN`; either side of a contact conversation may);
 * - image, audio, video and file data name an attachment that exists and was uploaded (§2.8 rule
 *   2), which the conversation's participants may then read (../attachments); a contact card
 *   names a user of this service;
 * - `recipient_id`, when given, is another member: in a contact conversation it must be the other
 *   side; in a group (ours, as the official API does for bots) the message goes to that member
 *   alone. Otherwise it goes to every other member. The caller's own sessions get no copy: a user
 *   has one session here;
 * - idempotent on `message_id`: a message the caller already sent to that conversation (or an
 *   earlier copy in the same batch) is skipped; an id taken by another message is 409;
 * - a message in a disappearing conversation takes the conversation's setting; the client's
 *   `expire_in` is checked but does not decide.
 * @param label how errors name item i: `[i]` for a batch, `params` for a Blaze frame
 * @returns how many messages were stored (skipped duplicates excluded)
 * @throws ApiError 10002 naming `<label>.<field>`, 403, 409
 */
export function sendMessages(
  ctx: SequencerContext,
  caller: Caller,
  items: readonly unknown[],
  label: (i: number) => string,
): number {
  const prepared = items.map((item, i) => prepareMessage(item, label(i)))
  const { db } = ctx
  return immediateTransaction(db, () => {
    const isBot = findUser(db, caller.userId)?.isBot ?? false
    const seen = new Set<string>()
    let stored = 0
    for (const p of prepared) {
      const id = p.request.message_id
      if (seen.has(id)) continue
      seen.add(id)
      const existing = findMessage(db, id)
      if (existing) {
        if (
          existing.userId === caller.userId &&
          existing.conversationId === p.request.conversation_id
        )
          continue
        throw conflict(`The message id ${id} is already used (${p.label}.message_id).`)
      }
      const recipients = checkMessage(ctx, caller, isBot, p)
      const conversation = findConversation(db, p.request.conversation_id)!
      insertMessage(
        db,
        {
          messageId: id,
          conversationId: p.request.conversation_id,
          userId: caller.userId,
          sessionId: caller.sessionId,
          category: p.category,
          data: p.bytes,
          createdAtNs: ctx.clock.nowNs(),
          representativeId: p.request.representative_id ?? '',
          quoteMessageId: p.request.quote_message_id ?? '',
          silent: p.request.silent ?? false,
          expireIn: conversation.expireIn,
        },
        recipients,
      )
      if (p.attachmentId !== undefined)
        recordAttachmentSent(db, p.attachmentId, p.request.conversation_id)
      stored++
    }
    return stored
  })
}

/** The database checks of one message; returns its recipients. */
function checkMessage(
  ctx: SequencerContext,
  caller: Caller,
  isBot: boolean,
  p: PreparedMessage,
): string[] {
  const { db } = ctx
  const conversationId = p.request.conversation_id
  const conversation = findConversation(db, conversationId)
  const participant = conversation && findParticipant(db, conversationId, caller.userId)
  if (!conversation || !participant) {
    throw new ApiError(
      403,
      ErrorCode.Forbidden,
      'You are not a participant of this conversation.',
      { field: `${p.label}.conversation_id` },
    )
  }
  if (isBot && !p.category.startsWith('PLAIN_')) {
    throw new ApiError(403, ErrorCode.Forbidden, 'Bots can only send PLAIN_ categories.', {
      field: `${p.label}.category`,
    })
  }
  const representativeId = p.request.representative_id || undefined
  if (representativeId !== undefined && representativeId !== caller.userId) {
    throw new ApiError(
      403,
      ErrorCode.Forbidden,
      'You cannot send a message on behalf of another user.',
      { field: `${p.label}.representative_id` },
    )
  }
  if (p.recalledMessageId !== undefined) {
    const recalled = findMessage(db, p.recalledMessageId)
    if (
      !recalled ||
      recalled.userId !== caller.userId ||
      recalled.conversationId !== conversationId
    ) {
      throw new ApiError(
        403,
        ErrorCode.Forbidden,
        'You can recall only your own messages in this conversation.',
        { field: `${p.label}.data.message_id` },
      )
    }
  }
  if (p.cardAppId !== undefined && p.cardAppId !== caller.userId) {
    throw new ApiError(403, ErrorCode.Forbidden, 'A card can name only your own app.', {
      field: `${p.label}.data.app_id`,
    })
  }
  if (p.category === 'MESSAGE_PIN' && !mayPerform(conversation.category, 'pin', participant.role)) {
    throw new ApiError(
      403,
      ErrorCode.Forbidden,
      'Only the owner and admins can pin messages in a group.',
      { field: `${p.label}.category` },
    )
  }
  if (p.attachmentId !== undefined && !isAttachmentUploaded(db, p.attachmentId)) {
    throw invalidField(`${p.label}.data.attachment_id`, 'no uploaded attachment has this id')
  }
  if (p.contactUserId !== undefined && !userExists(db, p.contactUserId)) {
    throw invalidField(`${p.label}.data.user_id`, 'user not found')
  }
  const recipientId = p.request.recipient_id || undefined
  if (recipientId !== undefined) {
    if (recipientId === caller.userId || !findParticipant(db, conversationId, recipientId)) {
      throw invalidField(
        `${p.label}.recipient_id`,
        'expected another participant of the conversation',
      )
    }
    return [recipientId]
  }
  return listParticipants(db, conversationId)
    .map((m) => m.userId)
    .filter((id) => id !== caller.userId)
}
