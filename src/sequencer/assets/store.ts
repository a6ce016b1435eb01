/**
 * The asset registry as stored (migration 0070): finding assets and adding one. Callers run these
 * inside their own transactions.
 */
import type { Db } from '../../node/sqlite/open'
import { sql } from '../../node/sqlite/statements'

export interface AssetRecord {
  readonly assetId: string
  /** SHA3-256 of the asset id text, hex (wire-formats §1.6). */
  readonly kernelAssetId: string
  readonly chainId: string
  readonly assetKey: string
  readonly symbol: string
  readonly name: string
  /** Decimals on the asset's own chain. */
  readonly precision: number
  /** The deploy hash of the inscription collection the asset belongs to, or null. */
  readonly collectionHash: string | null
}

interface AssetRow {
  asset_id: string
  kernel_asset_id: string
  chain_id: string
  asset_key: string
  symbol: string
  name: string
  precision: number
  collection_hash: string | null
}

const COLUMNS =
  'asset_id, kernel_asset_id, chain_id, asset_key, symbol, name, precision, collection_hash'

/** One asset by its UUID, or undefined. */
export function findAsset(db: Db, assetId: string): AssetRecord | undefined {
  const row = sql<[string], AssetRow>(db, `SELECT ${COLUMNS} FROM assets WHERE asset_id = ?`).get(
    assetId,
  )
  return row && toRecord(row)
}

/** Adds an asset. @throws SqliteError when its id or kernel id is taken */
export function insertAsset(db: Db, a: AssetRecord, nowNs: bigint): void {
  sql(
    db,
    `INSERT INTO assets (asset_id, kernel_asset_id, chain_id, asset_key, symbol, name, precision, collection_hash, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    a.assetId,
    a.kernelAssetId,
    a.chainId,
    a.assetKey,
    a.symbol,
    a.name,
    a.precision,
    a.collectionHash,
    nowNs,
  )
}

function toRecord(r: AssetRow): AssetRecord {
  return {
    assetId: r.asset_id,
    kernelAssetId: r.kernel_asset_id,
    chainId: r.chain_id,
    assetKey: r.asset_key,
    symbol: r.symbol,
    name: r.name,
    precision: r.precision,
    collectionHash: r.collection_hash,
  }
}
