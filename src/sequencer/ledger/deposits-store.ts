/**
 * The faucet's deposit transactions as stored (migration 0080); their outputs are in `outputs`.
 * Callers run these inside their own transactions.
 */
import type { Db } from '../../node/sqlite/open'
import { sql } from '../../node/sqlite/statements'

export interface DepositRecord {
  readonly transactionHash: string
  readonly depositId: string
  /** The unsigned v5 encoding; its BLAKE3 is `transactionHash`. */
  readonly raw: Uint8Array
  readonly createdAtNs: bigint
}

export function insertDeposit(db: Db, d: DepositRecord): void {
  sql(
    db,
    'INSERT INTO deposits (transaction_hash, deposit_id, raw, created_at) VALUES (?, ?, ?, ?)',
  ).run(d.transactionHash, d.depositId, d.raw, d.createdAtNs)
}
