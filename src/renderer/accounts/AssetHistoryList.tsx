/**
 * An asset's history in a shared account, newest first: what it received, what pending requests
 * lock (each opens its review), what completed payments sent and to whom, with the change that came
 * back, and the requests unlocked (revoked), which moved nothing but stay on record.
 * @module
 */
import { useId, useMemo, type ReactNode } from 'react'
import type { HistoryEntry, RequestItem, SharedAccount } from '../../shared/bridge'
import { useAsset } from '../components/asset'
import { ErrorNotice } from '../components/ErrorNotice'
import { formatAmount, formatTime, shortHash } from '../base/format'
import { externalReceivers } from '../base/receivers'
import { useLoad } from '../components/hooks'
import { useNames } from '../components/person'
import { useT } from '../components/words'
import { actions, useApp } from '../store'
import { joinPayments, membersWords } from './receiver-words'

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

/** "Carol", "2 of 3: Bob, Carol, Dan"; null while the request is not known. */
function useToWhom(item: RequestItem | undefined): string | null {
  const t = useT()
  const receivers = item ? (externalReceivers(item) ?? []) : []
  const nameOf = useNames(receivers.flatMap((r) => r.members))
  if (receivers.length === 0) return null
  return joinPayments(
    receivers.map((r) => membersWords(r.members, r.threshold, nameOf, t)),
    t,
  )
}

const muted = (chunks: ReactNode[]) => (
  <span key="muted" className="muted">
    {chunks}
  </span>
)

function EntryText({
  e,
  symbol,
  item,
}: {
  e: Entry
  symbol: string
  item: RequestItem | undefined
}) {
  const t = useT()
  const to = useToWhom(item)
  const amount = `${formatAmount(e.amount)} ${symbol}`
  switch (e.kind) {
    case 'received':
      return t.rich('accounts.history.received', {
        amount,
        hash: shortHash(e.transaction_hash),
        muted,
      })
    case 'locked':
      return t('accounts.history.locked', { amount })
    case 'sent':
      return (
        <>
          {to === null
            ? t('accounts.history.sent', { amount })
            : t('accounts.history.sentTo', { amount, to })}
          {e.change !== '0' ? (
            <span className="muted">
              {t('accounts.history.change', { change: formatAmount(e.change) })}
            </span>
          ) : null}
        </>
      )
    case 'unlocked':
      return to === null
        ? t.rich('accounts.history.unlocked', { amount, muted })
        : t.rich('accounts.history.unlockedTo', { amount, to, muted })
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
  const t = useT()
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
    // words-exempt: a cache key
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
      <h2 id={`${id}-h`}>{t('accounts.history.title', { symbol: asset.symbol })}</h2>
      <ErrorNotice error={history.error} onRetry={history.reload} />
      {history.data && entries.length === 0 ? (
        <p className="muted">{t('accounts.history.none')}</p>
      ) : null}
      <ul className="history" aria-label={t('accounts.history.title', { symbol: asset.symbol })}>
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
                  {t('accounts.history.open')}
                </button>
              ) : null}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
