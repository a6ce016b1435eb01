import type { ParticipantRole, SystemConversationPayload } from '../../shared/api/conversation'
import type { Db } from '../../node/sqlite/open'
import type { SequencerContext } from '../context'
import { tellConversationChanged } from '../followers'
import { forbidden, notFound } from '../http/errors'
import { assertMayPerform, type Operation } from './permissions'
import { findConversation, findParticipant, type ConversationRow } from './store'
import { immediateTransaction } from '../../node/sqlite/transaction'

export interface Authorized {
  readonly conversation: ConversationRow
  /** The caller's role in it. */
  readonly role: ParticipantRole
}

/**
 * Loads a conversation for `operation` by `callerId`. Reading an unknown conversation is 404 and a
 * conversation one is not in is 403 (GO maps both for this call). Every change to an unknown
 * conversation is 403, as interface §4.1 rule 7 asks for mute: to a caller who is not a member,
 * a conversation that does not exist and one they may not touch look alike.
 * @throws ApiError 403 or 404
 */
export function authorize(
  db: Db,
  conversationId: string,
  callerId: string,
  operation: Operation,
): Authorized {
  const conversation = findConversation(db, conversationId)
  if (!conversation) {
    if (operation === 'read') throw notFound('The conversation is not found.')
    throw forbidden('You are not a participant of this conversation.')
  }
  const role = findParticipant(db, conversationId, callerId)?.role ?? null
  assertMayPerform(conversation.category, operation, role)
  return { conversation, role: role! }
}

/**
 * Runs `change` in one immediate transaction once `callerId` may perform `operation` on the
 * conversation, so a refused change writes nothing.
 * @throws ApiError 403 or 404, or whatever `change` throws
 */
export function changeConversation<T>(
  ctx: SequencerContext,
  callerId: string,
  conversationId: string,
  operation: Operation,
  change: (db: Db, authorized: Authorized) => T,
): T {
  const { db } = ctx
  return immediateTransaction(db, () =>
    change(db, authorize(db, conversationId, callerId, operation)),
  )
}

/**
 * Tells the followers of conversations (../followers) about a change by `actorId`, inside the
 * transaction that makes it: the messages feature announces it to every current member and to
 * `alsoTo` (members who just left or were removed, so their clients learn it).
 */
export function announce(
  ctx: SequencerContext,
  conversationId: string,
  actorId: string,
  payload: SystemConversationPayload,
  nowNs: bigint,
  alsoTo: readonly string[] = [],
): void {
  tellConversationChanged(ctx, { conversationId, actorId, payload, alsoTo, nowNs })
}

/** The ids of `entries` once each, first occurrence first. */
export function uniqueUserIds(entries: readonly { user_id: string }[]): string[] {
  return [...new Set(entries.map((e) => e.user_id))]
}
