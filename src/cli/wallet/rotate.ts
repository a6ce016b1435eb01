/**
 * `cosigner wallet rotate`: moving a shared account to a new set of members from the command line,
 * through the core's rotation service — the plan (one sweep per asset and per collectible, the
 * pending requests to unlock first, the flags), the sweeps proposed and signed as the proposer under
 * one passphrase, and the progress until the old account is empty and retired.
 * @module
 */
import { randomUUID } from 'node:crypto'
import type { Core as WalletCore } from '../../main/core'
import { runGrantSubject, type RequestItem, type RotationProgress } from '../../shared/bridge'
import { membersHash } from '../../shared/kernel'
import {
  accountText,
  describeAssets,
  membersText,
  namesOf,
  terminalText,
  type Namer,
} from './format'
import { flagsText, refuseRun, shellQuote, sweepsText } from './run-words'
import { paysWords, peopleIn } from './request-words'
import { askYes } from './confirm'
import { searchFold } from '../../main/core/db/people'
import { peopleNamed } from './names'
import { CliFailure, isUuid } from './session'
import {
  accountGiven,
  accountOption,
  actingFor,
  followNamed,
  type AccountGiven,
} from './shared-account'
import { stringOption, type Output, type WalletRun, type WalletSubcommand } from './subcommand'
import { translator } from '../../shared/i18n/translate'
import { runStatement } from '../../shared/run-statement'

const SMALL_INT = /^\d{1,2}$/
/** Where the core's refusals of a move come from: its `members` and `threshold` are the new ones. */
const optionsOf = (given: AccountGiven) =>
  ({
    members: '--to-members',
    threshold: '--to-threshold',
    account: accountOption(given),
    memo: '--memo',
  }) as const

async function pendingText(
  core: WalletCore,
  userId: string,
  pending: readonly RequestItem[],
  rotationId: string,
): Promise<string[]> {
  if (pending.length === 0) return []
  const [nameOf, symbols] = await Promise.all([
    namesOf(core, userId, peopleIn(pending)),
    describeAssets(
      core,
      userId,
      pending.map((p) => p.asset_id),
    ),
  ])
  return [
    `${pending.length} pending request${pending.length === 1 ? ' locks' : 's lock'} some of the funds; unlock ${pending.length === 1 ? 'it' : 'them'} ("cosigner wallet unlock REQUEST_ID") or let ${pending.length === 1 ? 'it' : 'them'} complete, then sweep what is left with "cosigner wallet rotate --sweep-rest ${rotationId}":`,
    ...pending.map((p) => `  request ${p.request_id}  ${paysWords(p, nameOf, symbols)}`),
  ]
}

function progressText(p: RotationProgress, nameOf: Namer): string[] {
  const run = p.run
  const left = p.left.map((l) =>
    [
      l.balance !== '0' ? `${l.balance} ${terminalText(l.symbol)}` : '',
      l.locked !== '0' ? `${l.locked} ${terminalText(l.symbol)} locked` : '',
      l.collectibles > 0 ? `${l.collectibles} collectible(s)` : '',
    ]
      .filter((x) => x !== '')
      .join(', '),
  )
  return [
    ...sweepsText(run, nameOf),
    p.done
      ? `Done: the old account is empty and retired; the new one is “${terminalText(run.target!.label) || membersText(run.target!.members, run.target!.threshold, nameOf)}”.`
      : left.length > 0
        ? `Left in the old account: ${left.join('; ')}.`
        : 'Nothing is left in the old account; waiting for the sweeps to be sent.',
  ]
}

async function status(
  w: WalletRun,
  rotationId: string,
  acting?: { core: WalletCore; userId: string },
): Promise<Output> {
  const { core, userId } = acting ?? (await w.acting())
  const p = await core.rotation.progress(userId, rotationId)
  const nameOf = await namesOf(core, userId, [...p.run.members, ...(p.run.target?.members ?? [])])
  const text = [
    `Moving ${accountText(core, userId, p.run.members, p.run.threshold, nameOf)} to ${membersText(p.run.target!.members, p.run.target!.threshold, nameOf)}:`,
    ...progressText(p, nameOf),
    ...(await pendingText(core, userId, p.pending, rotationId)),
  ]
  return { text: text.join('\n'), json: p }
}

