/**
 * `immediateTransaction` commits what its function wrote, rolls all of it back when the function
 * throws, and nests as a savepoint, like better-sqlite3's own transactions.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openSqlite, type Db } from '../../../../src/node/sqlite/open'
import { immediateTransaction, readTransaction } from '../../../../src/node/sqlite/transaction'

let dir: string
let db: Db
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'cosigner-tx-'))
  db = openSqlite(join(dir, 'test.db'))
  db.exec('CREATE TABLE t (v INTEGER NOT NULL) STRICT')
})
afterEach(() => {
  db.close()
  rmSync(dir, { recursive: true, force: true })
})

const values = () =>
  (db.prepare('SELECT v FROM t ORDER BY v').all() as { v: number }[]).map((r) => r.v)
const insert = (v: number) => db.prepare('INSERT INTO t (v) VALUES (?)').run(v)

describe('immediateTransaction', () => {
  it('commits and returns the result', () => {
    expect(immediateTransaction(db, () => (insert(1), insert(2), 'done'))).toBe('done')
    expect(values()).toEqual([1, 2])
    expect(db.inTransaction).toBe(false)
  })

  it('rolls everything back when the function throws', () => {
    insert(1)
    expect(() =>
      immediateTransaction(db, () => {
        insert(2)
        throw new Error('refused')
      }),
    ).toThrow('refused')
    expect(values()).toEqual([1])
    expect(db.inTransaction).toBe(false)
  })

  it('rolls back after an SQL error inside', () => {
    expect(() =>
      immediateTransaction(
        db,
        () => (insert(1), db.prepare('INSERT INTO t (v) VALUES (NULL)').run()),
      ),
    ).toThrow(/NOT NULL/)
    expect(values()).toEqual([])
  })

  it('nests as a savepoint: an inner failure the outer catches undoes only the inner writes', () => {
    immediateTransaction(db, () => {
      insert(1)
      expect(() =>
        immediateTransaction(db, () => {
          insert(2)
          throw new Error('inner')
        }),
      ).toThrow('inner')
      immediateTransaction(db, () => insert(3))
    })
    expect(values()).toEqual([1, 3])
  })

  it('takes the write lock up front', () => {
    const other = openSqlite(join(dir, 'test.db'))
    other.pragma('busy_timeout = 0')
    try {
      immediateTransaction(db, () => {
        expect(() => other.prepare('BEGIN IMMEDIATE').run()).toThrow(/locked|busy/i)
      })
    } finally {
      other.close()
    }
  })
})

describe('readTransaction', () => {
  it('reads one state of the database: a write by another connection meanwhile is not seen until it ends', () => {
    insert(1)
    const other = openSqlite(join(dir, 'test.db'))
    try {
      const seen = readTransaction(db, () => {
        const before = values()
        other.prepare('INSERT INTO t (v) VALUES (2)').run()
        return [before, values()]
      })
      expect(seen).toEqual([[1], [1]])
      expect(values()).toEqual([1, 2])
      expect(db.inTransaction).toBe(false)
    } finally {
      other.close()
    }
  })

  it('ends the transaction and rethrows when its function throws, and runs inside an open one as part of it', () => {
    expect(() =>
      readTransaction(db, () => {
        values()
        throw new Error('no such row')
      }),
    ).toThrow('no such row')
    expect(db.inTransaction).toBe(false)
    immediateTransaction(db, () => {
      insert(5)
      expect(readTransaction(db, () => values())).toEqual([5])
      expect(db.inTransaction).toBe(true)
    })
    expect(values()).toEqual([5])
  })
})
