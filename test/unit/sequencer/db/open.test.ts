import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import Database from 'better-sqlite3'
import * as ed from '@noble/ed25519'
import { bytesToHex } from '@noble/hashes/utils.js'
import { openDatabase } from '../../../../src/sequencer/db/open'
import { SchemaError } from '../../../../src/node/sqlite/migrate'
import { migrations } from '../../../../src/sequencer/db/migrations'
import { ensureServerKey, serverPublicKey } from '../../../../src/sequencer/server-key'
import { createUser } from '../../../../src/sequencer/users/store'

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'cosigner-db-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('openDatabase', () => {
  it('opens in WAL mode with a busy timeout, foreign keys and savepoint journals in memory, at the newest schema', () => {
    const db = openDatabase(join(dir, 'a.db'))
    try {
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal')
      expect(db.pragma('temp_store', { simple: true })).toBe(2)
      expect(db.pragma('busy_timeout', { simple: true })).toBe(5000)
      expect(db.pragma('foreign_keys', { simple: true })).toBe(1)
      expect(db.pragma('user_version', { simple: true })).toBe(migrations.at(-1)!.version)
    } finally {
      db.close()
    }
  })

  it('refuses a file written by a newer sequencer', () => {
    const file = join(dir, 'b.db')
    const raw = new Database(file)
    raw.pragma('user_version = 999999')
    raw.close()
    expect(() => openDatabase(file)).toThrow(SchemaError)
  })
})

describe('the users schema', () => {
  it('cannot hold a half-registered user (spend key without view pair)', () => {
    const db = openDatabase(join(dir, 'c.db'))
    try {
      const u = createUser(db, { fullName: 'A', sessionPublicKey: new Uint8Array(32), nowNs: 1n })
      expect(() =>
        db
          .prepare('UPDATE users SET spend_public_key = ? WHERE user_id = ?')
          .run(new Uint8Array(32), u.userId),
      ).toThrow(/CHECK/)
    } finally {
      db.close()
    }
  })
})

describe('server key', () => {
  it('is created once and kept, its public half matching its seed', () => {
    const file = join(dir, 'd.db')
    const db = openDatabase(file)
    const first = ensureServerKey(db, 1n)
    expect(bytesToHex(ed.getPublicKey(first.seed))).toBe(bytesToHex(first.publicKey))
    const again = ensureServerKey(db, 2n)
    expect(bytesToHex(again.seed)).toBe(bytesToHex(first.seed))
    db.close()
    const reopened = openDatabase(file)
    try {
      expect(bytesToHex(serverPublicKey(reopened))).toBe(bytesToHex(first.publicKey))
      expect(reopened.prepare('SELECT COUNT(*) AS n FROM server_keys').get()).toEqual({ n: 1 })
    } finally {
      reopened.close()
    }
  })

  it('is not read before it exists', () => {
    const db = openDatabase(join(dir, 'e.db'))
    try {
      expect(() => serverPublicKey(db)).toThrow(RangeError)
    } finally {
      db.close()
    }
  })
})
