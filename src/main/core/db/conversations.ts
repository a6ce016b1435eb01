/**
 * Conversations and participants as one account last saw them, so the groups screen works
 * offline. Inputs may be the service's conversation objects as they are: unknown fields are dropped.
 * @module
 */

import type { Database } from 'better-sqlite3'
import { z } from 'zod'
import { Uuid } from '../../../shared/api/common'
import { guard } from './errors'
import { parseArg } from './validate'

type ParticipantRole = 'OWNER' | 'ADMIN' | ''

const Role = z.enum(['OWNER', 'ADMIN', ''])

const ParticipantSchema = z.object({
  user_id: Uuid,
  role: Role.default(''),
  created_at: z.string().max(64).default(''),
})
type Participant = z.output<typeof ParticipantSchema>

const ConversationSchema = z.object({
  conversation_id: Uuid,
  category: z.enum(['CONTACT', 'GROUP']),
  name: z.string().max(512).default(''),
  announcement: z.string().max(1024).default(''),
  creator_id: Uuid,
  code_url: z.string().max(512).default(''),
  mute_until: z.string().max(64).default(''),
  expire_in: z.number().int().nonnegative().default(0),
  created_at: z.string().max(64).default(''),
})
type Conversation = z.output<typeof ConversationSchema>
type ConversationInput = z.input<typeof ConversationSchema>
type ParticipantInput = z.input<typeof ParticipantSchema>

const Participants = z.array(ParticipantSchema).max(1024)

export interface ConversationDetail extends Conversation {
  synced_at: number
  participants: Participant[]
}

export interface ConversationSummary extends Conversation {
  synced_at: number
  participant_count: number
  /** The account's own role, or null when it is not (or no longer) a participant. */
  my_role: ParticipantRole | null
}

export interface ConversationsStore {
  /** Stores one conversation and replaces its participant list, in one transaction. */
  save(
    accountId: string,
    conversation: ConversationInput,
    participants: readonly ParticipantInput[],
  ): void
  /**
   * Replaces everything cached for the account by `items` (conversations absent from it are
   * dropped), in one transaction.
   */
  sync(
    accountId: string,
    items: ReadonlyArray<{
      conversation: ConversationInput
      participants: readonly ParticipantInput[]
    }>,
  ): void
  get(accountId: string, conversationId: string): ConversationDetail | undefined
  /** Newest synced first; `category` narrows to groups or contacts. */
  list(accountId: string, options?: { category?: 'CONTACT' | 'GROUP' }): ConversationSummary[]
  /** Adds participants or changes their roles, in one transaction. */
  upsertParticipants(
    accountId: string,
    conversationId: string,
    participants: readonly ParticipantInput[],
  ): void
  removeParticipants(accountId: string, conversationId: string, userIds: readonly string[]): number
  remove(accountId: string, conversationId: string): boolean
}

const CONVERSATION_COLUMNS =
  'conversation_id, category, name, announcement, creator_id, code_url, mute_until, expire_in, created_at, synced_at'

