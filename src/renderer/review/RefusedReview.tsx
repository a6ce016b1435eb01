/**
 * A request the wallet refused: its JSON and its raw transaction disagree (or it changed since first
 * seen). Shown with every mismatch; there is nothing to sign.
 * @module
 */
import type { ReviewMismatch } from '../../shared/bridge'
import { actions } from '../store'

const KIND_TEXT: Readonly<Record<string, string>> = {
  amount: 'Amount',
  asset: 'Asset',
  receivers: 'Receivers',
  threshold: 'Threshold',
  hash: 'Transaction hash',
  transaction_hash: 'Transaction hash',
  changed: 'Changed since first seen',
  inputs: 'Inputs',
  decode: 'Unreadable transaction',
}

/** See the module comment. */
export function RefusedReview({ requestId, reasons }: { requestId: string; reasons: readonly ReviewMismatch[] }) {
  return (
    <>
      <h1 id="review-title">Do not sign this request</h1>
      <div className="error-notice refused" role="alert">
        <p className="error-title">This request does not match its transaction, so the wallet refused it. It cannot be signed.</p>
        <p className="error-next">Nothing was signed. Ask whoever created it to create it again, and check with the other signers.</p>
      </div>
      <h2>What does not match</h2>
      <ul className="mismatches" aria-label="Mismatches">
        {reasons.map((r, i) => (
          <li key={i}>
            <strong>{KIND_TEXT[r.kind] ?? r.kind}</strong>: {r.detail}
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
