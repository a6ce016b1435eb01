/**
 * Locking from the host (the menu's "Lock Cosigner", the computer sleeping or its screen locking):
 * the core's lock service does it, the same call as the window's Lock button. The window hears of
 * it as of every lock, from the core's `lock-changed` event (./desktop), so it shows the lock screen
 * now rather than at its next status check; what it shows comes from the core. Tested under Node
 * with a real core.
 * @module
 */
import type { LockStatus } from '../shared/bridge'
import { englishOf } from '../shared/i18n/english'
import { words, type Words } from '../shared/i18n/words'
import { isCoreError } from './core/errors'

/** The part of the core this module uses. */
export interface LockableCore {
  readonly lock: { lock(reason: 'user' | 'system'): LockStatus }
}

export type HostLockOutcome =
  /** The wallet is locked (or there was nothing to lock yet: no passphrase chosen). */
  | { readonly ok: true; readonly status: LockStatus }
  /**
   * It cannot be locked (the demo's wallet without a passphrase): `words` for the user, in the
   * host's language; `message` is their English, for a log.
   */
  | { readonly ok: false; readonly message: string; readonly words: Words }

const refused = (w: Words): HostLockOutcome => ({ ok: false, message: englishOf(w), words: w })

/** Locks `core` for `reason`. A core that is not open yet has nothing to lock. */
export function lockFromHost(
  core: LockableCore | undefined,
  reason: 'user' | 'system',
): HostLockOutcome {
  if (!core) return refused(words('menu.stillStarting'))
  let status: LockStatus
  try {
    status = core.lock.lock(reason)
  } catch (e) {
    return refused((isCoreError(e) ? e.words : undefined) ?? words('menu.cannotLock'))
  }
  return { ok: true, status }
}
