/**
 * Registering assets: the well-known ones come with the schema (migration 0070); any other asset
 * enters the registry when the faucet first deposits it, described by a symbol and a name.
 * @module
 */
import { Uuid } from '../../shared/api/common'
import { kernelAssetId } from '../../shared/kernel'
import type { Db } from '../../node/sqlite/open'
import { invalidField } from '../http/errors'
import { textArg } from '../http/params'
import { findAsset, insertAsset, type AssetRecord } from './store'

/** Decimals of an asset registered by the faucet: the Kernel's own precision. */
export const FAUCET_PRECISION = 8
export const MAX_SYMBOL_LENGTH = 32
export const MAX_NAME_LENGTH = 128

/** What registering an asset needs besides its id. */
export interface AssetDescription {
  readonly symbol: string
  readonly name: string
  /** The chain it lives on; by default the asset is a chain of its own (as a chain's native coin is). */
  readonly chainId?: string
  /** Its key on that chain; by default its id (as for a chain's native coin). */
  readonly assetKey?: string
  /** Set for the asset of an inscription collection. */
  readonly collectionHash?: string
}

/**
 * The registry's asset `assetId` (a lowercase UUID). One not registered yet is registered from
 * `description`. A registered one keeps its registration: a description that names it otherwise is
 * refused rather than renaming an asset every client already shows.
 * @throws ApiError 10002: on `asset_id` for an unknown asset without a description; on `symbol`,
 *   `name` or `chain_id` when invalid, or when they differ from the registered asset's
 * @example ensureAsset(db, 'c94ac88f-4671-3976-b60a-09064f1811e8', undefined, now).symbol // 'XIN'
 */
export function ensureAsset(
  db: Db,
  assetId: string,
  description: AssetDescription | undefined,
  nowNs: bigint,
): AssetRecord {
  const known = findAsset(db, assetId)
  if (known) {
    if (description && (description.symbol !== known.symbol || description.name !== known.name)) {
      const field = description.symbol !== known.symbol ? 'symbol' : 'name'
      throw invalidField(
        field,
        `the asset is registered as ${known.symbol} (${known.name}); leave the symbol and name out or give those`,
      )
    }
    return known
  }
  if (!description)
    throw invalidField(
      'asset_id',
      'the asset is not registered; give its symbol and name to register it',
    )
  const chainId = description.chainId ?? assetId
  if (!Uuid.safeParse(chainId).success) throw invalidField('chain_id', 'expected a lowercase UUID')
  const record: AssetRecord = {
    assetId,
    kernelAssetId: kernelAssetId(assetId),
    chainId,
    assetKey: textArg(description.assetKey ?? assetId, 'asset_key', 1, 256),
    symbol: textArg(description.symbol, 'symbol', 1, MAX_SYMBOL_LENGTH),
    name: textArg(description.name, 'name', 1, MAX_NAME_LENGTH),
    precision: FAUCET_PRECISION,
    collectionHash: description.collectionHash ?? null,
  }
  if (record.symbol.trim() === '') throw invalidField('symbol', 'expected more than spaces')
  if (record.name.trim() === '') throw invalidField('name', 'expected more than spaces')
  insertAsset(db, record, nowNs)
  return record
}
