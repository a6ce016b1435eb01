import { randomUUID } from 'node:crypto'
import type { SystemConversationPayload } from '../../shared/api/conversation'
import type { Db } from '../../node/sqlite/open'
import type { ConversationChanged } from '../followers'
import { addMemberReceipts, insertMessage } from './store'

const SYSTEM_CONVERSATION = 'SYSTEM_CONVERSATION'

const encoder = new TextEncoder()

/**
 * The payload bytes in the official field order, leaving out absent fields (the clients treat a
 * missing `participant_id` and an empty one alike, but absent is what the server sends).
 */
export function encodeSystemPayload(payload: SystemConversationPayload): Uint8Array {
  const ordered: Record<string, unknown> = { action: payload.action }
  if (payload.participant_id !== undefined) ordered.participant_id = payload.participant_id
  if (payload.user_id !== undefined) ordered.user_id = payload.user_id
  if (payload.role !== undefined) ordered.role = payload.role
  if (payload.expire_in !== undefined) ordered.expire_in = payload.expire_in
  return encoder.encode(JSON.stringify(ordered))
}

export interface SystemMessageInput {
  readonly conversationId: string
  /** Who acted; the message's sender. */
  readonly actorId: string
  readonly payload: SystemConversationPayload
  /** Deliver to every current member of the conversation (the usual case). */
  readonly toMembers: boolean
  /** Users to deliver to besides (e.g. someone just removed); duplicates are stored once. */
  readonly alsoTo?: Iterable<string>
  readonly nowNs: bigint
}

/**
 * Writes one SYSTEM_CONVERSATION message announcing a change, with a pending receipt for each
 * recipient. Call it inside the transaction that makes the change.
 * @returns the new message id
 */
export function writeSystemMessage(db: Db, input: SystemMessageInput): string {
  const messageId = randomUUID()
  insertMessage(
    db,
    {
      messageId,
      conversationId: input.conversationId,
      userId: input.actorId,
      sessionId: null,
      category: SYSTEM_CONVERSATION,
      data: encodeSystemPayload(input.payload),
      createdAtNs: input.nowNs,
    },
    new Set(input.alsoTo ?? []),
  )
  if (input.toMembers) addMemberReceipts(db, messageId, input.conversationId, input.nowNs)
  return messageId
}

/**
 * The messages' follower of conversation changes (../followers, wired in ../assemble.ts): announces
 * the change with a SYSTEM_CONVERSATION message from the actor to every current member and to
 * `alsoTo` (members who just left or were removed, so their clients learn it), inside the
 * transaction that makes the change.
 */
export function announceConversationChange(db: Db, change: ConversationChanged): void {
  writeSystemMessage(db, {
    conversationId: change.conversationId,
    actorId: change.actorId,
    payload: change.payload,
    toMembers: true,
    alsoTo: change.alsoTo,
    nowNs: change.nowNs,
  })
}
