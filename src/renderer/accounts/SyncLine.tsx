/**
 * The treasury's sync: its button beside a screen's title, and its state under the title (syncing,
 * or why it could not and that what shows is the wallet's last copy).
 * @module
 */
import type { Treasury } from '../components/treasury'
import { useT } from '../components/words'

/** See the module comment. */
export function SyncLine({ treasury }: { treasury: Treasury }) {
  const t = useT()
  if (treasury.syncing) {
    return (
      <p className="sync-line" role="status">
        {t('accounts.sync.withService')}
      </p>
    )
  }
  if (treasury.syncError) {
    return (
      <div className="callout" role="note">
        <span>
          {t('accounts.sync.failed', { reason: treasury.syncError.message })}{' '}
          {treasury.syncError.next}
        </span>
      </div>
    )
  }
  return null
}

/** Syncs the treasury now; while it syncs, says so and waits. */
export function SyncButton({ treasury }: { treasury: Treasury }) {
  const t = useT()
  return (
    <button
      type="button"
      className="button"
      onClick={() => void treasury.sync()}
      disabled={treasury.syncing}
    >
      {t(treasury.syncing ? 'accounts.sync.syncing' : 'accounts.sync.now')}
    </button>
  )
}
