/**
 * A request of the queue in words for a terminal, as the window's queue row says it: the amount with
 * its symbol, who it pays by name (its change apart), the memo, the account it spends from, who has
 * signed, and where it stands. "Sending" and "sent" are kept apart as the public network keeps them:
 * every signature in is not a payment made, which only the transaction's finality is.
 * @module
 */
import type { RequestItem } from '../../shared/bridge'
import { amountText, terminalText, timeText, type Namer, type Symbols } from './format'

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
      return 'needs your signature'
    case 'waiting':
      return item.signers.includes(me)
        ? 'signed by you, waiting for the others'
        : 'waiting for its signers'
    case 'sending':
      return 'sending: every signature is in, and its transaction is not final yet'
    case 'done':
      return `sent ${timeText(item.updated_at)}`
    case 'unlocked':
      return `unlocked (revoked)${item.revoked_by ? ` by ${nameOf(item.revoked_by)}` : ''}`
  }
}

/** "1.5 XIN to Carol · memo "Booth"" */
export function paysWords(item: Item, nameOf: Namer, symbols: Symbols): string {
  const who = paid(item).map((r) =>
    r.members.length === 0
      ? 'an address'
      : r.members.length === 1 && r.threshold === 1
        ? nameOf(r.members[0]!)
        : `${r.threshold} of ${r.members.length}: ${r.members.map(nameOf).join(', ')}`,
  )
  // JSON quoting shows line breaks and C0 controls as escapes; terminalText takes the rest.
  const memo = item.memo === '' ? 'no text memo' : `memo ${terminalText(JSON.stringify(item.memo))}`
  return `${amountText(item.amount, item.asset_id, symbols)} to ${who.length > 0 ? who.join(' and ') : 'no one'} · ${memo}`
}

/** "1 of 2 signed: Alice", the signers in the senders' order (the review's). */
export function signedWords(item: Item, nameOf: Namer): string {
  const signed = item.senders.filter((s) => item.signers.includes(s))
  return `${signed.length} of ${item.threshold} signed${signed.length > 0 ? `: ${signed.map(nameOf).join(', ')}` : ''}`
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
    `  from ${account} · ${signedWords(item, nameOf)} · proposed ${timeText(item.created_at)}`,
  ]
}

/**
 * How far the signature took the request, as the service answered it: every signature in is not yet
 * a payment made, which only its transaction's finality is.
 */
export function afterSigning(item: Item, nameOf: Namer): string {
  const signed = signedWords(item, nameOf)
  if (item.state === 'sending')
    return `${signed}. Every signature is in: the transaction is being sent, and "cosigner wallet requests" shows it as sent once it is final.`
  if (item.state === 'done')
    return `${signed}. Every signature is in, and the transaction was sent.`
  const missing = item.senders.filter((s) => !item.signers.includes(s))
  const more = item.threshold - new Set(item.signers.filter((s) => item.senders.includes(s))).size
  const from =
    more === 1 ? missing.map(nameOf).join(' or ') : `${more} of ${missing.map(nameOf).join(', ')}`
  return `${signed}. ${more} more ${more === 1 ? 'signature is' : 'signatures are'} needed, from ${from}.`
}
