import type { Migration } from '../../../../node/sqlite/migrate'

/**
 * Shared accounts the wallet is told about. The public API lists outputs only per members and
 * threshold, so the wallet can no longer find a shared account by listing everything: the user adds
 * one (`followed`), or the wallet meets one in a request or a link and offers it (`offered`).
 * Accounts found before this step came from the outputs the service listed; they stay followed.
 *
 * Per shared account: when its outputs were last read, and how far its history (every output in
 * `sequence` order) has been read, since a long-lived account's history is read a bounded number of
 * pages at a time. Outputs keep their one-time keys, so a request's inputs can be checked against
 * what the account synced without asking the service again.
 */
export const followedAccounts: Migration = {
  version: 80,
  name: 'followed accounts',
  up(db) {
    db.exec(`
      ALTER TABLE shared_accounts ADD COLUMN status TEXT NOT NULL DEFAULT 'followed' CHECK (status IN ('followed', 'offered'));
      ALTER TABLE shared_accounts ADD COLUMN synced_at INTEGER;
      ALTER TABLE shared_accounts ADD COLUMN history_cursor INTEGER NOT NULL DEFAULT 0 CHECK (history_cursor >= 0);
      ALTER TABLE outputs ADD COLUMN keys_json TEXT CHECK (keys_json IS NULL OR json_valid(keys_json));
    `)
  },
}
