/**
 * Running an action that takes a grant, for the slices whose actions sign, unlock or change what
 * the core guards. Signing first tries without one while the core says the re-auth window is open,
 * or when the call checks its input first (and asks only if the core refuses); every other action
 * asks first. The passphrase prompt is the lock slice's (`requestGrant`).
 * @module
 */
import type { GrantPurpose } from '../../shared/bridge'
import { BridgeFailure } from '../base/bridge-caller'
import type { LockActions } from './actions'
import type { SliceContext } from './slice'

const asksForGrant = (e: unknown) => e instanceof BridgeFailure && e.code === 'reauth-required'

/** The grant helpers of one store. */
export interface Grants {
  /** Runs `run` with a grant for signing `requestId`, or without one inside the re-auth window. */
  signing<T>(
    requestId: string,
    what: string,
    run: (grant: string | undefined) => Promise<T>,
  ): Promise<T>
  /**
   * Runs `run` without a grant, and again with one only if the core asks for it: for a call that
   * checks its input first (a payment, a looser lock, a new service), so mistakes are answered before
   * anyone is asked for the passphrase. `ask` names the grant when it is asked for.
   */
  ifAsked<T>(
    ask: { purpose: GrantPurpose; subject: string | null; what: string },
    run: (grant: string | undefined) => Promise<T>,
  ): Promise<T>
  /** Runs `run` with a fresh grant for `purpose` (and `subject`), asking for the passphrase first. */
  asking<T>(
    purpose: GrantPurpose,
    subject: string | null,
    what: string,
    run: (grant: string) => Promise<T>,
  ): Promise<T>
}

export function grantsOf({
  get,
  actions,
}: Pick<SliceContext<LockActions>, 'get' | 'actions'>): Grants {
  return {
    async signing(requestId, what, run) {
      const s = get().lock
      if (
        s?.state === 'unlocked' &&
        s.sign_without_reauth_until !== null &&
        s.sign_without_reauth_until > s.now
      ) {
        try {
          return await run(undefined)
        } catch (e) {
          if (!asksForGrant(e)) throw e
        }
      }
      return run(await actions.requestGrant('sign', requestId, what))
    },

    async ifAsked(ask, run) {
      try {
        return await run(undefined)
      } catch (e) {
        if (!asksForGrant(e)) throw e
      }
      return run(await actions.requestGrant(ask.purpose, ask.subject, ask.what))
    },

    async asking(purpose, subject, what, run) {
      return run(await actions.requestGrant(purpose, subject, what))
    },
  }
}
