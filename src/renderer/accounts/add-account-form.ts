/**
 * What the "Add account" form works out by itself before the wallet is asked: the account named by
 * its members (the user always among them) and a threshold they can meet, or by a MIX address; each
 * mistake in words under its field. The wallet core decides what it follows and says why it refuses;
 * its refusal goes under the field the user filled. Pure (worded in the language shown), unit-tested.
 * @module
 */
import { t } from '../base/words'
import type { AccountToFollow } from '../store/actions'

export type AddAccountField = 'members' | 'threshold' | 'address'
export type AddAccountErrors = Partial<Record<AddAccountField, string>>

export interface AccountDraft {
  /** Named by its members and threshold, or by its MIX address. */
  how: 'members' | 'address'
  /** The user, always a member. */
  me: string
  /** The other members chosen. */
  others: readonly string[]
  /** As the threshold field holds it ('' until chosen). */
  threshold: string
  address: string
  label: string
}

/** A shared account has at most this many members (the core's limit). */
export const MAX_MEMBERS = 64

/** The members named: the user first, then the others, each once. */
export function membersOf(d: Pick<AccountDraft, 'me' | 'others'>): string[] {
  return [...new Set([d.me, ...d.others])]
}

/** What to ask the wallet to follow, or the mistakes by field. */
export function readAccountDraft(
  d: AccountDraft,
): { ok: true; value: AccountToFollow } | { ok: false; errors: AddAccountErrors } {
  const label = d.label.trim()
  const named = label === '' ? {} : { label }
  if (d.how === 'address') {
    const address = d.address.trim()
    if (address === '') return { ok: false, errors: { address: t('accounts.addDialog.noAddress') } }
    if (!address.startsWith('MIX'))
      return { ok: false, errors: { address: t('accounts.addDialog.notAddress') } }
    return { ok: true, value: { address, ...named } }
  }
  const members = membersOf(d)
  const errors: AddAccountErrors = {}
  if (members.length < 2) errors.members = t('accounts.addDialog.noMembers')
  else if (members.length > MAX_MEMBERS)
    errors.members = t('accounts.addDialog.tooMany', {
      max: MAX_MEMBERS,
      count: members.length,
    })
  const threshold = /^\d+$/.test(d.threshold) ? Number(d.threshold) : undefined
  if (threshold === undefined)
    errors.threshold = t('accounts.addDialog.noThreshold', { count: members.length })
  else if (threshold < 1 || threshold > members.length)
    errors.threshold = t('accounts.addDialog.badThreshold', { count: members.length })
  if (threshold === undefined || Object.keys(errors).length > 0) return { ok: false, errors }
  return { ok: true, value: { members, threshold, ...named } }
}

/** Where the wallet's refusal of a draft goes: under what the user filled in. */
export function refusalField(how: AccountDraft['how']): AddAccountField {
  return how === 'address' ? 'address' : 'members'
}
