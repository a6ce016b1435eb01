import type { Migration } from '../../../../node/sqlite/migrate'

/**
 * Conversations and their participants as one account sees them (mute and roles are per viewer,
 * so every row is keyed by the account). Server times stay RFC 3339 text, as received.
 */
export const conversations: Migration = {
  version: 20,
  name: 'conversations',
  up(db) {
    db.exec(`
      CREATE TABLE conversations (
        account_id TEXT NOT NULL REFERENCES accounts(user_id) ON DELETE CASCADE,
        conversation_id TEXT NOT NULL CHECK (length(conversation_id) = 36),
        category TEXT NOT NULL CHECK (category IN ('CONTACT', 'GROUP')),
        name TEXT NOT NULL DEFAULT '',
        announcement TEXT NOT NULL DEFAULT '',
        creator_id TEXT NOT NULL,
        code_url TEXT NOT NULL DEFAULT '',
        mute_until TEXT NOT NULL DEFAULT '',
        expire_in INTEGER NOT NULL DEFAULT 0 CHECK (expire_in >= 0),
        created_at TEXT NOT NULL DEFAULT '',
        synced_at INTEGER NOT NULL,
        PRIMARY KEY (account_id, conversation_id)
      ) STRICT;

      CREATE TABLE participants (
        account_id TEXT NOT NULL,
        conversation_id TEXT NOT NULL,
        user_id TEXT NOT NULL CHECK (length(user_id) = 36),
        role TEXT NOT NULL DEFAULT '' CHECK (role IN ('OWNER', 'ADMIN', '')),
        created_at TEXT NOT NULL DEFAULT '',
        PRIMARY KEY (account_id, conversation_id, user_id),
        FOREIGN KEY (account_id, conversation_id) REFERENCES conversations(account_id, conversation_id) ON DELETE CASCADE
      ) STRICT, WITHOUT ROWID;
      -- "which groups is this user in" for the member pickers
      CREATE INDEX participants_by_user ON participants(account_id, user_id);
    `)
  },
}
