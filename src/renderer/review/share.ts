/**
 * The text message that shares a request into a group: what it pays, how far it is, and a link (or
 * id) any member's wallet opens with "Open anything". Pure, unit-tested.
 * @module
 */
import type { RequestSummary } from '../../shared/bridge'
import { formatAmount } from '../components/format'

/** The code link of a request's code, when the wallet knows the code. */
export function codeLink(codeId: string): string {
  return `https://mixin.one/codes/${codeId}`
}

/** The message text. Without a code id the request id stands in for the link (wallets open both). */
export function shareText(s: RequestSummary, symbol: string, codeId?: string | null): string {
  const left = Math.max(0, s.threshold - s.signed_count)
  const status = s.service_state === 'initial' ? `${s.signed_count} of ${s.threshold} signatures, ${left} more needed` : s.service_state === 'signed' ? 'done' : 'unlocked'
  const memo = s.memo.text && s.memo.text.length <= 140 ? ` — “${s.memo.text}”` : ''
  const link = codeId ? codeLink(codeId) : s.request_id
  return `Multisig request: ${formatAmount(s.amount)} ${symbol}${memo} (${status}). Review it: ${link}`
}
