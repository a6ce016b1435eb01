/**
 * What the review could prove and what it takes on the service's word, said plainly (the words are
 * the command line's too: proofFindings in src/shared/review-rules).
 * @module
 */
import type { RequestSummary } from '../../shared/bridge'
import { proofFindings } from '../../shared/review-rules'
import { useT } from '../components/words'

/** See the module comment. */
export function ReviewProofs({ summary: s }: { summary: RequestSummary }) {
  const t = useT()
  const { finding, caveat } = proofFindings(s)
  return (
    <div className="proofs" data-testid="proof-note">
      <p>
        {s.inputs_proven ? (
          <>
            <span className="proof-mark" aria-hidden="true">
              ✓
            </span>{' '}
            {t.say(finding)}
          </>
        ) : (
          t.say(finding)
        )}
      </p>
      <p className="muted">{t.say(caveat)}</p>
    </div>
  )
}
