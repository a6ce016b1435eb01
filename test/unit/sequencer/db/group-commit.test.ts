/**
 * `groupCommit` runs the callers of one turn in one transaction, each in its own savepoint, and
 * answers each only once that transaction has committed; `pauseGroupCommits` holds them.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  DatabaseClosed,
  groupCommit,
  pauseGroupCommits,
} from '../../../../src/sequencer/db/group-commit'
import { openDatabase } from '../../../../src/sequencer/db/open'
import type { Db } from '../../../../src/node/sqlite/open'

let dir: string
let file: string
let db: Db
let other: Database.Database
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'cosigner-group-'))
  file = join(dir, 'sequencer.db')
  db = openDatabase(file)
  db.exec('CREATE TABLE t (v INTEGER NOT NULL) STRICT')
  other = new Database(file, { readonly: true })
})
afterEach(() => {
  other.close()
  db.close()
  rmSync(dir, { recursive: true, force: true })
})

const values = (conn: Database.Database = db) =>
  (conn.prepare('SELECT v FROM t ORDER BY v').all() as { v: number }[]).map((r) => r.v)
const insert = (v: number) => db.prepare('INSERT INTO t (v) VALUES (?)').run(v)
async function turns(n: number): Promise<void> {
  for (let k = 0; k < n; k++) await new Promise((resolve) => setImmediate(resolve))
}

describe('groupCommit', () => {
  it('commits the callers of one turn together, each seeing the ones before it', async () => {
    const seenByOthers: number[][] = []
    const results = Promise.all([
      groupCommit(db, () => (insert(1), 'one')),
      groupCommit(db, () => (insert(2), 'two')),
      groupCommit(db, () => {
        // Inside the shared transaction: the earlier callers' rows are here, and nowhere else yet.
        seenByOthers.push(values(), values(other))
        insert(3)
        return 'three'
      }),
    ])
    expect(values()).toEqual([])
    expect(await results).toEqual(['one', 'two', 'three'])
    expect(seenByOthers).toEqual([[1, 2], []])
    expect(values(other)).toEqual([1, 2, 3])
    expect(db.inTransaction).toBe(false)
  })

  it('rolls back only the caller that threw, which alone is refused', async () => {
    const outcomes = await Promise.allSettled([
      groupCommit(db, () => insert(1)),
      groupCommit(db, () => {
        insert(2)
        throw new Error('refused')
      }),
      groupCommit(db, () => insert(3)),
    ])
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
    expect((outcomes[1] as PromiseRejectedResult).reason).toEqual(new Error('refused'))
    expect(values(other)).toEqual([1, 3])
  })

  it('refuses every caller when the transaction as a whole is lost', async () => {
    const outcomes = await Promise.allSettled([
      groupCommit(db, () => insert(1)),
      groupCommit(db, () => {
        // What SQLite does after some errors (a full disk, say): the whole transaction is gone.
        db.exec('ROLLBACK')
        throw new Error('disk I/O error')
      }),
      groupCommit(db, () => insert(3)),
    ])
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected', 'rejected'])
    expect(outcomes.map((o) => (o as PromiseRejectedResult).reason.message)).toEqual([
      'disk I/O error',
      'disk I/O error',
      'disk I/O error',
    ])
    expect(values(other)).toEqual([])
    expect(db.inTransaction).toBe(false)
  })

  it('holds commits while paused and lets them go together when resumed', async () => {
    const resume = pauseGroupCommits(db)
    let done = 0
    const first = groupCommit(db, () => insert(1)).then(() => done++)
    await turns(3)
    const second = groupCommit(db, () => insert(2)).then(() => done++)
    await turns(3)
    expect(done).toBe(0)
    expect(values(other)).toEqual([])
    resume()
    resume()
    await Promise.all([first, second])
    expect(values(other)).toEqual([1, 2])
  })

  it('answers callers still waiting when the database closes as failed, without running their work', async () => {
    const waiting = groupCommit(db, () => insert(1))
    db.close()
    await expect(waiting).rejects.toBeInstanceOf(DatabaseClosed)
    expect(values(other)).toEqual([])
    db = openDatabase(file)
  })
})
