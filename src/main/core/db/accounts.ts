/**
 * Accounts in the cache: the public record only. The vault keeps the seeds; nothing here could
 * hold one (every key column is a 64-hex public key, checked on the way in).
 * @module
 */

import type { Database } from 'better-sqlite3'
import { z } from 'zod'
import { Uuid } from '../../../shared/api/common'
import { AccountLabel, AccountRecordSchema, type AccountRecord } from '../vault/record'
import { guard } from './errors'
import { parseArg } from './validate'

export interface AccountRow extends AccountRecord {
  /** When the account was registered with the sequencer; null until then. */
  registered_at: number | null
  created_at: number
  updated_at: number
}

export interface AccountsStore {
  /** Inserts or updates an account's public record; registration and creation times are kept. */
  upsert(record: AccountRecord): AccountRow
  get(userId: string): AccountRow | undefined
  /** Oldest first. */
  list(): AccountRow[]
  setLabel(userId: string, label: string): boolean
  markRegistered(userId: string, at?: number): boolean
  /** Removes the account and, by cascade, its conversations and requests. */
  remove(userId: string): boolean
}

const COLUMNS = `user_id, session_id, server_public_key, session_public_key, spend_public_key, tip_public_key, label,
  registered_at, created_at, updated_at`

export function accountsStore(db: Database, now: () => number): AccountsStore {
  const upsert = db.prepare(`
    INSERT INTO accounts (${COLUMNS})
    VALUES (@user_id, @session_id, @server_public_key, @session_public_key, @spend_public_key, @tip_public_key, @label, NULL, @now, @now)
    ON CONFLICT (user_id) DO UPDATE SET
      session_id = excluded.session_id, server_public_key = excluded.server_public_key,
      session_public_key = excluded.session_public_key, spend_public_key = excluded.spend_public_key,
      tip_public_key = excluded.tip_public_key, label = excluded.label, updated_at = excluded.updated_at
    RETURNING ${COLUMNS}`)
  const get = db.prepare<[string], AccountRow>(`SELECT ${COLUMNS} FROM accounts WHERE user_id = ?`)
  const list = db.prepare<[], AccountRow>(
    `SELECT ${COLUMNS} FROM accounts ORDER BY created_at, user_id`,
  )
  const setLabel = db.prepare('UPDATE accounts SET label = ?, updated_at = ? WHERE user_id = ?')
  const markRegistered = db.prepare(
    'UPDATE accounts SET registered_at = ?, updated_at = ? WHERE user_id = ?',
  )
  const remove = db.prepare('DELETE FROM accounts WHERE user_id = ?')

  return {
    upsert(record) {
      const r = parseArg(AccountRecordSchema, record, 'record')
      return guard(() => upsert.get({ ...r, now: now() }) as AccountRow)
    },
    get(userId) {
      return guard(() => get.get(parseArg(Uuid, userId, 'userId')))
    },
    list() {
      return guard(() => list.all())
    },
    setLabel(userId, label) {
      const l = parseArg(AccountLabel, label, 'label').trim()
      return guard(() => setLabel.run(l, now(), parseArg(Uuid, userId, 'userId')).changes === 1)
    },
    markRegistered(userId, at) {
      const t = parseArg(z.number().int().nonnegative(), at ?? now(), 'at')
      return guard(
        () => markRegistered.run(t, now(), parseArg(Uuid, userId, 'userId')).changes === 1,
      )
    },
    remove(userId) {
      return guard(() => remove.run(parseArg(Uuid, userId, 'userId')).changes === 1)
    },
  }
}
