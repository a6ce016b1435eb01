/**
 * Migration 0060 keeps every used token and the one-live-request-per-transaction rule, and it does
 * what it is for: tokens issued together, and a request's completion, write few pages. Pages are
 * counted as the WAL frames a commit adds (one per page it changed).
 */
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { migrate } from '../../../../../src/node/sqlite/migrate'
import { migrations } from '../../../../../src/sequencer/db/migrations'
import { openDatabase } from '../../../../../src/sequencer/db/open'
import type { Db } from '../../../../../src/node/sqlite/open'
import { recordTokenUse } from '../../../../../src/sequencer/db/token-use'
import { insertRequest, setRequestState } from '../../../../../src/sequencer/ledger/requests-store'

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'cosigner-0060-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

/** Frames the WAL holds after emptying it, running `write`, and committing. */
function framesWritten(db: Db, write: () => void): number {
  db.pragma('wal_checkpoint(TRUNCATE)')
  db.transaction(write)()
  const [result] = db.pragma('wal_checkpoint(PASSIVE)') as { log: number }[]
  return result!.log
}

const hash = () => randomUUID().replaceAll('-', '').repeat(2)

function newRequest(db: Db, transactionHash: string): string {
  const requestId = randomUUID()
  insertRequest(
    db,
    {
      requestId,
      transactionHash,
      creatorId: randomUUID(),
      assetId: randomUUID(),
      kernelAssetId: hash(),
      amount: 1n,
      senders: [randomUUID()],
      sendersHash: hash(),
      sendersThreshold: 1,
      receivers: [],
      extra: '',
      raw: new Uint8Array(200),
      inscriptionHash: null,
      createdAtNs: 1n,
    },
    [],
  )
  return requestId
}

describe('migration 0060', () => {
  it('keeps the tokens used before it: a replay is still refused, a new token is not', () => {
    const file = join(dir, 'old.db')
    const old = new Database(file)
    migrate(
      old,
      migrations.filter((m) => m.version < 60),
    )
    const exp = 2_000_000_000
    old.prepare('INSERT INTO used_tokens (jti, expires_at) VALUES (?, ?)').run('used-before', exp)
    old.close()

    const db = openDatabase(file)
    try {
      expect(recordTokenUse(db, 'used-before', exp)).toBe(false)
      expect(recordTokenUse(db, 'not-used', exp)).toBe(true)
      expect(recordTokenUse(db, 'not-used', exp)).toBe(false)
      expect(db.prepare('SELECT COUNT(*) AS n FROM used_tokens').get()).toEqual({ n: 2 })
    } finally {
      db.close()
    }
  })

  it('writes the tokens of one moment on a few pages, not a page each', () => {
    const db = openDatabase(join(dir, 'tokens.db'))
    try {
      const earlier = 2_000_000_000
      db.transaction(() => {
        for (let i = 0; i < 5000; i++) recordTokenUse(db, randomUUID(), earlier + (i % 50))
      })()
      const frames = framesWritten(db, () => {
        for (let i = 0; i < 40; i++) recordTokenUse(db, randomUUID(), earlier + 3600)
      })
      // The last leaf, its new sibling and their parents, and the header. Keyed by the random jti
      // (and indexed by expiry), the same tokens wrote 43 pages.
      expect(frames).toBeLessThanOrEqual(8)
    } finally {
      db.close()
    }
  })

  it('lets a completion leave the live-hash index alone; an unlock still frees the transaction', () => {
    const db = openDatabase(join(dir, 'requests.db'))
    try {
      for (let i = 0; i < 500; i++) newRequest(db, hash())
      const transactionHash = hash()
      const completed = newRequest(db, transactionHash)
      // The request row, and the entry that queues it for the Kernel's finality (migration 0130).
      expect(framesWritten(db, () => setRequestState(db, completed, 'signed', 2n))).toBe(2)
      expect(() => newRequest(db, transactionHash)).toThrow(/UNIQUE/)

      const unlocked = newRequest(db, hash())
      const { transaction_hash: unlockedHash } = db
        .prepare('SELECT transaction_hash FROM multisig_requests WHERE request_id = ?')
        .get(unlocked) as {
        transaction_hash: string
      }
      setRequestState(db, unlocked, 'unlocked', 3n, randomUUID())
      expect(() => newRequest(db, unlockedHash)).not.toThrow()
      expect(() => newRequest(db, unlockedHash)).toThrow(/UNIQUE/)
      expect(
        db
          .prepare(
            'SELECT state, revoked_by IS NULL AS live FROM multisig_requests WHERE request_id = ?',
          )
          .get(completed),
      ).toEqual({ state: 'signed', live: 1 })
    } finally {
      db.close()
    }
  })
})
