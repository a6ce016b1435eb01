/**
 * Why a bridge call is refused, in one place for every host: what the lock leaves open, and what a
 * thrown value answers — typed errors by their code and catalog words, a service's failure in the
 * wallet's own sentence with the service's words quoted, anything else 'internal' with a generic
 * message (and a log line with secrets redacted).
 * @module
 */
import {
  type BridgeError,
  type BridgeErrorCode,
  type BridgeMethod,
  type LockStatus,
} from '../../shared/bridge'
import { englishOf } from '../../shared/i18n/english'
import { words, type Words } from '../../shared/i18n/words'
import { ApiClientError, type ApiClientErrorCode } from './client'
import { CacheError } from './db'
import { CoreError } from './errors'
import type { CoreLogger } from './index'
import { redact } from './redact'
import { VaultError, type VaultErrorCode } from './vault'

/** What a locked wallet answers: enough for a lock screen. */
export const OPEN_WHEN_LOCKED: ReadonlySet<BridgeMethod> = new Set([
  'lock.status',
  'lock.unlock',
  'lock.lock',
  'settings.language',
])
/** What a wallet without a passphrase answers (not the demo's): choosing one. */
export const OPEN_IN_SETUP: ReadonlySet<BridgeMethod> = new Set([
  'lock.status',
  'lock.setup',
  'lock.checkPassphrase',
  'lock.lock',
  'settings.language',
])

/** Why `method` may not run now, or null when it may. */
export function lockRefusal(state: LockStatus['state'], method: BridgeMethod): BridgeError | null {
  if (state === 'locked' && !OPEN_WHEN_LOCKED.has(method))
    return worded('locked', words('core.bridge.locked'))
  if (state === 'setup' && !OPEN_IN_SETUP.has(method))
    return worded('no-passphrase', words('core.bridge.setup'))
  return null
}

/** A refusal in catalog words, with their English as the message (for logs and older hosts). */
export function worded(code: BridgeErrorCode, w: Words, details?: string): BridgeError {
  return { code, message: englishOf(w).slice(0, 1000), words: w, ...(details ? { details } : {}) }
}

const VAULT_CODES = {
  'keychain-unavailable': 'keychain-unavailable',
  'keychain-locked': 'keychain-locked',
  'keychain-failed': 'keychain-failed',
  'keychain-corrupt': 'keychain-corrupt',
  'not-found': 'key-not-found',
  'already-exists': 'key-exists',
  'key-mismatch': 'key-mismatch',
  'invalid-keystore': 'invalid-keystore',
  'bad-passphrase': 'bad-passphrase',
  locked: 'locked',
  corrupt: 'invalid-backup',
  unsupported: 'unsupported-backup',
} as const satisfies Record<VaultErrorCode, BridgeErrorCode>

/**
 * What each kind of service failure answers on the bridge, and what it means in the wallet's own
 * words: the sentence is its message `core.api.<sentence>` (quoted by `core.api.quoted` when the
 * service said why).
 */
const API_FAILURES = {
  'bad-request': { code: 'rejected', sentence: 'badRequest' },
  'invalid-field': { code: 'rejected', sentence: 'invalidField' },
  unauthorized: { code: 'unauthorized', sentence: 'unauthorized' },
  forbidden: { code: 'forbidden', sentence: 'forbidden' },
  'not-found': { code: 'not-found', sentence: 'notFound' },
  'not-registered': { code: 'not-registered', sentence: 'notRegistered' },
  conflict: { code: 'conflict', sentence: 'conflict' },
  'too-large': { code: 'rejected', sentence: 'tooLarge' },
  'rate-limited': { code: 'rate-limited', sentence: 'rateLimited' },
  'server-error': { code: 'service-error', sentence: 'serverError' },
  rejected: { code: 'rejected', sentence: 'rejected' },
  network: { code: 'network', sentence: 'network' },
  timeout: { code: 'timeout', sentence: 'timeout' },
  aborted: { code: 'network', sentence: 'aborted' },
  'invalid-response': { code: 'invalid-response', sentence: 'invalidResponse' },
} as const satisfies Record<ApiClientErrorCode, { code: BridgeErrorCode; sentence: string }>

/** A service failure: the wallet's sentence, the service's own words as a quote, codes in details. */
function apiError(e: ApiClientError): BridgeError {
  const fromService = e.mixinCode !== undefined && e.description.trim() !== ''
  const details = [
    `${e.method} ${e.path}`,
    e.status ? `HTTP ${e.status}` : '',
    e.mixinCode !== undefined ? `code ${e.mixinCode}` : '',
    fromService ? '' : e.description,
  ]
    .filter((x) => x !== '')
    .join(' · ')
  const failure = API_FAILURES[e.code]
  const sentence = words(`core.api.${failure.sentence}`)
  const said = e.description.trim().slice(0, 300)
  return worded(
    failure.code,
    fromService ? words('core.api.quoted', { failure: sentence, said }) : sentence,
    redact(details).slice(0, 1000),
  )
}

/** An error's catalog words, when it has them, for the host to say in its reader's language. */
const wordsOf = (e: { readonly words: Words | undefined }) =>
  e.words === undefined ? {} : { words: e.words }

/**
 * The envelope error for a thrown value. Typed errors keep their message (written for people, and
 * free of secrets by construction); anything else is 'internal'.
 */
export function toBridgeError(e: unknown, log: CoreLogger, method: string): BridgeError {
  const message = e instanceof Error ? e.message.slice(0, 1000) : ''
  if (e instanceof VaultError) {
    const details = e.detail ?? (e.field ? `field ${e.field}` : undefined)
    return {
      code: VAULT_CODES[e.code],
      message,
      ...wordsOf(e),
      ...(details ? { details: redact(details).slice(0, 1000) } : {}),
    }
  }
  if (e instanceof ApiClientError) return apiError(e)
  // Every CoreError code is a bridge code of the same name: this line fails to compile when one is not.
  if (e instanceof CoreError)
    return {
      code: e.code,
      message,
      ...wordsOf(e),
      ...(e.details ? { details: redact(e.details).slice(0, 1000) } : {}),
    }
  if (e instanceof CacheError) return { code: 'cache-unavailable', message, ...wordsOf(e) }
  if ((e instanceof TypeError || e instanceof RangeError) && /^"[\w.[\]]+"/.test(message)) {
    // Argument checks deeper in the core that the contract's schema did not catch.
    return { code: 'invalid-input', message }
  }
  log.error(
    `bridge ${method}: unexpected ${e instanceof Error ? e.name : typeof e}: ${redact(e instanceof Error ? (e.stack ?? message) : String(e)).slice(0, 2000)}`,
  )
  return worded('internal', words('core.bridge.internal'))
}
