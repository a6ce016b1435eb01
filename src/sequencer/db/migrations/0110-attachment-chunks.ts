import type { Migration } from '../../../node/sqlite/migrate'

/**
 * An attachment's bytes move from one row to chunks of at most 256 KiB (../../attachments/store).
 * SQLite writes and reads a row whole, and a 10 MiB row held the event loop for a tenth of a second
 * or more each way; chunks are written and served one turn of the loop at a time. Bytes uploaded
 * before stay one chunk (n = 0) and are served as before.
 */
export const attachmentChunks: Migration = {
  version: 110,
  name: 'attachment-chunks',
  up(db) {
    db.exec(`
      CREATE TABLE attachment_chunks (
        attachment_id TEXT NOT NULL REFERENCES attachments(attachment_id) ON DELETE CASCADE,
        n INTEGER NOT NULL CHECK (n >= 0),
        bytes BLOB NOT NULL,
        UNIQUE (attachment_id, n)
      ) STRICT;
      INSERT INTO attachment_chunks (attachment_id, n, bytes) SELECT attachment_id, 0, bytes FROM attachment_blobs;
      DROP TABLE attachment_blobs;
    `)
  },
}
