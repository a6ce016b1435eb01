/**
 * The wallet passphrase in tests: a core gets one (and is unlocked) on first use, and grants are
 * asked for with it, as the renderer's re-authentication dialog does.
 * @module
 */
import { randomUUID } from 'node:crypto'
import type { Core, PaymentDraft } from '../src/main/core'
import { loosenLockSubject, type GrantPurpose, type LockStatus } from '../src/shared/bridge'

/** Strong enough for the estimator; tests use it everywhere a wallet passphrase is asked. */
export const TEST_PASSPHRASE = 'a quiet lantern over seven hills'

/** Gives the core its passphrase when it has none (and so unlocks it); returns the status. */
export async function ensurePassphrase(core: Core, passphrase = TEST_PASSPHRASE): Promise<void> {
  if (core.lock.status().state === 'setup') await core.lock.setup(passphrase)
  else if (core.lock.status().state === 'locked') await core.lock.unlock(passphrase)
}

/** A fresh grant for one action. */
export async function grant(
  core: Core,
  purpose: GrantPurpose,
  subject: string | null = null,
  passphrase = TEST_PASSPHRASE,
): Promise<string> {
  await ensurePassphrase(core, passphrase)
  return core.lock.reauthenticate(passphrase, purpose, subject)
}

/** Imports a keystore as the onboarding screen does: passphrase first, then a grant for the import. */
export async function importAccount(core: Core, keystoreText: string, label?: string) {
  return core.accounts.importKeystore(keystoreText, {
    ...(label !== undefined ? { label } : {}),
    grant: await grant(core, 'import-account'),
  })
}

/** Signs as the review screen does, with a grant for this request. */
export async function signWithGrant(core: Core, userId: string, requestId: string, digest: string) {
  return core.requests.sign(userId, requestId, {
    digest,
    confirmed: true,
    grant: await grant(core, 'sign', requestId),
  })
}

/** Proposes as the payment form does: the request id picked first, and a grant to sign it. */
export async function proposeWithGrant(core: Core, userId: string, draft: PaymentDraft) {
  const requestId = draft.request_id ?? randomUUID()
  return core.proposals.propose(
    userId,
    { ...draft, request_id: requestId },
    await grant(core, 'sign', requestId),
  )
}

/** Sets the idle lock or the re-auth window as the Settings screen does, with the grant a longer one takes. */
export async function configureLock(
  core: Core,
  o: { idleMs?: number; reauthWindowMs?: number },
): Promise<LockStatus> {
  return core.lock.configure(o, await grant(core, 'loosen-lock', loosenLockSubject(o)))
}
