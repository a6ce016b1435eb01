/**
 * An audit entry's detail in words a person reads: durations in units ("1 day", not "86400 s"),
 * an amount of an asset by its symbol (the id stays in the title), members by name, and a failure's
 * type and code ("ApiClientError:invalid-field") as words of the catalogs, in the reader's language
 * (the same English as the accountant's trail, src/shared/failure-words), the code kept for the
 * title. The log itself is not rewritten; this only reads it. Pure, unit-tested.
 * @module
 */
import type { AuditAction } from '../../shared/bridge'
import { FAILURE_CODE_PATTERN } from '../../shared/failure-words'
import { words, type Words } from '../../shared/i18n/words'
import { formatDuration } from '../base/format'
import type { MessageId } from '../base/words'

export type DetailPart =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'user'; readonly id: string }
  | { readonly kind: 'asset'; readonly amount: string; readonly id: string }
  | { readonly kind: 'error'; readonly words: Words; readonly code: string }

/** Actions whose detail gives durations in seconds. */
const DURATIONS_IN_DETAIL = new Set(['group.mute', 'group.disappear', 'lock.configure'])
/** Actions whose detail names members by id. */
const MEMBERS_IN_DETAIL = new Set(['group.add', 'group.remove', 'group.role'])

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'
const ERROR = FAILURE_CODE_PATTERN
const AMOUNT_OF_ASSET = `\\d+(?:\\.\\d+)? of ${UUID}`

/**
 * An audit action's words in the catalogs: every action the log may hold has them, or this does not
 * compile (the accountant's trail keeps its English in src/shared/bridge-ledger).
 */
export const actionWords = (action: AuditAction): MessageId =>
  // words-exempt: a message id made from the action, not words
  `activity.action.${action}` satisfies MessageId

/** What the service's failures mean, briefly, by their code. */
export const SERVICE_FAILURE_WORDS: Readonly<Record<string, MessageId>> = {
  network: 'activity.failure.network',
  timeout: 'activity.failure.timeout',
  aborted: 'activity.failure.aborted',
  forbidden: 'activity.failure.forbidden',
  'not-found': 'activity.failure.not-found',
  'invalid-field': 'activity.failure.invalid-field',
  'bad-request': 'activity.failure.bad-request',
  unauthorized: 'activity.failure.unauthorized',
  'not-registered': 'activity.failure.not-registered',
  conflict: 'activity.failure.conflict',
  'too-large': 'activity.failure.too-large',
  'rate-limited': 'activity.failure.rate-limited',
  'server-error': 'activity.failure.server-error',
  rejected: 'activity.failure.rejected',
  'invalid-response': 'activity.failure.invalid-response',
}

/** A failure's type and code as words, without the code (as failureWords says it in English). */
export function failureWordsOf(code: string): Words {
  const [type = '', sub] = code.split(':')
  if (type === 'ApiClientError' && sub !== undefined)
    return words(
      Object.hasOwn(SERVICE_FAILURE_WORDS, sub)
        ? SERVICE_FAILURE_WORDS[sub]!
        : 'activity.failure.service',
    )
  if (type === 'VaultError') return words('activity.failure.keychain')
  if (type === 'CacheError') return words('activity.failure.cache')
  if (sub !== undefined) return words('activity.failure.code', { what: sub.replace(/-/g, ' ') })
  return words('activity.failure.other')
}

/** See the module comment. */
export function detailParts(action: string, detail: string): DetailPart[] {
  let text = detail
  if (DURATIONS_IN_DETAIL.has(action))
    text = text.replace(/\b(\d+) s\b/g, (_, n: string) => formatDuration(Number(n)))
  const members = MEMBERS_IN_DETAIL.has(action)
  const pattern = new RegExp(`(${ERROR}|${AMOUNT_OF_ASSET}${members ? `|${UUID}` : ''})`, 'g')
  const parts: DetailPart[] = []
  for (const piece of text.split(pattern)) {
    if (piece === '') continue
    if (new RegExp(`^${ERROR}$`).test(piece))
      parts.push({ kind: 'error', words: failureWordsOf(piece), code: piece })
    else if (new RegExp(`^${AMOUNT_OF_ASSET}$`).test(piece)) {
      const [amount = '', , id = ''] = piece.split(' ')
      parts.push({ kind: 'asset', amount, id })
    } else if (members && new RegExp(`^${UUID}$`).test(piece))
      parts.push({ kind: 'user', id: piece })
    else parts.push({ kind: 'text', text: members ? piece.replace(/^,$/, ', ') : piece })
  }
  return parts
}
