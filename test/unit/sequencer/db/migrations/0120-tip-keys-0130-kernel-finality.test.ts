/**
 * Migrations 0120 and 0130 on a database that already served: a user registered before them keeps
 * its spend key as its TIP key (what registration assumed then); a request completed before them
 * was made final as it completed, so it is final now and stays so; Safe requests lose their codes
 * (and collectible requests theirs), the trigger that made those is gone, and so is the listing's
 * index.
 */
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { migrate, schemaVersion } from '../../../../../src/node/sqlite/migrate'
import { migrations } from '../../../../../src/sequencer/db/migrations'
import { openDatabase } from '../../../../../src/sequencer/db/open'

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'cosigner-0130-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const key = (fill: number) => Buffer.alloc(32, fill)

function insertUser(db: Database.Database, n: number, registered: boolean): string {
  const userId = randomUUID()
  db.prepare(
    `INSERT INTO users (user_id, identity_number, full_name, code_id, spend_public_key, view_private_key, view_public_key, registered_at, created_at)
     VALUES (?, ?, 'Old', ?, ?, ?, ?, ?, 1)`,
  ).run(
    userId,
    7_000_000_000 + n,
    randomUUID(),
    registered ? key(n) : null,
    registered ? key(9) : null,
    registered ? key(8) : null,
    registered ? 5 : null,
  )
  return userId
}

function insertRequest(
  db: Database.Database,
  state: 'initial' | 'signed',
  inscriptionHash: string | null,
): string {
  const requestId = randomUUID()
  db.prepare(
    `INSERT INTO multisig_requests (request_id, transaction_hash, creator_id, asset_id, kernel_asset_id, amount, senders, senders_hash,
       senders_threshold, receivers, extra, raw, state, inscription_hash, code_id, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, '1', '[]', '', 1, '[]', '', x'00', ?, ?, ?, 10, 20)`,
  ).run(
    requestId,
    randomUUID().replaceAll('-', '').repeat(2),
    randomUUID(),
    randomUUID(),
    'ab'.repeat(32),
    state,
    inscriptionHash,
    randomUUID(),
  )
  db.prepare(
    "INSERT INTO codes (code_id, kind, target_id, created_at) VALUES (?, 'multisig_request', ?, 10)",
  ).run(randomUUID(), requestId)
  return requestId
}

describe('migrations 0120 and 0130', () => {
  it('keep registered users’ keys as their TIP keys, make completed requests final, and drop request codes and the listing', () => {
    const file = join(dir, 'old.db')
    const old = new Database(file)
    migrate(
      old,
      migrations.filter((m) => m.version < 120),
    )
    const registered = insertUser(old, 1, true)
    const fresh = insertUser(old, 2, false)
    const complete = insertRequest(old, 'signed', null)
    const open = insertRequest(old, 'initial', 'cd'.repeat(32))
    const userCodes = old.prepare("SELECT count(*) FROM codes WHERE kind = 'user'").pluck().get()
    expect(
      old.prepare("SELECT count(*) FROM codes WHERE kind = 'non_fungible_request'").pluck().get(),
    ).toBe(1)
    old.close()

    const db = openDatabase(file)
    try {
      expect(schemaVersion(db)).toBe(migrations.at(-1)!.version)
      const tip = (userId: string) =>
        db.prepare('SELECT tip_public_key, tip_counter FROM users WHERE user_id = ?').get(userId)
      expect(tip(registered)).toEqual({ tip_public_key: key(1), tip_counter: 1 })
      expect(tip(fresh)).toEqual({ tip_public_key: null, tip_counter: 0 })

      const times = (requestId: string) =>
        db
          .prepare('SELECT completed_at, final_at FROM multisig_requests WHERE request_id = ?')
          .get(requestId)
      expect(times(complete)).toEqual({ completed_at: 20, final_at: 20 })
      expect(times(open)).toEqual({ completed_at: null, final_at: null })

      expect(
        db
          .prepare(
            "SELECT count(*) FROM codes WHERE kind IN ('multisig_request', 'non_fungible_request')",
          )
          .pluck()
          .get(),
      ).toBe(0)
      expect(db.prepare("SELECT count(*) FROM codes WHERE kind = 'user'").pluck().get()).toBe(
        userCodes,
      )
      const columns = db
        .prepare("SELECT name FROM pragma_table_info('multisig_requests')")
        .pluck()
        .all()
      expect(columns).not.toContain('code_id')
      const objects = db
        .prepare(
          "SELECT name FROM sqlite_master WHERE name IN ('multisig_senders', 'multisig_requests_collectible_code')",
        )
        .pluck()
        .all()
      expect(objects).toEqual([])
    } finally {
      db.close()
    }
  })
})
