/**
 * The lock on the bridge (see ./bridge for the contract): where it stands, what a re-authentication
 * grant is for, and the estimator's view of a candidate passphrase. The passphrase itself crosses
 * only in the `lock.*` inputs that check or set it, never in a result.
 * @module
 */
import { z } from 'zod'
import { WordsSchema } from './i18n/words'

const Int = z.number().int()
const Ms = Int.nonnegative()

/**
 * Where the keys are: `os`, the OS keychain; `memory`, the demo's throwaway keys in the wallet's
 * process only, where no keychain is reachable; `unreachable`, no keychain answered, so a wallet for
 * real accounts stores no key (src/main/core/vault/keychain-reach.ts).
 */
export const KEYCHAIN_STORAGE = ['os', 'memory', 'unreachable'] as const
export const KeychainStatus = z.object({
  storage: z.enum(KEYCHAIN_STORAGE),
  /** The OS keychain's name for people ("Secret Service"). */
  backend: z.string(),
  /** Why the keys are not in the OS keychain, as catalog words; null when they are. */
  reason: WordsSchema.nullable(),
  /** What to install or start so that they can be, on this computer, as catalog words; null when nothing is needed. */
  remedy: WordsSchema.nullable(),
  /** The OS's own words, for a details line; null when it said nothing. */
  detail: z.string().nullable(),
})
export type KeychainStatus = z.infer<typeof KeychainStatus>

/** Where the wallet's lock stands (see src/main/core/services/lock.ts). */
export const LOCK_STATES = ['setup', 'locked', 'unlocked', 'unprotected'] as const
export const LockStatus = z.object({
  /**
   * `setup`: no passphrase yet (choose one; keys found in clear get sealed under it). `locked`:
   * only unlocking works. `unlocked`. `unprotected`: the demo's throwaway wallet, without a passphrase.
   */
  state: z.enum(LOCK_STATES),
  /** The core's clock, ms, to count down from without trusting the page's. */
  now: Ms,
  /** Accounts in the wallet (in `setup`, those whose keys a passphrase will seal). */
  accounts: Int,
  idle_ms: Ms,
  reauth_window_ms: Ms,
  /** When the idle lock falls due; null unless unlocked. */
  locks_at: Ms.nullable(),
  /** Until when signing needs no passphrase (the re-auth window); null when it does. */
  sign_without_reauth_until: Ms.nullable(),
  /** Wrong passphrases in a row. */
  failed_attempts: Int,
  /** When the next passphrase may be tried; null when it may be now. */
  retry_at: Ms.nullable(),
  /** Where the keys are, decided by the core at start; a wallet with `unreachable` can store none. */
  keychain: KeychainStatus,
})
export type LockStatus = z.infer<typeof LockStatus>

/**
 * What a re-authentication grant is for; each action takes a grant of its own purpose. `loosen-lock`
 * is for a longer idle lock or re-auth window (a shorter one needs none).
 */
export const GRANT_PURPOSES = [
  'sign',
  'unlock-request',
  'export-backup',
  'import-account',
  'remove-account',
  'create-keys',
  'change-passphrase',
  'change-service',
  'loosen-lock',
] as const
export type GrantPurpose = (typeof GRANT_PURPOSES)[number]

/**
 * The subject of a `loosen-lock` grant: the lock settings it allows, so a grant asked for one
 * change cannot make a looser one.
 */
export function loosenLockSubject(o: {
  readonly idleMs?: number | undefined
  readonly reauthWindowMs?: number | undefined
}): string {
  const parts = [
    o.idleMs !== undefined ? `idle ${o.idleMs} ms` : '',
    o.reauthWindowMs !== undefined ? `re-auth window ${o.reauthWindowMs} ms` : '',
  ]
  return parts.filter((p) => p !== '').join(', ')
}

/** The estimator's view of a candidate passphrase. */
export const PassphraseVerdict = z.object({
  ok: z.boolean(),
  score: Int.min(0).max(4),
  warning: WordsSchema.nullable(),
  suggestions: z.array(WordsSchema),
})
export type PassphraseVerdict = z.infer<typeof PassphraseVerdict>
