import type { Migration } from '../../../node/sqlite/migrate'

/**
 * Messages sent by clients (beyond part 1's system messages), their per-recipient expiry, and
 * attachments.
 *
 * - messages gain the envelope fields clients send, and `expire_in`, the conversation's
 *   disappearing setting when the message was sent (0 = keeps).
 * - message_recipients gain `expire_at`: when this recipient's copy of a disappearing message goes
 *   (sent + 24 h + D until read, then read + D); NULL for messages that do not disappear.
 * - attachments hold the metadata and the capability tokens of the upload and view URLs; the bytes
 *   live in attachment_blobs (a rowid table: SQLite keeps large rows poorly WITHOUT ROWID), so
 *   reading the metadata never pages through them. The bytes stay in the one database file, in
 *   the same transactions as everything else, and WAL takes them like any other write.
 */
export const messages: Migration = {
  version: 40,
  name: 'messages',
  up(db) {
    db.exec(`
      ALTER TABLE messages ADD COLUMN representative_id TEXT NOT NULL DEFAULT '';
      ALTER TABLE messages ADD COLUMN quote_message_id TEXT NOT NULL DEFAULT '';
      ALTER TABLE messages ADD COLUMN silent INTEGER NOT NULL DEFAULT 0 CHECK (silent IN (0, 1));
      ALTER TABLE messages ADD COLUMN expire_in INTEGER NOT NULL DEFAULT 0 CHECK (expire_in >= 0);
      -- The sweep: messages that keep go after the retention period; disappearing ones once no
      -- recipient holds them any more.
      CREATE INDEX messages_keeping_by_age ON messages(created_at) WHERE expire_in = 0;
      CREATE INDEX messages_disappearing ON messages(seq) WHERE expire_in > 0;

      ALTER TABLE message_recipients ADD COLUMN expire_at INTEGER;
      CREATE INDEX message_recipients_by_expiry ON message_recipients(expire_at) WHERE expire_at IS NOT NULL;
      -- Pending receipts: their updated_at is when the message was sent.
      CREATE INDEX message_recipients_pending ON message_recipients(updated_at) WHERE status = 'SENT';

      CREATE TABLE attachments (
        attachment_id TEXT PRIMARY KEY,
        creator_id TEXT NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
        upload_token TEXT NOT NULL,
        view_token TEXT NOT NULL,
        -- NULL until the bytes are uploaded.
        size INTEGER CHECK (size IS NULL OR size >= 0),
        uploaded_at INTEGER,
        created_at INTEGER NOT NULL,
        CHECK ((size IS NULL) = (uploaded_at IS NULL))
      ) STRICT;
      CREATE INDEX attachments_not_uploaded ON attachments(created_at) WHERE uploaded_at IS NULL;

      CREATE TABLE attachment_blobs (
        attachment_id TEXT NOT NULL UNIQUE REFERENCES attachments(attachment_id) ON DELETE CASCADE,
        bytes BLOB NOT NULL
      ) STRICT;
    `)
  },
}
