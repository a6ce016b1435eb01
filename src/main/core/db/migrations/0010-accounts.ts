import type { Migration } from '../../../../node/sqlite/migrate'

/**
 * Accounts (public parts only: the seeds live in the keychain) and key/value settings.
 * Times are milliseconds since the epoch.
 */
export const accounts: Migration = {
  version: 10,
  name: 'accounts',
  up(db) {
    db.exec(`
      CREATE TABLE accounts (
        user_id TEXT PRIMARY KEY CHECK (length(user_id) = 36),
        session_id TEXT NOT NULL CHECK (length(session_id) = 36),
        server_public_key TEXT NOT NULL CHECK (length(server_public_key) = 64 AND server_public_key NOT GLOB '*[^0-9a-f]*'),
        session_public_key TEXT NOT NULL CHECK (length(session_public_key) = 64 AND session_public_key NOT GLOB '*[^0-9a-f]*'),
        spend_public_key TEXT CHECK (spend_public_key IS NULL OR (length(spend_public_key) = 64 AND spend_public_key NOT GLOB '*[^0-9a-f]*')),
        tip_public_key TEXT CHECK (tip_public_key IS NULL OR (length(tip_public_key) = 64 AND tip_public_key NOT GLOB '*[^0-9a-f]*')),
        label TEXT NOT NULL DEFAULT '',
        registered_at INTEGER,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      ) STRICT;

      CREATE TABLE settings (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL,
        updated_at INTEGER NOT NULL
      ) STRICT, WITHOUT ROWID;
    `)
  },
}
