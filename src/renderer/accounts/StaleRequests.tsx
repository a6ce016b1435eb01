/**
 * Requests pending longer than the user's threshold: they keep their account's funds locked until
 * someone signs or unlocks them. Each can be opened to unlock it (behind the usual confirmation).
 * @module
 */
import { useId } from 'react'
import { AssetAmount } from '../components/AssetAmount'
import { ErrorNotice } from '../components/ErrorNotice'
import { formatAge, shortId, timeOf } from '../base/format'
import { useAction, useLoad, useNow } from '../components/hooks'
import { actions, useApp } from '../store'

const DAY = 24 * 3600 * 1000
const CHOICES: readonly [number, string][] = [
  [DAY, '1 day'],
  [3 * DAY, '3 days'],
  [7 * DAY, '1 week'],
  [14 * DAY, '2 weeks'],
  [30 * DAY, '30 days'],
]

export interface StaleRequestsProps {
  /** Of one shared account; all of them when absent. */
  account?: { membersHash: string; threshold: number }
  staleAfterMs: number | null
}

/** See the module comment. */
export function StaleRequests({ account, staleAfterMs }: StaleRequestsProps) {
  const accountId = useApp((s) => s.accountId)
  const now = useNow()
  const id = useId()
  const key = `stale:${accountId ?? ''}:${account?.membersHash ?? 'all'}:${staleAfterMs ?? ''}`
  const stale = useLoad(key, () =>
    actions.staleRequests(
      account ? { members_hash: account.membersHash, threshold: account.threshold } : undefined,
    ),
  )
  const [setAfter, setting] = useAction((ms: number) => actions.setStaleAfter(ms))
  const after = stale.data?.stale_after_ms ?? staleAfterMs ?? 3 * DAY
  const choices = CHOICES.some(([ms]) => ms === after)
    ? CHOICES
    : [...CHOICES, [after, `${Math.round(after / 3600_000)} hours`] as [number, string]]
  const requests = stale.data?.requests ?? []

  return (
    <section className="card stale" aria-labelledby={`${id}-h`}>
      <div className="stale-head">
        <h2 id={`${id}-h`}>Stale requests</h2>
        <label className="inline-field">
          Pending longer than
          <select
            value={after}
            disabled={setting.busy}
            onChange={(e) => void setAfter(Number(e.currentTarget.value))}
          >
            {choices.map(([ms, text]) => (
              <option key={ms} value={ms}>
                {text}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ErrorNotice error={stale.error ?? setting.error} />
      {stale.data && requests.length === 0 ? (
        <p className="muted">None: every pending request is younger than that.</p>
      ) : null}
      <ul className="stale-list" aria-label="Stale requests">
        {requests.map((r) => (
          <li key={r.request_id} data-testid="stale-row" data-request-id={r.request_id}>
            <span>
              <AssetAmount amount={r.amount} assetId={r.asset_id} /> · {r.signers.length} of{' '}
              {r.threshold} signatures · pending since{' '}
              <time dateTime={r.created_at}>{formatAge(timeOf(r.created_at), now)}</time>
              <span className="visually-hidden"> (request {shortId(r.request_id)})</span>
            </span>
            <span className="button-row">
              <button
                type="button"
                className="button button-small"
                onClick={() =>
                  actions.navigate({
                    name: 'review',
                    source: { kind: 'request', requestId: r.request_id },
                  })
                }
              >
                Review
              </button>
              <button
                type="button"
                className="button button-small button-danger-outline"
                onClick={() =>
                  actions.navigate({
                    name: 'review',
                    source: { kind: 'request', requestId: r.request_id, action: 'unlock' },
                  })
                }
              >
                Unlock…
              </button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
