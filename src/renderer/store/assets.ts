/**
 * The assets slice: what the wallet's cache says of each asset the screens show (symbol, name,
 * precision, icon as a `data:` URL). Screens ask for the ids they meet; asks within one tick go to
 * the wallet as one call, each id once; when the service is unreachable the cache answers alone.
 * @module
 */
import type { AssetsActions } from './actions'
import type { Slice, SliceContext } from './slice'
import type { AssetsState } from './types'

export function assetsSlice({ set, get, call, actions }: SliceContext<AssetsActions>): Slice<AssetsState, AssetsActions> {
  const asked = new Set<string>()
  let batch: string[] = []
  let timer: ReturnType<typeof setTimeout> | undefined

  async function flush(): Promise<void> {
    timer = undefined
    const ids = batch
    batch = []
    const account = get().accountId
    if (account === null || ids.length === 0) {
      for (const id of ids) asked.delete(id)
      return
    }
    try {
      actions.assetsLoaded(await call('assets.get', { account, asset_ids: ids }))
    } catch {
      try {
        actions.assetsLoaded(await call('assets.get', { account, asset_ids: ids, offline: true }))
      } catch {
        // Amounts still read with a short form of the id; a later screen asks again.
      }
    } finally {
      for (const id of ids) if (!(id in get().assets)) asked.delete(id)
    }
  }

  return {
    initial: { assets: {} },
    actions: {
      needAssets(assetIds) {
        const known = get().assets
        for (const id of assetIds) {
          if (id in known || asked.has(id)) continue
          asked.add(id)
          batch.push(id)
        }
        if (batch.length > 0 && timer === undefined) timer = setTimeout(() => void flush(), 0)
      },

      assetsLoaded(assets) {
        if (assets.length === 0) return
        set((s) => ({ assets: { ...s.assets, ...Object.fromEntries(assets.map((a) => [a.asset_id, a])) } }))
      },
    },
    dispose() {
      if (timer !== undefined) clearTimeout(timer)
      timer = undefined
    },
  }
}
