/**
 * Who a payment goes to, in words, for the account's locks and its history alike: one person by
 * name, several who spend together as "2 of 3: Bob, Carol, Dan", and several payments joined in one
 * sentence. Pure: each takes the `t` of the language shown.
 * @module
 */
import type { MessageId, MessageValues } from '../base/words'

/** A message in the language shown (a component's `useT()`, or `t` of ../base/words). */
export type Wording = (id: MessageId, values?: MessageValues) => string

/** "Carol", or "2 of 3: Bob, Carol, Dan" when several must spend together. */
export function membersWords(
  members: readonly string[],
  threshold: number,
  nameOf: (userId: string) => string,
  t: Wording,
): string {
  const names = members.map(nameOf).join(t('accounts.locks.nameSeparator'))
  return members.length > 1 && threshold > 0
    ? t('accounts.locks.toMembers', { threshold, count: members.length, names })
    : names
}

/** Several payments' words in one: "120 USDT to Carol and 5 USDT to Bob". */
export function joinPayments(payments: readonly string[], t: Wording): string {
  return payments.join(t('accounts.locks.paymentSeparator'))
}
