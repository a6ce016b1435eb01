/**
 * The one seam between the wallet and the OS keychain, and how our entries are named in it.
 *
 * Naming: every secret is one generic-password entry whose *service* is the wallet's own,
 * `<service>/<wallet id>` (`cosigner/<wallet id>` in the app; the wallet id is made with its data
 * folder), so wallets in different data folders never meet, and whose *account* is `<user_id>/<kind>/<g>`,
 * with `kind` one of `session`, `spend`, `tip` and `g` the generation of the wallet passphrase the
 * entry is sealed under (./sealed-entry): a new passphrase writes a new generation beside the old
 * one, so a crash half-way leaves one whole generation. Generation 0 is named `<user_id>/<kind>`
 * and holds the seed in clear (64 lowercase hex characters): entries written before the wallet had
 * a passphrase, and the demo's throwaway account, which runs without one.
 * @module
 */

import { UUID_PATTERN } from '../../../shared/api/uuid'
import { auuid } from '../../../shared/assert'
import { KEY_KINDS, type KeyKind } from '../../../shared/bridge'

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
  /**
   * Where the entries live when it is not the OS keychain: `memory` for the demo's throwaway keys
   * where no keychain is reachable (./memory-keychain), gone when the process ends.
   */
  readonly storage?: 'memory' | undefined
}

/** The three keys of an account (declared with the bridge's values: a keychain's orphans name them). */
export { KEY_KINDS, type KeyKind } from '../../../shared/bridge'

/** The service name the app uses. */
export const DEFAULT_SERVICE = 'cosigner'
/** The demo's own service (npm start): its throwaway keys, in clear, and removed when it stops. */
export const DEMO_SERVICE = 'cosigner-demo'

/** Highest generation a name may carry (a passphrase change a day for millennia). */
export const MAX_GENERATION = 999_999

/**
 * The service a wallet's entries are under: the shared service name and the wallet's id.
 * @throws TypeError when `walletId` is not a UUID
 */
export function walletService(service: string, walletId: string): string {
  auuid(walletId, 'walletId')
  return `${service}/${walletId}`
}

/** The keychain account name of one key of one user, in one generation (0 by default). */
export function entryName(userId: string, kind: KeyKind, generation = 0): string {
  auuid(userId, 'userId')
  if (!KEY_KINDS.includes(kind))
    throw new TypeError(`"kind" expected one of ${KEY_KINDS.join(', ')}`)
  if (!Number.isInteger(generation) || generation < 0 || generation > MAX_GENERATION)
    throw new RangeError(`"generation" expected an integer in [0, ${MAX_GENERATION}]`)
  return generation === 0 ? `${userId}/${kind}` : `${userId}/${kind}/${generation}`
}

/** What a name of ours stands for. */
export interface EntryName {
  readonly userId: string
  readonly kind: KeyKind
  readonly generation: number
}

/** The user, kind and generation an account name stands for, or undefined for names that are not ours. */
export function parseEntryName(account: string): EntryName | undefined {
  const [userId, kindText, generationText, ...rest] = account.split('/')
  const kind = KEY_KINDS.find((k) => k === kindText)
  if (rest.length > 0 || userId === undefined || !UUID_PATTERN.test(userId) || kind === undefined)
    return undefined
  if (generationText === undefined) return { userId, kind, generation: 0 }
  return /^[1-9][0-9]{0,5}$/.test(generationText)
    ? { userId, kind, generation: Number(generationText) }
    : undefined
}
