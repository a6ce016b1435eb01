import type { Migration } from '../../../node/sqlite/migrate'

/**
 * The faucet's deposits as Kernel transactions, so any of them can be read and proven by hash like
 * every other transaction of the ledger: `raw` is the unsigned v5 encoding (one deposit input, the
 * one output of the ledger's `outputs` at index 0) whose BLAKE3 is `transaction_hash`.
 * `deposit_id` is the deposit's own id, which its transaction names as the source chain's
 * transaction. Deposits made before this step have no row (their hashes were not of a transaction).
 */
export const deposits: Migration = {
  version: 80,
  name: 'deposits',
  up(db) {
    db.exec(`
      CREATE TABLE deposits (
        transaction_hash TEXT PRIMARY KEY CHECK (length(transaction_hash) = 64),
        deposit_id TEXT NOT NULL UNIQUE,
        raw BLOB NOT NULL,
        created_at INTEGER NOT NULL
      ) STRICT;
    `)
  },
}
