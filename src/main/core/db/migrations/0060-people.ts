import type { Migration } from '../../../../node/sqlite/migrate'

/**
 * People: the users cache (each user as the service shows them: name, identity number, avatar
 * address, and the avatar itself once fetched and checked) and the contacts of each account (every
 * user it met: group members, request senders, receivers and signers, payment recipients, users
 * behind codes and links). Users are public data, one row per user whichever account met them;
 * a contact without a users row yet is a user met but not fetched.
 *
 * `search_name` is the name folded for searching (lower case, accents dropped), computed by the
 * store, since SQLite's own lower() folds ASCII only.
 */
export const people: Migration = {
  version: 60,
  name: 'people',
  up(db) {
    db.exec(`
      CREATE TABLE users (
        user_id TEXT PRIMARY KEY CHECK (length(user_id) = 36),
        full_name TEXT NOT NULL CHECK (length(full_name) <= 256),
        search_name TEXT NOT NULL,
        identity_number TEXT NOT NULL CHECK (length(identity_number) BETWEEN 1 AND 19 AND identity_number NOT GLOB '*[^0-9]*'),
        avatar_url TEXT NOT NULL CHECK (length(avatar_url) <= 2048),
        -- The avatar as fetched and checked; NULL until then, or when it was refused.
        avatar_type TEXT CHECK (avatar_type IS NULL OR avatar_type IN ('image/png', 'image/jpeg', 'image/webp', 'image/svg+xml')),
        avatar BLOB,
        avatar_checked_at INTEGER,
        fetched_at INTEGER NOT NULL
      ) STRICT;

      CREATE TABLE contacts (
        account_id TEXT NOT NULL REFERENCES accounts(user_id) ON DELETE CASCADE,
        user_id TEXT NOT NULL CHECK (length(user_id) = 36),
        met_at INTEGER NOT NULL,
        PRIMARY KEY (account_id, user_id)
      ) STRICT, WITHOUT ROWID;
    `)
  },
}
