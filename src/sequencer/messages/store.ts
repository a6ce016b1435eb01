import { UNREAD_GRACE_SECONDS } from '../../shared/api/messages'
import type { Db } from '../../node/sqlite/open'
import { sql, sqlBig } from '../../node/sqlite/statements'
import { emitMessage } from './events'

const NS_PER_SECOND = 1_000_000_000n
const UNREAD_GRACE_NS = BigInt(UNREAD_GRACE_SECONDS) * NS_PER_SECOND

/** A message as stored for delivery; `data` is the payload bytes, base64-encoded only on the wire. */
export interface StoredMessage {
  readonly messageId: string
  readonly conversationId: string
  /** The sender (for system messages, the user who acted). */
  readonly userId: string
  /** The sender's session when a client sent it; null for messages the server writes. */
  readonly sessionId: string | null
  readonly category: string
  readonly data: Uint8Array
  readonly createdAtNs: bigint
}

/** The envelope fields a client may add; absent means empty, not silent, not disappearing. */
export interface MessageExtras {
  readonly representativeId?: string
  readonly quoteMessageId?: string
  readonly silent?: boolean
  /** Seconds of the conversation's disappearing setting when sent; 0 keeps the message. */
  readonly expireIn?: number
}

/** A message with everything delivery needs. */
export interface DeliverableMessage extends StoredMessage {
  readonly seq: number
  readonly representativeId: string
  readonly quoteMessageId: string
  readonly silent: boolean
  readonly expireIn: number
  /** The recipient's receipt. */
  readonly status: 'SENT' | 'DELIVERED' | 'READ'
  readonly updatedAtNs: bigint
}

/**
 * Stores a message and one pending (`SENT`) receipt per recipient. Runs inside the caller's
 * transaction, so the message exists exactly when the change it reports does. Connected
 * recipients are woken once the transaction is over (./events).
 * @throws SqliteError when the message id is taken or the conversation does not exist
 */
export function insertMessage(
  db: Db,
  message: StoredMessage & MessageExtras,
  recipients: Iterable<string>,
): void {
  const expireIn = message.expireIn ?? 0
  sql(
    db,
    `INSERT INTO messages (message_id, conversation_id, user_id, session_id, category, data, created_at,
       representative_id, quote_message_id, silent, expire_in) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    message.messageId,
    message.conversationId,
    message.userId,
    message.sessionId,
    message.category,
    message.data,
    message.createdAtNs,
    message.representativeId ?? '',
    message.quoteMessageId ?? '',
    message.silent ? 1 : 0,
    expireIn,
  )
  const expireAt =
    expireIn > 0 ? message.createdAtNs + UNREAD_GRACE_NS + BigInt(expireIn) * NS_PER_SECOND : null
  const receipt = sql(
    db,
    "INSERT OR IGNORE INTO message_recipients (message_id, user_id, status, updated_at, expire_at) VALUES (?, ?, 'SENT', ?, ?)",
  )
  for (const userId of recipients)
    receipt.run(message.messageId, userId, message.createdAtNs, expireAt)
  emitMessage(db, message.messageId)
}

/**
 * Gives a stored message a pending receipt for every current member of its conversation, in one
 * statement (a group change can fan out to 256 members per message).
 */
export function addMemberReceipts(
  db: Db,
  messageId: string,
  conversationId: string,
  nowNs: bigint,
): void {
  sql(
    db,
    "INSERT OR IGNORE INTO message_recipients (message_id, user_id, status, updated_at) SELECT ?, user_id, 'SENT', ? FROM participants WHERE conversation_id = ?",
  ).run(messageId, nowNs, conversationId)
  emitMessage(db, messageId)
}

interface MessageRow {
  message_id: string
  conversation_id: string
  user_id: string
  session_id: string | null
  category: string
  data: Buffer
  created_at: bigint
}

const toStored = (r: MessageRow): StoredMessage => ({
  messageId: r.message_id,
  conversationId: r.conversation_id,
  userId: r.user_id,
  sessionId: r.session_id,
  category: r.category,
  data: new Uint8Array(r.data),
  createdAtNs: r.created_at,
})

/** Every message of a conversation, oldest first. */
export function listConversationMessages(db: Db, conversationId: string): StoredMessage[] {
  return sqlBig<[string], MessageRow>(
    db,
    'SELECT message_id, conversation_id, user_id, session_id, category, data, created_at FROM messages WHERE conversation_id = ? ORDER BY seq',
  )
    .all(conversationId)
    .map(toStored)
}

/** One message, or undefined (never stored, or swept). */
export function findMessage(db: Db, messageId: string): StoredMessage | undefined {
  const r = sqlBig<[string], MessageRow>(
    db,
    'SELECT message_id, conversation_id, user_id, session_id, category, data, created_at FROM messages WHERE message_id = ?',
  ).get(messageId)
  return r && toStored(r)
}

/** The users holding a receipt for a message, with its status. */
export function listRecipients(
  db: Db,
  messageId: string,
): { userId: string; status: 'SENT' | 'DELIVERED' | 'READ' }[] {
  return sql<[string], { user_id: string; status: 'SENT' | 'DELIVERED' | 'READ' }>(
    db,
    'SELECT user_id, status FROM message_recipients WHERE message_id = ? ORDER BY user_id',
  )
    .all(messageId)
    .map((r) => ({ userId: r.user_id, status: r.status }))
}

/**
 * A user's pending messages (receipt `SENT`) after `afterSeq`, in the order they were stored,
 * leaving out what is past its time but not yet swept.
 */
export function listPendingMessages(
  db: Db,
  userId: string,
  afterSeq: number,
  limit: number,
  nowNs: bigint,
  keepNs: bigint,
): DeliverableMessage[] {
  return sqlBig<
    [string, number, bigint, bigint, number],
    MessageRow & {
      seq: bigint
      representative_id: string
      quote_message_id: string
      silent: bigint
      expire_in: bigint
      status: 'SENT'
      updated_at: bigint
    }
  >(
    db,
    `SELECT m.seq, m.message_id, m.conversation_id, m.user_id, m.session_id, m.category, m.data, m.created_at,
       m.representative_id, m.quote_message_id, m.silent, m.expire_in, r.status, r.updated_at
     FROM message_recipients r JOIN messages m ON m.message_id = r.message_id
     WHERE r.user_id = ? AND r.status = 'SENT' AND m.seq > ?
       AND (r.expire_at IS NULL OR r.expire_at > ?) AND m.created_at > ?
     ORDER BY m.seq LIMIT ?`,
  )
    .all(userId, afterSeq, nowNs, nowNs - keepNs, limit)
    .map((r) =>
      // Added to, not spread into a literal, which costs some ten times more, per message listed.
      Object.assign(toStored(r), {
        seq: Number(r.seq),
        representativeId: r.representative_id,
        quoteMessageId: r.quote_message_id,
        silent: r.silent === 1n,
        expireIn: Number(r.expire_in),
        status: r.status,
        updatedAtNs: r.updated_at,
      }),
    )
}
