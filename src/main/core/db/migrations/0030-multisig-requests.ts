import type { Migration } from '../../../../node/sqlite/migrate'

/**
 * Multisig requests one account takes part in: the request as served (JSON), what the wallet
 * decoded from its raw transaction (JSON, null until decoded), the queue state, the account's
 * role, and when it was last fetched. The queue index serves "state X, newest first".
 */
export const multisigRequests: Migration = {
  version: 30,
  name: 'multisig requests',
  up(db) {
    db.exec(`
      CREATE TABLE multisig_requests (
        account_id TEXT NOT NULL REFERENCES accounts(user_id) ON DELETE CASCADE,
        request_id TEXT NOT NULL CHECK (length(request_id) = 36),
        transaction_hash TEXT NOT NULL CHECK (length(transaction_hash) = 64 AND transaction_hash NOT GLOB '*[^0-9a-f]*'),
        state TEXT NOT NULL CHECK (length(state) BETWEEN 1 AND 32),
        my_role TEXT NOT NULL CHECK (my_role IN ('signer', 'receiver', 'observer')),
        record_json TEXT NOT NULL CHECK (json_valid(record_json)),
        summary_json TEXT CHECK (summary_json IS NULL OR json_valid(summary_json)),
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        synced_at INTEGER NOT NULL,
        PRIMARY KEY (account_id, request_id)
      ) STRICT;
      CREATE INDEX multisig_requests_queue ON multisig_requests(account_id, state, updated_at);
      CREATE INDEX multisig_requests_by_hash ON multisig_requests(transaction_hash);
    `)
  },
}
