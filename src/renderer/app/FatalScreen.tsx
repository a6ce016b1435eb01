/**
 * What the page shows when it cannot work at all: opened without its host, or the wallet failed to
 * start.
 * @module
 */
import type { Explained } from '../base/errors'
import { useT } from '../components/words'

/** See the module comment. */
export function FatalScreen({ error }: { error: Explained }) {
  const t = useT()
  return (
    <main className="fatal">
      <h1>{t('app.fatal.title')}</h1>
      <div role="alert" className="error-notice">
        <p className="error-title">{error.message}</p>
        <p className="error-next">{error.next}</p>
      </div>
      <button
        type="button"
        className="button button-primary"
        onClick={() => window.location.reload()}
      >
        {t('app.fatal.reload')}
      </button>
    </main>
  )
}
