/**
 * Registry assets in the official shapes (shared/api/assets explains the fixed values of a local
 * network). `origin` is the serving sequencer's own address, which `icon_url` points at.
 */
import type { NetworkAsset, SafeAsset } from '../../shared/api/assets'
import { ZERO_TIME } from '../../shared/api/time'
import type { AssetRecord } from './store'

/** Where the sequencer serves an asset's icon (./routes). */
export const iconPath = (assetId: string) => `/assets/icons/${assetId}.svg`

/** What both shapes share. */
function common(a: AssetRecord, origin: string) {
  return {
    asset_id: a.assetId,
    chain_id: a.chainId,
    symbol: a.symbol,
    name: a.name,
    display_symbol: a.symbol,
    display_name: a.name,
    icon_url: `${origin}${iconPath(a.assetId)}`,
    price_btc: '0',
    price_usd: '0',
    change_btc: '0',
    change_usd: '0',
    asset_key: a.assetKey,
    precision: a.precision,
    kernel_asset_id: a.kernelAssetId,
    confirmations: 1,
  }
}

/** `GET /safe/assets/:id`, `POST /safe/assets/fetch`: the SDK's `SafeAsset`. */
export function presentSafeAsset(a: AssetRecord, origin: string): SafeAsset {
  return {
    type: 'safe_asset',
    ...common(a, origin),
    dust: '0.00000001',
    price_updated_at: ZERO_TIME,
    ...(a.collectionHash ? { collection_hash: a.collectionHash } : {}),
  }
}

/** `GET /network/assets/:id`: the SDK's `NetworkAssetResponse`, with `mixin_id` the kernel asset id. */
export function presentNetworkAsset(a: AssetRecord, origin: string): NetworkAsset {
  return {
    type: 'asset',
    ...common(a, origin),
    mixin_id: a.kernelAssetId,
    capitalization: 0,
    liquidity: '0',
    reserve: '0',
    withdrawal_memo_possibility: 'negative',
    amount: '0',
    fee: '0',
    snapshots_count: 0,
  }
}
