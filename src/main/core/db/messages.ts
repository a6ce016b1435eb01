/**
 * Messages (migration 70): each account's stored conversation messages, their read marks and
 * disappearing times, and the announcement each conversation still has to show. Bodies are stored
 * as the bridge's `MessageBody`, already read and checked by the messages service.
 * @module
 */

import type { Database } from 'better-sqlite3'
import { z } from 'zod'
import { Timestamp, Uuid } from '../../../shared/api/common'
import {
  MessageBody,
  type ConversationState,
  type MessagePage,
  type StoredMessage,
} from '../../../shared/bridge-messages'
import { guard } from './errors'
import { parseArg } from './validate'

const Ms = z.number().int().nonnegative()

const MessageInputSchema = z.object({
  conversation_id: Uuid,
  message_id: Uuid,
  user_id: Uuid,
  mine: z.boolean(),
  category: z.string().min(1).max(64),
  body: MessageBody,
  quote_message_id: Uuid.nullable(),
  created_at: Timestamp,
  read_at: Ms.nullable(),
  expires_at: Ms.nullable(),
})
export type MessageInput = z.input<typeof MessageInputSchema>

export interface PageOptions {
  beforeSeq?: number
  afterSeq?: number
  limit: number
}

export interface MessagesStore {
  /** Stores a message unless the account has it already: its `seq`, or null when it was there. */
  insert(accountId: string, message: MessageInput): number | null
  get(accountId: string, messageId: string): StoredMessage | undefined
  /** Replaces a stored message's body (a recall); false when it is not stored. */
  setBody(accountId: string, messageId: string, body: MessageBody): boolean
  /** Oldest first: the last `limit` before `beforeSeq`, or the first `limit` after `afterSeq`, or the latest. */
  page(accountId: string, conversationId: string, options: PageOptions): MessagePage
  /**
   * Marks others' unread messages up to `upToSeq` read at `at`; with `expireMs`, each then expires
   * that long after. Returns the ids it marked.
   */
  markRead(
    accountId: string,
    conversationId: string,
    upToSeq: number,
    at: number,
    expireMs: number | null,
  ): string[]
  /** Deletes what expired at or before `at`: the accounts it touched. */
  deleteExpired(at: number): string[]
  /** The earliest `expires_at` still stored. */
  nextExpiry(): number | undefined
  /** Every conversation the account has a group, a message or a mark for. */
  states(accountId: string): ConversationState[]
  state(accountId: string, conversationId: string): ConversationState
  /** Sets (or, with null, clears) the announcement the conversation still has to show. */
  setPendingAnnouncement(accountId: string, conversationId: string, text: string | null): void
  /** The group as of the last UPDATE handled, if any. */
  lastUpdate(accountId: string, conversationId: string): GroupFacts | undefined
  setLastUpdate(accountId: string, conversationId: string, facts: GroupFacts): void
}

/** What an UPDATE can change that the conversation view tells. */
export interface GroupFacts {
  name: string
  announcement: string
  code_url: string
}
const GroupFactsSchema = z.object({
  name: z.string(),
  announcement: z.string(),
  code_url: z.string(),
})

interface Row {
  seq: number
  message_id: string
  conversation_id: string
  user_id: string
  mine: number
  category: string
  body: string
  quote_message_id: string | null
  created_at: string
  read_at: number | null
  expires_at: number | null
}

const COLUMNS =
  'seq, message_id, conversation_id, user_id, mine, category, body, quote_message_id, created_at, read_at, expires_at'

const stored = (r: Row): StoredMessage => ({
  ...r,
  mine: r.mine === 1,
  body: JSON.parse(r.body) as MessageBody,
})

const STATE_SQL = `
  SELECT @c AS conversation_id,
    (SELECT count(*) FROM messages WHERE account_id = @a AND conversation_id = @c AND read_at IS NULL AND mine = 0) AS unread,
    (SELECT pending_announcement FROM message_marks WHERE account_id = @a AND conversation_id = @c) AS pending_announcement,
    coalesce((SELECT max(seq) FROM messages WHERE account_id = @a AND conversation_id = @c), 0) AS last_seq`

