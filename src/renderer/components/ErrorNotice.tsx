/**
 * A failure shown where it happened: what went wrong, then what to do next.
 * @module
 */
import type { Explained } from '../base/errors'
import { useT } from './words'

export interface ErrorNoticeProps {
  /** The failure, or null to show nothing. */
  error: Explained | null
  /** Offers a retry button when given. */
  onRetry?: () => void
}

/** An inline error in plain words (an alert, so screen readers announce it). */
export function ErrorNotice({ error, onRetry }: ErrorNoticeProps) {
  const t = useT()
  if (!error) return null
  return (
    <div className="error-notice" role="alert">
      <p className="error-title">{error.message}</p>
      <p className="error-next">{error.next}</p>
      {error.details ? (
        <p className="error-details">{t('common.details', { details: error.details })}</p>
      ) : null}
      {onRetry ? (
        <button type="button" className="button" onClick={onRetry}>
          {t('common.retry')}
        </button>
      ) : null}
    </div>
  )
}
