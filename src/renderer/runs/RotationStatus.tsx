/**
 * Where a move to new members stands, after a sync: what is still in the old account per asset (and
 * what pending requests lock), the pending requests to unlock or let finish, and, once the old
 * account is empty, that it is retired and the new one carries its name. What became spendable since
 * the move started (a request unlocked, a deposit) is swept with one more signature of yours.
 * @module
 */
import { useId } from 'react'
import { formatAmount, shortId } from '../base/format'
import { ErrorNotice } from '../components/ErrorNotice'
import { useAction, useLoad } from '../components/hooks'
import { actions } from '../store'

/** See the module comment; `round` reads it again when the run screen does. */
export function RotationStatus({ runId, round }: { runId: string; round: number }) {
  const progress = useLoad(`${runId}:${round}`, () => actions.rotationProgress(runId))
  const ids = useId()
  const [sweep, sweeping] = useAction(async () => {
    const outcome = await actions.sweepRest(runId)
    if (outcome.kind === 'invalid')
      throw new TypeError(outcome.errors.map((e) => e.message).join(' '))
  })
  const p = progress.data
  const spendable = p?.left.some((l) => l.balance !== '0' || l.collectibles > 0) ?? false
  return (
    <section className="card" aria-labelledby={`${ids}-progress`} data-testid="rotation-progress">
      <h2 id={`${ids}-progress`}>Where the move stands</h2>
      <ErrorNotice error={progress.error ?? sweeping.error} />
      {progress.loading && !p ? <p role="status">Reading the old account…</p> : null}
      {p?.done ? (
        <p data-testid="rotation-done">
          <strong>Done.</strong> The old account is empty and retired; the new account carries its
          name.
        </p>
      ) : null}
      {p && !p.done ? (
        <>
          {p.left.length === 0 ? (
            <p>Nothing is left in the old account; the sweeps still have to be sent.</p>
          ) : (
            <table aria-label="Left in the old account">
              <thead>
                <tr>
                  <th scope="col">Asset</th>
                  <th scope="col" className="num">
                    Spendable
                  </th>
                  <th scope="col" className="num">
                    Locked by requests
                  </th>
                  <th scope="col" className="num">
                    Collectibles
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
              <p>
                These requests hold funds back. Unlock them (or let them finish), then sweep what
                they free:
              </p>
              <ul aria-label="Pending requests">
                {p.pending.map((q) => (
                  <li key={q.request_id}>
                    <button
                      type="button"
                      className="link-button"
                      onClick={() =>
                        actions.navigate({
                          name: 'review',
                          source: { kind: 'request', requestId: q.request_id },
                        })
                      }
                    >
                      Request {shortId(q.request_id)}
                    </button>{' '}
                    · {formatAmount(q.amount)} · {q.signers.length} of {q.threshold} signatures
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {spendable ? (
            <button
              type="button"
              className="button"
              onClick={() => void sweep().then(() => progress.reload())}
              disabled={sweeping.busy}
            >
              {sweeping.busy ? 'Sweeping…' : 'Sweep what is left'}
            </button>
          ) : null}
        </>
      ) : null}
    </section>
  )
}