export function conversationsStore(db: Database, now: () => number): ConversationsStore {
  const upsertConversation = db.prepare(`
    INSERT INTO conversations (account_id, ${CONVERSATION_COLUMNS})
    VALUES (@account_id, @conversation_id, @category, @name, @announcement, @creator_id, @code_url, @mute_until, @expire_in, @created_at, @synced_at)
    ON CONFLICT (account_id, conversation_id) DO UPDATE SET
      category = excluded.category, name = excluded.name, announcement = excluded.announcement,
      creator_id = excluded.creator_id, code_url = excluded.code_url, mute_until = excluded.mute_until,
      expire_in = excluded.expire_in, created_at = excluded.created_at, synced_at = excluded.synced_at`)
  const upsertParticipant = db.prepare(`
    INSERT INTO participants (account_id, conversation_id, user_id, role, created_at) VALUES (?, ?, ?, ?, ?)
    ON CONFLICT (account_id, conversation_id, user_id) DO UPDATE SET role = excluded.role,
      created_at = CASE excluded.created_at WHEN '' THEN created_at ELSE excluded.created_at END`)
  const clearParticipants = db.prepare(
    'DELETE FROM participants WHERE account_id = ? AND conversation_id = ?',
  )
  const removeParticipant = db.prepare(
    'DELETE FROM participants WHERE account_id = ? AND conversation_id = ? AND user_id = ?',
  )
  const removeConversation = db.prepare(
    'DELETE FROM conversations WHERE account_id = ? AND conversation_id = ?',
  )
  const dropNotIn = db.prepare(
    'DELETE FROM conversations WHERE account_id = ? AND conversation_id NOT IN (SELECT value FROM json_each(?))',
  )
  const exists = db.prepare<[string, string], { one: number }>(
    'SELECT 1 AS one FROM conversations WHERE account_id = ? AND conversation_id = ?',
  )
  const getConversation = db.prepare<[string, string], Conversation & { synced_at: number }>(
    `SELECT ${CONVERSATION_COLUMNS} FROM conversations WHERE account_id = ? AND conversation_id = ?`,
  )
  const getParticipants = db.prepare<[string, string], Participant>(
    `SELECT user_id, role, created_at FROM participants WHERE account_id = ? AND conversation_id = ?
     ORDER BY CASE role WHEN 'OWNER' THEN 0 WHEN 'ADMIN' THEN 1 ELSE 2 END, created_at, user_id`,
  )
  const listSql = (where: string) => `
    SELECT ${CONVERSATION_COLUMNS.split(', ')
      .map((c) => `c.${c}`)
      .join(', ')},
      (SELECT count(*) FROM participants p WHERE p.account_id = c.account_id AND p.conversation_id = c.conversation_id) AS participant_count,
      (SELECT p.role FROM participants p WHERE p.account_id = c.account_id AND p.conversation_id = c.conversation_id AND p.user_id = c.account_id) AS my_role
    FROM conversations c WHERE c.account_id = ? ${where} ORDER BY c.synced_at DESC, c.conversation_id`
  const listAll = db.prepare<[string], ConversationSummary>(listSql(''))
  const listByCategory = db.prepare<[string, string], ConversationSummary>(
    listSql('AND c.category = ?'),
  )

  const writeOne = (accountId: string, c: Conversation, ps: Participant[], at: number) => {
    upsertConversation.run({ account_id: accountId, ...c, synced_at: at })
    clearParticipants.run(accountId, c.conversation_id)
    for (const p of ps)
      upsertParticipant.run(accountId, c.conversation_id, p.user_id, p.role, p.created_at)
  }
  const save = db.transaction(writeOne)
  const sync = db.transaction(
    (accountId: string, items: Array<{ c: Conversation; ps: Participant[] }>, at: number) => {
      dropNotIn.run(accountId, JSON.stringify(items.map((i) => i.c.conversation_id)))
      for (const i of items) writeOne(accountId, i.c, i.ps, at)
    },
  )
  const upsertMany = db.transaction(
    (accountId: string, conversationId: string, ps: Participant[]) => {
      for (const p of ps)
        upsertParticipant.run(accountId, conversationId, p.user_id, p.role, p.created_at)
    },
  )
  const removeMany = db.transaction((accountId: string, conversationId: string, ids: string[]) => {
    let n = 0
    for (const id of ids) n += removeParticipant.run(accountId, conversationId, id).changes
    return n
  })

  return {
    save(accountId, conversation, participants) {
      const a = parseArg(Uuid, accountId, 'accountId')
      const c = parseArg(ConversationSchema, conversation, 'conversation')
      const ps = parseArg(Participants, participants, 'participants')
      guard(() => save(a, c, ps, now()))
    },
    sync(accountId, items) {
      const a = parseArg(Uuid, accountId, 'accountId')
      if (!Array.isArray(items)) throw new TypeError('"items" expected an array')
      const parsed = items.map((item, i) => ({
        c: parseArg(ConversationSchema, item?.conversation, `items.${i}.conversation`),
        ps: parseArg(Participants, item?.participants, `items.${i}.participants`),
      }))
      guard(() => sync(a, parsed, now()))
    },
    get(accountId, conversationId) {
      const a = parseArg(Uuid, accountId, 'accountId')
      const id = parseArg(Uuid, conversationId, 'conversationId')
      return guard(() => {
        const c = getConversation.get(a, id)
        return c && { ...c, participants: getParticipants.all(a, id) }
      })
    },
    list(accountId, options = {}) {
      const a = parseArg(Uuid, accountId, 'accountId')
      if (options.category === undefined) return guard(() => listAll.all(a))
      const category = parseArg(z.enum(['CONTACT', 'GROUP']), options.category, 'category')
      return guard(() => listByCategory.all(a, category))
    },
    upsertParticipants(accountId, conversationId, participants) {
      const a = parseArg(Uuid, accountId, 'accountId')
      const id = parseArg(Uuid, conversationId, 'conversationId')
      const ps = parseArg(Participants, participants, 'participants')
      guard(() => {
        if (!exists.get(a, id))
          throw new RangeError(`"conversationId" is not cached for this account`)
        upsertMany(a, id, ps)
      })
    },
    removeParticipants(accountId, conversationId, userIds) {
      const a = parseArg(Uuid, accountId, 'accountId')
      const id = parseArg(Uuid, conversationId, 'conversationId')
      const ids = parseArg(z.array(Uuid).max(1024), userIds, 'userIds')
      return guard(() => removeMany(a, id, ids))
    },
    remove(accountId, conversationId) {
      const a = parseArg(Uuid, accountId, 'accountId')
      return guard(
        () =>
          removeConversation.run(a, parseArg(Uuid, conversationId, 'conversationId')).changes === 1,
      )
    },
  }
}
