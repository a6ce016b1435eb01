import { describe, expect, it } from 'vitest'
import { migrate, schemaVersion, type Migration } from '../../../../../src/main/core/db/migrate'
import { migrations } from '../../../../../src/main/core/db/migrations'
import { CacheError } from '../../../../../src/main/core/db/errors'
import { bareDb } from './helpers'

const step = (version: number, sql: string): Migration => ({ version, name: `v${version}`, up: (db) => db.exec(sql) })

describe('migrate', () => {
  it('numbers the real migrations in increasing steps of ten', () => {
    const versions = migrations.map((m) => m.version)
    expect(versions).toEqual(versions.map((_, i) => (i + 1) * 10))
  })

  it('runs pending steps in order up to a target, then the rest', () => {
    const db = bareDb()
    const list = [step(10, 'CREATE TABLE a (x INTEGER) STRICT'), step(20, 'CREATE TABLE b (x INTEGER) STRICT'), step(30, 'CREATE TABLE c (x INTEGER) STRICT')]
    expect(migrate(db, list, { to: 20 })).toBe(20)
    expect(db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").pluck().all()).toEqual(['a', 'b'])
    expect(migrate(db, list)).toBe(30)
    expect(migrate(db, list)).toBe(30) // idempotent
  })

  it('rolls a failing step back whole and keeps the version of the last good one', () => {
    const db = bareDb()
    const list = [step(10, 'CREATE TABLE a (x INTEGER) STRICT'), step(20, 'CREATE TABLE b (x INTEGER) STRICT; INSERT INTO nope VALUES (1)')]
    expect(() => migrate(db, list)).toThrow(/nope/)
    expect(schemaVersion(db)).toBe(10)
    expect(db.prepare("SELECT count(*) FROM sqlite_master WHERE name = 'b'").pluck().get()).toBe(0)
  })

  it("refuses a database newer than the code ('too-new') and touches nothing", () => {
    const db = bareDb()
    db.pragma('user_version = 50')
    try {
      migrate(db, [step(10, 'CREATE TABLE a (x INTEGER) STRICT')])
      expect.unreachable()
    } catch (e) {
      expect(e).toBeInstanceOf(CacheError)
      expect((e as CacheError).code).toBe('too-new')
    }
    expect(db.prepare("SELECT count(*) FROM sqlite_master WHERE name = 'a'").pluck().get()).toBe(0)
  })

  it("refuses a list whose versions do not increase ('bad-migrations')", () => {
    expect(() => migrate(bareDb(), [step(20, ''), step(10, '')])).toThrow(expect.objectContaining({ code: 'bad-migrations' }))
    expect(() => migrate(bareDb(), [step(10, ''), step(10, '')])).toThrow(expect.objectContaining({ code: 'bad-migrations' }))
  })
})
