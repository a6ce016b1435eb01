/**
 * How a bridge call fails (see ./bridge for the contract): the one list of error codes, the error's
 * shape, and the envelope every result crosses in. The core's own refusals (`CoreError`) take their
 * codes from {@link CORE_ERROR_CODES}; the renderer words each code of {@link BRIDGE_ERROR_CODES} for
 * people, in a table typed by this list, so a code added here fails to compile until it is worded.
 * @module
 */
import { z } from 'zod'
import { WordsSchema } from './i18n/words'

/**
 * The core's own rules: what may be signed, by whom, and what an input must look like. Each is a
 * `CoreError` code (src/main/core/errors.ts) and crosses the bridge under its own name.
 */
export const CORE_ERROR_CODES = [
  /** No account with this user id in the cache. */
  'account-not-found',
  /** The account holds a session key only; registering or signing needs a spend key. */
  'no-spend-key',
  /** The request is neither cached nor known to the service. */
  'request-not-found',
  /** The request's JSON disagrees with its raw transaction (or its spent outputs); `reasons` says how. */
  'request-mismatch',
  /** The summary the user confirmed is not the one the request gives now. */
  'summary-changed',
  /** Signing or unlocking was asked without the user's explicit confirmation. */
  'not-confirmed',
  /** This account is not among the request's senders. */
  'not-a-signer',
  /** This account's signature is already on the request. */
  'already-signed',
  /** The request is complete or unlocked; nothing more can be done to it. */
  'request-closed',
  /** Unlock refused: the request already has enough signatures. */
  'threshold-reached',
  /** The outputs a request spends could not be found, so it cannot be checked or signed. */
  'outputs-unavailable',
  /** Text that is not a code, code link, id or hash this wallet understands. */
  'invalid-code',
  /** A code of another kind than the operation needs (e.g. joining with a user's code). */
  'wrong-code-kind',
  /** An offline file that is not one of ours, or is damaged. */
  'invalid-file',
  /** The conversation is not cached (offline) or not known to the service. */
  'conversation-not-found',
  /** No user with this id (or behind this link) is known to the service. */
  'user-not-found',
  'message-not-found',
  'attachment-unavailable',
  /** A base URL that is not an absolute http(s) URL without credentials, query or fragment. */
  'invalid-url',
  /** No shared account with these members and threshold is in the cache. */
  'shared-account-not-found',
  /** The shared account to follow is not one this account can follow: members, threshold or address at fault. */
  'invalid-shared-account',
  /** A payment's request id is already taken by another payment, or was revoked. */
  'request-id-used',
  /** A plain http:// address for a service that is not on this computer. */
  'insecure-url',
  /** A private or link-local address, not confirmed as the user's own server (naming its host). */
  'private-host',
  /** The address answered, but not as a Mixin-compatible service. */
  'not-mixin-service',
  // The lock and re-authentication
  /** The wallet is locked: only unlocking is possible. */
  'locked',
  /** The wallet has no passphrase yet: choosing one is the only thing possible. */
  'no-passphrase',
  /** A passphrase is already set (change it instead). */
  'passphrase-exists',
  /** The wallet passphrase entered is not the wallet's. */
  'wrong-passphrase',
  /** Too many wrong passphrases: the next try must wait (see the lock status's `retry_at`). */
  'throttled',
  /** The action needs a fresh re-authentication (a grant for this action), and none was given. */
  'reauth-required',
  /** A passphrase too easy to guess; the message carries the estimator's advice. */
  'weak-passphrase',
  /** The wallet runs without a passphrase (the demo), so it cannot be locked. */
  'cannot-lock',
  // Keystores and offline files
  /** A signature file for another request than the one named. */
  'wrong-request',
  /** The keystore's keys are not the ones the service has registered for the account. */
  'keystore-mismatch',
  /** The keystore lacks the spend key of an account the service already has registered. */
  'keystore-incomplete',
  /** The service refuses the keystore's session key. */
  'keystore-refused',
] as const

/** Every error code a bridge call can answer with; the message is for people, the code for code. */
export const BRIDGE_ERROR_CODES = [
  /** The input does not match the method's schema. */
  'invalid-input',
  /** Anything unexpected; details went to the main process's log, never to the renderer. */
  'internal',
  /** The web host's page was opened without its access token, or with another run's. */
  'no-access-token',
  // The OS keychain and the vault
  'keychain-unavailable',
  'keychain-locked',
  'keychain-failed',
  'keychain-corrupt',
  'key-not-found',
  'key-exists',
  'key-mismatch',
  'invalid-keystore',
  'bad-passphrase',
  'invalid-backup',
  'unsupported-backup',
  // The local cache
  'cache-unavailable',
  // The service
  'network',
  'timeout',
  'unauthorized',
  'forbidden',
  'not-found',
  'not-registered',
  'conflict',
  'rate-limited',
  'service-error',
  'rejected',
  'invalid-response',
  ...CORE_ERROR_CODES,
] as const
export type BridgeErrorCode = (typeof BRIDGE_ERROR_CODES)[number]

export const BridgeError = z.object({
  code: z.enum(BRIDGE_ERROR_CODES),
  /** For people: what happened, in words. */
  message: z.string().max(2000),
  /** The same message as catalog words (an id and its values), for the host to say in its reader's language. */
  words: WordsSchema.optional(),
  /** Technical particulars (error codes, paths) for a details line; absent when there are none. */
  details: z.string().max(2000).optional(),
})
export type BridgeError = z.infer<typeof BridgeError>

/** A call that failed: what every host answers when no handler could, and what a handler answers for a refusal. */
export type Failure = { ok: false; error: BridgeError }
export type Envelope<T> = { ok: true; value: T } | Failure

/** A failure envelope without details (a host's own refusal: a sender, a token, a body). */
export const failure = (code: BridgeErrorCode, message: string): Failure => ({
  ok: false,
  error: { code, message },
})

/** The envelope schema for a result schema. */
export const envelopeOf = <T extends z.ZodType>(value: T) =>
  z.discriminatedUnion('ok', [
    z.object({ ok: z.literal(true), value }),
    z.object({ ok: z.literal(false), error: BridgeError }),
  ])
