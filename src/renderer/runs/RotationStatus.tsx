/**
 * Where a move to new members stands, after a sync: what is still in the old account per asset (and
 * what pending requests lock), the pending requests to unlock or let finish, and, once the old
 * account is empty, that it is retired and the new one carries its name. What became spendable since
 * the move started (a request unlocked, a deposit) is swept with one more signature of yours.
 * @module
 */
import { useId } from 'react'
import { formatAmount } from '../base/format'
import { ErrorNotice } from '../components/ErrorNotice'
import { useAction, useLoad } from '../components/hooks'
import { useT } from '../components/words'
import { actions } from '../store'
import { PendingList } from './PendingList'

/** See the module comment; `round` reads it again when the run screen does. */
export function RotationStatus({ runId, round }: { runId: string; round: number }) {
  const t = useT()
  const progress = useLoad(`${runId}:${round}`, () => actions.rotationProgress(runId))
  const ids = useId()
  const [sweep, sweeping] = useAction(async () => {
    const outcome = await actions.sweepRest(runId)
    if (outcome.kind === 'invalid')
      throw new TypeError(outcome.errors.map((e) => t.say(e.message)).join(' '))
  })
  const p = progress.data
  const spendable = p?.left.some((l) => l.balance !== '0' || l.collectibles > 0) ?? false
  return (
    <section className="card" aria-labelledby={`${ids}-progress`} data-testid="rotation-progress">
      <h2 id={`${ids}-progress`}>{t('runs.status.title')}</h2>
      <ErrorNotice error={progress.error ?? sweeping.error} />
      {progress.loading && !p ? <p role="status">{t('runs.status.reading')}</p> : null}
      {p?.done ? (
        <p data-testid="rotation-done">
          {t.rich('runs.status.done', { b: (chunks) => <strong key="b">{chunks}</strong> })}
        </p>
      ) : null}
      {p && !p.done ? (
        <>
          {p.left.length === 0 ? (
            <p>{t('runs.status.empty')}</p>
          ) : (
            <table aria-label={t('runs.status.left')}>
              <thead>
                <tr>
                  <th scope="col">{t('runs.status.asset')}</th>
                  <th scope="col" className="num">
                    {t('runs.status.spendable')}
                  </th>
                  <th scope="col" className="num">
                    {t('runs.status.locked')}
                  </th>
                  <th scope="col" className="num">
                    {t('runs.status.collectibles')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {p.left.map((l) => (
                  <tr key={l.asset_id} data-testid="left-row">
                    <th scope="row">{l.symbol}</th>
                    <td className="num">{formatAmount(l.balance)}</td>
                    <td className="num">{formatAmount(l.locked)}</td>
                    <td className="num">{l.collectibles}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {p.pending.length > 0 ? (
            <>
              <p>{t('runs.status.pending')}</p>
              <PendingList pending={p.pending} linked />
            </>
          ) : null}
          {spendable ? (
            <button
              type="button"
              className="button"
              onClick={() => void sweep().then(() => progress.reload())}
              disabled={sweeping.busy}
            >
              {sweeping.busy ? t('runs.status.sweeping') : t('runs.status.sweep')}
            </button>
          ) : null}
        </>
      ) : null}
    </section>
  )
}
