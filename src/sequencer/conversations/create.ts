import { MAX_GROUP_MEMBERS, type CreateConversationRequest } from '../../shared/api/conversation'
import { uniqueConversationId } from '../../shared/kernel/ids'
import { createCode } from '../codes/store'
import type { SequencerContext } from '../context'
import { forbidden, groupFull, invalidField } from '../http/errors'
import { announce } from './access'
import {
  findConversation,
  findParticipant,
  insertConversation,
  insertParticipant,
  userExists,
} from './store'
import { immediateTransaction } from '../../node/sqlite/transaction'

/**
 * `POST /conversations`. Creating an id that exists is idempotent for its members, as the official
 * API is (clients "ensure" a conversation before messaging): the existing conversation comes back
 * unchanged. For someone who is not a member it is 403.
 *
 * CONTACT: exactly one participant, the other user, and the id must be
 * `uniqueConversationId(caller, other)`; both join as ordinary members, with no name and no code.
 * GROUP: the caller becomes OWNER (even if listed), listed users join with the role they are
 * given (`ADMIN` or member); duplicates count once; at most 256 members with the owner (20116);
 * the group gets an invitation code and a CREATE message.
 * @returns the conversation id
 * @throws ApiError 10002 for an unknown user, a wrong id or participant count; 20116; 403
 */
export function createConversation(
  ctx: SequencerContext,
  callerId: string,
  body: CreateConversationRequest,
): string {
  const { db } = ctx
  const id = body.conversation_id
  return immediateTransaction(db, () => {
    const nowNs = ctx.clock.nowNs()
    const existing = findConversation(db, id)
    if (existing) {
      if (!findParticipant(db, id, callerId))
        throw forbidden('The conversation exists and you are not a participant.')
      if (existing.category !== body.category)
        throw invalidField('category', `the conversation exists as ${existing.category}`)
      return id
    }
    if (body.category === 'CONTACT') {
      createContact(ctx, callerId, body, nowNs)
    } else {
      createGroup(ctx, callerId, body, nowNs)
    }
    return id
  })
}

function createContact(
  ctx: SequencerContext,
  callerId: string,
  body: CreateConversationRequest,
  nowNs: bigint,
): void {
  const { db } = ctx
  if (body.participants.length !== 1)
    throw invalidField('participants', 'a contact conversation has exactly one other participant')
  const other = body.participants[0]!.user_id
  if (other === callerId)
    throw invalidField('participants.0.user_id', 'a contact conversation is with another user')
  if (!userExists(db, other)) throw invalidField('participants.0.user_id', 'user not found')
  if (body.conversation_id !== uniqueConversationId(callerId, other)) {
    throw invalidField(
      'conversation_id',
      'a contact conversation id is uniqueConversationId(you, participant)',
    )
  }
  insertConversation(
    db,
    {
      conversationId: body.conversation_id,
      category: 'CONTACT',
      creatorId: callerId,
      name: '',
      announcement: '',
      codeId: null,
    },
    nowNs,
  )
  insertParticipant(db, body.conversation_id, callerId, '', nowNs)
  insertParticipant(db, body.conversation_id, other, '', nowNs)
}

function createGroup(
  ctx: SequencerContext,
  callerId: string,
  body: CreateConversationRequest,
  nowNs: bigint,
): void {
  const { db } = ctx
  const members = new Map<string, { role: 'ADMIN' | ''; index: number }>()
  body.participants.forEach((p, index) => {
    if (p.user_id !== callerId && !members.has(p.user_id))
      members.set(p.user_id, { role: p.role ?? '', index })
  })
  if (members.size + 1 > MAX_GROUP_MEMBERS) throw groupFull()
  for (const [userId, { index }] of members) {
    if (!userExists(db, userId))
      throw invalidField(`participants.${index}.user_id`, 'user not found')
  }
  const id = body.conversation_id
  const codeId = createCode(db, 'conversation', id, nowNs)
  insertConversation(
    db,
    {
      conversationId: id,
      category: 'GROUP',
      creatorId: callerId,
      name: body.name ?? '',
      announcement: body.announcement ?? '',
      codeId,
    },
    nowNs,
  )
  insertParticipant(db, id, callerId, 'OWNER', nowNs)
  for (const [userId, { role }] of members) insertParticipant(db, id, userId, role, nowNs)
  announce(ctx, id, callerId, { action: 'CREATE', user_id: callerId }, nowNs)
}
