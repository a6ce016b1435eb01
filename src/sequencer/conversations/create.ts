import {
  MAX_GROUP_MEMBERS,
  type CreateConversationRequest,
  type ParticipantRole,
} from '../../shared/api/conversation'
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
import type { Db } from '../../node/sqlite/open'
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
    const fresh =
      body.category === 'CONTACT'
        ? contactOf(db, callerId, body)
        : groupOf(db, callerId, body, nowNs)
    insertConversation(
      db,
      {
        conversationId: id,
        category: body.category,
        creatorId: callerId,
        name: fresh.name,
        announcement: fresh.announcement,
        codeId: fresh.codeId,
      },
      nowNs,
    )
    for (const [userId, role] of fresh.members) insertParticipant(db, id, userId, role, nowNs)
    if (body.category === 'GROUP')
      announce(ctx, id, callerId, { action: 'CREATE', user_id: callerId }, nowNs)
    return id
  })
}

/** A conversation about to be written, its request checked: what it is called and who is in it. */
interface NewConversation {
  readonly name: string
  readonly announcement: string
  readonly codeId: string | null
  /** User ids with their roles, the caller first. */
  readonly members: readonly (readonly [string, ParticipantRole])[]
}

function contactOf(db: Db, callerId: string, body: CreateConversationRequest): NewConversation {
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
  return {
    name: '',
    announcement: '',
    codeId: null,
    members: [
      [callerId, ''],
      [other, ''],
    ],
  }
}

/** Checks a group's members, then gives it its invitation code. */
function groupOf(
  db: Db,
  callerId: string,
  body: CreateConversationRequest,
  nowNs: bigint,
): NewConversation {
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
  return {
    name: body.name ?? '',
    announcement: body.announcement ?? '',
    codeId: createCode(db, 'conversation', body.conversation_id, nowNs),
    members: [
      [callerId, 'OWNER'],
      ...[...members].map(([userId, { role }]) => [userId, role] as const),
    ],
  }
}
