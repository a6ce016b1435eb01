/**
 * An amount with its asset: the asset's icon (handed over by the wallet as a `data:` URL; the page
 * loads nothing from the network) or a badge with its symbol's letters, the amount and the symbol.
 * @module
 */
import { useAsset } from './asset'
import { formatAmount } from '../base/format'

export interface AssetAmountProps {
  amount: string
  assetId: string
  /** Larger type, for the review screen's headline. */
  large?: boolean
}

/** The asset's icon, or its letters while it has none. */
export function AssetIcon({ assetId }: { assetId: string }) {
  const asset = useAsset(assetId)
  return asset.icon ? (
    <img className="asset-icon" src={asset.icon} alt="" aria-hidden="true" />
  ) : (
    <span className="asset-badge" aria-hidden="true">
      {asset.symbol.slice(0, 3)}
    </span>
  )
}

/** See the module comment. */
export function AssetAmount({ amount, assetId, large = false }: AssetAmountProps) {
  const asset = useAsset(assetId)
  return (
    <span
      className={large ? 'asset-amount asset-amount-large' : 'asset-amount'}
      title={`${asset.name} (${assetId})`}
    >
      <AssetIcon assetId={assetId} />
      <span className="amount">{formatAmount(amount)}</span>{' '}
      <span className="symbol">{asset.symbol}</span>
    </span>
  )
}
