/**
 * The requests a text message links to, as people and wallets share them on the public network: a
 * `https://mixin.one/multisigs/<id>` or `mixin://mixin.one/multisigs/<id>` link, maybe with
 * `?action=sign|unlock|revoke`, anywhere in the text. Each is read by the one link reader
 * (src/shared/links), so a text offers a Review button for exactly the links a card's action would.
 * Pure, unit-tested.
 * @module
 */
import { readLink, type LinkAction } from '../../shared/links'

/** Where a request link may sit in a text: the id must end there, so a longer string is not cut to one. */
const REQUEST_LINK =
  /(?:https|mixin):\/\/mixin\.one\/multisigs\/[0-9A-Fa-f-]{36}(?![0-9A-Za-z-])(?:\?action=[a-z]+)?/g
/** More than a message shares at once; the rest stay plain text. */
const MAX_LINKS = 3

export interface LinkedRequest {
  readonly requestId: string
  readonly action?: LinkAction
}

/** The requests `text` links to, each once, in the order they appear, at most {@link MAX_LINKS}. */
export function requestLinksIn(text: string): LinkedRequest[] {
  const found: LinkedRequest[] = []
  for (const [link] of text.matchAll(REQUEST_LINK)) {
    const r = readLink(link)
    if (!r.ok || r.link.kind !== 'request') continue
    const { requestId, action } = r.link
    if (found.some((f) => f.requestId === requestId)) continue
    found.push(action ? { requestId, action } : { requestId })
    if (found.length === MAX_LINKS) break
  }
  return found
}
