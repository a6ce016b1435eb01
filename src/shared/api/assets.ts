/**
 * Assets as the service serves them (wire-formats §8.7): `GET /safe/assets/:id` and
 * `POST /safe/assets/fetch` answer the official SDK's `SafeAsset`; the public
 * `GET /network/assets/:id` answers its `NetworkAssetResponse`. `kernel_asset_id` (and the
 * network shape's `mixin_id`) is the Kernel's asset hash, SHA3-256 of the asset UUID text
 * (wire-formats §1.6).
 *
 * A local network has no market and no source chains: prices and changes are "0" and
 * `price_updated_at` the zero time; `confirmations` is 1 and `dust` one Kernel unit, since the
 * faucet's deposits confirm at once; the network shape's supply figures (`amount`, `liquidity`,
 * `capitalization`, …) are not tracked and read 0. `precision` is the asset's decimals on its own
 * chain (18 for ETH, 6 for USDT); amounts on Mixin never carry more than 8 decimals whatever it is.
 * `icon_url` points at the serving sequencer's own icon (`/assets/icons/<asset_id>.svg`).
 * @module
 */
import { z } from 'zod'
import { Amount, Hash, Timestamp, Uuid, UuidInput } from './common'

/** Ids accepted in one `POST /safe/assets/fetch` body. */
export const MAX_ASSET_FETCH = 100

/** `POST /safe/assets/fetch`: asset ids in any case; unknown ones are skipped, repeated ones answered once. */
export const AssetsFetchBody = z.array(UuidInput).min(1).max(MAX_ASSET_FETCH)
export type AssetsFetchBody = z.infer<typeof AssetsFetchBody>

/** A decimal that may be signed (a price change). */
const Decimal = z.string().regex(/^-?(?:0|[1-9]\d*)(?:\.\d+)?$/, 'expected a decimal number')

/** What both shapes of an asset carry. */
const AssetCommon = z.object({
  asset_id: Uuid,
  chain_id: Uuid,
  symbol: z.string().min(1),
  name: z.string().min(1),
  display_symbol: z.string().min(1),
  display_name: z.string().min(1),
  icon_url: z.string(),
  price_btc: Decimal,
  price_usd: Decimal,
  change_btc: Decimal,
  change_usd: Decimal,
  asset_key: z.string(),
  precision: z.number().int().min(0).max(18),
  kernel_asset_id: Hash,
  confirmations: z.number().int().min(0),
})

/** One asset, as the SDK's `SafeAsset`. `collection_hash` is set for an inscription collection's asset. */
export const SafeAsset = AssetCommon.extend({
  type: z.literal('safe_asset'),
  dust: Amount,
  price_updated_at: Timestamp,
  collection_hash: Hash.optional(),
})
export type SafeAsset = z.infer<typeof SafeAsset>

/** One asset of the public network view, as the SDK's `NetworkAssetResponse` (`mixin_id` is the kernel asset id). */
export const NetworkAsset = AssetCommon.extend({
  type: z.literal('asset'),
  mixin_id: Hash,
  capitalization: z.number(),
  liquidity: Decimal,
  reserve: Decimal,
  withdrawal_memo_possibility: z.enum(['negative', 'positive', 'possible']),
  amount: Amount,
  fee: Amount,
  snapshots_count: z.number().int().min(0),
})
export type NetworkAsset = z.infer<typeof NetworkAsset>
