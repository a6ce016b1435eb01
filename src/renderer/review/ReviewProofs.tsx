/**
 * What the review could prove and what it takes on the service's word, said plainly (the words are
 * the command line's too: proofWords in src/shared/review-rules).
 * @module
 */
import type { RequestSummary } from '../../shared/bridge'
import { proofWords } from '../../shared/review-rules'

/** See the module comment. */
export function ReviewProofs({ summary: s }: { summary: RequestSummary }) {
  const { finding, caveat } = proofWords(s)
  return (
    <div className="proofs" data-testid="proof-note">
      <p>
        {s.inputs_proven ? (
          <>
            <span className="proof-mark" aria-hidden="true">
              ✓
            </span>{' '}
            {finding}
          </>
        ) : (
          finding
        )}
      </p>
      <p className="muted">{caveat}</p>
    </div>
  )
}
