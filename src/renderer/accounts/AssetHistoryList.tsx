/**
 * An asset's history in a shared account, newest first: what it received, what pending requests
 * lock (each opens its review), and what completed payments sent, with the change that came back.
 * @module
 */
import { useId } from 'react'
import type { HistoryEntry, SharedAccount } from '../../shared/bridge'
import { useAsset } from '../components/asset'
import { ErrorNotice } from '../components/ErrorNotice'
import { formatAmount, formatTime, shortHash } from '../base/format'
import { useLoad } from '../components/hooks'
import { actions, useApp } from '../store'

function EntryText({ e, symbol }: { e: HistoryEntry; symbol: string }) {
  switch (e.kind) {
    case 'received':
      return (
        <>
          Received {formatAmount(e.amount)} {symbol} <span className="muted">in {shortHash(e.transaction_hash)}</span>
        </>
      )
    case 'locked':
      return (
        <>
          {formatAmount(e.amount)} {symbol} locked by a pending request
        </>
      )
    case 'sent':
      return (
        <>
          Sent {formatAmount(e.amount)} {symbol}
          {e.change !== '0' ? <span className="muted"> ({formatAmount(e.change)} came back as change)</span> : null}
        </>
      )
  }
}

/** See the module comment. */
export function AssetHistoryList({ account, assetId }: { account: SharedAccount; assetId: string }) {
  const accountId = useApp((s) => s.accountId)
  const asset = useAsset(assetId)
  const id = useId()
  const balance = account.balances.find((b) => b.asset_id === assetId)
  const history = useLoad(`history:${accountId ?? ''}:${account.members_hash}:${account.threshold}:${assetId}:${balance?.balance ?? ''}:${balance?.locked ?? ''}`, () =>
    actions.assetHistory({ members_hash: account.members_hash, threshold: account.threshold }, assetId),
  )
  const entries = history.data?.entries ?? []
  return (
    <section className="card" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{asset.symbol} history</h2>
      <ErrorNotice error={history.error} onRetry={history.reload} />
      {history.data && entries.length === 0 ? <p className="muted">Nothing yet.</p> : null}
      <ul className="history" aria-label={`${asset.symbol} history`}>
        {entries.map((e) => {
          const requestId = e.kind === 'received' ? null : e.request_id
          return (
            <li key={`${e.kind}:${e.transaction_hash}:${e.kind === 'received' ? e.output_index : ''}`} data-testid="history-row" data-kind={e.kind}>
              <span className={`history-kind kind-${e.kind}`} aria-hidden="true">
                {e.kind === 'received' ? '+' : e.kind === 'locked' ? '⏸' : '−'}
              </span>
              <span className="history-text">
                <EntryText e={e} symbol={asset.symbol} />
              </span>
              <time className="muted" dateTime={new Date(e.at).toISOString()}>
                {formatTime(e.at)}
              </time>
              {requestId ? (
                <button type="button" className="button button-small" onClick={() => actions.navigate({ name: 'review', source: { kind: 'request', requestId } })}>
                  Open request
                </button>
              ) : null}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
