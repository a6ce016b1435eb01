/**
 * With the checkpointer, the serving connection never checkpoints inside a commit, and the WAL
 * still starts over instead of growing with every write — under group commits without the serving
 * connection checkpointing at all; stopping it, or serving without it, leaves SQLite's own
 * checkpoints in place.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Worker } from 'node:worker_threads'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { startCheckpointer } from '../../../../src/sequencer/db/checkpointer'
import { groupCommit } from '../../../../src/sequencer/db/group-commit'
import { openDatabase } from '../../../../src/sequencer/db/open'
import type { Db } from '../../../../src/node/sqlite/open'
import { buildSequencer } from '../../../../src/sequencer/assemble'

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
/** The WAL header's checkpoint sequence and salts: they change when the WAL starts over. */
const walHeader = () => readFileSync(`${file}-wal`).subarray(12, 24).toString('hex')

/**
 * Commits `commits` 4 KiB rows through group commits, a few dozen per turn of the event loop as a
 * busy server would. Returns the WAL's largest size seen and how many times it started over.
 */
async function steadyGroupCommits(
  commits: number,
): Promise<{ largest: number; startedOver: number }> {
  const insert = db.prepare('INSERT INTO blobs (b) VALUES (?)')
  const row = Buffer.alloc(4096, 7)
  let largest = 0
  let startedOver = 0
  let header = ''
  const look = () => {
    largest = Math.max(largest, walBytes())
    const now = walHeader()
    if (header && now !== header) startedOver++
    header = now
  }
  let turn: Promise<unknown>[] = []
  for (let i = 0; i < commits; i++) {
    turn.push(groupCommit(db, () => insert.run(row)))
    if (i % 25 === 24) {
      await Promise.all(turn)
      turn = []
      look()
      await new Promise((r) => setTimeout(r, 1))
    }
  }
  await Promise.all(turn)
  look()
  return { largest, startedOver }
}

/** The serving connection's own checkpoints, counted. */
function countCheckpoints(): () => number {
  const pragma = vi.spyOn(db, 'pragma')
  return () => pragma.mock.calls.filter(([source]) => /wal_checkpoint/i.test(String(source))).length
}

