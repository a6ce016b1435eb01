import type { ConversationCategory, ParticipantRole } from '../../shared/api/conversation'
import type { Db } from '../../node/sqlite/open'
import { sql, sqlBig } from '../../node/sqlite/statements'

/**
 * Row access for conversations, their participants and mutes. Plain functions over prepared
 * statements; the callers hold the transaction.
 */

export interface ConversationRow {
  readonly conversationId: string
  readonly category: ConversationCategory
  readonly creatorId: string
  readonly name: string
  readonly iconUrl: string
  readonly announcement: string
  readonly codeId: string | null
  readonly expireIn: number
  readonly createdAtNs: bigint
}

export interface ParticipantRow {
  readonly userId: string
  readonly role: ParticipantRole
  readonly createdAtNs: bigint
}

export interface SessionRow {
  readonly userId: string
  readonly sessionId: string
  readonly publicKey: Uint8Array
}

interface RawConversation {
  conversation_id: string
  category: ConversationCategory
  creator_id: string
  name: string
  icon_url: string
  announcement: string
  code_id: string | null
  expire_in: bigint
  created_at: bigint
}

interface RawParticipant {
  user_id: string
  role: ParticipantRole
  created_at: bigint
}

const participant = (r: RawParticipant): ParticipantRow => ({
  userId: r.user_id,
  role: r.role,
  createdAtNs: r.created_at,
})

export function findConversation(db: Db, conversationId: string): ConversationRow | undefined {
  const r = sqlBig<[string], RawConversation>(
    db,
    `SELECT conversation_id, category, creator_id, name, icon_url, announcement, code_id, expire_in, created_at
     FROM conversations WHERE conversation_id = ?`,
  ).get(conversationId)
  if (!r) return undefined
  return {
    conversationId: r.conversation_id,
    category: r.category,
    creatorId: r.creator_id,
    name: r.name,
    iconUrl: r.icon_url,
    announcement: r.announcement,
    codeId: r.code_id,
    expireIn: Number(r.expire_in),
    createdAtNs: r.created_at,
  }
}

export interface NewConversation {
  readonly conversationId: string
  readonly category: ConversationCategory
  readonly creatorId: string
  readonly name: string
  readonly announcement: string
  readonly codeId: string | null
}

