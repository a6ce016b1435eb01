/**
 * The one seam between the wallet and the OS keychain, and how our entries are named in it.
 *
 * Naming: every secret is one generic-password entry whose *service* is the vault's service name
 * (`cosigner` in the app; tests use unique names) and whose *account* is `<user_id>/<kind>`, with
 * `kind` one of `session`, `spend`, `tip`. The stored value is the 32-byte Ed25519 seed as 64
 * lowercase hex characters and nothing else, so the entry is readable with the OS's own tools
 * (`secret-tool`, Keychain Access) if a user ever needs to recover it by hand.
 * @module
 */

import { UUID_PATTERN } from '../../../shared/api/uuid'
import { auuid } from '../../../shared/assert'

/** Minimal keychain operations. Implementations throw {@link VaultError} for keychain failures. */
export interface Keychain {
  /** The stored text, or null when there is no such entry. */
  get(service: string, account: string): Promise<string | null>
  /** Creates or replaces an entry. */
  set(service: string, account: string, secret: string): Promise<void>
  /** Removes an entry; false when there was none. */
  delete(service: string, account: string): Promise<boolean>
  /** The account names stored under `service` (never their secrets). */
  list(service: string): Promise<string[]>
}

/** The three keys of an account. */
export type KeyKind = 'session' | 'spend' | 'tip'
export const KEY_KINDS: readonly KeyKind[] = ['session', 'spend', 'tip']

/** The service name the app uses. */
export const DEFAULT_SERVICE = 'cosigner'

/** The keychain account name of one key of one user. */
export function entryName(userId: string, kind: KeyKind): string {
  auuid(userId, 'userId')
  if (!KEY_KINDS.includes(kind)) throw new TypeError(`"kind" expected one of ${KEY_KINDS.join(', ')}`)
  return `${userId}/${kind}`
}

/** The user and kind an account name stands for, or undefined for names that are not ours. */
export function parseEntryName(account: string): { userId: string; kind: KeyKind } | undefined {
  const slash = account.indexOf('/')
  const userId = account.slice(0, slash)
  const kind = KEY_KINDS.find((k) => k === account.slice(slash + 1))
  return slash > 0 && UUID_PATTERN.test(userId) && kind !== undefined ? { userId, kind } : undefined
}
