/**
 * Where the queue stands against the service: syncing, last synced (and what it found), offline, or
 * why the last sync failed and what to do; and a button to sync now.
 * @module
 */
import { isOffline } from '../app/errors'
import { formatTime } from '../components/format'
import { actions, useApp, type SyncStatus as Sync } from '../store'

/** The status line: what is going on, and (for failures) what to do next. */
function describe(sync: Sync, registered: boolean, needsSignature: number): { text: string; next?: string; tone: 'normal' | 'warn' | 'error' } {
  if (!registered) return { text: 'Not registered with the service yet.', next: 'Register in Settings → Account to sync; offline files can still be signed.', tone: 'warn' }
  if (sync.busy) return { text: 'Syncing with the service…', tone: 'normal' }
  if (sync.error && isOffline(sync.error)) {
    return { text: 'Offline: showing the requests saved on this computer.', next: sync.error.next, tone: 'warn' }
  }
  if (sync.error) return { text: `Sync failed: ${sync.error.message}`, next: sync.error.next, tone: 'error' }
  if (sync.at !== null && sync.result) {
    const found = sync.result.listing ? `${sync.result.fetched} fetched` : 'the service has no request listing, so known requests were refreshed'
    return { text: `Synced ${formatTime(sync.at)} · ${found} · ${needsSignature} need your signature.`, tone: 'normal' }
  }
  return { text: 'Showing the requests saved on this computer.', tone: 'normal' }
}

/** The "Sync now" button. */
export function SyncButton() {
  const { busy, registered } = useApp((s) => ({ busy: s.sync.busy, registered: s.accounts.find((a) => a.user_id === s.accountId)?.registered_at != null }))
  return (
    <button type="button" className="button" onClick={() => void actions.syncNow()} disabled={busy || !registered} aria-keyshortcuts="Alt+R">
      {busy ? 'Syncing…' : 'Sync now'}
    </button>
  )
}

/** The status line under the queue's heading. */
export function SyncStatus() {
  // The count is the queue's (the tab's), not the sync's: a signature since the sync changed it.
  const { sync, registered, needsSignature } = useApp((s) => ({
    sync: s.sync,
    registered: s.accounts.find((a) => a.user_id === s.accountId)?.registered_at != null,
    needsSignature: s.counts['needs-signature'],
  }))
  const d = describe(sync, registered, needsSignature)
  return (
    <p role="status" className={`sync-line sync-${d.tone}`}>
      {sync.busy ? <progress aria-label="Syncing" className="spinner-bar" /> : null}
      <span>{d.text}</span>
      {d.next ? <span className="sync-next">{d.next}</span> : null}
    </p>
  )
}
