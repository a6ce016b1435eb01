/**
 * Putting an account into a wallet before its page opens (for specs about something other than
 * onboarding): the wallet passphrase chosen, the keystore imported into the core and registration
 * checked with the service, as the onboarding screen does, and the shared accounts it follows. The idle lock is set long, so a slow run
 * does not lock a wallet in the middle of a spec (the lock spec sets its own).
 * @module
 */
import type { Core } from '../../../src/main/core'
import { configureLock, importAccount, TEST_PASSPHRASE } from '../../../harness/wallet-lock'

/** The passphrase every spec's wallet has. */
export const E2E_PASSPHRASE = TEST_PASSPHRASE

/** A shared account a wallet follows from the start, as if its user had added it under Accounts. */
export interface Followed {
  readonly members: readonly string[]
  readonly threshold: number
}

/**
 * A `prepare` hook that imports `keystoreText`, registers the account and follows the shared
 * accounts in `follow`: on the public network a wallet finds a shared account's funds and requests
 * only once it is told the account (the Accounts screen's own spec adds one through the window).
 */
export function withAccount(
  keystoreText: string,
  o: { idleMs?: number; follow?: readonly Followed[] } = {},
): (core: Core) => Promise<void> {
  return async (core) => {
    const a = await importAccount(core, keystoreText)
    await core.accounts.register(a.user_id)
    for (const f of o.follow ?? [])
      await core.treasury.addAccount(a.user_id, { members: f.members, threshold: f.threshold })
    await configureLock(core, { idleMs: o.idleMs ?? 3600_000 })
  }
}