async function sweepRest(w: WalletRun, rotationId: string): Promise<Output> {
  if (w.values.yes !== true && !w.io.ask) {
    throw new CliFailure(
      'confirmation-needed',
      `Nothing was done: sweeping what is left must be confirmed, and there is no terminal to ask on. Check the move with "cosigner wallet rotate --status ${rotationId}", then add --yes.`,
    )
  }
  const acting = await w.acting()
  const { core, userId, grant } = acting
  if (w.values.yes !== true) {
    const shown = await status(w, rotationId, acting)
    await askYes(
      w,
      `${shown.text}\nSweep what the old account can spend now into the new one, signing as the proposer?`,
    )
  }
  const r = await core.rotation.sweepRest(
    userId,
    rotationId,
    await grant('sign', runGrantSubject(rotationId)),
  )
  if (r.status === 'invalid')
    refuseRun(r.errors, { members: '--to-members', threshold: '--to-threshold', memo: '--memo' })
  const nameOf = await namesOf(core, userId, [...r.run.members, ...(r.run.target?.members ?? [])])
  const records = r.run.requests.map((q) => core.requests.record(userId, q.request_id))
  return {
    text: [`Swept what was left; the move now stands:`, ...sweepsText(r.run, nameOf)].join('\n'),
    json: { rotation_id: rotationId, requests: records },
  }
}

/** The move the options describe, checked before the wallet is opened. */
function moveOf(w: WalletRun) {
  const fail = (message: string): never => {
    throw new CliFailure('invalid-input', message)
  }
  const account = accountGiven(w, 'to move')
  const to =
    stringOption(w, 'to-members')
      ?.split(',')
      .map((m) => m.trim()) ??
    fail(
      '--to-members ID|NAME,… is required: the new members (user ids, Mixin IDs, contacts’ names or links).',
    )
  if (to.some((m) => m === ''))
    fail('--to-members: an entry is empty; separate the members with commas.')
  const toThreshold = stringOption(w, 'to-threshold')
  if (
    toThreshold === undefined ||
    !SMALL_INT.test(toThreshold) ||
    Number(toThreshold) < 1 ||
    Number(toThreshold) > to.length
  ) {
    fail(
      `--to-threshold K is required: how many of the ${to.length} new members must sign (1 to ${to.length}).`,
    )
  }
  const given = stringOption(w, 'rotation-id')
  if (given !== undefined && !isUuid(given)) fail('--rotation-id: expected a UUID.')
  const dryRun = w.values['dry-run'] === true
  if (dryRun && w.values.yes === true) fail('--dry-run creates nothing, so it takes no --yes.')
  // Nothing is planned, nor a passphrase asked, for a move nobody could confirm.
  if (!dryRun && w.values.yes !== true && !w.io.ask) {
    fail(
      'Nothing was done: the move must be confirmed, and there is no terminal to ask on. Check it with --dry-run, then run the command it prints, which adds --yes.',
    )
  }
  return {
    account,
    to,
    toThreshold: Number(toThreshold),
    rotationId: given?.toLowerCase(),
    memo: stringOption(w, 'memo'),
    dryRun,
  }
}

/**
 * Where the move the options describe stands, when it was started before and is not finished; else
 * undefined. Once started, the new account carries the old one's name too, so a move named by
 * --account is found by that name.
 */
async function startedMove(
  w: WalletRun,
  move: ReturnType<typeof moveOf>,
): Promise<Output | undefined> {
  const { core } = await w.open()
  const given = move.account
  const fold = given.account !== undefined ? searchFold(given.account.trim()) : undefined
  const hash = given.members?.every(isUuid)
    ? membersHash(given.members.map((m) => m.toLowerCase()))
    : undefined
  for (const own of core.accounts.list()) {
    const runs = core.runs
      .list(own.user_id)
      .runs.filter(
        (r) =>
          r.kind === 'rotation' &&
          r.status === 'proposed' &&
          r.finished_at === null &&
          r.target?.threshold === move.toThreshold &&
          (fold !== undefined
            ? r.target.label !== '' && searchFold(r.target.label) === fold
            : r.members_hash === hash && r.threshold === given.threshold),
      )
    if (runs.length === 0) continue
    const to = (await peopleNamed(core, own.user_id, move.to, '--to-members'))
      .map((m) => m.toLowerCase())
      .sort()
      .join()
    const run = runs.find((r) => r.target!.members.join() === to)
    if (run) return status(w, run.run_id, await w.acting(own.user_id))
  }
  return undefined
}

/** The command that starts exactly the move a dry run planned, for a script. */
function againCommand(w: WalletRun, rotationId: string): string {
  const given = ['account', 'members', 'threshold', 'to-members', 'to-threshold', 'memo'].flatMap(
    (o) => (typeof w.values[o] === 'string' ? [`--${o} ${shellQuote(w.values[o] as string)}`] : []),
  )
  return `cosigner wallet rotate ${given.join(' ')} --rotation-id ${rotationId} --yes`
}

