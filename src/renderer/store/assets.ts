/**
 * The assets slice: what the wallet's cache says of each asset the screens show (symbol, name,
 * precision, icon as a `data:` URL). Screens ask for the ids they meet; asks within one tick go to
 * the wallet as one call, each id once. The core answers from its cache when the service is out of
 * reach, so a failure here is one of the wallet's own (locked, say): the ids are asked again later.
 * @module
 */
import type { AssetsActions } from './actions'
import { idBatch } from './batch'
import type { Slice, SliceContext } from './slice'
import type { AssetsState } from './types'

export function assetsSlice({
  set,
  get,
  call,
  actions,
}: SliceContext<AssetsActions>): Slice<AssetsState, AssetsActions> {
  const batch = idBatch(
    (id) => id in get().assets,
    async (ids) => {
      const account = get().accountId
      if (account === null || ids.length === 0) return
      try {
        actions.assetsLoaded(await call('assets.get', { account, asset_ids: ids }))
      } catch {
        // Amounts still read with a short form of the id; a later screen asks again.
      }
    },
  )

  return {
    initial: { assets: {} },
    actions: {
      needAssets: batch.need,

      assetsLoaded(assets) {
        if (assets.length === 0) return
        set((s) => ({
          assets: { ...s.assets, ...Object.fromEntries(assets.map((a) => [a.asset_id, a])) },
        }))
      },
    },
    dispose: batch.dispose,
  }
}
