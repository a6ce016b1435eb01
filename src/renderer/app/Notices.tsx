/**
 * Notices in a live region: errors as alerts (read out at once), the rest as status messages.
 * @module
 */
import { useT } from '../components/words'
import { actions, useApp } from '../store'

/** The stack of notices at the bottom of the window. */
export function Notices() {
  const t = useT()
  const notices = useApp((s) => s.notices)
  return (
    <div className="notices" aria-live="polite">
      {notices.map((n) => (
        <div
          key={n.id}
          className={`notice notice-${n.tone}`}
          role={n.tone === 'error' ? 'alert' : 'status'}
        >
          <div className="notice-text">
            <strong className="clamp clamp-2" title={n.title}>
              {n.title}
            </strong>
            {n.next ? <span>{n.next}</span> : null}
          </div>
          <button
            type="button"
            className="icon-button"
            aria-label={t('app.notices.dismiss')}
            onClick={() => actions.dismiss(n.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  )
}
