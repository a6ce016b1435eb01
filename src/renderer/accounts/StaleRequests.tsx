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
import { useT } from '../components/words'
import { actions, useApp } from '../store'
import type { Wording } from './receiver-words'
import { ReviewLink } from '../components/ReviewLink'

const HOUR = 3600 * 1000
const DAY = 24 * HOUR
const WEEK = 7 * DAY
const CHOICES: readonly number[] = [DAY, 3 * DAY, WEEK, 2 * WEEK, 30 * DAY]

/** A choice in words: "1 week", "30 days", "36 hours" (the wallet may keep any number of hours). */
function choiceWords(ms: number, t: Wording): string {
  if (ms % DAY !== 0) return t('accounts.stale.hours', { count: Math.round(ms / HOUR) })
  if (ms % WEEK === 0 && ms / WEEK < 4) return t('accounts.stale.weeks', { count: ms / WEEK })
  return t('accounts.stale.days', { count: ms / DAY })
}

export interface StaleRequestsProps {
  /** Of one shared account; all of them when absent. */
  account?: { membersHash: string; threshold: number }
  staleAfterMs: number | null
}

/** See the module comment. */
export function StaleRequests({ account, staleAfterMs }: StaleRequestsProps) {
  const t = useT()
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
  const choices = CHOICES.includes(after) ? CHOICES : [...CHOICES, after]
  const requests = stale.data?.requests ?? []

  return (
    <section className="card stale" aria-labelledby={`${id}-h`}>
      <div className="stale-head">
        <h2 id={`${id}-h`}>{t('accounts.stale.title')}</h2>
        <label className="inline-field">
          {t('accounts.stale.after')}
          <select
            value={after}
            disabled={setting.busy}
            onChange={(e) => void setAfter(Number(e.currentTarget.value))}
          >
            {choices.map((ms) => (
              <option key={ms} value={ms}>
                {choiceWords(ms, t)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ErrorNotice error={stale.error ?? setting.error} />
      {stale.data && requests.length === 0 ? (
        <p className="muted">{t('accounts.stale.none')}</p>
      ) : null}
      <ul className="stale-list" aria-label={t('accounts.stale.title')}>
        {requests.map((r) => (
          <li key={r.request_id} data-testid="stale-row" data-request-id={r.request_id}>
            <span>
              {t.rich('accounts.stale.row', {
                amount: <AssetAmount key="amount" amount={r.amount} assetId={r.asset_id} />,
                signed: r.signers.length,
                threshold: r.threshold,
                age: formatAge(timeOf(r.created_at), now),
                time: (chunks) => (
                  <time key="time" dateTime={r.created_at}>
                    {chunks}
                  </time>
                ),
              })}
              <span className="visually-hidden">
                {t('accounts.stale.request', { id: shortId(r.request_id) })}
              </span>
            </span>
            <span className="button-row">
              <ReviewLink requestId={r.request_id} className="button button-small">
                {t('accounts.stale.review')}
              </ReviewLink>
              <ReviewLink
                requestId={r.request_id}
                action="unlock"
                className="button button-small button-danger-outline"
              >
                {t('accounts.stale.unlock')}
              </ReviewLink>
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