export const rotateSubcommand: WalletSubcommand = {
  name: 'rotate',
  synopsis: `rotate (--account NAME|MIX… | --members ID|NAME,… --threshold T) --to-members ID|NAME,… --to-threshold K
        [--memo TEXT] [--rotation-id UUID] [--dry-run | --yes]
      rotate --status MOVE_ID | --sweep-rest MOVE_ID [--yes]`,
  description: `moves everything in a shared account (named as for pay) to a new set of members, of whom K
must sign: one sweep per asset (more above 256 outputs) and one per collectible, each signed by you
as the proposer once you confirm the plan on the terminal (--yes for a script); the new account is
followed under the old one's name. The plan says which pending requests hold funds back (unlock
them, then --sweep-rest, confirmed as the move is), and flags a lower threshold and new members not among your contacts.
--dry-run prints the plan and creates nothing. Run again, or with --status, it shows each sweep,
who still has to sign and what is left, and retires the old account once it is empty`,
  options: {
    members: { type: 'string' },
    threshold: { type: 'string' },
    'to-members': { type: 'string' },
    'to-threshold': { type: 'string' },
    memo: { type: 'string' },
    'rotation-id': { type: 'string' },
    'dry-run': { type: 'boolean' },
    yes: { type: 'boolean' },
    status: { type: 'string' },
    'sweep-rest': { type: 'string' },
  },
  positionals: 0,
  async run(w) {
    const statusOf = stringOption(w, 'status')
    const rest = stringOption(w, 'sweep-rest')
    if (statusOf !== undefined && rest !== undefined)
      throw new CliFailure('invalid-input', 'Give --status or --sweep-rest, not both.')
    const moveId = (text: string, option: string) => {
      if (!isUuid(text.trim()))
        throw new CliFailure(
          'invalid-input',
          `${option}: expected the move's id (a UUID, as "rotate" printed it), got "${terminalText(text.slice(0, 40))}".`,
        )
      return text.trim().toLowerCase()
    }
    if (statusOf !== undefined) return status(w, moveId(statusOf, '--status'))
    if (rest !== undefined) return sweepRest(w, moveId(rest, '--sweep-rest'))

    const move = moveOf(w)
    const options = optionsOf(move.account)
    // The same move started before and not finished: run again, the command shows where it stands.
    if (!move.dryRun) {
      const shown = await startedMove(w, move)
      if (shown) return shown
    }
    const { core, userId, grant, members, threshold } = await actingFor(w, move.account)
    const to = await peopleNamed(core, userId, move.to, '--to-members')
    const key = { members_hash: membersHash(members), threshold }
    const followedNow = await followNamed(core, userId, members, threshold)
    const rotationId = move.rotationId ?? randomUUID()
    const input = {
      ...key,
      to,
      to_threshold: move.toThreshold,
      rotation_id: rotationId,
      ...(move.memo !== undefined ? { memo: move.memo } : {}),
    }
    const plan = await core.rotation.plan(userId, input)
    if (plan.status === 'invalid') {
      followedNow?.undo()
      refuseRun(plan.errors, options)
    }
    const run = plan.run
    const nameOf = await namesOf(core, userId, [...run.members, ...run.target!.members])
    const planText = [
      runStatement(translator('en').t, run, nameOf),
      ...flagsText(plan.flags, run.threshold, run.target!.threshold, nameOf),
      ...sweepsText(run, nameOf),
      ...(await pendingText(core, userId, plan.pending, rotationId)),
    ].map(terminalText)
    if (move.dryRun) {
      return {
        text: [
          ...planText,
          `Nothing was created (--dry-run). To start exactly this move from a script: ${againCommand(w, rotationId)}`,
        ].join('\n'),
        json: plan,
      }
    }
    if (w.values.yes !== true)
      await askYes(
        w,
        `${planText.join('\n')}\nStart this move, signing its ${run.requests.length} sweep${run.requests.length === 1 ? '' : 's'} as the proposer?`,
      )
    const r = await core.rotation.start(
      userId,
      input,
      await grant('sign', runGrantSubject(rotationId)),
    )
    if (r.status === 'invalid') refuseRun(r.errors, options)
    const records = r.run.requests.map((q) => core.requests.record(userId, q.request_id))
    const text = [
      `Proposed ${r.run.requests.length} sweep${r.run.requests.length === 1 ? '' : 's'} from ${accountText(core, userId, members, threshold, nameOf)}, each signed by you as the proposer; this wallet now follows the new account.`,
      ...sweepsText(r.run, nameOf),
      `  move ${rotationId}`,
      ...(await pendingText(core, userId, plan.pending, rotationId)),
      r.shared_in
        ? 'Its file and links were shared in the account’s group, where the other members review the move and sign it once ("cosigner wallet sign MOVE_ID").'
        : 'It was shared in no group: send each sweep’s link (https://mixin.one/multisigs/REQUEST_ID) where the other members talk.',
      `Run the same command again, or "cosigner wallet rotate --status ${rotationId}", to see where it stands.`,
    ]
    return {
      text: text.map(terminalText).join('\n'),
      json: { rotation_id: rotationId, requests: records },
    }
  },
}
