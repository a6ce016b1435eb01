/**
 * What a drop carries that Open anything takes (src/renderer/open/drop.ts): pure, so it is
 * unit-tested without a browser.
 * @module
 */
import { ANY_CASE_UUID_PATTERN } from '../../shared/api/uuid'
import { looksLikeLink } from '../../shared/links'

/** Longer than any link the wallet reads; a longer drop is not looked at. */
const MAX_DROP = 4096

/** What a drop carries that Open anything takes: its first URI or its text, when that is a link, an id or a hash. */
export function droppedLink(data: { getData(type: string): string }): string | null {
  const uri = data
    .getData('text/uri-list')
    .split(/\r?\n/)
    .find((l) => l.trim() !== '' && !l.startsWith('#'))
  const text = (uri ?? data.getData('text/plain')).trim()
  if (text === '' || text.length > MAX_DROP) return null
  return looksLikeLink(text) || ANY_CASE_UUID_PATTERN.test(text) || /^[0-9a-f]{64}$/i.test(text)
    ? text
    : null
}
