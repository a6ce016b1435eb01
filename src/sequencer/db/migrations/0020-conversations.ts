import type { Migration } from '../../../node/sqlite/migrate'

/**
 * Conversations, their members and each member's mute, and the messages they carry with one
 * delivery row per recipient. Times are nanoseconds since the epoch, like every table here.
 */
export const conversations: Migration = {
  version: 20,
  name: 'conversations',
  up(db) {
    db.exec(`
      CREATE TABLE conversations (
        conversation_id TEXT PRIMARY KEY,
        category TEXT NOT NULL CHECK (category IN ('CONTACT', 'GROUP')),
        creator_id TEXT NOT NULL REFERENCES users(user_id),
        name TEXT NOT NULL DEFAULT '',
        icon_url TEXT NOT NULL DEFAULT '',
        announcement TEXT NOT NULL DEFAULT '',
        -- The current invitation code (a row of codes); NULL for contacts and for a group nobody is left in.
        code_id TEXT,
        expire_in INTEGER NOT NULL DEFAULT 0 CHECK (expire_in >= 0),
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      ) STRICT;

      -- created_at is when the member joined; it orders the hand-over when an owner leaves.
      CREATE TABLE participants (
        conversation_id TEXT NOT NULL REFERENCES conversations(conversation_id) ON DELETE CASCADE,
        user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
        role TEXT NOT NULL DEFAULT '' CHECK (role IN ('OWNER', 'ADMIN', '')),
        created_at INTEGER NOT NULL,
        PRIMARY KEY (conversation_id, user_id)
      ) STRICT;
      CREATE INDEX participants_by_user ON participants(user_id);
      CREATE UNIQUE INDEX participants_one_owner ON participants(conversation_id) WHERE role = 'OWNER';

      -- Each user's own mute; kept apart from membership so it survives leaving and rejoining.
      CREATE TABLE conversation_mutes (
        conversation_id TEXT NOT NULL REFERENCES conversations(conversation_id) ON DELETE CASCADE,
        user_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
        mute_until INTEGER NOT NULL,
        PRIMARY KEY (conversation_id, user_id)
      ) STRICT, WITHOUT ROWID;

      -- seq orders delivery; data holds the payload bytes (delivery base64-encodes them).
      CREATE TABLE messages (
        seq INTEGER PRIMARY KEY,
        message_id TEXT NOT NULL UNIQUE,
        conversation_id TEXT NOT NULL REFERENCES conversations(conversation_id) ON DELETE CASCADE,
        user_id TEXT NOT NULL,
        session_id TEXT,
        category TEXT NOT NULL,
        data BLOB NOT NULL,
        created_at INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX messages_by_conversation ON messages(conversation_id, seq);

      -- One receipt per recipient user: SENT means stored and not yet delivered.
      CREATE TABLE message_recipients (
        message_id TEXT NOT NULL REFERENCES messages(message_id) ON DELETE CASCADE,
        user_id TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'SENT' CHECK (status IN ('SENT', 'DELIVERED', 'READ')),
        updated_at INTEGER NOT NULL,
        PRIMARY KEY (message_id, user_id)
      ) STRICT, WITHOUT ROWID;
      CREATE INDEX message_recipients_by_status ON message_recipients(user_id, status);
    `)
  },
}
