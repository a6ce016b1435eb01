/**
 * Rows of inscription_collections, inscription_items and inscription_events (migration 0050).
 * @module
 */
import type { Db } from '../../node/sqlite/open'
import { sql, sqlBig } from '../../node/sqlite/statements'

export interface CollectionRow {
  collection_hash: string
  asset_id: string
  kernel_asset_id: string
  asset_key: string
  name: string
  symbol: string
  description: string
  icon_url: string
  content_type: string
  supply: string
  unit: string
  minimum_price: string
  treasury_ratio: string
  treasury_recipient: string
  created_at: bigint
  updated_at: bigint
}

export interface ItemRow {
  inscription_hash: string
  collection_hash: string
  sequence: bigint
  token_id: string
  content_type: string
  content_url: string
  content_checksum: string | null
  recipient: string
  occupied_by: string
  released_at: bigint | null
  created_at: bigint
  updated_at: bigint
}

export type ItemEventKind = 'inscribe' | 'move' | 'release' | 'occupy'

const COLLECTION_COLUMNS = `collection_hash, asset_id, kernel_asset_id, asset_key, name, symbol, description, icon_url,
  content_type, supply, unit, minimum_price, treasury_ratio, treasury_recipient, created_at, updated_at`
const ITEM_COLUMNS = `inscription_hash, collection_hash, sequence, token_id, content_type, content_url, content_checksum,
  recipient, occupied_by, released_at, created_at, updated_at`

/** Largest page of items one call returns. */
export const MAX_ITEMS_PAGE = 500

/** A collection by its deploy transaction hash or its kernel asset id (both lowercase hex). */
export function findCollection(db: Db, hash: string): CollectionRow | undefined {
  return sqlBig<[string, string], CollectionRow>(
    db,
    `SELECT ${COLLECTION_COLUMNS} FROM inscription_collections WHERE collection_hash = ? OR kernel_asset_id = ?`,
  ).get(hash, hash)
}

/** A collection by its asset UUID (the asset outputs carry). */
export function findCollectionByAsset(db: Db, assetId: string): CollectionRow | undefined {
  return sqlBig<[string], CollectionRow>(
    db,
    `SELECT ${COLLECTION_COLUMNS} FROM inscription_collections WHERE asset_id = ?`,
  ).get(assetId)
}

export function insertCollection(db: Db, row: CollectionRow & { deploy_extra: Uint8Array }): void {
  sql(
    db,
    `INSERT INTO inscription_collections (${COLLECTION_COLUMNS}, deploy_extra)
     VALUES (@collection_hash, @asset_id, @kernel_asset_id, @asset_key, @name, @symbol, @description, @icon_url,
       @content_type, @supply, @unit, @minimum_price, @treasury_ratio, @treasury_recipient, @created_at, @updated_at, @deploy_extra)`,
  ).run(row)
}

export function findItem(db: Db, inscriptionHash: string): ItemRow | undefined {
  return sqlBig<[string], ItemRow>(
    db,
    `SELECT ${ITEM_COLUMNS} FROM inscription_items WHERE inscription_hash = ?`,
  ).get(inscriptionHash)
}

/** Items of a collection from sequence `offset` on, in sequence order. */
export function listItems(
  db: Db,
  collectionHash: string,
  offset: number,
  limit: number,
): ItemRow[] {
  return sqlBig<[string, number, number], ItemRow>(
    db,
    `SELECT ${ITEM_COLUMNS} FROM inscription_items WHERE collection_hash = ? AND sequence >= ? ORDER BY sequence LIMIT ?`,
  ).all(collectionHash, offset, limit)
}

/** How many items a collection has, which is also the next item's sequence. */
export function countItems(db: Db, collectionHash: string): number {
  const row = sql<[string], { n: number }>(
    db,
    'SELECT COUNT(*) AS n FROM inscription_items WHERE collection_hash = ?',
  ).get(collectionHash)
  return row?.n ?? 0
}

/** Whether an item of the collection already has content with this checksum. */
export function hasContent(db: Db, collectionHash: string, checksum: string): boolean {
  return (
    sql<[string, string], { one: number }>(
      db,
      'SELECT 1 AS one FROM inscription_items WHERE collection_hash = ? AND content_checksum = ?',
    ).get(collectionHash, checksum) !== undefined
  )
}

export function insertItem(
  db: Db,
  row: Omit<ItemRow, 'sequence' | 'released_at'> & { sequence: number },
): void {
  sql(
    db,
    `INSERT INTO inscription_items (inscription_hash, collection_hash, sequence, token_id, content_type, content_url,
       content_checksum, recipient, occupied_by, created_at, updated_at)
     VALUES (@inscription_hash, @collection_hash, @sequence, @token_id, @content_type, @content_url,
       @content_checksum, @recipient, @occupied_by, @created_at, @updated_at)`,
  ).run(row)
}

/** A change of who holds an item, as its history records it. */
export interface HolderChange {
  readonly inscriptionHash: string
  /** '' when released. */
  readonly holder: string
  readonly kind: ItemEventKind
  readonly outputId: string | null
  readonly nowNs: bigint
}

/** Sets who holds an item ('' = released) and records the change. */
export function setHolder(db: Db, o: HolderChange): void {
  sql(
    db,
    `UPDATE inscription_items SET occupied_by = ?, updated_at = ?,
       released_at = CASE WHEN ? = '' THEN ? ELSE NULL END
     WHERE inscription_hash = ?`,
  ).run(o.holder, o.nowNs, o.holder, o.nowNs, o.inscriptionHash)
  recordEvent(db, o)
}

export function recordEvent(db: Db, o: HolderChange): void {
  sql(
    db,
    'INSERT INTO inscription_events (inscription_hash, kind, holder, output_id, created_at) VALUES (?, ?, ?, ?, ?)',
  ).run(o.inscriptionHash, o.kind, o.holder, o.outputId, o.nowNs)
}

export interface ItemEvent {
  kind: ItemEventKind
  holder: string
  output_id: string | null
  created_at: bigint
}

/** An item's history, oldest first. */
export function itemEvents(db: Db, inscriptionHash: string): ItemEvent[] {
  return sqlBig<[string], ItemEvent>(
    db,
    'SELECT kind, holder, output_id, created_at FROM inscription_events WHERE inscription_hash = ? ORDER BY seq',
  ).all(inscriptionHash)
}
