/**
 * The `asset-and-memo` check: the asset the request names is the one the raw moves, and the memo
 * the JSON carries is the raw's own extra.
 * @module
 */
import { bytesToHex } from '@noble/hashes/utils.js'
import { kernelAssetId } from '../../../../../shared/kernel'
import type { CheckContext } from './context'
import { words } from '../../../../../shared/i18n/words'

export function checkAssetAndMemo(c: CheckContext): void {
  const { req } = c
  const assetHash = kernelAssetId(req.asset_id)
  if (assetHash !== req.kernel_asset_id)
    c.report(
      'asset-and-memo',
      words('review.check.kernelAsset', { kernel: req.kernel_asset_id, asset: req.asset_id }),
    )
  if (c.txAsset !== assetHash)
    c.report(
      'asset-and-memo',
      words('review.check.rawAsset', { kernel: c.txAsset, asset: req.asset_id }),
    )
  if (bytesToHex(c.tx.extra) !== req.extra)
    c.report('asset-and-memo', words('review.check.memoDiffers'))
}
