import type { Migration } from '../../../node/sqlite/migrate'

/**
 * Inscription collections and items, their history, payment requests, and the code that makes a
 * multisig request spending a collectible a (legacy) non-fungible request too. Amounts are decimal strings
 * (a supply in 10^-8 units can pass 2^63); instants are INTEGER nanoseconds since the epoch.
 */
export const inscriptions: Migration = {
  version: 50,
  name: 'inscriptions',
  up(db) {
    db.exec(`
      -- deploy_extra is the deployment document (INSCRIPTION.md "Deploy") whose synthetic deploy
      -- transaction hashes to collection_hash; content_type, when not '', limits the items' type.
      CREATE TABLE inscription_collections (
        collection_hash TEXT PRIMARY KEY CHECK (length(collection_hash) = 64),
        asset_id TEXT NOT NULL UNIQUE,
        kernel_asset_id TEXT NOT NULL UNIQUE CHECK (length(kernel_asset_id) = 64),
        asset_key TEXT NOT NULL,
        name TEXT NOT NULL,
        symbol TEXT NOT NULL,
        description TEXT NOT NULL DEFAULT '',
        icon_url TEXT NOT NULL DEFAULT '',
        content_type TEXT NOT NULL DEFAULT '',
        supply TEXT NOT NULL,
        unit TEXT NOT NULL,
        minimum_price TEXT NOT NULL DEFAULT '0',
        treasury_ratio TEXT NOT NULL DEFAULT '0',
        treasury_recipient TEXT NOT NULL DEFAULT '',
        deploy_extra BLOB NOT NULL,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      ) STRICT;

      -- occupied_by is the holders' MIX address, '' while released (the ledger's outputs row with this
      -- inscription_hash is the holding output). content_checksum (BLAKE3 of the content) is NULL for
      -- empty content, which may repeat; token_id is the legacy collectible id.
      CREATE TABLE inscription_items (
        inscription_hash TEXT PRIMARY KEY CHECK (length(inscription_hash) = 64),
        collection_hash TEXT NOT NULL REFERENCES inscription_collections(collection_hash),
        sequence INTEGER NOT NULL CHECK (sequence >= 0),
        token_id TEXT NOT NULL UNIQUE,
        content_type TEXT NOT NULL,
        content_url TEXT NOT NULL,
        content_checksum TEXT,
        recipient TEXT NOT NULL,
        occupied_by TEXT NOT NULL DEFAULT '',
        released_at INTEGER,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        UNIQUE (collection_hash, sequence),
        UNIQUE (collection_hash, content_checksum)
      ) STRICT;

      -- Every change of holder, in order: inscribe, move (1-in-1-out), release, occupy.
      CREATE TABLE inscription_events (
        seq INTEGER PRIMARY KEY,
        inscription_hash TEXT NOT NULL REFERENCES inscription_items(inscription_hash),
        kind TEXT NOT NULL CHECK (kind IN ('inscribe', 'move', 'release', 'occupy')),
        holder TEXT NOT NULL,
        output_id TEXT,
        created_at INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX inscription_events_by_item ON inscription_events(inscription_hash, seq);

      -- receivers is a JSON array of user ids; trace_id is the client's idempotency key.
      CREATE TABLE payments (
        trace_id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL,
        asset_id TEXT NOT NULL,
        amount TEXT NOT NULL,
        threshold INTEGER NOT NULL CHECK (threshold >= 1),
        receivers TEXT NOT NULL,
        memo TEXT NOT NULL DEFAULT '',
        status TEXT NOT NULL DEFAULT 'pending',
        code_id TEXT NOT NULL,
        created_at INTEGER NOT NULL
      ) STRICT;

      -- A multisig request of the ledger (0030) that spends a collectible is also a legacy
      -- collectible request: it gets a second code, of kind non_fungible_request, in the same
      -- transaction that stores it. A trigger, so the ledger's code needs no call into ours; the
      -- code id is a random version-4 UUID, like createCode's.
      CREATE TRIGGER multisig_requests_collectible_code AFTER INSERT ON multisig_requests
      WHEN NEW.inscription_hash IS NOT NULL
      BEGIN
        INSERT INTO codes (code_id, kind, target_id, created_at)
        VALUES (
          lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' ||
            substr('89ab', 1 + abs(random() % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6))),
          'non_fungible_request', NEW.request_id, NEW.created_at);
      END;
    `)
  },
}
