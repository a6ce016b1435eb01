/**
 * Running an action that takes a grant. Signing first tries without one while the core says the
 * re-auth window is open, or when the call checks its input first (and asks only if the core
 * refuses); every other action asks first.
 * @module
 */
import type { GrantPurpose } from '../../shared/bridge'
import { BridgeFailure } from '../app/bridge'
import { actions, appState } from '../store'

/** Runs `run` with a grant for signing `requestId`, or without one inside the re-auth window. */
export async function withSigningGrant<T>(requestId: string, what: string, run: (grant: string | undefined) => Promise<T>): Promise<T> {
  const s = appState().lock
  if (s?.state === 'unlocked' && s.sign_without_reauth_until !== null && s.sign_without_reauth_until > s.now) {
    try {
      return await run(undefined)
    } catch (e) {
      if (!(e instanceof BridgeFailure && e.code === 'reauth-required')) throw e
    }
  }
  return run(await actions.requestGrant('sign', requestId, what))
}

/**
 * Runs `run` without a grant, and again with one for signing `requestId` only if the core asks for
 * it: for a call that checks its input first (a payment form), so mistakes are answered before
 * anyone is asked for the passphrase.
 */
export async function withSigningGrantIfAsked<T>(requestId: string, what: string, run: (grant: string | undefined) => Promise<T>): Promise<T> {
  try {
    return await run(undefined)
  } catch (e) {
    if (!(e instanceof BridgeFailure && e.code === 'reauth-required')) throw e
  }
  return run(await actions.requestGrant('sign', requestId, what))
}

/** Runs `run` with a fresh grant for `purpose` (and `subject`), asking for the passphrase first. */
export async function withGrant<T>(purpose: GrantPurpose, subject: string | null, what: string, run: (grant: string) => Promise<T>): Promise<T> {
  return run(await actions.requestGrant(purpose, subject, what))
}
