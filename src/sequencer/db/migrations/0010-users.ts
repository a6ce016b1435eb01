import type { Migration } from '../../../node/sqlite/migrate'

/**
 * Users and their sessions, the server's PIN key, lookup codes, and replay guards.
 * Instants are INTEGER nanoseconds since the Unix epoch (read them with `safeIntegers`), except
 * `used_tokens.expires_at`, which is the token's own `exp` in seconds.
 */
export const users: Migration = {
  version: 10,
  name: 'users',
  up(db) {
    db.exec(`
      CREATE TABLE server_keys (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        private_seed BLOB NOT NULL CHECK (length(private_seed) = 32),
        public_key BLOB NOT NULL CHECK (length(public_key) = 32),
        created_at INTEGER NOT NULL
      ) STRICT;

      -- spend_public_key (B) and the view pair (a, A) are set together on registration; the
      -- ledger derives ghost keys from them. pin_iterator is a uint64 in decimal (it can exceed
      -- SQLite's signed range) and only ever grows.
      CREATE TABLE users (
        user_id TEXT PRIMARY KEY,
        identity_number INTEGER NOT NULL UNIQUE,
        full_name TEXT NOT NULL,
        biography TEXT NOT NULL DEFAULT '',
        avatar_url TEXT NOT NULL DEFAULT '',
        is_bot INTEGER NOT NULL DEFAULT 0 CHECK (is_bot IN (0, 1)),
        code_id TEXT NOT NULL UNIQUE,
        spend_public_key BLOB CHECK (spend_public_key IS NULL OR length(spend_public_key) = 32),
        view_private_key BLOB CHECK (view_private_key IS NULL OR length(view_private_key) = 32),
        view_public_key BLOB CHECK (view_public_key IS NULL OR length(view_public_key) = 32),
        pin_iterator TEXT NOT NULL DEFAULT '0',
        tip_counter INTEGER NOT NULL DEFAULT 0,
        registered_at INTEGER,
        created_at INTEGER NOT NULL,
        CHECK ((spend_public_key IS NULL) = (view_public_key IS NULL)
           AND (view_public_key IS NULL) = (view_private_key IS NULL)
           AND (view_public_key IS NULL) = (registered_at IS NULL))
      ) STRICT;

      CREATE TABLE sessions (
        session_id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
        public_key BLOB NOT NULL CHECK (length(public_key) = 32),
        created_at INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX sessions_by_user ON sessions(user_id);

      -- A code id names one object; kind says which table target_id points into.
      CREATE TABLE codes (
        code_id TEXT PRIMARY KEY,
        kind TEXT NOT NULL CHECK (kind IN ('user', 'conversation', 'payment', 'multisig_request', 'non_fungible_request')),
        target_id TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        revoked_at INTEGER
      ) STRICT;
      CREATE INDEX codes_by_target ON codes(kind, target_id);

      -- Token ids seen within their lifetime, so a captured token cannot be replayed.
      CREATE TABLE used_tokens (
        jti TEXT PRIMARY KEY,
        expires_at INTEGER NOT NULL
      ) STRICT, WITHOUT ROWID;
      CREATE INDEX used_tokens_by_expiry ON used_tokens(expires_at);
    `)
  },
}