describe('startCheckpointer', () => {
  it('keeps the WAL small under steady group commits, with no checkpoint in the serving connection', async () => {
    const checkpointer = startCheckpointer(db, file, { intervalMs: 5, restartAfterFrames: 1000 })
    const checkpoints = countCheckpoints()
    try {
      expect(autocheckpoint()).toBe(0)
      // 6,000 commits write some 50 MB of WAL frames; without a restart the WAL would hold them all.
      // How often it starts over depends on how fast the thread's rounds catch up with the writes
      // (whenever one does, and at the latest once it holds `restartAfterFrames`, some 4 MB here),
      // so on how busy the machine is: only that it did, and kept the WAL small, is asserted.
      const { largest, startedOver } = await steadyGroupCommits(6000)
      expect(largest).toBeLessThan(16 * 1024 * 1024)
      expect(startedOver).toBeGreaterThan(2)
      expect((db.prepare('SELECT COUNT(*) AS n FROM blobs').get() as { n: number }).n).toBe(6000)
      expect(checkpoints()).toBe(0)
    } finally {
      await checkpointer.stop()
    }
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok')
  }, 60_000)

  it('holds group commits while it copies the last frames, and only then', async () => {
    const checkpointer = startCheckpointer(db, file, { intervalMs: 5, restartAfterFrames: 200 })
    try {
      const insert = db.prepare('INSERT INTO blobs (b) VALUES (?)')
      const row = Buffer.alloc(4096, 7)
      const waits: number[] = []
      for (let i = 0; i < 1500; i++) {
        const queued = performance.now()
        await groupCommit(db, () => insert.run(row))
        waits.push(performance.now() - queued)
      }
      // A commit normally goes out the same turn; the held ones wait for the thread's last round.
      waits.sort((a, b) => a - b)
      expect(waits[Math.floor(waits.length / 2)]!).toBeLessThan(2)
      expect(waits.at(-1)!).toBeGreaterThan(waits[Math.floor(waits.length / 2)]! * 2)
    } finally {
      await checkpointer.stop()
    }
  }, 60_000)

  it('finishes the round in the serving connection when another writer keeps the WAL growing', async () => {
    const checkpointer = startCheckpointer(db, file, { intervalMs: 5, restartAfterFrames: 200 })
    const checkpoints = countCheckpoints()
    // Another connection, on its own thread, that group commits cannot hold: writing without a pause.
    const writer = new Worker(
      `const { workerData } = require('node:worker_threads')
       const db = new (require(workerData.driver))(workerData.file)
       db.pragma('busy_timeout = 5000')
       const insert = db.prepare('INSERT INTO blobs (b) VALUES (?)')
       const row = Buffer.alloc(4096, 7)
       const end = Date.now() + 1500
       while (Date.now() < end) insert.run(row)
       db.close()`,
      {
        eval: true,
        workerData: { driver: createRequire(import.meta.url).resolve('better-sqlite3'), file },
      },
    )
    try {
      await new Promise((resolve) => writer.once('exit', resolve))
      expect(checkpoints()).toBeGreaterThan(0)
    } finally {
      await checkpointer.stop()
    }
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok')
  }, 60_000)

  it('starts the WAL over every round under light writes, however far the restart threshold', async () => {
    const checkpointer = startCheckpointer(db, file, { intervalMs: 5 })
    try {
      const insert = db.prepare('INSERT INTO blobs (b) VALUES (?)')
      const row = Buffer.alloc(4096, 7)
      // The schema's frames and the first commit made the file this big; writes that start over never pass it.
      let size = 0
      // One commit per round, far below 64 MiB: each is followed by a WAL started over. Waiting for
      // the round rather than sleeping a fixed time keeps this true on a machine busy with other work.
      for (let i = 0; i < 40; i++) {
        // Read before the commit: a round can start the WAL over before the next statement runs,
        // and a header read after it would then wait for a round that has already happened.
        const written = walHeader()
        insert.run(row)
        const deadline = performance.now() + 10_000
        while (walHeader() === written && performance.now() < deadline)
          await new Promise((r) => setTimeout(r, 2))
        expect(walHeader(), `round after commit ${i}`).not.toBe(written)
        if (i === 0) size = walBytes()
      }
      // So later commits landed at the start of the file: 39 appended would add some 400 KiB; a
      // round that raced a commit on a busy machine may leave a few frames more, never that.
      expect(walBytes()).toBeLessThan(size + 64 * 1024)
    } finally {
      await checkpointer.stop()
    }
  }, 60_000)

  it('starts the WAL over on its own thread, so no commit of the serving connection writes and syncs a new WAL header', async () => {
    // Rounds far apart: the header is read right after the commit, long before the next one.
    const checkpointer = startCheckpointer(db, file, { intervalMs: 200 })
    try {
      const insert = db.prepare('INSERT INTO blobs (b) VALUES (?)')
      insert.run(Buffer.alloc(4096, 7))
      const written = walHeader()
      // The serving connection writes nothing meanwhile: the new header is the thread's.
      const deadline = performance.now() + 5000
      while (walHeader() === written && performance.now() < deadline)
        await new Promise((r) => setTimeout(r, 5))
      const startedOver = walHeader()
      expect(startedOver).not.toBe(written)
      // The next commit only appends.
      await groupCommit(db, () => insert.run(Buffer.alloc(4096, 8)))
      expect(walHeader()).toBe(startedOver)
      expect(db.prepare('SELECT COUNT(*) FROM blobs').pluck().get()).toBe(2)
    } finally {
      await checkpointer.stop()
    }
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok')
  })

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
