/**
 * Why a vault operation failed, as a code the UI can explain. Messages name the field or the
 * condition, never a key, a seed, a passphrase or any part of the input that was refused.
 * @module
 */
import { englishOf } from '../../../shared/i18n/english'
import type { Words } from '../../../shared/i18n/words'

export type VaultErrorCode =
  /** No OS keychain can be reached (no D-Bus session, no Secret Service, no native module). */
  | 'keychain-unavailable'
  /** The keychain is there but locked, and unlocking was refused or impossible. */
  | 'keychain-locked'
  /** The keychain answered with an error of another kind; `detail` carries its text. */
  | 'keychain-failed'
  /** A keychain entry of ours does not open: not a seed, damaged, or sealed under another key. */
  | 'keychain-corrupt'
  /** The wallet is locked: sealed entries cannot be read or written until it is unlocked. */
  | 'locked'
  /** The account or one of its keys is not in the keychain. */
  | 'not-found'
  /** A different key is already stored under this account and kind; nothing was overwritten. */
  | 'already-exists'
  /** A stored seed does not match the public key the record holds for it. */
  | 'key-mismatch'
  /** The keystore JSON is not one we accept; `field` names the first offending field. */
  | 'invalid-keystore'
  /** Decryption of a backup failed its passphrase check. */
  | 'bad-passphrase'
  /** A backup whose structure or authenticated content is damaged. */
  | 'corrupt'
  /** A backup of a version, KDF or cipher this code does not know, or parameters out of bounds. */
  | 'unsupported'

/** A vault failure. Branch on `code` (across IPC, on `name` + `code`); the message is for people. */
export class VaultError extends Error {
  override readonly name = 'VaultError'
  readonly code: VaultErrorCode
  /** For 'invalid-keystore': the keystore field at fault (e.g. 'session_private_key'). */
  readonly field: string | undefined
  /** For keychain errors: the OS keychain's own message (it never contains a secret). */
  readonly detail: string | undefined

  /** The message as catalog words, which each host says in its reader's language. */
  readonly words: Words | undefined

  constructor(
    code: VaultErrorCode,
    message: string | Words,
    extra: { field?: string; detail?: string; cause?: unknown } = {},
  ) {
    super(englishOf(message), extra.cause === undefined ? undefined : { cause: extra.cause })
    this.words = typeof message === 'string' ? undefined : message
    this.code = code
    this.field = extra.field
    this.detail = extra.detail
  }
}

/** Whether `e` is a VaultError, optionally of one code. */
export function isVaultError(e: unknown, code?: VaultErrorCode): e is VaultError {
  return e instanceof VaultError && (code === undefined || e.code === code)
}
