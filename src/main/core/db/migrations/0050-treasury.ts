import type { Migration } from '../../../../node/sqlite/migrate'

/**
 * The treasury: the outputs of every shared account (members + threshold) an account of this
 * wallet belongs to, as `GET /safe/outputs` lists them; the shared accounts found in them, each
 * with a local label; their balances per asset, recomputed whenever outputs are written; the asset
 * registry's descriptions and icons; and the previous transactions whose raw was fetched and hashed
 * to prove what a request's inputs spend.
 *
 * Amounts are decimal text as served (at most 8 decimals) and are added up as bigint in code: an
 * asset's supply can pass what a 64-bit integer holds in 10^-8 units. Times are ms since the epoch.
 */
export const treasury: Migration = {
  version: 50,
  name: 'treasury',
  up(db) {
    db.exec(`
      CREATE TABLE outputs (
        account_id TEXT NOT NULL REFERENCES accounts(user_id) ON DELETE CASCADE,
        output_id TEXT NOT NULL CHECK (length(output_id) = 36),
        sequence INTEGER NOT NULL CHECK (sequence >= 0),
        transaction_hash TEXT NOT NULL CHECK (length(transaction_hash) = 64 AND transaction_hash NOT GLOB '*[^0-9a-f]*'),
        output_index INTEGER NOT NULL CHECK (output_index BETWEEN 0 AND 1024),
        asset_id TEXT NOT NULL CHECK (length(asset_id) = 36),
        amount TEXT NOT NULL CHECK (length(amount) BETWEEN 1 AND 64 AND amount NOT GLOB '*[^0-9.]*'),
        members_hash TEXT NOT NULL CHECK (length(members_hash) = 64),
        threshold INTEGER NOT NULL CHECK (threshold BETWEEN 1 AND 64),
        state TEXT NOT NULL CHECK (state IN ('unspent', 'signed', 'spent')),
        -- The request that locks or spent it, when the service names it; signed_by is its transaction.
        request_id TEXT CHECK (request_id IS NULL OR length(request_id) = 36),
        signed_by TEXT NOT NULL DEFAULT '' CHECK (signed_by = '' OR length(signed_by) = 64),
        -- Equal to members_hash when the account paid itself: change, or a merge.
        senders_hash TEXT NOT NULL DEFAULT '',
        inscription_hash TEXT CHECK (inscription_hash IS NULL OR length(inscription_hash) = 64),
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        synced_at INTEGER NOT NULL,
        PRIMARY KEY (account_id, output_id)
      ) STRICT;
      CREATE UNIQUE INDEX outputs_by_reference ON outputs(account_id, transaction_hash, output_index);
      CREATE INDEX outputs_by_sequence ON outputs(account_id, sequence);
      CREATE INDEX outputs_of_asset ON outputs(account_id, members_hash, threshold, asset_id, sequence);
      -- What balances and selection read: the outputs not yet spent.
      CREATE INDEX outputs_live ON outputs(account_id, members_hash, threshold, asset_id, sequence) WHERE state <> 'spent';
      CREATE INDEX outputs_by_spender ON outputs(account_id, signed_by) WHERE signed_by <> '';

      CREATE TABLE shared_accounts (
        account_id TEXT NOT NULL REFERENCES accounts(user_id) ON DELETE CASCADE,
        members_hash TEXT NOT NULL CHECK (length(members_hash) = 64),
        threshold INTEGER NOT NULL CHECK (threshold BETWEEN 1 AND 64),
        members_json TEXT NOT NULL CHECK (json_valid(members_json)),
        label TEXT NOT NULL DEFAULT '' CHECK (length(label) <= 64),
        first_seen_at INTEGER NOT NULL,
        PRIMARY KEY (account_id, members_hash, threshold)
      ) STRICT, WITHOUT ROWID;

      CREATE TABLE balances (
        account_id TEXT NOT NULL,
        members_hash TEXT NOT NULL,
        threshold INTEGER NOT NULL,
        asset_id TEXT NOT NULL CHECK (length(asset_id) = 36),
        -- Spendable now (unspent, collectibles left out) and locked by pending requests (signed).
        unspent TEXT NOT NULL,
        locked TEXT NOT NULL,
        unspent_outputs INTEGER NOT NULL,
        locked_outputs INTEGER NOT NULL,
        collectibles INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        PRIMARY KEY (account_id, members_hash, threshold, asset_id),
        FOREIGN KEY (account_id, members_hash, threshold) REFERENCES shared_accounts(account_id, members_hash, threshold) ON DELETE CASCADE
      ) STRICT, WITHOUT ROWID;

      CREATE TABLE assets (
        asset_id TEXT PRIMARY KEY CHECK (length(asset_id) = 36),
        kernel_asset_id TEXT NOT NULL CHECK (length(kernel_asset_id) = 64),
        chain_id TEXT NOT NULL,
        symbol TEXT NOT NULL CHECK (length(symbol) BETWEEN 1 AND 64),
        name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 256),
        precision INTEGER NOT NULL CHECK (precision BETWEEN 0 AND 18),
        icon_url TEXT NOT NULL,
        -- The icon as fetched and checked; NULL until then, or when it was refused.
        icon_type TEXT CHECK (icon_type IS NULL OR icon_type IN ('image/png', 'image/jpeg', 'image/webp', 'image/svg+xml')),
        icon BLOB,
        icon_checked_at INTEGER,
        fetched_at INTEGER NOT NULL
      ) STRICT;

      -- Transactions fetched by hash whose raw hashed to it: what an input spends is read from here.
      CREATE TABLE proven_transactions (
        transaction_hash TEXT PRIMARY KEY CHECK (length(transaction_hash) = 64 AND transaction_hash NOT GLOB '*[^0-9a-f]*'),
        raw BLOB NOT NULL,
        fetched_at INTEGER NOT NULL
      ) STRICT;
    `)
  },
}
