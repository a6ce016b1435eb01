/**
 * Why a wallet-core operation was refused, as a code the UI can explain. Vault, cache and HTTP
 * failures keep their own typed errors (VaultError, CacheError, ApiClientError); this one is for
 * the core's own rules: what may be signed, by whom, and what an input must look like.
 * Messages name ids and reasons, never a key, a seed, a token or a passphrase.
 * @module
 */

export type CoreErrorCode =
  /** No account with this user id in the cache. */
  | 'account-not-found'
  /** The account holds a session key only; registering or signing needs a spend key. */
  | 'no-spend-key'
  /** The request is neither cached nor known to the service. */
  | 'request-not-found'
  /** The request's JSON disagrees with its raw transaction (or its spent outputs); `reasons` says how. */
  | 'request-mismatch'
  /** The summary the user confirmed is not the one the request gives now. */
  | 'summary-changed'
  /** Signing or unlocking was asked without the user's explicit confirmation. */
  | 'not-confirmed'
  /** This account is not among the request's senders. */
  | 'not-a-signer'
  /** This account's signature is already on the request. */
  | 'already-signed'
  /** The request is complete or unlocked; nothing more can be done to it. */
  | 'request-closed'
  /** Unlock refused: the request already has enough signatures. */
  | 'threshold-reached'
  /** The outputs a request spends could not be found, so it cannot be checked or signed. */
  | 'outputs-unavailable'
  /** Text that is not a code, code link, id or hash this wallet understands. */
  | 'invalid-code'
  /** A code of another kind than the operation needs (e.g. joining with a user's code). */
  | 'wrong-code-kind'
  /** An offline file that is not one of ours, or is damaged. */
  | 'invalid-file'
  /** No user with this id (or behind this link) is known to the service. */
  | 'user-not-found'
  | 'message-not-found'
  | 'attachment-unavailable'
  /** The conversation is not cached (offline) or not known to the service. */
  | 'conversation-not-found'
  /** A base URL that is not an absolute http(s) URL without credentials, query or fragment. */
  | 'invalid-url'
  /** No shared account with these members and threshold is in the cache. */
  | 'shared-account-not-found'
  /** The shared account to follow is not one this account can follow: members, threshold or address at fault. */
  | 'invalid-shared-account'
  /** A payment's request id is already taken by another payment, or was revoked. */
  | 'request-id-used'
  /** A plain http:// address for a service that is not on this computer. */
  | 'insecure-url'
  /** A private or link-local address, not confirmed as the user's own server (naming its host). */
  | 'private-host'
  /** The address answered, but not as a Mixin-compatible service. */
  | 'not-mixin-service'
  /** The wallet is locked: only unlocking is possible. */
  | 'locked'
  /** The wallet has no passphrase yet: choosing one is the only thing possible. */
  | 'no-passphrase'
  /** A passphrase is already set (change it instead). */
  | 'passphrase-exists'
  /** The wallet passphrase entered is not the wallet's. */
  | 'wrong-passphrase'
  /** Too many wrong passphrases: the next try must wait (see the lock status's `retry_at`). */
  | 'throttled'
  /** The action needs a fresh re-authentication (a grant for this action), and none was given. */
  | 'reauth-required'
  /** A passphrase too easy to guess; the message carries the estimator's advice. */
  | 'weak-passphrase'
  /** The wallet runs without a passphrase (the demo), so it cannot be locked. */
  | 'cannot-lock'
  /** A signature file for another request than the one named. */
  | 'wrong-request'
  /** The keystore's keys are not the ones the service has registered for the account. */
  | 'keystore-mismatch'
  /** The keystore lacks the spend key of an account the service already has registered. */
  | 'keystore-incomplete'
  /** The service refuses the keystore's session key. */
  | 'keystore-refused'

/** One disagreement found while reviewing a request (see services/requests/review): the check it failed, in words. */
export type { ReviewMismatch } from '../../shared/bridge-values'

import type { ReviewMismatch } from '../../shared/bridge-values'

export class CoreError extends Error {
  override readonly name = 'CoreError'
  readonly code: CoreErrorCode
  /** For 'request-mismatch': every disagreement found. */
  readonly reasons: readonly ReviewMismatch[]
  /** Technical particulars (codes, paths) for a details line under the message; never secrets. */
  readonly details: string | undefined

  constructor(code: CoreErrorCode, message: string, extra: { reasons?: readonly ReviewMismatch[]; details?: string; cause?: unknown } = {}) {
    super(message, extra.cause === undefined ? undefined : { cause: extra.cause })
    this.code = code
    this.reasons = extra.reasons ?? []
    this.details = extra.details
  }
}

/** Whether `e` is a CoreError, optionally of one code. */
export function isCoreError(e: unknown, code?: CoreErrorCode): e is CoreError {
  return e instanceof CoreError && (code === undefined || e.code === code)
}

/**
 * How a failure is written into the audit log and log lines: by the error's class and code only
 * (`Name:code`), so no message, which may quote input, reaches either.
 */
export function errorText(e: unknown): string {
  if (!(e instanceof Error)) return 'error'
  const code = (e as { code?: unknown }).code
  return `${e.name}${code !== undefined ? `:${String(code)}` : ''}`.slice(0, 200)
}
