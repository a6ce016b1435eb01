/**
 * The queue's status line in words: syncing, when it last synced and what it found, offline, or why
 * the last sync failed and what to do. A wallet that follows no shared account finds requests only
 * through links on the public network, and the line says so. Worded by the caller's `t` (the one in
 * force now when not given). Pure, unit-tested.
 * @module
 */
import { isOffline } from '../base/errors'
import { t as wordsNow } from '../base/words'
import type { SyncStatus } from '../store/types'
import type { Wording } from './queue-item'

/** The status line: what is going on, and (for failures) what to do next. */
export function syncLine(
  sync: SyncStatus,
  registered: boolean,
  needsSignature: number,
  t: Wording = wordsNow,
): { text: string; next?: string; tone: 'normal' | 'warn' | 'error' } {
  if (!registered)
    return {
      text: t('queue.sync.unregistered'),
      next: t('queue.sync.unregisteredNext'),
      tone: 'warn',
    }
  if (sync.busy) return { text: t('queue.sync.syncing'), tone: 'normal' }
  if (sync.error && isOffline(sync.error)) {
    return {
      text: t('queue.sync.offline'),
      next: sync.error.next,
      tone: 'warn',
    }
  }
  if (sync.error)
    return {
      text: t('queue.sync.failed', { message: sync.error.message }),
      next: sync.error.next,
      tone: 'error',
    }
  if (sync.at !== null && sync.result) {
    if (sync.result.accounts === 0) {
      // The public network names no request to a wallet that follows no account: only links bring them.
      return {
        text: t('queue.sync.noAccounts', { at: sync.at, needs: needsSignature }),
        next: t('queue.sync.noAccountsNext'),
        tone: 'warn',
      }
    }
    return {
      text: t('queue.sync.synced', {
        at: sync.at,
        accounts: sync.result.accounts,
        fetched: sync.result.fetched,
        needs: needsSignature,
      }),
      tone: 'normal',
    }
  }
  return { text: t('queue.sync.saved'), tone: 'normal' }
}
