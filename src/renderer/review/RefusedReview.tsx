/**
 * A request the wallet refused: its JSON and its raw transaction disagree (or it changed since first
 * seen). Shown with every mismatch; there is nothing to sign.
 * @module
 */
import type { ReviewCheck, ReviewMismatch } from '../../shared/bridge'
import { actions } from '../store'

/** Each check the core names, as a person reads it; typed by the contract so a new check cannot go unnamed. */
const CHECK_TEXT: Readonly<Record<ReviewCheck, string>> = {
  transaction: 'Transaction',
  'asset-and-memo': 'Asset and memo',
  senders: 'Senders',
  outputs: 'Receivers',
  inputs: 'Funds spent',
  proofs: 'Proof of the funds spent',
  signatures: 'Signatures',
}

/** See the module comment. */
export function RefusedReview({
  requestId,
  reasons,
}: {
  requestId: string
  reasons: readonly ReviewMismatch[]
}) {
  return (
    <>
      <h1 id="review-title">Do not sign this request</h1>
      <div className="error-notice refused" role="alert">
        <p className="error-title">
          This request does not match its transaction, so the wallet refused it. It cannot be
          signed.
        </p>
        <p className="error-next">
          Nothing was signed. Ask whoever created it to create it again, and check with the other
          signers.
        </p>
      </div>
      <h2>What does not match</h2>
      <ul className="mismatches" aria-label="Mismatches">
        {reasons.map((r, i) => (
          <li key={i}>
            <strong>{CHECK_TEXT[r.kind]}</strong>: {r.detail}
          </li>
        ))}
      </ul>
      <p className="muted">
        Request <code>{requestId}</code>
      </p>
      <button type="button" className="button" onClick={() => actions.navigate({ name: 'queue' })}>
        Back to requests
      </button>
    </>
  )
}
