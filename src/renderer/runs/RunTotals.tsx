/**
 * A run's totals per asset: how many rows and requests, what it pays, what the account had to spend
 * and what stays.
 * @module
 */
import type { AssetTotal } from '../../shared/bridge'
import { formatAmount } from '../base/format'
import { AssetIcon } from '../components/AssetAmount'
import { useT } from '../components/words'

/** See the module comment. */
export function RunTotals({ totals, label }: { totals: readonly AssetTotal[]; label?: string }) {
  const t = useT()
  return (
    <table className="run-totals" aria-label={label ?? t('runs.totals.label')}>
      <thead>
        <tr>
          <th scope="col">{t('runs.totals.asset')}</th>
          <th scope="col" className="num">
            {t('runs.totals.rows')}
          </th>
          <th scope="col" className="num">
            {t('runs.totals.requests')}
          </th>
          <th scope="col" className="num">
            {t('runs.totals.total')}
          </th>
          <th scope="col" className="num">
            {t('runs.totals.available')}
          </th>
          <th scope="col" className="num">
            {t('runs.totals.stays')}
          </th>
        </tr>
      </thead>
      <tbody>
        {totals.map((x) => (
          <tr key={x.asset_id} data-testid="run-total" data-asset-id={x.asset_id}>
            <th scope="row">
              <AssetIcon assetId={x.asset_id} /> {x.symbol}
            </th>
            <td className="num">{x.rows}</td>
            <td className="num">{x.requests}</td>
            <td className="num">
              {formatAmount(x.total)} {x.symbol}
            </td>
            <td className="num">
              {formatAmount(x.available)} {x.symbol}
            </td>
            <td className="num">
              {formatAmount(x.stays)} {x.symbol}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
