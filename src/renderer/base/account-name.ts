/**
 * How a shared account reads: its label when it has one, else its threshold and members' names. Pure.
 * @module
 */
import { shortId } from './format'

export interface NamedAccount {
  readonly label: string
  readonly threshold: number
  readonly members: readonly string[]
}

/** "2 of 3" in words for the account's rule. */
export function ruleText(a: NamedAccount): string {
  return a.members.length === 1 ? 'Only you' : `${a.threshold} of ${a.members.length} sign`
}

/** The account's name: its label, or its members (you first, the others by `nameOf`) when it has none. */
export function accountName(
  a: NamedAccount,
  me: string | null,
  nameOf: (userId: string) => string = shortId,
): string {
  if (a.label.trim() !== '') return a.label
  if (a.members.length === 1 && a.members[0] === me) return 'Your own account'
  const others = a.members.filter((m) => m !== me).map(nameOf)
  return `${a.threshold}-of-${a.members.length}: ${me && a.members.includes(me) ? ['you', ...others].join(', ') : others.join(', ')}`
}
