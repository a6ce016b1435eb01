import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import {
  migrate,
  schemaVersion,
  SchemaError,
  type Migration,
} from '../../../../src/node/sqlite/migrate'

const step = (version: number, sql: string): Migration => ({
  version,
  name: `v${version}`,
  up: (db) => db.exec(sql),
})

/** A bare in-memory database with foreign keys on. */
function bareDb(): Database.Database {
  const db = new Database(':memory:')
  db.pragma('foreign_keys = ON')
  return db
}

describe('migrate', () => {
  it('runs pending steps in order up to a target, then the rest', () => {
    const db = bareDb()
    const list = [
      step(10, 'CREATE TABLE a (x INTEGER) STRICT'),
      step(20, 'CREATE TABLE b (x INTEGER) STRICT'),
      step(30, 'CREATE TABLE c (x INTEGER) STRICT'),
    ]
    expect(migrate(db, list, { to: 20 })).toBe(20)
    expect(
      db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").pluck().all(),
    ).toEqual(['a', 'b'])
    expect(migrate(db, list)).toBe(30)
    expect(migrate(db, list)).toBe(30) // idempotent
  })

  it('rolls a failing step back whole and keeps the version of the last good one', () => {
    const db = bareDb()
    const list = [
      step(10, 'CREATE TABLE a (x INTEGER) STRICT'),
      step(20, 'CREATE TABLE b (x INTEGER) STRICT; INSERT INTO nope VALUES (1)'),
    ]
    expect(() => migrate(db, list)).toThrow(/nope/)
    expect(schemaVersion(db)).toBe(10)
    expect(db.prepare("SELECT count(*) FROM sqlite_master WHERE name = 'b'").pluck().get()).toBe(0)
  })

  it('rolls back a failing first step entirely', () => {
    const db = bareDb()
    const bad: Migration = {
      version: 5,
      name: 'bad',
      up(d) {
        d.exec('CREATE TABLE t (x INTEGER)')
        d.exec('INSERT INTO nowhere VALUES (1)')
      },
    }
    expect(() => migrate(db, [bad])).toThrow()
    expect(db.prepare("SELECT COUNT(*) AS n FROM sqlite_master WHERE name = 't'").get()).toEqual({
      n: 0,
    })
    expect(db.pragma('user_version', { simple: true })).toBe(0)
  })

  it("refuses a database newer than the code ('too-new') and touches nothing", () => {
    const db = bareDb()
    db.pragma('user_version = 50')
    try {
      migrate(db, [step(10, 'CREATE TABLE a (x INTEGER) STRICT')])
      expect.unreachable()
    } catch (e) {
      expect(e).toBeInstanceOf(SchemaError)
      expect((e as SchemaError).code).toBe('too-new')
      expect((e as SchemaError).versions).toEqual({ found: 50, known: 10 })
    }
    expect(db.prepare("SELECT count(*) FROM sqlite_master WHERE name = 'a'").pluck().get()).toBe(0)
  })

  it("refuses a list whose versions do not increase by whole steps ('bad-migrations')", () => {
    for (const list of [
      [step(20, ''), step(10, '')],
      [step(10, ''), step(10, '')],
      [step(0, '')],
      [step(10.5, '')],
    ]) {
      expect(() => migrate(bareDb(), list)).toThrow(SchemaError)
      expect(() => migrate(bareDb(), list)).toThrow(
        expect.objectContaining({ code: 'bad-migrations' }),
      )
    }
  })
})
