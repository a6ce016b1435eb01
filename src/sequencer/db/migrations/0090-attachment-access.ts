import type { Migration } from '../../../node/sqlite/migrate'

/**
 * Who may read an attachment: its uploader, and the participants of every conversation an
 * attachment message naming it was sent in, one row per such conversation (kept when the message
 * itself is swept). Messages already stored are read for the attachments they name.
 */
export const attachmentAccess: Migration = {
  version: 90,
  name: 'attachment access',
  up(db) {
    db.exec(`
      CREATE TABLE attachment_conversations (
        attachment_id TEXT NOT NULL REFERENCES attachments(attachment_id) ON DELETE CASCADE,
        conversation_id TEXT NOT NULL,
        PRIMARY KEY (attachment_id, conversation_id)
      ) STRICT, WITHOUT ROWID;

      INSERT OR IGNORE INTO attachment_conversations (attachment_id, conversation_id)
        SELECT a.attachment_id, m.conversation_id
        FROM messages m JOIN attachments a ON a.attachment_id = lower(json_extract(CAST(m.data AS TEXT), '$.attachment_id'))
        WHERE m.category IN ('PLAIN_IMAGE', 'PLAIN_AUDIO', 'PLAIN_VIDEO', 'PLAIN_DATA') AND json_valid(CAST(m.data AS TEXT));
    `)
  },
}
