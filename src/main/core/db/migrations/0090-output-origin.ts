import type { Migration } from '../../../../node/sqlite/migrate'

/**
 * Where an output came from, as `GET /safe/outputs` serves it: its senders and their threshold
 * (none for a deposit from outside the network) and its transaction's memo (`extra`, hex), so the
 * ledger export names who paid a shared account and with what memo, offline. Outputs stored before
 * this step have none (NULL) until a sync reads them again; the ledger then names the sender by
 * what else the wallet knows.
 */
export const outputOrigin: Migration = {
  version: 90,
  name: 'output origin',
  up(db) {
    db.exec(`
      ALTER TABLE outputs ADD COLUMN senders_json TEXT CHECK (senders_json IS NULL OR json_valid(senders_json));
      ALTER TABLE outputs ADD COLUMN senders_threshold INTEGER CHECK (senders_threshold IS NULL OR senders_threshold BETWEEN 0 AND 64);
      ALTER TABLE outputs ADD COLUMN extra TEXT CHECK (extra IS NULL OR length(extra) <= 2048);
    `)
  },
}
