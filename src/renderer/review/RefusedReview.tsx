/**
 * A request the wallet refused: its JSON and its raw transaction disagree (or it changed since first
 * seen). Shown with every mismatch, each under the check that found it; there is nothing to sign.
 * @module
 */
import type { ReviewMismatch } from '../../shared/bridge'
import { useT } from '../components/words'
import { actions } from '../store'
import { MISMATCH_WORDS } from './mismatch-words'

/** See the module comment. */
export function RefusedReview({
  requestId,
  reasons,
}: {
  requestId: string
  reasons: readonly ReviewMismatch[]
}) {
  const t = useT()
  return (
    <>
      <h1 id="review-title">{t('review.refused.title')}</h1>
      <div className="error-notice refused" role="alert">
        <p className="error-title">{t('review.refused.why')}</p>
        <p className="error-next">{t('review.refused.next')}</p>
      </div>
      <h2>{t('review.refused.mismatches')}</h2>
      <ul className="mismatches" aria-label={t('review.refused.mismatchesLabel')}>
        {reasons.map((r, i) => (
          <li key={i}>
            {t.rich(MISMATCH_WORDS[r.kind], {
              detail: t.say(r.detail),
              b: (chunks) => <strong>{chunks}</strong>,
            })}
          </li>
        ))}
      </ul>
      <p className="muted">
        {t.rich('review.transaction.request', { requestId, code: (c) => <code>{c}</code> })}
      </p>
      <button type="button" className="button" onClick={() => actions.navigate({ name: 'queue' })}>
        {t('review.refused.back')}
      </button>
    </>
  )
}
