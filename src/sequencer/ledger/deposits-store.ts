/**
 * The faucet's deposit transactions as stored (migration 0080); their outputs are in `outputs`.
 * Callers run these inside their own transactions.
 */
import type { Db } from '../../node/sqlite/open'
import { sql, sqlBig } from '../../node/sqlite/statements'

export interface DepositRecord {
  readonly transactionHash: string
  readonly depositId: string
  /** The unsigned v5 encoding; its BLAKE3 is `transactionHash`. */
  readonly raw: Uint8Array
  readonly createdAtNs: bigint
}

interface DepositRow {
  transaction_hash: string
  deposit_id: string
  raw: Buffer
  created_at: bigint
}

export function insertDeposit(db: Db, d: DepositRecord): void {
  sql(db, 'INSERT INTO deposits (transaction_hash, deposit_id, raw, created_at) VALUES (?, ?, ?, ?)').run(
    d.transactionHash,
    d.depositId,
    d.raw,
    d.createdAtNs,
  )
}

/** A deposit by its transaction hash (64 hex) or its deposit id (a UUID), or undefined. */
export function findDeposit(db: Db, idOrHash: string): DepositRecord | undefined {
  const column = idOrHash.length === 64 ? 'transaction_hash' : 'deposit_id'
  const row = sqlBig<[string], DepositRow>(db, `SELECT transaction_hash, deposit_id, raw, created_at FROM deposits WHERE ${column} = ?`).get(idOrHash)
  return (
    row && {
      transactionHash: row.transaction_hash,
      depositId: row.deposit_id,
      raw: new Uint8Array(row.raw),
      createdAtNs: row.created_at,
    }
  )
}
