/**
 * A failure the audit log records as its type and code ("ApiClientError:invalid-field") in words a
 * person reads, for the window's activity screen and the accountant's audit trail alike. Pure.
 * @module
 */

/** What the service's failures mean, briefly. */
const SERVICE_WORDS: Readonly<Record<string, string>> = {
  network: 'the service could not be reached',
  timeout: 'the service did not answer in time',
  aborted: 'cancelled',
  forbidden: 'the service did not allow it',
  'not-found': 'the service does not know it',
  'invalid-field': 'the service refused a field of it',
  'bad-request': 'the service could not read it',
  unauthorized: 'the service did not accept the account’s key',
  'not-registered': 'the account is not registered with the service',
  conflict: 'it conflicted with the service’s current state',
  'too-large': 'it was too large for the service',
  'rate-limited': 'the service asked to slow down',
  'server-error': 'the service had a problem',
  rejected: 'the service refused it',
  'invalid-response': 'the service answered something unreadable',
}

/** A failure's type and code as the log writes it, e.g. `CoreError:locked` (a source for a RegExp). */
export const FAILURE_CODE_PATTERN =
  '\\b(?:ApiClientError|CoreError|VaultError|CacheError|[A-Z][A-Za-z]*Error)(?::[a-z][a-z-]*)?'

/** A failure's type and code as a phrase, without the code. */
export function failureWords(code: string): string {
  const [type = '', sub] = code.split(':')
  if (type === 'ApiClientError' && sub !== undefined)
    return SERVICE_WORDS[sub] ?? 'the service refused it'
  if (type === 'VaultError') return 'the keychain failed'
  if (type === 'CacheError') return 'the wallet could not write its data'
  if (sub !== undefined) return sub.replace(/-/g, ' ')
  return 'it failed'
}
