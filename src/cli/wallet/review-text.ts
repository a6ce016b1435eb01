/**
 * A reviewed request in words for a terminal: the facts the app's review screen shows, in its
 * order — where it stands, the account that pays (its label, rule and members by name), who proposed
 * it, what leaves and to whom, the change, the collectible, the memo, who has signed, what the
 * review proved and what it takes on the service's word, warnings, the transaction — and the
 * summary's digest, which a script confirms with. People are named and their ids kept, so an id can
 * be copied into the next command; text from the service is kept to one line (./format).
 * @module
 */
import type { Core } from '../../main/core/index'
import type { ReviewResult } from '../../shared/bridge'
import {
  memoDisplay,
  paidSigners,
  proofWords,
  splitOutputs,
  stateText,
} from '../../shared/review-rules'
import { accountLabel, amountText, describeAssets, namesOf, terminalText, timeText } from './format'
import { translator } from '../../shared/i18n/translate'

type Reviewed = Extract<ReviewResult, { status: 'ok' }>

/** When the wallet last read the request from the service, for a review made offline. */
function lastRead(core: Core, userId: string, requestId: string): string {
  try {
    return `as read from the service at ${timeText(core.requests.get(userId, requestId).synced_at)}`
  } catch {
    return 'not in the queue'
  }
}

/** The lines of a review, the first naming the request, the last giving the digest to confirm. */
export async function reviewText(core: Core, userId: string, review: Reviewed): Promise<string> {
  const s = review.summary
  const offline = review.offline === true
  const people = [
    ...s.senders.map((p) => p.user_id),
    ...s.outputs.flatMap((o) => o.members),
    ...(s.proposer ? [s.proposer] : []),
  ]
  const nameOf = await namesOf(core, userId, people, { offline, withIds: true })
  const symbols = await describeAssets(core, userId, [s.asset_id])
  const amount = (a: string) => amountText(a, s.asset_id, symbols)
  const label = accountLabel(
    core,
    userId,
    s.senders.map((p) => p.user_id),
    s.threshold,
  )
  const { paying, change } = splitOutputs(s.outputs)
  const memo = memoDisplay(s.memo)
  const signed = s.senders.filter((p) => p.signed).map((p) => nameOf(p.user_id))
  const unsigned = s.senders.filter((p) => !p.signed).map((p) => nameOf(p.user_id))
  const paid = paidSigners(s)
  const proof = proofWords(s)
  const c = s.collectible
  const lines = [
    `Request ${s.request_id}: ${stateText(s)}${offline ? ` (offline: the copy checked at the last review, ${lastRead(core, userId, s.request_id)})` : ''}`,
    `  from ${label ? `“${label}”, ` : ''}the ${s.threshold}-of-${s.senders.length} account of ${s.senders.map((p) => nameOf(p.user_id)).join(', ')}`,
    `  proposed by ${s.proposer ? nameOf(s.proposer) : 'someone the service does not name'}`,
    ...(paying.length === 0 ? ['  pays no one: everything goes back to the senders'] : []),
    ...paying.map((o) =>
      o.kind === 'withdrawal'
        ? `  withdraws ${amount(o.amount)} to ${terminalText(o.destination)}${o.tag ? ` (tag ${terminalText(o.tag)})` : ' (no tag)'}`
        : `  pays ${amount(o.amount)} to ${o.members.length === 1 && o.threshold === 1 ? nameOf(o.members[0]!) : `${o.threshold} of ${o.members.length}: ${o.members.map(nameOf).join(', ')}`}`,
    ),
    ...(paid.length > 0
      ? [
          `  note: it pays ${paid.map(nameOf).join(', ')}, ${paid.length === 1 ? 'one of its signers' : 'who are among its signers'}`,
        ]
      : []),
    ...change.map(
      (o) =>
        `  change ${amount(o.amount)} back to the account (${o.threshold} of ${o.members.length})`,
    ),
    ...(c
      ? [
          `  moves the collectible ${terminalText(c.collection_name) || 'without a name'}${c.sequence !== null ? ` #${c.sequence}` : ''} (${terminalText(c.symbol) || 'no symbol'})`,
        ]
      : []),
    memo === null
      ? '  memo: none'
      : memo.kind === 'text'
        ? `  memo: ${JSON.stringify(memo.value)}`
        : `  memo (bytes, not readable as text): ${memo.value}`,
    `  signatures: ${s.signed_count} of ${s.threshold}${signed.length > 0 ? `; signed: ${signed.join(', ')}` : ''}${unsigned.length > 0 ? `; not yet: ${unsigned.join(', ')}` : ''}`,
    `  ${proof.finding}`,
    `  ${proof.caveat}`,
    ...s.warnings.map((w) => `  warning: ${terminalText(translator('en').say(w))}`),
    `  transaction ${s.transaction_hash}`,
    `  summary digest ${review.digest}`,
  ]
  return lines.join('\n')
}
