/**
 * An amount with its asset: a badge with the symbol's initials (no remote icons: the page loads
 * nothing from the network), the amount and the symbol.
 * @module
 */
import { assetLabel, formatAmount } from './format'

export interface AssetAmountProps {
  amount: string
  assetId: string
  /** Larger type, for the review screen's headline. */
  large?: boolean
}

/** See the module comment. */
export function AssetAmount({ amount, assetId, large = false }: AssetAmountProps) {
  const asset = assetLabel(assetId)
  return (
    <span className={large ? 'asset-amount asset-amount-large' : 'asset-amount'} title={`${asset.name} (${assetId})`}>
      <span className="asset-badge" aria-hidden="true">
        {asset.symbol.slice(0, 3)}
      </span>
      <span className="amount">{formatAmount(amount)}</span> <span className="symbol">{asset.symbol}</span>
    </span>
  )
}
