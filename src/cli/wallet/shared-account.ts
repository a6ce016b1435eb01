/**
 * The shared account a subcommand acts on, as a person gives it: `--account NAME|MIX…` (the name it
 * has in this wallet, or its MIX address; then the wallet's account among its members acts), or
 * `--members ID|NAME,… --threshold T` (then `--account` names the account that acts, as for every
 * subcommand). Checked as far as it can be before the wallet is opened, then looked up (./names),
 * and followed when the wallet does not yet: the public API lists a shared account's outputs only
 * for whoever names it. One copy for pay, pay --csv, rotate and export-ledger.
 * @module
 */
import type { Words } from '../../shared/i18n/words'
import { words } from '../../shared/i18n/words'
import { isCoreError, type Core as WalletCore } from '../../main/core'
import { membersHash } from '../../shared/kernel'
import { peopleNamed, personText, sharedAccountNamed, type NamedAccount } from './names'
import { CliFailure, isUuid } from './session'
import { stringOption, type ActingWallet, type WalletRun } from './subcommand'

const SMALL_INT = /^\d{1,3}$/

/** The shared account as the options give it, before any name in it is looked up. */
export interface AccountGiven {
  /** By name or MIX address (`--account` without `--members`). */
  readonly account?: string
  /** Its members as given (ids or names) and its threshold (`--members`, `--threshold`). */
  readonly members?: readonly string[]
  readonly threshold?: number
}

/** The options that name the account, for a refusal about it. */
export const accountOption = (given: AccountGiven) =>
  given.account !== undefined ? '--account' : '--members/--threshold'

/**
 * The shared account the options name (`role`: what it does there, as a `select` of the message), checked without the wallet.
 * @param o.optional when no account given is fine (the caller picks one)
 * @throws CliFailure naming the option at fault
 */
export function accountGiven(
  w: WalletRun,
  role: 'pay' | 'move' | 'export',
  o: { optional?: boolean } = {},
): AccountGiven {
  const fail = (message: Words): never => {
    throw new CliFailure('invalid-input', message)
  }
  const membersText = stringOption(w, 'members')
  const thresholdText = stringOption(w, 'threshold')
  const account = membersText === undefined ? stringOption(w, 'account') : undefined
  if (membersText === undefined && account === undefined && !o.optional) {
    fail(words('cli.account.give', { role }))
  }
  const members = membersText?.split(',').map((m) => m.trim())
  if (members?.some((m) => m === ''))
    fail(words('cli.account.emptyMember', { option: '--members' }))
  if (members && new Set(members.map((m) => m.toLowerCase())).size !== members.length)
    fail(words('cli.account.memberTwice'))
  if (
    members &&
    (thresholdText === undefined ||
      !SMALL_INT.test(thresholdText) ||
      Number(thresholdText) < 1 ||
      Number(thresholdText) > members.length)
  ) {
    fail(words('cli.account.thresholdRequired', { count: members.length }))
  }
  if (!members && thresholdText !== undefined) fail(words('cli.account.thresholdAlone'))
  return {
    ...(account !== undefined ? { account } : {}),
    ...(members ? { members, threshold: Number(thresholdText) } : {}),
  }
}

/**
 * Which of this wallet's accounts acts for a shared account named by `--account`: the one that
 * follows it, else the one among its members.
 * @param anyFollower when any follower will do (reading), the first of several rather than a refusal
 * @throws CliFailure when none of them is a member, or several could be
 */
function actorOf(core: WalletCore, named: NamedAccount, anyFollower: boolean): string {
  const own = core.accounts.list().map((a) => a.user_id)
  const candidates =
    named.followers.length > 0 ? named.followers : own.filter((id) => named.members.includes(id))
  if (candidates.length === 1 || (anyFollower && candidates.length > 1)) return candidates[0]!
  if (candidates.length === 0) throw new CliFailure('invalid-input', words('cli.account.noActor'))
  const people = core.people.cached(candidates)
  const listed = candidates.map((id) =>
    personText(
      people.find((p) => p.user_id === id) ?? { user_id: id, full_name: '', identity_number: '' },
    ),
  )
  throw new CliFailure(
    'account-ambiguous',
    words('cli.account.severalActors', {
      count: candidates.length,
      listed: listed.join('; '),
      threshold: named.threshold,
    }),
  )
}

/** The user ids `--members` names for the account that acts, each once. */
async function membersNamed(
  core: WalletCore,
  userId: string,
  texts: readonly string[],
): Promise<string[]> {
  const ids = (await peopleNamed(core, userId, texts, '--members')).map((id) => id.toLowerCase())
  const bad = ids.find((m) => !isUuid(m))
  if (bad !== undefined)
    throw new CliFailure(
      'invalid-input',
      words('cli.account.unknownMember', { option: '--members', text: bad.slice(0, 40) }),
    )
  if (new Set(ids).size !== ids.length)
    throw new CliFailure('invalid-input', words('cli.account.personTwice'))
  return ids
}

/** The wallet, unlocked for the account that acts, and the shared account by its ids. */
export interface ActingForAccount extends ActingWallet {
  readonly members: string[]
  readonly threshold: number
  /** Set when the account was named by `--account`. */
  readonly named?: NamedAccount
}

/**
 * Opens and unlocks the wallet for the account that acts for the shared account `given` names, and
 * looks its members up.
 * @param o.anyFollower see {@link actorOf}
 */
export async function actingFor(
  w: WalletRun,
  given: AccountGiven,
  o: { anyFollower?: boolean } = {},
): Promise<ActingForAccount> {
  const { core } = await w.open()
  // Named by --account alone, the account also says who acts; by its members, --account (or the only account) does.
  const named = given.account !== undefined ? sharedAccountNamed(core, given.account) : undefined
  const acting = await w.acting(named ? actorOf(core, named, o.anyFollower === true) : undefined)
  const members = named
    ? [...named.members]
    : await membersNamed(core, acting.userId, given.members!)
  return {
    ...acting,
    members,
    threshold: named?.threshold ?? given.threshold!,
    ...(named ? { named } : {}),
  }
}

/**
 * Follows the shared account, unless the wallet already does.
 * @returns null when it already did; else how to forget it again, for a proposal refused before
 *   anything was created (an account merely offered before stays followed: the user named it)
 */
export async function followNamed(
  core: WalletCore,
  userId: string,
  members: readonly string[],
  threshold: number,
): Promise<{ undo(): void } | null> {
  const key = { members_hash: membersHash(members), threshold }
  const known = core.treasury
    .list(userId)
    .accounts.find((a) => a.members_hash === key.members_hash && a.threshold === threshold)
  if (known?.status === 'followed') return null
  try {
    await core.treasury.addAccount(userId, { members, threshold })
  } catch (e) {
    if (isCoreError(e) && e.code === 'invalid-shared-account')
      throw new CliFailure('invalid-input', `--members/--threshold: ${e.message}`)
    throw e
  }
  return { undo: () => void (known === undefined && core.treasury.removeAccount(userId, key)) }
}

/** The assets a followed shared account holds (or has locked), as the wallet last read it. */
export function heldAssets(
  core: WalletCore,
  userId: string,
  members: readonly string[],
  threshold: number,
): string[] {
  const balances = core.treasury.get(userId, {
    members_hash: membersHash(members),
    threshold,
  }).balances
  return balances.filter((b) => b.balance !== '0' || b.locked !== '0').map((b) => b.asset_id)
}
