import type { Migration } from '../../../node/sqlite/migrate'

/**
 * What the hourly quotas (../../limits.ts) count, and what expires unused:
 * - ghost-key sets remember who was issued them (`issued_to`) and when a multisig request first
 *   used them (`used_at`); a set nobody used is deleted after a day. Sets issued before this
 *   migration count as used: whether a pending request holds one is not known here;
 * - attachments are counted by their creator.
 */
export const quotas: Migration = {
  version: 100,
  name: 'quotas',
  up(db) {
    db.exec(`
      ALTER TABLE ghost_keys ADD COLUMN issued_to TEXT NOT NULL DEFAULT '';
      ALTER TABLE ghost_keys ADD COLUMN used_at INTEGER;
      UPDATE ghost_keys SET used_at = created_at;
      CREATE INDEX ghost_keys_by_issuer ON ghost_keys(issued_to, created_at);
      CREATE INDEX ghost_keys_unused ON ghost_keys(created_at) WHERE used_at IS NULL;

      CREATE INDEX attachments_by_creator ON attachments(creator_id, created_at);
    `)
  },
}
