/**
 * People (migration 60): the users cache — each user's name, identity number and avatar as the
 * service shows them, with the avatar once fetched and checked — and each account's contacts,
 * everyone it met. Public data only; everything readable offline.
 * @module
 */

import type { Database } from 'better-sqlite3'
import { z } from 'zod'
import { Uuid } from '../../../shared/api/common'
import type { CheckedImageType } from '../../../shared/bridge'
import { guard } from './errors'
import { imageColumns, type StoredImage } from './images'
import { parseArg } from './validate'

const UserInputSchema = z.object({
  user_id: Uuid,
  full_name: z.string().max(256),
  identity_number: z.string().regex(/^[0-9]{1,19}$/),
  avatar_url: z.string().max(2048),
})
export type UserInput = z.input<typeof UserInputSchema>

export interface UserRow extends z.output<typeof UserInputSchema> {
  avatar_type: CheckedImageType | null
  avatar: Buffer | null
  /** When the avatar was last fetched (or refused); null before the first try. */
  avatar_checked_at: number | null
  fetched_at: number
}

/** A contact: a user an account met, with the user's record when it was fetched. */
export interface ContactRow {
  user_id: string
  met_at: number
  user: UserRow | undefined
}

export interface PeopleStore {
  /** Inserts or refreshes users as served, in one transaction; a changed `avatar_url` drops the cached avatar. */
  upsertMany(users: readonly UserInput[]): void
  /** The ones known, in no particular order. */
  getMany(userIds: readonly string[]): UserRow[]
  /** Records an avatar fetch: the checked image, or null when it was refused or failed. */
  setAvatar(userId: string, avatar: StoredImage | null): boolean
  /** Records that `accountId` met these users (itself left out); the first meeting's time is kept. */
  meet(accountId: string, userIds: readonly string[]): void
  /** Every contact of `accountId` (fetched or not), most recently met first. */
  contacts(accountId: string): ContactRow[]
  /**
   * Contacts of `accountId` whose record matches `query`: a part of the name (case and accents
   * ignored), the start of the identity number, or the start of the user id. Sorted by name.
   */
  search(accountId: string, query: string, limit: number): UserRow[]
}

/** The name as searched: lower case, accents dropped, spaces folded. */
export function searchFold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim()
}

const COLUMNS =
  'user_id, full_name, identity_number, avatar_url, avatar_type, avatar, avatar_checked_at, fetched_at'
const MAX_CONTACTS = 10_000

export function peopleStore(db: Database, now: () => number): PeopleStore {
  const upsert = db.prepare(`
    INSERT INTO users (user_id, full_name, search_name, identity_number, avatar_url, fetched_at)
    VALUES (@user_id, @full_name, @search_name, @identity_number, @avatar_url, @now)
    ON CONFLICT (user_id) DO UPDATE SET
      full_name = excluded.full_name, search_name = excluded.search_name, identity_number = excluded.identity_number,
      fetched_at = excluded.fetched_at,
      avatar_type = CASE WHEN avatar_url = excluded.avatar_url THEN avatar_type END,
      avatar = CASE WHEN avatar_url = excluded.avatar_url THEN avatar END,
      avatar_checked_at = CASE WHEN avatar_url = excluded.avatar_url THEN avatar_checked_at END,
      avatar_url = excluded.avatar_url`)
  const getMany = db.prepare<[string], UserRow>(
    `SELECT ${COLUMNS} FROM users WHERE user_id IN (SELECT value FROM json_each(?))`,
  )
  const setAvatar = db.prepare(
    'UPDATE users SET avatar_type = ?, avatar = ?, avatar_checked_at = ? WHERE user_id = ?',
  )
  const meet = db.prepare(
    'INSERT INTO contacts (account_id, user_id, met_at) SELECT @account, value, @now FROM json_each(@ids) WHERE value <> @account ON CONFLICT DO NOTHING',
  )
  const contacts = db.prepare<
    [string, number],
    { user_id: string; met_at: number; known: number }
  >(`
    SELECT c.user_id, c.met_at, u.user_id IS NOT NULL AS known
    FROM contacts c LEFT JOIN users u ON u.user_id = c.user_id
    WHERE c.account_id = ? ORDER BY c.met_at DESC, c.user_id LIMIT ?`)
  const search = db.prepare<
    { account: string; name: string; prefix: string; limit: number },
    UserRow
  >(`
    SELECT ${COLUMNS.split(', ')
      .map((c) => `u.${c}`)
      .join(', ')}
    FROM contacts c JOIN users u ON u.user_id = c.user_id
    WHERE c.account_id = @account
      AND (instr(u.search_name, @name) > 0 OR substr(u.identity_number, 1, length(@prefix)) = @prefix OR substr(u.user_id, 1, length(@prefix)) = @prefix)
    ORDER BY u.search_name, u.user_id LIMIT @limit`)

  const ids = (value: unknown, name: string) =>
    parseArg(z.array(Uuid).max(MAX_CONTACTS), value, name)

  return {
    upsertMany(users) {
      const rows = parseArg(z.array(UserInputSchema).max(MAX_CONTACTS), users, 'users')
      if (rows.length === 0) return
      const at = now()
      guard(() =>
        db.transaction(() =>
          rows.forEach((r) => upsert.run({ ...r, search_name: searchFold(r.full_name), now: at })),
        )(),
      )
    },
    getMany(userIds) {
      const list = ids(userIds, 'userIds')
      return list.length === 0 ? [] : guard(() => getMany.all(JSON.stringify(list)))
    },
    setAvatar(userId, avatar) {
      const id = parseArg(Uuid, userId, 'userId')
      const [type, bytes] = imageColumns(avatar, 'avatar')
      return guard(() => setAvatar.run(type, bytes, now(), id).changes === 1)
    },
    meet(accountId, userIds) {
      const account = parseArg(Uuid, accountId, 'accountId')
      const list = [...new Set(parseArg(z.array(Uuid), userIds, 'userIds'))]
      const at = now()
      // In one statement per thousand, inside the caller's transaction when there is one.
      for (let i = 0; i < list.length; i += 1000)
        guard(() => meet.run({ account, now: at, ids: JSON.stringify(list.slice(i, i + 1000)) }))
    },
    contacts(accountId) {
      const account = parseArg(Uuid, accountId, 'accountId')
      return guard(() => {
        const rows = contacts.all(account, MAX_CONTACTS)
        const known = rows.filter((r) => r.known === 1).map((r) => r.user_id)
        const users = new Map(
          (known.length === 0 ? [] : getMany.all(JSON.stringify(known))).map((u) => [u.user_id, u]),
        )
        return rows.map((r) => ({
          user_id: r.user_id,
          met_at: r.met_at,
          user: users.get(r.user_id),
        }))
      })
    },
    search(accountId, query, limit) {
      const account = parseArg(Uuid, accountId, 'accountId')
      const q = parseArg(z.string().max(256), query, 'query')
      const n = parseArg(z.number().int().min(1).max(1000), limit, 'limit')
      const name = searchFold(q)
      if (name === '') return []
      // Identity numbers and ids are matched from their start, as people type or paste them.
      const prefix = /^[0-9a-f-]+$/.test(name) ? name : '\u0000'
      return guard(() => search.all({ account, name, prefix, limit: n }))
    },
  }
}
