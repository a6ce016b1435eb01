import type { Migration } from '../../../../node/sqlite/migrate'

/**
 * Messages: what each account's message socket delivered (and what it sent), one row per message
 * and account, its body already read into the bridge's `MessageBody` (JSON). `seq` is the row's
 * arrival order (AUTOINCREMENT, so a deleted message's number is never reused and a window's
 * `after_seq` stays right). `read_at` and `expires_at` are ms; a NULL `expires_at` never expires.
 * No foreign key to conversations: a message may arrive before its group is cached.
 *
 * `message_marks` keeps per conversation what the user has not dismissed yet (the announcement as
 * it last changed, until `groups.dismissAnnouncement`), and the group's name, announcement and
 * invitation link as of the last UPDATE the core handled, which the next one is compared with (the
 * cached group is no base: any re-read in between may already hold the change).
 */
export const messages: Migration = {
  version: 70,
  name: 'messages',
  up(db) {
    db.exec(`
      CREATE TABLE messages (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        account_id TEXT NOT NULL REFERENCES accounts(user_id) ON DELETE CASCADE,
        conversation_id TEXT NOT NULL CHECK (length(conversation_id) = 36),
        message_id TEXT NOT NULL CHECK (length(message_id) = 36),
        user_id TEXT NOT NULL CHECK (length(user_id) = 36),
        mine INTEGER NOT NULL CHECK (mine IN (0, 1)),
        category TEXT NOT NULL CHECK (length(category) BETWEEN 1 AND 64),
        body TEXT NOT NULL CHECK (json_valid(body)),
        quote_message_id TEXT CHECK (quote_message_id IS NULL OR length(quote_message_id) = 36),
        created_at TEXT NOT NULL,
        arrived_at INTEGER NOT NULL,
        read_at INTEGER,
        expires_at INTEGER,
        UNIQUE (account_id, message_id)
      ) STRICT;
      CREATE INDEX messages_by_conversation ON messages(account_id, conversation_id, seq);
      CREATE INDEX messages_unread ON messages(account_id, conversation_id) WHERE read_at IS NULL;
      CREATE INDEX messages_expiring ON messages(expires_at) WHERE expires_at IS NOT NULL;

      CREATE TABLE message_marks (
        account_id TEXT NOT NULL REFERENCES accounts(user_id) ON DELETE CASCADE,
        conversation_id TEXT NOT NULL CHECK (length(conversation_id) = 36),
        pending_announcement TEXT CHECK (pending_announcement IS NULL OR length(pending_announcement) <= 1024),
        -- {name, announcement, code_url} as JSON; NULL before the first UPDATE.
        last_update TEXT CHECK (last_update IS NULL OR json_valid(last_update)),
        PRIMARY KEY (account_id, conversation_id)
      ) STRICT, WITHOUT ROWID;
    `)
  },
}
