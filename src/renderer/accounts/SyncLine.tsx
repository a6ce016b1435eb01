/**
 * The treasury's sync state under a screen's title: syncing, or why it could not and that what
 * shows is the wallet's last copy.
 * @module
 */
import type { Treasury } from '../components/treasury'

/** See the module comment. */
export function SyncLine({ t }: { t: Treasury }) {
  if (t.syncing) {
    return (
      <p className="sync-line" role="status">
        Syncing with the service…
      </p>
    )
  }
  if (t.syncError) {
    return (
      <div className="callout" role="note">
        <span>
          Could not sync ({t.syncError.message}); this is what the wallet last saw.{' '}
          {t.syncError.next}
        </span>
      </div>
    )
  }
  return null
}
