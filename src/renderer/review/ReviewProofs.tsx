/**
 * What the review could prove and what it takes on the service's word, said plainly: the amount
 * spent and the senders' threshold are read from the transactions that created the funds (each
 * fetched and hashed by the wallet); receivers and change are as the service reports them, since a
 * payment's one-time keys cannot be tied to user ids without the sender's secret.
 * @module
 */
import type { RequestSummary } from '../../shared/bridge'

/** See the module comment. */
export function ReviewProofs({ summary: s }: { summary: RequestSummary }) {
  const proven = s.inputs.filter((i) => i.proven).length
  const n = s.inputs.length
  return (
    <div className="proofs" data-testid="proof-note">
      <p>
        {s.inputs_proven ? (
          <>
            <span className="proof-mark" aria-hidden="true">
              ✓
            </span>{' '}
            Proven: the amount spent and the senders’ {s.threshold}-of-{s.senders.length} rule, read from the transaction{n === 1 ? '' : 's'} that created the funds.
          </>
        ) : (
          <>
            Not proven: {n - proven} of {n} input{n === 1 ? '' : 's'} could not be checked against the transaction that created {n - proven === 1 ? 'it' : 'them'}, so {n - proven === 1 ? 'its amount is' : 'their amounts are'} as the service reports.
          </>
        )}
      </p>
      <p className="muted">Receivers and change are shown as the service reports them: one-time keys cannot be tied to user ids without the sender’s secret.</p>
    </div>
  )
}