export function insertConversation(db: Db, c: NewConversation, nowNs: bigint): void {
  sql(
    db,
    `INSERT INTO conversations (conversation_id, category, creator_id, name, announcement, code_id, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(c.conversationId, c.category, c.creatorId, c.name, c.announcement, c.codeId, nowNs, nowNs)
}

export function updateInfo(
  db: Db,
  conversationId: string,
  name: string,
  announcement: string,
  nowNs: bigint,
): void {
  sql(
    db,
    'UPDATE conversations SET name = ?, announcement = ?, updated_at = ? WHERE conversation_id = ?',
  ).run(name, announcement, nowNs, conversationId)
}

export function updateCode(
  db: Db,
  conversationId: string,
  codeId: string | null,
  nowNs: bigint,
): void {
  sql(db, 'UPDATE conversations SET code_id = ?, updated_at = ? WHERE conversation_id = ?').run(
    codeId,
    nowNs,
    conversationId,
  )
}

export function updateExpireIn(
  db: Db,
  conversationId: string,
  seconds: number,
  nowNs: bigint,
): void {
  sql(db, 'UPDATE conversations SET expire_in = ?, updated_at = ? WHERE conversation_id = ?').run(
    seconds,
    nowNs,
    conversationId,
  )
}

/** Members in joining order, oldest first (ties in the order they were added). */
export function listParticipants(db: Db, conversationId: string): ParticipantRow[] {
  return sqlBig<[string], RawParticipant>(
    db,
    'SELECT user_id, role, created_at FROM participants WHERE conversation_id = ? ORDER BY created_at, rowid',
  )
    .all(conversationId)
    .map(participant)
}

export function findParticipant(
  db: Db,
  conversationId: string,
  userId: string,
): ParticipantRow | undefined {
  const r = sqlBig<[string, string], RawParticipant>(
    db,
    'SELECT user_id, role, created_at FROM participants WHERE conversation_id = ? AND user_id = ?',
  ).get(conversationId, userId)
  return r && participant(r)
}

export function countParticipants(db: Db, conversationId: string): number {
  return sql<[string], { n: number }>(
    db,
    'SELECT count(*) AS n FROM participants WHERE conversation_id = ?',
  ).get(conversationId)!.n
}

export function insertParticipant(
  db: Db,
  conversationId: string,
  userId: string,
  role: ParticipantRole,
  nowNs: bigint,
): void {
  sql(
    db,
    'INSERT INTO participants (conversation_id, user_id, role, created_at) VALUES (?, ?, ?, ?)',
  ).run(conversationId, userId, role, nowNs)
}

/** Returns whether the user was a member. */
export function deleteParticipant(db: Db, conversationId: string, userId: string): boolean {
  return (
    sql(db, 'DELETE FROM participants WHERE conversation_id = ? AND user_id = ?').run(
      conversationId,
      userId,
    ).changes > 0
  )
}

export function updateRole(
  db: Db,
  conversationId: string,
  userId: string,
  role: ParticipantRole,
): void {
  sql(db, 'UPDATE participants SET role = ? WHERE conversation_id = ? AND user_id = ?').run(
    role,
    conversationId,
    userId,
  )
}

/** Who inherits ownership: the longest-standing admin, else the longest-standing member. */
export function findSuccessor(db: Db, conversationId: string): string | undefined {
  return sql<[string], { user_id: string }>(
    db,
    `SELECT user_id FROM participants WHERE conversation_id = ? AND role <> 'OWNER'
     ORDER BY role = 'ADMIN' DESC, created_at, rowid LIMIT 1`,
  ).get(conversationId)?.user_id
}

/**
 * The members in joining order, as {@link listParticipants} gives them, and every session of each,
 * in the order the sessions were made, read by one query: a conversation's every read needs both.
 */
export function listMembersAndSessions(
  db: Db,
  conversationId: string,
): { participants: ParticipantRow[]; sessions: SessionRow[] } {
  const rows = sqlBig<
    [string],
    RawParticipant & { session_id: string | null; public_key: Buffer | null }
  >(
    db,
    `SELECT p.user_id, p.role, p.created_at, s.session_id, s.public_key
     FROM participants p LEFT JOIN sessions s ON s.user_id = p.user_id
     WHERE p.conversation_id = ? ORDER BY p.created_at, p.rowid, s.created_at, s.session_id`,
  ).all(conversationId)
  const participants: ParticipantRow[] = []
  const sessions: SessionRow[] = []
  for (const r of rows) {
    // A member's sessions come one after another, so a member is new when its id changes.
    if (participants.at(-1)?.userId !== r.user_id) participants.push(participant(r))
    if (r.session_id !== null && r.public_key !== null)
      sessions.push({
        userId: r.user_id,
        sessionId: r.session_id,
        publicKey: new Uint8Array(r.public_key),
      })
  }
  return { participants, sessions }
}

export function userExists(db: Db, userId: string): boolean {
  return (
    sql<[string], { one: number }>(db, 'SELECT 1 AS one FROM users WHERE user_id = ?').get(
      userId,
    ) !== undefined
  )
}

/** The user's mute deadline in nanoseconds; 0n when never muted or unmuted. */
export function findMuteUntil(db: Db, conversationId: string, userId: string): bigint {
  return (
    sqlBig<[string, string], { mute_until: bigint }>(
      db,
      'SELECT mute_until FROM conversation_mutes WHERE conversation_id = ? AND user_id = ?',
    ).get(conversationId, userId)?.mute_until ?? 0n
  )
}

export function upsertMute(db: Db, conversationId: string, userId: string, untilNs: bigint): void {
  sql(
    db,
    `INSERT INTO conversation_mutes (conversation_id, user_id, mute_until) VALUES (?, ?, ?)
     ON CONFLICT (conversation_id, user_id) DO UPDATE SET mute_until = excluded.mute_until`,
  ).run(conversationId, userId, untilNs)
}
