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
import {
  accountLabel,
  amountText,
  describeAssets,
  listText,
  membersText,
  namesOf,
  terminalText,
  timeText,
} from './format'
import { say, t } from '../words'

type Reviewed = Extract<ReviewResult, { status: 'ok' }>

/** When the wallet last read the request from the service, for a review made offline. */
function lastRead(core: Core, userId: string, requestId: string): string {
  try {
    return t('cli.review.readAt', { at: timeText(core.requests.get(userId, requestId).synced_at) })
  } catch {
    return t('cli.review.notInQueue')
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
  const senders = listText(s.senders.map((p) => nameOf(p.user_id)))
  const lines = [
    offline
      ? t('cli.review.headOffline', {
          id: s.request_id,
          state: say(stateText(s)),
          read: lastRead(core, userId, s.request_id),
        })
      : t('cli.review.head', { id: s.request_id, state: say(stateText(s)) }),
    label
      ? t('cli.review.fromLabelled', {
          label,
          threshold: s.threshold,
          count: s.senders.length,
          names: senders,
        })
      : t('cli.review.from', { threshold: s.threshold, count: s.senders.length, names: senders }),
    s.proposer
      ? t('cli.review.proposedBy', { name: nameOf(s.proposer) })
      : t('cli.review.proposedByUnnamed'),
    ...(paying.length === 0 ? [t('cli.review.paysNoOne')] : []),
    ...paying.map((o) =>
      o.kind === 'withdrawal'
        ? o.tag
          ? t('cli.review.withdrawsTagged', {
              amount: amount(o.amount),
              to: terminalText(o.destination),
              tag: terminalText(o.tag),
            })
          : t('cli.review.withdraws', { amount: amount(o.amount), to: terminalText(o.destination) })
        : t('cli.review.pays', {
            amount: amount(o.amount),
            to: membersText(o.members, o.threshold, nameOf),
          }),
    ),
    ...(paid.length > 0
      ? [t('cli.review.paysSigners', { count: paid.length, names: listText(paid.map(nameOf)) })]
      : []),
    ...change.map((o) =>
      t('cli.review.change', {
        amount: amount(o.amount),
        threshold: o.threshold,
        count: o.members.length,
      }),
    ),
    ...(c
      ? [
          t('cli.review.collectible', {
            name: terminalText(c.collection_name) || t('cli.review.noName'),
            sequence: c.sequence !== null ? ` #${c.sequence}` : '',
            symbol: terminalText(c.symbol) || t('cli.review.noSymbol'),
          }),
        ]
      : []),
    memo === null
      ? t('cli.review.memoNone')
      : memo.kind === 'text'
        ? t('cli.review.memo', { memo: JSON.stringify(memo.value) })
        : t('cli.review.memoBytes', { memo: memo.value }),
    t('cli.review.signatures', {
      signedCount: s.signed_count,
      threshold: s.threshold,
      hasSigned: signed.length > 0 ? 'yes' : 'no',
      signed: listText(signed),
      hasUnsigned: unsigned.length > 0 ? 'yes' : 'no',
      unsigned: listText(unsigned),
    }),
    say(proof.finding),
    say(proof.caveat),
    ...s.warnings.map((w) => t('cli.review.warning', { warning: terminalText(say(w)) })),
    t('cli.sign.transaction', { hash: s.transaction_hash }),
    t('cli.review.digest', { digest: review.digest }),
  ]
  // Every line but the first is indented under it.
  return lines.map((l, i) => (i === 0 ? l : `  ${l}`)).join('\n')
}
