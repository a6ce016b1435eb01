/**
 * Putting an account into a wallet before its page opens (for specs about something other than
 * onboarding): the keystore imported into the core and registration checked with the service, as
 * the onboarding screen does.
 * @module
 */
import type { Core } from '../../../src/main/core'
import { importAccount } from '../../helpers/wallet-lock'

/** A `prepare` hook that imports `keystoreText` and registers the account. */
export function withAccount(keystoreText: string): (core: Core) => Promise<void> {
  return async (core) => {
    const a = await importAccount(core, keystoreText)
    await core.accounts.register(a.user_id)
  }
}