export function messagesStore(db: Database, now: () => number): MessagesStore {
  const insert = db.prepare(`
    INSERT INTO messages (account_id, conversation_id, message_id, user_id, mine, category, body, quote_message_id, created_at, arrived_at, read_at, expires_at)
    VALUES (@account_id, @conversation_id, @message_id, @user_id, @mine, @category, @body, @quote_message_id, @created_at, @arrived_at, @read_at, @expires_at)
    ON CONFLICT (account_id, message_id) DO NOTHING`)
  const get = db.prepare<[string, string], Row>(
    `SELECT ${COLUMNS} FROM messages WHERE account_id = ? AND message_id = ?`,
  )
  const setBody = db.prepare('UPDATE messages SET body = ? WHERE account_id = ? AND message_id = ?')
  const latest = db.prepare<[string, string, number], Row>(
    `SELECT ${COLUMNS} FROM messages WHERE account_id = ? AND conversation_id = ? ORDER BY seq DESC LIMIT ?`,
  )
  const before = db.prepare<[string, string, number, number], Row>(
    `SELECT ${COLUMNS} FROM messages WHERE account_id = ? AND conversation_id = ? AND seq < ? ORDER BY seq DESC LIMIT ?`,
  )
  const after = db.prepare<[string, string, number, number], Row>(
    `SELECT ${COLUMNS} FROM messages WHERE account_id = ? AND conversation_id = ? AND seq > ? ORDER BY seq LIMIT ?`,
  )
  const older = db.prepare<[string, string, number], { one: number }>(
    'SELECT 1 AS one FROM messages WHERE account_id = ? AND conversation_id = ? AND seq < ? LIMIT 1',
  )
  const unreadUpTo = db.prepare<[string, string, number], { message_id: string }>(
    'SELECT message_id FROM messages WHERE account_id = ? AND conversation_id = ? AND seq <= ? AND read_at IS NULL AND mine = 0',
  )
  const markRead = db.prepare(`
    UPDATE messages SET read_at = @at, expires_at = CASE WHEN @expire IS NULL THEN expires_at ELSE @at + @expire END
    WHERE account_id = @a AND conversation_id = @c AND seq <= @up AND read_at IS NULL AND mine = 0`)
  const expired = db.prepare<[number], { account_id: string }>(
    'SELECT DISTINCT account_id FROM messages WHERE expires_at <= ?',
  )
  const deleteExpired = db.prepare('DELETE FROM messages WHERE expires_at <= ?')
  const nextExpiry = db.prepare<[], { at: number | null }>(
    'SELECT min(expires_at) AS at FROM messages WHERE expires_at IS NOT NULL',
  )
  const ids = db.prepare<{ a: string }, { conversation_id: string }>(`
    SELECT conversation_id FROM conversations WHERE account_id = @a AND category = 'GROUP'
    UNION SELECT conversation_id FROM messages WHERE account_id = @a
    UNION SELECT conversation_id FROM message_marks WHERE account_id = @a`)
  const state = db.prepare<{ a: string; c: string }, ConversationState>(STATE_SQL)
  const setMark = db.prepare(`
    INSERT INTO message_marks (account_id, conversation_id, pending_announcement) VALUES (?, ?, ?)
    ON CONFLICT (account_id, conversation_id) DO UPDATE SET pending_announcement = excluded.pending_announcement`)

  const getLastUpdate = db.prepare<[string, string], { last_update: string | null }>(
    'SELECT last_update FROM message_marks WHERE account_id = ? AND conversation_id = ?',
  )
  const setLastUpdate = db.prepare(`
    INSERT INTO message_marks (account_id, conversation_id, last_update) VALUES (?, ?, ?)
    ON CONFLICT (account_id, conversation_id) DO UPDATE SET last_update = excluded.last_update`)

  const read = db.transaction(
    (a: string, c: string, up: number, at: number, expire: number | null) => {
      const marked = unreadUpTo.all(a, c, up).map((r) => r.message_id)
      markRead.run({ a, c, up, at, expire })
      return marked
    },
  )
  const sweep = db.transaction((at: number) => {
    const touched = expired.all(at).map((r) => r.account_id)
    deleteExpired.run(at)
    return touched
  })
  const allStates = db.transaction((a: string) =>
    ids.all({ a }).map((r) => state.get({ a, c: r.conversation_id })!),
  )

  return {
    insert(accountId, message) {
      const a = parseArg(Uuid, accountId, 'accountId')
      const m = parseArg(MessageInputSchema, message, 'message')
      return guard(() => {
        const r = insert.run({
          ...m,
          account_id: a,
          mine: m.mine ? 1 : 0,
          body: JSON.stringify(m.body),
          arrived_at: now(),
        })
        return r.changes === 1 ? Number(r.lastInsertRowid) : null
      })
    },
    get(accountId, messageId) {
      const row = guard(() =>
        get.get(parseArg(Uuid, accountId, 'accountId'), parseArg(Uuid, messageId, 'messageId')),
      )
      return row && stored(row)
    },
    setBody(accountId, messageId, body) {
      const b = JSON.stringify(parseArg(MessageBody, body, 'body'))
      return guard(
        () =>
          setBody.run(
            b,
            parseArg(Uuid, accountId, 'accountId'),
            parseArg(Uuid, messageId, 'messageId'),
          ).changes === 1,
      )
    },
    page(accountId, conversationId, o) {
      const a = parseArg(Uuid, accountId, 'accountId')
      const c = parseArg(Uuid, conversationId, 'conversationId')
      const limit = parseArg(z.number().int().min(1).max(1000), o.limit, 'limit')
      return guard(() => {
        let rows: Row[]
        if (o.afterSeq !== undefined) rows = after.all(a, c, o.afterSeq, limit)
        else
          rows = (
            o.beforeSeq !== undefined
              ? before.all(a, c, o.beforeSeq, limit)
              : latest.all(a, c, limit)
          ).reverse()
        const first = rows[0]
        return {
          messages: rows.map(stored),
          has_more: first !== undefined && older.get(a, c, first.seq) !== undefined,
        }
      })
    },
    markRead(accountId, conversationId, upToSeq, at, expireMs) {
      const a = parseArg(Uuid, accountId, 'accountId')
      const c = parseArg(Uuid, conversationId, 'conversationId')
      return guard(() => read(a, c, upToSeq, at, expireMs))
    },
    deleteExpired: (at) => guard(() => sweep(at)),
    nextExpiry: () => guard(() => nextExpiry.get()?.at ?? undefined),
    states: (accountId) => guard(() => allStates(parseArg(Uuid, accountId, 'accountId'))),
    state(accountId, conversationId) {
      return guard(() =>
        state.get({
          a: parseArg(Uuid, accountId, 'accountId'),
          c: parseArg(Uuid, conversationId, 'conversationId'),
        })!,
      )
    },
    lastUpdate(accountId, conversationId) {
      const row = guard(() =>
        getLastUpdate.get(
          parseArg(Uuid, accountId, 'accountId'),
          parseArg(Uuid, conversationId, 'conversationId'),
        ),
      )
      if (!row?.last_update) return undefined
      const facts = GroupFactsSchema.safeParse(JSON.parse(row.last_update))
      return facts.success ? facts.data : undefined
    },
    setLastUpdate(accountId, conversationId, facts) {
      const f = JSON.stringify(parseArg(GroupFactsSchema, facts, 'facts'))
      guard(() =>
        setLastUpdate.run(
          parseArg(Uuid, accountId, 'accountId'),
          parseArg(Uuid, conversationId, 'conversationId'),
          f,
        ),
      )
    },
    setPendingAnnouncement(accountId, conversationId, text) {
      const t = parseArg(z.string().max(1024).nullable(), text, 'text')
      guard(() =>
        setMark.run(
          parseArg(Uuid, accountId, 'accountId'),
          parseArg(Uuid, conversationId, 'conversationId'),
          t,
        ),
      )
    },
  }
}
