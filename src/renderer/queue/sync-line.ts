/**
 * The queue's status line in words: syncing, when it last synced and what it found, offline, or why
 * the last sync failed and what to do. A wallet that follows no shared account finds requests only
 * through links on the public network, and the line says so. Pure, unit-tested.
 * @module
 */
import { isOffline } from '../base/errors'
import { countOf, formatTime } from '../base/format'
import type { SyncStatus } from '../store/types'

/** The status line: what is going on, and (for failures) what to do next. */
export function syncLine(
  sync: SyncStatus,
  registered: boolean,
  needsSignature: number,
): { text: string; next?: string; tone: 'normal' | 'warn' | 'error' } {
  if (!registered)
    return {
      text: 'Not registered with the service yet.',
      next: 'Register in Settings → Account to sync; offline files can still be signed.',
      tone: 'warn',
    }
  if (sync.busy) return { text: 'Syncing with the service…', tone: 'normal' }
  if (sync.error && isOffline(sync.error)) {
    return {
      text: 'Offline: showing the requests saved on this computer.',
      next: sync.error.next,
      tone: 'warn',
    }
  }
  if (sync.error)
    return { text: `Sync failed: ${sync.error.message}`, next: sync.error.next, tone: 'error' }
  if (sync.at !== null && sync.result) {
    const synced = `Synced ${formatTime(sync.at)}`
    if (sync.result.accounts === 0) {
      // The public network names no request to a wallet that follows no account: only links bring them.
      return {
        text: `${synced} · no shared account followed, so only requests shared by link are found · ${needsSignature} need your signature.`,
        next: 'Add the shared accounts you sign for under Accounts.',
        tone: 'warn',
      }
    }
    return {
      text: `${synced} · ${countOf(sync.result.accounts, 'shared account')} read · ${sync.result.fetched} fetched · ${needsSignature} need your signature.`,
      tone: 'normal',
    }
  }
  return { text: 'Showing the requests saved on this computer.', tone: 'normal' }
}
