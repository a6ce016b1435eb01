import type { Migration } from '../../../node/sqlite/migrate'

/**
 * The ledger: outputs (UTXOs) with their members, the ghost keys handed out by `POST /safe/keys`,
 * and multisig requests with the outputs they spend and the members who may sign them.
 *
 * Amounts are decimal TEXT counts of 10^-8 units (bigint in code, never a float: a Kernel amount
 * has no upper bound a 64-bit INTEGER would respect). Hashes, keys and masks are lowercase hex;
 * lists (keys, members, views) are JSON arrays of strings. Times are INTEGER nanoseconds.
 */
export const ledger: Migration = {
  version: 30,
  name: 'ledger',
  up(db) {
    db.exec(`
      -- sequence is the global cursor of GET /safe/outputs, given once at creation.
      -- members are sorted; keys[j] and views[j] belong to members[j] (views[j] = HashScalar(a_j·R, n),
      -- the member's view scalar, kept so reads need no curve arithmetic). An output to keys the
      -- sequencer did not hand out has no members (members '[]', members_hash '').
      CREATE TABLE outputs (
        sequence INTEGER PRIMARY KEY AUTOINCREMENT,
        output_id TEXT NOT NULL UNIQUE,
        transaction_hash TEXT NOT NULL CHECK (length(transaction_hash) = 64),
        output_index INTEGER NOT NULL CHECK (output_index BETWEEN 0 AND 255),
        asset_id TEXT NOT NULL,
        kernel_asset_id TEXT NOT NULL CHECK (length(kernel_asset_id) = 64),
        amount TEXT NOT NULL CHECK (amount GLOB '[1-9]*' AND amount NOT GLOB '*[^0-9]*'),
        keys TEXT NOT NULL,
        mask TEXT NOT NULL CHECK (length(mask) = 64),
        threshold INTEGER NOT NULL CHECK (threshold BETWEEN 1 AND 64),
        members TEXT NOT NULL,
        members_hash TEXT NOT NULL,
        views TEXT NOT NULL,
        senders TEXT NOT NULL DEFAULT '[]',
        senders_hash TEXT NOT NULL DEFAULT '',
        senders_threshold INTEGER NOT NULL DEFAULT 0,
        extra TEXT NOT NULL DEFAULT '',
        state TEXT NOT NULL DEFAULT 'unspent' CHECK (state IN ('unspent', 'signed', 'spent')),
        -- The request that locks (signed) or spent (spent) it; NULL while unspent.
        request_id TEXT,
        signed_by TEXT,
        signed_at INTEGER,
        spent_at INTEGER,
        inscription_hash TEXT,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        UNIQUE (transaction_hash, output_index),
        CHECK ((state = 'unspent') = (request_id IS NULL))
      ) STRICT;
      CREATE INDEX outputs_by_members ON outputs(members_hash, threshold, sequence);
      CREATE INDEX outputs_by_request ON outputs(request_id) WHERE request_id IS NOT NULL;

      -- Who may see an output: one row per member, so listing a member's outputs is an index walk.
      CREATE TABLE output_members (
        user_id TEXT NOT NULL,
        sequence INTEGER NOT NULL REFERENCES outputs(sequence),
        PRIMARY KEY (user_id, sequence)
      ) STRICT, WITHOUT ROWID;

      -- Ghost keys handed out by POST /safe/keys, so an output of a new transaction is matched back
      -- to its members by (mask, keys). The same request derives the same r, hence the same row.
      CREATE TABLE ghost_keys (
        mask TEXT PRIMARY KEY CHECK (length(mask) = 64),
        keys TEXT NOT NULL,
        receivers TEXT NOT NULL,
        members_hash TEXT NOT NULL,
        output_index INTEGER NOT NULL CHECK (output_index BETWEEN 0 AND 255),
        views TEXT NOT NULL,
        created_at INTEGER NOT NULL
      ) STRICT, WITHOUT ROWID;

      -- Every output key in use, by the transaction that uses it: a ghost key serves one output only
      -- (the Kernel locks ghost keys across transactions). A live request holds its outputs' keys;
      -- unlocking it frees them.
      CREATE TABLE ghost_key_locks (
        key TEXT PRIMARY KEY CHECK (length(key) = 64),
        transaction_hash TEXT NOT NULL
      ) STRICT, WITHOUT ROWID;
      CREATE INDEX ghost_key_locks_by_transaction ON ghost_key_locks(transaction_hash);

      -- raw is the current raw transaction with every signature merged so far. receivers is the JSON
      -- array served as-is; signers the sorted members whose signature is on every input.
      -- transaction_hash is unique among live requests only: an unlocked transaction may be asked for again.
      CREATE TABLE multisig_requests (
        sequence INTEGER PRIMARY KEY AUTOINCREMENT,
        request_id TEXT NOT NULL UNIQUE,
        transaction_hash TEXT NOT NULL CHECK (length(transaction_hash) = 64),
        creator_id TEXT NOT NULL,
        asset_id TEXT NOT NULL,
        kernel_asset_id TEXT NOT NULL,
        amount TEXT NOT NULL,
        senders TEXT NOT NULL,
        senders_hash TEXT NOT NULL,
        senders_threshold INTEGER NOT NULL CHECK (senders_threshold BETWEEN 1 AND 64),
        receivers TEXT NOT NULL,
        extra TEXT NOT NULL,
        raw BLOB NOT NULL,
        signers TEXT NOT NULL DEFAULT '[]',
        state TEXT NOT NULL DEFAULT 'initial' CHECK (state IN ('initial', 'signed', 'unlocked')),
        revoked_by TEXT,
        inscription_hash TEXT,
        code_id TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        CHECK ((state = 'unlocked') = (revoked_by IS NOT NULL))
      ) STRICT;
      CREATE UNIQUE INDEX multisig_requests_live_hash ON multisig_requests(transaction_hash) WHERE state <> 'unlocked';
      CREATE INDEX multisig_requests_by_hash ON multisig_requests(transaction_hash, sequence);

      -- The outputs a request spends, in input order (kept after an unlock, for its views).
      CREATE TABLE multisig_inputs (
        request_id TEXT NOT NULL REFERENCES multisig_requests(request_id),
        input_index INTEGER NOT NULL,
        output_id TEXT NOT NULL REFERENCES outputs(output_id),
        PRIMARY KEY (request_id, input_index)
      ) STRICT, WITHOUT ROWID;

      -- The members who may sign a request (its senders), for the listing of a member's queue.
      CREATE TABLE multisig_senders (
        user_id TEXT NOT NULL,
        sequence INTEGER NOT NULL REFERENCES multisig_requests(sequence),
        PRIMARY KEY (user_id, sequence)
      ) STRICT, WITHOUT ROWID;
    `)
  },
}
