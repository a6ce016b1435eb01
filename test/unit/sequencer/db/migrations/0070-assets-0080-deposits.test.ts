/**
 * Migrations 0070 and 0080 on a database that already served: the registry arrives seeded, the
 * deposits table empty, and a deposit made before them, whose hash names no transaction (it never
 * was one), is still listed for its owner.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { migrate, schemaVersion } from '../../../../../src/node/sqlite/migrate'
import { kernelAssetId, membersHash } from '../../../../../src/shared/kernel'
import { migrations } from '../../../../../src/sequencer/db/migrations'
import { openDatabase } from '../../../../../src/sequencer/db/open'
import { buildSequencer } from '../../../../../src/sequencer/assemble'
import { createTestUser, authedRequest } from '../../../../helpers/sequencer'

const XIN = 'c94ac88f-4671-3976-b60a-09064f1811e8'

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'cosigner-0070-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('migrations 0070 and 0080', () => {
  it('seed the registry and keep an older deposit listed', async () => {
    const file = join(dir, 'old.db')
    const old = new Database(file)
    migrate(
      old,
      migrations.filter((m) => m.version <= 60),
    )
    old.close()

    const db = openDatabase(file)
    expect(schemaVersion(db)).toBe(migrations.at(-1)!.version)
    expect(db.prepare('SELECT count(*) FROM assets').pluck().get()).toBe(8)
    expect(
      db.prepare('SELECT kernel_asset_id FROM assets WHERE asset_id = ?').pluck().get(XIN),
    ).toBe(kernelAssetId(XIN))
    expect(db.prepare('SELECT count(*) FROM deposits').pluck().get()).toBe(0)

    const { app, ctx } = buildSequencer({ db })
    try {
      const user = await createTestUser(ctx, 'Ann', { register: true })
      // An output as the faucet made them before 0080: a hash of its own, no deposits row.
      const hash = 'cd'.repeat(32)
      db.prepare(
        `INSERT INTO outputs (output_id, transaction_hash, output_index, asset_id, kernel_asset_id, amount, keys, mask, threshold,
           members, members_hash, views, created_at, updated_at)
         VALUES ('00000000-0000-8000-8000-000000000001', ?, 0, ?, ?, '5', '[]', ?, 1, ?, ?, '[]', 1, 1)`,
      ).run(
        hash,
        XIN,
        kernelAssetId(XIN),
        'ee'.repeat(32),
        JSON.stringify([user.userId]),
        membersHash([user.userId]),
      )
      db.prepare('INSERT INTO output_members (user_id, sequence) VALUES (?, 1)').run(user.userId)
      const listed = await authedRequest(app, user.keystore, 'GET', '/safe/outputs')
      expect(
        ((await listed.json()) as { data: { transaction_hash: string }[] }).data.map(
          (o) => o.transaction_hash,
        ),
      ).toEqual([hash])
    } finally {
      db.close()
    }
  })
})
