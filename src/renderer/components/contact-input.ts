/**
 * What someone typed into a contact picker: a search (a name or an identity number), people
 * named outright — user ids, user links (`mixin.one/users/…`) or code links — one or several,
 * separated by spaces, commas or lines, or a link that cannot name anyone (malformed, or a
 * payment or request link), with the reason. Links are read strictly by the one link reader
 * (src/shared/links). The wallet says who they are; this only tells them apart. Pure, unit-tested.
 * @module
 */
import { ANY_CASE_UUID_PATTERN } from '../../shared/api/uuid'
import { looksLikeLink, readLink } from '../../shared/links'
import { say, t } from '../base/words'

export type ContactInput =
  | { kind: 'empty' }
  | { kind: 'search'; query: string }
  | { kind: 'refs'; refs: string[] }
  | { kind: 'bad-link'; reason: string }
  | { kind: 'address'; address: string }

/** A XIN or MIX address as typed (base58 after the prefix); the core checks its checksum. */
const ADDRESS = /^(?:XIN|MIX)[1-9A-HJ-NP-Za-km-z]{20,}$/

/** Whether one word is a user id, a user link or a code link, or else why a link it is cannot be. */
function readWord(word: string): { ok: true } | { ok: false; reason?: string } {
  if (ANY_CASE_UUID_PATTERN.test(word)) return { ok: true }
  if (!looksLikeLink(word)) return { ok: false }
  const r = readLink(word)
  if (!r.ok) return { ok: false, reason: say(r.reason) }
  if (r.link.kind === 'user' || r.link.kind === 'code') return { ok: true }
  return {
    ok: false,
    reason: t('common.contactInput.notAPerson', {
      kind: r.link.kind === 'pay' ? 'pay' : 'request',
    }),
  }
}

/** Whether one word is a user id, a user link or a code link. */
export function isUserRefText(word: string): boolean {
  return readWord(word).ok
}

/**
 * See the module comment. Bare ids come back lower-cased; links as typed. With `addresses`, one XIN
 * or MIX address is taken too (a payment's receiver).
 */
export function readContactInput(text: string, o: { addresses?: boolean } = {}): ContactInput {
  const t = text.trim()
  if (t === '') return { kind: 'empty' }
  if (o.addresses && ADDRESS.test(t)) return { kind: 'address', address: t }
  const words = t.split(/[\s,;]+/).filter((w) => w !== '')
  const readings = words.map(readWord)
  if (readings.every((r) => r.ok))
    return {
      kind: 'refs',
      refs: [...new Set(words.map((w) => (ANY_CASE_UUID_PATTERN.test(w) ? w.toLowerCase() : w)))],
    }
  const bad = readings.find(
    (r): r is { ok: false; reason: string } => !r.ok && r.reason !== undefined,
  )
  if (bad) return { kind: 'bad-link', reason: bad.reason }
  return { kind: 'search', query: t.slice(0, 128) }
}
