/**
 * How a shared account reads: its label when it has one, else its threshold and members' names, in
 * the language shown. Pure.
 * @module
 */
import { shortId } from './format'
import { t } from './words'

export interface NamedAccount {
  readonly label: string
  readonly threshold: number
  readonly members: readonly string[]
}

/** "2 of 3" in words for the account's rule. */
export function ruleText(a: NamedAccount): string {
  return a.members.length === 1
    ? t('common.account.onlyYou')
    : t('common.account.rule', { threshold: a.threshold, count: a.members.length })
}

/** The account's name: its label, or its members (you first, the others by `nameOf`) when it has none. */
export function accountName(
  a: NamedAccount,
  me: string | null,
  nameOf: (userId: string) => string = shortId,
): string {
  if (a.label.trim() !== '') return a.label
  if (a.members.length === 1 && a.members[0] === me) return t('common.account.yourOwn')
  const others = a.members.filter((m) => m !== me).map(nameOf)
  const names = me && a.members.includes(me) ? [t('common.you'), ...others] : others
  return t('common.account.unlabelled', {
    threshold: a.threshold,
    count: a.members.length,
    members: names.join(t('common.listSeparator')),
  })
}
