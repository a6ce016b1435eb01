/**
 * The requests a message points at. Requests are shared the way the official clients and bots
 * share them: a link, `https://mixin.one/multisigs/<id>` or `mixin://mixin.one/multisigs/<id>?action=
 * sign|unlock|revoke`, in a text, in a card's action or on a button. Pure.
 * @module
 */
import type { MessageBody } from '../../../../shared/bridge'
import { readLink } from '../../../../shared/links'

/** Where a link can sit in a message that reads as text. */
const LINKS_IN_TEXT =
  /(?:https:\/\/mixin\.one\/multisigs\/|mixin:\/\/mixin\.one\/multisigs\/)[0-9A-Fa-f-]{36}(?:\?action=[a-z]+)?/g
/** More than any message shares at once; the rest is not followed. */
const MAX_LINKS = 16

const requestIdOf = (link: string | null | undefined): string | undefined => {
  if (!link) return undefined
  const r = readLink(link)
  return r.ok && r.link.kind === 'request' ? r.link.requestId : undefined
}

/** The request ids a message's body links to, each once. */
export function requestIdsIn(body: MessageBody): string[] {
  const ids = new Set<string>()
  const add = (id: string | undefined) =>
    void (id !== undefined && ids.size < MAX_LINKS && ids.add(id))
  if (body.kind === 'text' || body.kind === 'post')
    for (const m of body.text.matchAll(LINKS_IN_TEXT)) add(requestIdOf(m[0]))
  else if (body.kind === 'card') {
    add(body.request_id ?? requestIdOf(body.action))
    for (const b of body.buttons) add(requestIdOf(b.url))
  } else if (body.kind === 'buttons') for (const b of body.buttons) add(requestIdOf(b.url))
  else if (body.kind === 'request-notice') add(body.request_id)
  return [...ids]
}
