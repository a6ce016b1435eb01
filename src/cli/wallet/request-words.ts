/**
 * A request of the queue in words for a terminal, as the window's queue row says it: the amount with
 * its symbol, who it pays by name (its change apart), the memo, the account it spends from, who has
 * signed, and where it stands. "Sending" and "sent" are kept apart as the public network keeps them:
 * every signature in is not a payment made, which only the transaction's finality is.
 * @module
 */
import type { RequestItem } from '../../shared/bridge'
import {
  amountText,
  listText,
  membersText,
  terminalText,
  timeText,
  type Namer,
  type Symbols,
} from './format'
import { t } from '../words'

type Item = Pick<
  RequestItem,
  | 'state'
  | 'senders'
  | 'signers'
  | 'threshold'
  | 'receivers'
  | 'amount'
  | 'asset_id'
  | 'memo'
  | 'revoked_by'
  | 'created_at'
  | 'updated_at'
>

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join()

/** The receivers that are not change back to the senders (all of them when every one is change). */
function paid(item: Item): Item['receivers'] {
  const external = item.receivers.filter(
    (r) => !(sameSet(r.members, item.senders) && r.threshold === item.threshold),
  )
  return external.length > 0 ? external : item.receivers
}

/** Everyone a person may need named to read these requests: senders, signers, receivers, who revoked. */
export function peopleIn(items: readonly Item[]): string[] {
  return [
    ...new Set(
      items.flatMap((i) => [
        ...i.senders,
        ...i.signers,
        ...i.receivers.flatMap((r) => r.members),
        ...(i.revoked_by ? [i.revoked_by] : []),
      ]),
    ),
  ]
}

/** Where the request stands for the account that acts (`me`). */
export function stateWords(item: Item, me: string, nameOf: Namer): string {
  switch (item.state) {
    case 'needs-signature':
      return t('cli.request.needsSignature')
    case 'waiting':
      return item.signers.includes(me) ? t('cli.request.signedByYou') : t('cli.request.waiting')
    case 'sending':
      return t('cli.request.sending')
    case 'done':
      return t('cli.request.sent', { at: timeText(item.updated_at) })
    case 'unlocked':
      return item.revoked_by
        ? t('cli.request.unlockedBy', { name: nameOf(item.revoked_by) })
        : t('cli.request.unlocked')
  }
}

/** "1.5 XIN to Carol · memo "Booth"" */
export function paysWords(item: Item, nameOf: Namer, symbols: Symbols): string {
  const who = paid(item).map((r) =>
    r.members.length === 0
      ? t('cli.request.anAddress')
      : membersText(r.members, r.threshold, nameOf),
  )
  // JSON quoting shows line breaks and C0 controls as escapes; terminalText takes the rest.
  const memo =
    item.memo === ''
      ? t('cli.request.noMemo')
      : t('cli.request.memo', { memo: terminalText(JSON.stringify(item.memo)) })
  return t('cli.request.pays', {
    amount: amountText(item.amount, item.asset_id, symbols),
    count: who.length,
    to: who.join(t('cli.request.and')),
    memo,
  })
}

/** "1 of 2 signed: Alice", the signers in the senders' order (the review's). */
export function signedWords(item: Item, nameOf: Namer): string {
  const signed = item.senders.filter((s) => item.signers.includes(s))
  return signed.length > 0
    ? t('cli.request.signedBy', {
        count: signed.length,
        threshold: item.threshold,
        names: listText(signed.map(nameOf)),
      })
    : t('cli.request.signedNone', { threshold: item.threshold })
}

/**
 * The lines of one request in a list: its id (to copy into `sign`) and where it stands, what it pays,
 * and the account, signatures and age. `account` names the account it spends from.
 */
export function requestLines(
  item: Item & { request_id: string },
  me: string,
  nameOf: Namer,
  symbols: Symbols,
  account: string,
): string[] {
  return [
    `${item.request_id}  ${stateWords(item, me, nameOf)}`,
    `  ${paysWords(item, nameOf, symbols)}`,
    `  ${t('cli.request.line', { account, signed: signedWords(item, nameOf), at: timeText(item.created_at) })}`,
  ]
}

/**
 * How far the signature took the request, as the service answered it: every signature in is not yet
 * a payment made, which only its transaction's finality is.
 */
export function afterSigning(item: Item, nameOf: Namer): string {
  const signed = signedWords(item, nameOf)
  if (item.state === 'sending') return t('cli.request.afterSending', { signed })
  if (item.state === 'done') return t('cli.request.afterSent', { signed })
  const missing = item.senders.filter((s) => !item.signers.includes(s))
  const more = item.threshold - new Set(item.signers.filter((s) => item.senders.includes(s))).size
  return more === 1
    ? t('cli.request.afterOneMore', {
        signed,
        names: missing.map(nameOf).join(t('cli.request.or')),
      })
    : t('cli.request.afterMore', {
        signed,
        more,
        count: missing.length,
        names: listText(missing.map(nameOf)),
      })
}
