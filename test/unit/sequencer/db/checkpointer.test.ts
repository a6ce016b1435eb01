/**
 * With the checkpointer, the serving connection never checkpoints inside a commit, and the WAL
 * still starts over instead of growing with every write; stopping it, or serving without it,
 * leaves SQLite's own checkpoints in place.
 */
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startCheckpointer } from '../../../../src/sequencer/db/checkpointer'
import { openDatabase, type Db } from '../../../../src/sequencer/db/open'
import { buildSequencer } from '../../../../src/sequencer/routes'

let dir: string
let file: string
let db: Db
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'cosigner-ckpt-'))
  file = join(dir, 'sequencer.db')
  db = openDatabase(file)
  db.exec('CREATE TABLE blobs (id INTEGER PRIMARY KEY, b BLOB NOT NULL) STRICT')
})
afterEach(() => {
  if (db.open) db.close()
  rmSync(dir, { recursive: true, force: true })
})

const walBytes = () => (existsSync(`${file}-wal`) ? statSync(`${file}-wal`).size : 0)
const autocheckpoint = () => db.pragma('wal_autocheckpoint', { simple: true })

/** Commits `commits` 4 KiB rows, a few dozen per turn of the event loop, as a busy server would. */
async function steadyWrites(commits: number): Promise<number> {
  const insert = db.prepare('INSERT INTO blobs (b) VALUES (?)')
  const row = Buffer.alloc(4096, 7)
  let largest = 0
  for (let i = 0; i < commits; i++) {
    insert.run(row)
    if (i % 25 === 24) {
      largest = Math.max(largest, walBytes())
      await new Promise((r) => setTimeout(r, 1))
    }
  }
  return Math.max(largest, walBytes())
}

describe('startCheckpointer', () => {
  it('keeps the WAL small under steady writes, with no checkpoint in the serving connection', async () => {
    const checkpointer = startCheckpointer(db, file, { intervalMs: 5 })
    try {
      expect(autocheckpoint()).toBe(0)
      // 6,000 commits write some 50 MB of WAL frames; without a restart the WAL would hold them all.
      const largest = await steadyWrites(6000)
      expect(largest).toBeLessThan(16 * 1024 * 1024)
      expect((db.prepare('SELECT COUNT(*) AS n FROM blobs').get() as { n: number }).n).toBe(6000)
    } finally {
      await checkpointer.stop()
    }
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok')
  }, 60_000)

  it('gives the connection its own checkpoints back when stopped', async () => {
    const checkpointer = startCheckpointer(db, file)
    expect(autocheckpoint()).toBe(0)
    await checkpointer.stop()
    expect(autocheckpoint()).toBe(1000)
    await checkpointer.stop()
  })

  it('is not used by an app built without a listener (tests, the CLI)', () => {
    const { ctx } = buildSequencer({ dbFile: join(dir, 'app.db') })
    try {
      expect(ctx.db.pragma('wal_autocheckpoint', { simple: true })).toBe(1000)
    } finally {
      ctx.db.close()
    }
  })
})
