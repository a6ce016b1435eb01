/**
 * The text that shares a request into a group, as the wallet core sends it (a plain text, which the
 * public network takes from a person, unlike a card): "Payment request: 120 USDT to Carol · memo",
 * then the request's link on a line of its own, which Mixin's apps open as the request and every
 * Cosigner wallet in the group takes into its queue. Shown before it is sent, and copied for talk
 * elsewhere. Pure, unit-tested.
 * @module
 */
import type { RequestSummary } from '../../shared/bridge'
import { splitOutputs } from '../../shared/review-rules'

/** As long as the core lets the description be. */
const MAX_DESCRIPTION = 1024

/** The link Mixin's apps and Cosigner wallets open as the request. */
export function requestLink(requestId: string): string {
  // words-exempt: a link, not words
  return `https://mixin.one/multisigs/${requestId}`
}

/** "1.5 XIN to Bob, Carol · Invoice 42": the amount, who it pays outside its change, the memo when it is text. */
function describe(s: RequestSummary, symbol: string, nameOf: (userId: string) => string): string {
  const who = [...new Set(splitOutputs(s.outputs).paying.flatMap((o) => o.members))]
    .map(nameOf)
    .join(', ')
  const memo = (s.memo.text ?? '').trim().replace(/\s+/g, ' ')
  // words-exempt: part of the message the core sends, which this text previews as it will be sent
  const text = `${s.amount} ${symbol}${who ? ` to ${who}` : ''}${memo ? ` · ${memo}` : ''}`
  return text.length <= MAX_DESCRIPTION ? text : `${text.slice(0, MAX_DESCRIPTION - 1)}…`
}

/** The message text: what it pays, then "Review and sign:" and its link. */
export function shareText(
  s: RequestSummary,
  symbol: string,
  nameOf: (userId: string) => string,
): string {
  // words-exempt: the message itself, shown exactly as the core sends it into the group (in English)
  return `Payment request: ${describe(s, symbol, nameOf)}\nReview and sign: ${requestLink(s.request_id)}`
}
