/**
 * Where the keys go, decided once at start: the OS keychain when it answers. Where none is reachable
 * (on Linux: no Secret Service on the session bus), the demo's throwaway keys go to this process's
 * memory ({@link memoryKeychain}), and the window says so; a wallet for real accounts never falls
 * back, since its keys would be gone when it stops: it stores nothing, and its first screen says why
 * and what to install. Asked again ({@link ReachedKeychain.check}), an unreachable keychain is tried
 * anew, so a person who starts a Secret Service need not restart the wallet.
 * @module
 */
import { isVaultError } from './errors'
import type { Keychain } from './keychain'
import { memoryKeychain } from './memory-keychain'

/** Where the wallet's keys are, as the window shows it. */
export type KeychainReach =
  | { readonly storage: 'os' }
  /** The demo's throwaway keys, in this process only. */
  | { readonly storage: 'memory' }
  /** No OS keychain answered: nothing is stored; `detail` is the OS's own words. */
  | { readonly storage: 'unreachable'; readonly detail: string }

/** A {@link Keychain} whose every call waits for the decision, then goes where it fell. */
export interface ReachedKeychain extends Keychain {
  /** Where the keys are now (the OS keychain until the first probe has answered). */
  reach(): KeychainReach
  /** Settles the decision, trying an unreachable OS keychain again. Never rejects. */
  check(): Promise<KeychainReach>
}

/**
 * Probes `os` (listing `service`) and decides.
 * @param o.throwaway the demo's wallet, whose keys may live in memory when no keychain answers
 */
export function reachedKeychain(
  os: Keychain,
  o: { service: string; throwaway: boolean },
): ReachedKeychain {
  let current: Keychain = os
  let state: KeychainReach = { storage: os.storage === 'memory' ? 'memory' : 'os' }
  const probe = async (): Promise<KeychainReach> => {
    try {
      await os.list(o.service)
      current = os
      state = { storage: os.storage === 'memory' ? 'memory' : 'os' }
    } catch (e) {
      // A locked or failing keychain is there: its own errors say what to do when a key is needed.
      if (!isVaultError(e, 'keychain-unavailable')) return state
      if (o.throwaway) {
        current = memoryKeychain()
        state = { storage: 'memory' }
      } else {
        state = { storage: 'unreachable', detail: e.detail ?? e.message }
      }
    }
    return state
  }
  let settled = probe()
  const via = async <T>(op: (k: Keychain) => Promise<T>): Promise<T> => {
    await settled
    return op(current)
  }
  return {
    get storage() {
      return state.storage === 'memory' ? ('memory' as const) : undefined
    },
    get: (service, account) => via((k) => k.get(service, account)),
    set: (service, account, secret) => via((k) => k.set(service, account, secret)),
    delete: (service, account) => via((k) => k.delete(service, account)),
    list: (service) => via((k) => k.list(service)),
    reach: () => state,
    async check() {
      if ((await settled).storage === 'unreachable') settled = probe()
      return settled
    },
  }
}
