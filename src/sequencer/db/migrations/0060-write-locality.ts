import type { Migration } from '../../../node/sqlite/migrate'

/**
 * Fewer pages written per co-signature (each a WAL frame the serving thread writes and the
 * checkpointer copies back):
 * - `used_tokens` is kept in expiry order. A token's `exp` comes with its `jti` in every
 *   presentation of the same token, so a replay is found by the pair, and tokens issued together
 *   land on the same last pages instead of one random page each (a random UUID key); the sweep of
 *   expired tokens becomes a range at the front, so the index on the expiry is no longer needed.
 * - The live-hash index of multisig requests depends on `revoked_by` instead of `state`: the two
 *   agree (an unlocked request, and only one, names who revoked it; see the CHECK of 0030), and a
 *   completion, which sets `state`, then leaves the index alone. SQLite rewrites a partial index's
 *   entry whenever a column of its condition is set, whatever the value.
 */
export const writeLocality: Migration = {
  version: 60,
  name: 'write locality',
  up(db) {
    db.exec(`
      CREATE TABLE used_tokens_next (
        expires_at INTEGER NOT NULL,
        jti TEXT NOT NULL,
        PRIMARY KEY (expires_at, jti)
      ) STRICT, WITHOUT ROWID;
      INSERT INTO used_tokens_next (expires_at, jti) SELECT expires_at, jti FROM used_tokens;
      DROP TABLE used_tokens;
      ALTER TABLE used_tokens_next RENAME TO used_tokens;

      DROP INDEX multisig_requests_live_hash;
      CREATE UNIQUE INDEX multisig_requests_live_hash ON multisig_requests(transaction_hash) WHERE revoked_by IS NULL;
    `)
  },
}
