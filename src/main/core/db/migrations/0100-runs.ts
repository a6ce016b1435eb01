import type { Migration } from '../../../../node/sqlite/migrate'

/**
 * Runs: several requests of one shared account proposed as one thing — a payroll (many payees in
 * one request per asset, split at 255) or a move to a new set of members (one sweep per asset and
 * per collectible). A run is the wallet's own record, linking its requests, never the service's:
 * `proposed` runs this wallet made, `received` ones another member shared in the account's group,
 * `draft` ones saved with their rows as pasted and nothing created.
 *
 * Per run, its rows (a payroll's payees, each with the output of its request that pays it once
 * proposed) and its requests in order. Public data only: ids, amounts, names as typed, notes.
 * `target_json` is a rotation's new members and threshold and the old account's label; `shared_in`
 * and `file_message_id` the group message that carries (or brought) the run's latest file, and
 * `run_files` every file message of a run already posted or taken in (a run posted again after a
 * further round has several), so a group's run files not opened yet can be told apart.
 * `finished_at` is when a rotation found the old account empty and retired it.
 */
export const runs: Migration = {
  version: 100,
  name: 'runs',
  up(db) {
    db.exec(`
      CREATE TABLE runs (
        account_id TEXT NOT NULL REFERENCES accounts(user_id) ON DELETE CASCADE,
        run_id TEXT NOT NULL CHECK (length(run_id) = 36),
        kind TEXT NOT NULL CHECK (kind IN ('payroll', 'rotation')),
        status TEXT NOT NULL CHECK (status IN ('draft', 'proposed', 'received')),
        name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 128),
        memo TEXT NOT NULL CHECK (length(CAST(memo AS BLOB)) <= 255),
        members_hash TEXT NOT NULL CHECK (length(members_hash) = 64),
        threshold INTEGER NOT NULL CHECK (threshold BETWEEN 1 AND 64),
        members_json TEXT NOT NULL CHECK (json_valid(members_json)),
        proposer TEXT CHECK (proposer IS NULL OR length(proposer) = 36),
        source TEXT CHECK (source IS NULL OR length(source) <= 1048576),
        target_json TEXT CHECK (target_json IS NULL OR json_valid(target_json)),
        shared_in TEXT CHECK (shared_in IS NULL OR length(shared_in) = 36),
        file_message_id TEXT CHECK (file_message_id IS NULL OR length(file_message_id) = 36),
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        finished_at INTEGER,
        PRIMARY KEY (account_id, run_id)
      ) STRICT;
      CREATE INDEX runs_by_update ON runs(account_id, updated_at);

      CREATE TABLE run_requests (
        account_id TEXT NOT NULL,
        run_id TEXT NOT NULL,
        request_id TEXT NOT NULL CHECK (length(request_id) = 36),
        position INTEGER NOT NULL CHECK (position >= 0),
        asset_id TEXT NOT NULL CHECK (length(asset_id) = 36),
        kind TEXT NOT NULL CHECK (kind IN ('pay', 'sweep', 'collectible')),
        inscription_hash TEXT CHECK (inscription_hash IS NULL OR length(inscription_hash) = 64),
        PRIMARY KEY (account_id, run_id, request_id),
        FOREIGN KEY (account_id, run_id) REFERENCES runs(account_id, run_id) ON DELETE CASCADE
      ) STRICT;
      CREATE INDEX run_requests_by_request ON run_requests(account_id, request_id);

      CREATE TABLE run_rows (
        account_id TEXT NOT NULL,
        run_id TEXT NOT NULL,
        row INTEGER NOT NULL CHECK (row >= 1),
        payee TEXT NOT NULL CHECK (length(payee) BETWEEN 1 AND 512),
        payee_json TEXT NOT NULL CHECK (json_valid(payee_json)),
        amount TEXT NOT NULL CHECK (length(amount) BETWEEN 1 AND 40 AND amount NOT GLOB '*[^0-9.]*'),
        asset_id TEXT NOT NULL CHECK (length(asset_id) = 36),
        note TEXT NOT NULL CHECK (length(note) <= 1000),
        request_id TEXT CHECK (request_id IS NULL OR length(request_id) = 36),
        output_index INTEGER CHECK (output_index IS NULL OR output_index BETWEEN 0 AND 255),
        PRIMARY KEY (account_id, run_id, row),
        FOREIGN KEY (account_id, run_id) REFERENCES runs(account_id, run_id) ON DELETE CASCADE
      ) STRICT;

      CREATE TABLE run_files (
        account_id TEXT NOT NULL,
        message_id TEXT NOT NULL CHECK (length(message_id) = 36),
        run_id TEXT NOT NULL,
        PRIMARY KEY (account_id, message_id),
        FOREIGN KEY (account_id, run_id) REFERENCES runs(account_id, run_id) ON DELETE CASCADE
      ) STRICT, WITHOUT ROWID;
    `)
  },
}
