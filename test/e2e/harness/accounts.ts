/**
 * Putting an account into a wallet before its page opens (for specs about something other than
 * onboarding): the wallet passphrase chosen, the keystore imported into the core and registration
 * checked with the service, as the onboarding screen does. The idle lock is set long, so a slow run
 * does not lock a wallet in the middle of a spec (the lock spec sets its own).
 * @module
 */
import type { Core } from '../../../src/main/core'
import { configureLock, importAccount, TEST_PASSPHRASE } from '../../helpers/wallet-lock'

/** The passphrase every spec's wallet has. */
export const E2E_PASSPHRASE = TEST_PASSPHRASE

/** A `prepare` hook that imports `keystoreText` and registers the account. */
export function withAccount(keystoreText: string, o: { idleMs?: number } = {}): (core: Core) => Promise<void> {
  return async (core) => {
    const a = await importAccount(core, keystoreText)
    await core.accounts.register(a.user_id)
    await configureLock(core, { idleMs: o.idleMs ?? 3600_000 })
  }
}
