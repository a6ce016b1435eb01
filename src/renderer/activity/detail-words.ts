/**
 * An audit entry's detail in words a person reads: durations in units ("1 day", not "86400 s"),
 * an amount of an asset by its symbol (the id stays in the title), members by name, and a failure's
 * type and code ("ApiClientError:invalid-field") as a phrase, the code kept for the title. The log
 * itself is not rewritten; this only reads it. Pure, unit-tested.
 * @module
 */
import { FAILURE_CODE_PATTERN, failureWords } from '../../shared/failure-words'
import { formatDuration } from '../base/format'

export type DetailPart =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'user'; readonly id: string }
  | { readonly kind: 'asset'; readonly amount: string; readonly id: string }
  | { readonly kind: 'error'; readonly words: string; readonly code: string }

/** Actions whose detail gives durations in seconds. */
const DURATIONS_IN_DETAIL = new Set(['group.mute', 'group.disappear', 'lock.configure'])
/** Actions whose detail names members by id. */
const MEMBERS_IN_DETAIL = new Set(['group.add', 'group.remove', 'group.role'])

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'
const ERROR = FAILURE_CODE_PATTERN
const AMOUNT_OF_ASSET = `\\d+(?:\\.\\d+)? of ${UUID}`

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
      parts.push({ kind: 'error', words: failureWords(piece), code: piece })
    else if (new RegExp(`^${AMOUNT_OF_ASSET}$`).test(piece)) {
      const [amount = '', , id = ''] = piece.split(' ')
      parts.push({ kind: 'asset', amount, id })
    } else if (members && new RegExp(`^${UUID}$`).test(piece))
      parts.push({ kind: 'user', id: piece })
    else parts.push({ kind: 'text', text: members ? piece.replace(/^,$/, ', ') : piece })
  }
  return parts
}
