/**
 * Migration 0100 keeps every ghost-key set handed out before it: whether a pending request holds
 * one is not known, so none of them is swept as unused.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { migrate } from '../../../../../src/node/sqlite/migrate'
import { buildSequencer } from '../../../../../src/sequencer/assemble'
import { manualClock } from '../../../../../src/sequencer/clock'
import { migrations } from '../../../../../src/sequencer/db/migrations'
import { sweepUnusedGhostKeys } from '../../../../../src/sequencer/ledger/ghost-keys'

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'cosigner-0100-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('migration 0100', () => {
  it('counts the sets issued before it as used', () => {
    const file = join(dir, 'old.db')
    const old = new Database(file)
    migrate(
      old,
      migrations.filter((m) => m.version < 100),
    )
    old
      .prepare(
        'INSERT INTO ghost_keys (mask, keys, receivers, members_hash, output_index, views, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      )
      .run('ab'.repeat(32), '[]', '[]', '', 0, '[]', 1)
    old.close()

    const { ctx } = buildSequencer({ dbFile: file, clock: manualClock(Date.UTC(2030, 0, 1)) })
    try {
      expect(sweepUnusedGhostKeys(ctx)).toBe(0)
      expect(ctx.db.prepare('SELECT issued_to, used_at FROM ghost_keys').all()).toEqual([
        { issued_to: '', used_at: 1 },
      ])
    } finally {
      ctx.db.close()
    }
  })
})
