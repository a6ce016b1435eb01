/**
 * Previous transactions whose raw was fetched by hash and hashed to it (migration 50). A
 * transaction never changes once it exists, so a proof is fetched once and read offline after.
 * Storing checks the hash again: nothing unproven gets in.
 * @module
 */

import type { Database } from 'better-sqlite3'
import { Hash } from '../../../shared/api/common'
import { rawTransactionHash, toHex } from '../../../shared/kernel'
import { guard } from './errors'
import { parseArg } from './validate'

export interface ProvenTransactionsStore {
  /**
   * Keeps a raw under its hash.
   * @throws TypeError when the raw does not hash to `transactionHash` (or does not decode)
   */
  put(transactionHash: string, raw: Uint8Array): void
  get(transactionHash: string): Uint8Array | undefined
  /** Those of `hashes` that are kept, by hash. */
  getMany(hashes: readonly string[]): Map<string, Uint8Array>
}

export function provenTransactionsStore(db: Database, now: () => number): ProvenTransactionsStore {
  const put = db.prepare(
    'INSERT OR IGNORE INTO proven_transactions (transaction_hash, raw, fetched_at) VALUES (?, ?, ?)',
  )
  const get = db
    .prepare<[string], Buffer>('SELECT raw FROM proven_transactions WHERE transaction_hash = ?')
    .pluck()
  const getMany = db.prepare<[string], { transaction_hash: string; raw: Buffer }>(
    'SELECT transaction_hash, raw FROM proven_transactions WHERE transaction_hash IN (SELECT value FROM json_each(?))',
  )
  const bytes = (b: Buffer) => new Uint8Array(b.buffer, b.byteOffset, b.byteLength)

  return {
    put(transactionHash, raw) {
      const hash = parseArg(Hash, transactionHash, 'transactionHash')
      let actual: string
      try {
        actual = toHex(rawTransactionHash(raw))
      } catch {
        throw new TypeError('"raw" is not a canonical transaction')
      }
      if (actual !== hash) throw new TypeError(`"raw" hashes to ${actual}, not ${hash}`)
      guard(() => put.run(hash, Buffer.from(raw), now()))
    },
    get(transactionHash) {
      const row = guard(() => get.get(parseArg(Hash, transactionHash, 'transactionHash')))
      return row && bytes(row)
    },
    getMany(hashes) {
      if (!Array.isArray(hashes)) throw new TypeError('"hashes" expected an array')
      hashes.forEach((h, i) => parseArg(Hash, h, `hashes.${i}`))
      if (hashes.length === 0) return new Map()
      return new Map(
        guard(() => getMany.all(JSON.stringify([...new Set(hashes)]))).map((r) => [
          r.transaction_hash,
          bytes(r.raw),
        ]),
      )
    },
  }
}
