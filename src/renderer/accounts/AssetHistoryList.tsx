/**
 * An asset's history in a shared account, newest first: what it received, what pending requests
 * lock (each opens its review), what completed payments sent and to whom, with the change that came
 * back, and the requests unlocked (revoked), which moved nothing but stay on record.
 * @module
 */
import { useId, useMemo } from 'react'
import type { HistoryEntry, RequestItem, SharedAccount } from '../../shared/bridge'
import { useAsset } from '../components/asset'
import { ErrorNotice } from '../components/ErrorNotice'
import { formatAmount, formatTime, shortHash } from '../base/format'
import { externalReceivers } from '../base/receivers'
import { useLoad } from '../components/hooks'
import { useNames } from '../components/person'
import { actions, useApp } from '../store'

/** A request unlocked (revoked): it moved nothing, but the account's history keeps it. */
type Unlocked = {
  kind: 'unlocked'
  at: number
  amount: string
  request_id: string
  transaction_hash: string
}
type Entry = HistoryEntry | Unlocked

/** A mark every font has: the kind is also in the words beside it. */
const KIND_MARK: Record<Entry['kind'], string> = {
  received: '+',
  locked: '…',
  sent: '−',
  unlocked: '×',
}

/** How many of the newest requests are looked through for receivers and unlocked ones. */
const RECENT = 500

const sameMembers = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join()

/** " to Carol", " to 2 of 3: Bob, Carol, Dan"; nothing while the request is not known. */
function ToWhom({ item }: { item: RequestItem | undefined }) {
  const receivers = item ? (externalReceivers(item) ?? []) : []
  const nameOf = useNames(receivers.flatMap((r) => r.members))
  if (receivers.length === 0) return null
  const words = receivers.map((r) =>
    r.members.length === 1
      ? nameOf(r.members[0]!)
      : `${r.threshold} of ${r.members.length}: ${r.members.map(nameOf).join(', ')}`,
  )
  return <> to {words.join(' and ')}</>
}

function EntryText({
  e,
  symbol,
  item,
}: {
  e: Entry
  symbol: string
  item: RequestItem | undefined
}) {
  switch (e.kind) {
    case 'received':
      return (
        <>
          Received {formatAmount(e.amount)} {symbol}{' '}
          <span className="muted">in {shortHash(e.transaction_hash)}</span>
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
          <ToWhom item={item} />
          {e.change !== '0' ? (
            <span className="muted"> ({formatAmount(e.change)} came back as change)</span>
          ) : null}
        </>
      )
    case 'unlocked':
      return (
        <>
          Unlocked (revoked): {formatAmount(e.amount)} {symbol}
          <ToWhom item={item} /> <span className="muted">was not paid</span>
        </>
      )
  }
}

/** See the module comment. */
export function AssetHistoryList({
  account,
  assetId,
}: {
  account: SharedAccount
  assetId: string
}) {
  const accountId = useApp((s) => s.accountId)
  const asset = useAsset(assetId)
  const id = useId()
  const balance = account.balances.find((b) => b.asset_id === assetId)
  const history = useLoad(
    `history:${accountId ?? ''}:${account.members_hash}:${account.threshold}:${assetId}:${balance?.balance ?? ''}:${balance?.locked ?? ''}`,
    () =>
      actions.assetHistory(
        { members_hash: account.members_hash, threshold: account.threshold },
        assetId,
      ),
  )
  // The requests behind the entries, for whom they paid, and those unlocked, which the outputs no longer show.
  const recent = useLoad(
    `history-requests:${accountId ?? ''}:${balance?.balance ?? ''}:${balance?.locked ?? ''}`,
    () => actions.recentRequests(RECENT),
  )
  const byId = useMemo(
    () => new Map((recent.data ?? []).map((r) => [r.request_id, r])),
    [recent.data],
  )
  const entries: Entry[] = useMemo(() => {
    const unlocked: Unlocked[] = (recent.data ?? [])
      .filter(
        (r) =>
          r.state === 'unlocked' &&
          r.asset_id === assetId &&
          r.threshold === account.threshold &&
          sameMembers(r.senders, account.members),
      )
      .map((r) => ({
        kind: 'unlocked',
        at: r.updated_at,
        amount: r.amount,
        request_id: r.request_id,
        transaction_hash: r.transaction_hash,
      }))
    return [...(history.data?.entries ?? []), ...unlocked].sort((a, b) => b.at - a.at)
  }, [history.data, recent.data, assetId, account.threshold, account.members])
  return (
    <section className="card" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{asset.symbol} history</h2>
      <ErrorNotice error={history.error} onRetry={history.reload} />
      {history.data && entries.length === 0 ? <p className="muted">Nothing yet.</p> : null}
      <ul className="history" aria-label={`${asset.symbol} history`}>
        {entries.map((e) => {
          const requestId = e.kind === 'received' ? null : e.request_id
          return (
            <li
              key={`${e.kind}:${e.transaction_hash}:${e.kind === 'received' ? e.output_index : ''}`}
              data-testid="history-row"
              data-kind={e.kind}
            >
              <span className={`history-kind kind-${e.kind}`} aria-hidden="true">
                {KIND_MARK[e.kind]}
              </span>
              <span className="history-text">
                <EntryText
                  e={e}
                  symbol={asset.symbol}
                  item={requestId ? byId.get(requestId) : undefined}
                />
              </span>
              <time className="muted" dateTime={new Date(e.at).toISOString()}>
                {formatTime(e.at)}
              </time>
              {requestId ? (
                <button
                  type="button"
                  className="button button-small"
                  onClick={() =>
                    actions.navigate({ name: 'review', source: { kind: 'request', requestId } })
                  }
                >
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
