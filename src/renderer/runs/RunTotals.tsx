/**
 * A run's totals per asset: how many rows and requests, what it pays, what the account had to spend
 * and what stays.
 * @module
 */
import type { AssetTotal } from '../../shared/bridge'
import { formatAmount } from '../base/format'
import { AssetIcon } from '../components/AssetAmount'

/** See the module comment. */
export function RunTotals({
  totals,
  label = 'Totals per asset',
}: {
  totals: readonly AssetTotal[]
  label?: string
}) {
  return (
    <table className="run-totals" aria-label={label}>
      <thead>
        <tr>
          <th scope="col">Asset</th>
          <th scope="col" className="num">
            Rows
          </th>
          <th scope="col" className="num">
            Requests
          </th>
          <th scope="col" className="num">
            Total
          </th>
          <th scope="col" className="num">
            Available
          </th>
          <th scope="col" className="num">
            Stays in the account
          </th>
        </tr>
      </thead>
      <tbody>
        {totals.map((t) => (
          <tr key={t.asset_id} data-testid="run-total" data-asset-id={t.asset_id}>
            <th scope="row">
              <AssetIcon assetId={t.asset_id} /> {t.symbol}
            </th>
            <td className="num">{t.rows}</td>
            <td className="num">{t.requests}</td>
            <td className="num">
              {formatAmount(t.total)} {t.symbol}
            </td>
            <td className="num">
              {formatAmount(t.available)} {t.symbol}
            </td>
            <td className="num">
              {formatAmount(t.stays)} {t.symbol}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
