import type { Migration } from '../../../../node/sqlite/migrate'

/**
 * What the wallet did on the user's behalf: every sign, unlock, registration and group change,
 * with its outcome. Append-only: rows can be pruned, never rewritten. No foreign key to accounts,
 * so the trail outlives an account's removal.
 */
export const auditLog: Migration = {
  version: 40,
  name: 'audit log',
  up(db) {
    db.exec(`
      CREATE TABLE audit_log (
        id INTEGER PRIMARY KEY,
        at INTEGER NOT NULL,
        actor TEXT NOT NULL CHECK (length(actor) BETWEEN 1 AND 64),
        action TEXT NOT NULL CHECK (length(action) BETWEEN 1 AND 64),
        subject TEXT NOT NULL DEFAULT '',
        transaction_hash TEXT CHECK (transaction_hash IS NULL OR (length(transaction_hash) = 64 AND transaction_hash NOT GLOB '*[^0-9a-f]*')),
        result TEXT NOT NULL CHECK (result IN ('ok', 'failed', 'refused')),
        detail TEXT NOT NULL DEFAULT ''
      ) STRICT;
      CREATE INDEX audit_log_by_action ON audit_log(action, at);
      CREATE INDEX audit_log_by_time ON audit_log(at);
      CREATE TRIGGER audit_log_append_only BEFORE UPDATE ON audit_log
      BEGIN
        SELECT RAISE(ABORT, 'the audit log is append-only');
      END;
    `)
  },
}
