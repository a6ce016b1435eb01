/**
 * Where the queue stands against the service: syncing, last synced (and what it found), offline, or
 * why the last sync failed and what to do; and a button to sync now.
 * @module
 */
import { actions, useApp } from '../store'
import { syncLine } from './sync-line'
import { useT } from '../components/words'

/** The "Sync now" button. */
export function SyncButton() {
  const t = useT()
  const { busy, registered } = useApp((s) => ({
    busy: s.sync.busy,
    registered: s.accounts.find((a) => a.user_id === s.accountId)?.registered_at != null,
  }))
  return (
    <button
      type="button"
      className="button"
      onClick={() => void actions.syncNow()}
      disabled={busy || !registered}
      aria-keyshortcuts="Alt+R"
    >
      {busy ? t('queue.sync.busy') : t('queue.sync.now')}
    </button>
  )
}

/** The status line under the queue's heading. */
export function SyncStatus() {
  const t = useT()
  // The count is the queue's (the tab's), not the sync's: a signature since the sync changed it.
  const { sync, registered, needsSignature } = useApp((s) => ({
    sync: s.sync,
    registered: s.accounts.find((a) => a.user_id === s.accountId)?.registered_at != null,
    needsSignature: s.counts['needs-signature'],
  }))
  const d = syncLine(sync, registered, needsSignature, t)
  return (
    <p role="status" className={`sync-line sync-${d.tone}`}>
      {sync.busy ? (
        <progress aria-label={t('queue.sync.progress')} className="spinner-bar" />
      ) : null}
      <span>{d.text}</span>
      {d.next ? <span className="sync-next">{d.next}</span> : null}
    </p>
  )
}
