/**
 * Which shared accounts the wallet follows. The public API lists outputs only per members and
 * threshold (wire-formats §8.6), so the wallet cannot find a shared account by itself: the user adds
 * one by its members and threshold (typed, or a group's members with a chosen threshold) or by its
 * MIX address; the wallet offers the ones it meets in requests and links (../requests/records). Only
 * accounts this account is a member of can be followed: the service shows no one else's outputs.
 * @module
 */
import { UUID_PATTERN } from '../../../../shared/api/uuid'
import { AddressError, membersHash, parseMixAddress } from '../../../../shared/kernel'
import type { CoreContext } from '../../context'
import type { SharedAccountInput } from '../../db'
import { CoreError } from '../../errors'

/** What the user gives to name a shared account. */
export interface AccountDescription {
  readonly members?: readonly string[]
  readonly threshold?: number
  readonly address?: string
}

const refuse = (message: string, details?: string): never => {
  throw new CoreError('invalid-shared-account', message, details ? { details } : {})
}

/**
 * The shared account the description names, checked: distinct user ids including `userId`, and a
 * threshold its members can meet.
 * @throws CoreError 'invalid-shared-account' naming what is wrong
 */
export function describedAccount(userId: string, d: AccountDescription): SharedAccountInput {
  let members: string[]
  let threshold: number | undefined = d.threshold
  if (d.address !== undefined && d.address.trim() !== '') {
    if (d.members !== undefined && d.members.length > 0)
      refuse('Give either the members and threshold or the MIX address, not both.')
    let parsed
    try {
      parsed = parseMixAddress(d.address.trim())
    } catch (e) {
      return refuse(
        'This is not a MIX address of a shared account.',
        e instanceof AddressError ? `address: ${e.code}` : undefined,
      )
    }
    if (parsed.kind !== 'uuid')
      refuse(
        'This MIX address names keys (XIN addresses), not Mixin users: it is no shared account of people to follow.',
      )
    members = [...parsed.members]
    if (threshold !== undefined && threshold !== parsed.threshold)
      refuse(`The MIX address says ${parsed.threshold} signatures are needed, not ${threshold}.`)
    threshold = parsed.threshold
  } else {
    members = (d.members ?? []).map((m) => m.trim().toLowerCase())
    if (members.length === 0)
      refuse('Name the members of the shared account (at least you), or give its MIX address.')
  }
  const bad = members.find((m) => !UUID_PATTERN.test(m))
  if (bad !== undefined)
    refuse(
      `“${bad.slice(0, 40)}” is not a user id. Members are named by their Mixin user ids (pick them from your contacts or a group).`,
    )
  if (new Set(members).size !== members.length) refuse('A member is named twice.')
  if (members.length > 64)
    refuse(`A shared account has at most 64 members; this one names ${members.length}.`)
  if (!members.includes(userId))
    refuse(
      'You are not among these members: the wallet can follow only shared accounts you sign for.',
    )
  if (threshold === undefined)
    return refuse('Choose how many of the members must sign (the threshold).')
  if (!Number.isInteger(threshold) || threshold < 1 || threshold > members.length) {
    refuse(
      `The threshold must be from 1 to ${members.length}, the number of members; it is ${threshold}.`,
    )
  }
  const sorted = [...members].sort()
  return { members: sorted, members_hash: membersHash(sorted), threshold }
}

/** Follows the account described (an offered one becomes followed). @throws CoreError 'invalid-shared-account' */
export function followAccount(
  ctx: CoreContext,
  userId: string,
  d: AccountDescription,
  label?: string,
) {
  ctx.requireAccount(userId)
  const account = describedAccount(userId, d)
  return ctx.cache.treasury.follow(userId, account, 'followed', label)
}
