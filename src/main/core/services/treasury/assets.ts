/**
 * Assets as the service's registry describes them (`POST /safe/assets/fetch`, wire-formats §8.7),
 * cached with their icons (./icons) so amounts read with a symbol, a name and an icon offline. A
 * description is fetched once and refreshed after {@link REFRESH_MS}; an icon once per address,
 * and again a day after it could not be had.
 * @module
 */
import { z } from 'zod'
import { MAX_ASSET_FETCH, SafeAsset } from '../../../../shared/api/assets'
import type { AssetInfo } from '../../../../shared/bridge'
import type { ApiClient } from '../../client'
import type { CoreContext } from '../../context'
import type { AssetRow } from '../../db'
import { fetchIcon, iconDataUrl } from './icons'

const Assets = z.array(SafeAsset)
/** Descriptions older than this are fetched again when next needed. */
export const REFRESH_MS = 24 * 3600 * 1000

export function assetInfo(row: AssetRow): AssetInfo {
  return {
    asset_id: row.asset_id,
    kernel_asset_id: row.kernel_asset_id,
    chain_id: row.chain_id,
    symbol: row.symbol,
    name: row.name,
    precision: row.precision,
    icon: row.icon && row.icon_type ? iconDataUrl(row.icon_type, row.icon) : null,
  }
}

export interface AssetsService {
  /** What the cache knows of these assets (unknown ones left out); works offline. */
  cached(assetIds: readonly string[]): AssetInfo[]
  /**
   * Fetches the descriptions missing or old and the icons not tried yet, then answers from the
   * cache. A failure to reach the service leaves the cache as it was and is not thrown.
   * @throws CoreError 'account-not-found'
   */
  describe(userId: string, assetIds: readonly string[]): Promise<AssetInfo[]>
}

export function assetsService(
  ctx: CoreContext,
  options: { fetch?: typeof fetch } = {},
): AssetsService {
  const cached = (ids: readonly string[]) =>
    ctx.cache.assets.getMany([...new Set(ids)]).map(assetInfo)

  async function refresh(client: ApiClient, ids: readonly string[]): Promise<void> {
    const now = ctx.now()
    const known = new Map(ctx.cache.assets.getMany(ids).map((a) => [a.asset_id, a]))
    const stale = ids.filter((id) => {
      const a = known.get(id)
      return !a || now - a.fetched_at > REFRESH_MS
    })
    for (let i = 0; i < stale.length; i += MAX_ASSET_FETCH) {
      const batch = stale.slice(i, i + MAX_ASSET_FETCH)
      for (const a of await client.call('POST', '/safe/assets/fetch', Assets, { body: batch })) {
        ctx.cache.assets.upsert({
          asset_id: a.asset_id,
          kernel_asset_id: a.kernel_asset_id,
          chain_id: a.chain_id,
          symbol: a.symbol.slice(0, 64),
          name: a.name.slice(0, 256),
          precision: a.precision,
          icon_url: a.icon_url.slice(0, 2048),
        })
      }
    }
    // An icon not tried yet, or one that could not be had a day ago (the service may have been down).
    const untried = ctx.cache.assets
      .getMany(ids)
      .filter(
        (a) =>
          a.icon_url !== '' &&
          (a.icon_checked_at === null || (a.icon === null && now - a.icon_checked_at > REFRESH_MS)),
      )
    await Promise.all(
      untried.map(async (a) =>
        ctx.cache.assets.setIcon(a.asset_id, await fetchIcon(a.icon_url, options.fetch)),
      ),
    )
  }

  return {
    cached,
    async describe(userId, assetIds) {
      const ids = [...new Set(assetIds)]
      ctx.requireAccount(userId)
      try {
        await refresh(ctx.clientFor(userId), ids)
      } catch (e) {
        ctx.log.warn(
          `asset descriptions could not be refreshed (${e instanceof Error ? e.name : 'error'}); using the cache`,
        )
      }
      return cached(ids)
    },
  }
}
