/**
 * What someone typed into a contact picker: a search (a name or an identity number) or people
 * named outright — user ids, user links (`mixin.one/users/…`) or code links — one or several,
 * separated by spaces, commas or lines. The wallet says who they are; this only tells the two
 * apart. Pure, unit-tested.
 * @module
 */
import { ANY_CASE_UUID_PATTERN } from '../../shared/api/uuid'

export type ContactInput = { kind: 'empty' } | { kind: 'search'; query: string } | { kind: 'refs'; refs: string[] }

const LINK = /^(?:mixin:\/\/|https?:\/\/[^/\s]+\/)(?:[^\s]*\/)?(?:users|codes)\/([0-9a-f-]{36})\/?$/i

/** Whether one word is a user id, a user link or a code link. */
export function isUserRefText(word: string): boolean {
  if (ANY_CASE_UUID_PATTERN.test(word)) return true
  const m = LINK.exec(word)
  return m !== null && ANY_CASE_UUID_PATTERN.test(m[1]!)
}

/** See the module comment. Bare ids come back lower-cased; links as typed. */
export function readContactInput(text: string): ContactInput {
  const t = text.trim()
  if (t === '') return { kind: 'empty' }
  const words = t.split(/[\s,;]+/).filter((w) => w !== '')
  if (words.every(isUserRefText)) return { kind: 'refs', refs: [...new Set(words.map((w) => (ANY_CASE_UUID_PATTERN.test(w) ? w.toLowerCase() : w)))] }
  return { kind: 'search', query: t.slice(0, 128) }
}
