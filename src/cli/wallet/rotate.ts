/**
 * `cosigner wallet rotate`: moving a shared account to a new set of members from the command line,
 * through the core's rotation service — the plan (one sweep per asset and per collectible, the
 * pending requests to unlock first, the flags), the sweeps proposed and signed as the proposer under
 * one passphrase, and the progress until the old account is empty and retired.
 * @module
 */
import type { Words } from '../../shared/i18n/words'
import { words } from '../../shared/i18n/words'
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
import { t, tr } from '../words'
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
    t('cli.rotate.pending', { count: pending.length, id: rotationId }),
    ...pending.map(
      (p) =>
        `  ${t('cli.rotate.pendingRequest', { id: p.request_id, pays: paysWords(p, nameOf, symbols) })}`,
    ),
  ]
}

function progressText(p: RotationProgress, nameOf: Namer): string[] {
  const run = p.run
  const left = p.left.map((l) =>
    [
      l.balance !== '0' ? `${l.balance} ${terminalText(l.symbol)}` : '',
      l.locked !== '0'
        ? t('cli.rotate.locked', { amount: `${l.locked} ${terminalText(l.symbol)}` })
        : '',
      l.collectibles > 0 ? t('cli.rotate.collectibles', { count: l.collectibles }) : '',
    ]
      .filter((x) => x !== '')
      .join(t('cli.format.listSeparator')),
  )
  return [
    ...sweepsText(run, nameOf),
    p.done
      ? t('cli.rotate.done', {
          target:
            terminalText(run.target!.label) ||
            membersText(run.target!.members, run.target!.threshold, nameOf),
        })
      : left.length > 0
        ? t('cli.rotate.left', { left: left.join(t('cli.names.listSeparator')) })
        : t('cli.rotate.nothingLeft'),
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
    t('cli.rotate.moving', {
      from: accountText(core, userId, p.run.members, p.run.threshold, nameOf),
      to: membersText(p.run.target!.members, p.run.target!.threshold, nameOf),
    }),
    ...progressText(p, nameOf),
    ...(await pendingText(core, userId, p.pending, rotationId)),
  ]
  return { text: text.join('\n'), json: p }
}

async function sweepRest(w: WalletRun, rotationId: string): Promise<Output> {
  if (w.values.yes !== true && !w.io.ask) {
    throw new CliFailure(
      'confirmation-needed',
      words('cli.rotate.sweepNoTerminal', { id: rotationId }),
    )
  }
  const acting = await w.acting()
  const { core, userId, grant } = acting
  if (w.values.yes !== true) {
    const shown = await status(w, rotationId, acting)
    await askYes(w, `${shown.text}\n${t('cli.rotate.sweepQuestion')}`)
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
    text: [t('cli.rotate.swept'), ...sweepsText(r.run, nameOf)].join('\n'),
    json: { rotation_id: rotationId, requests: records },
  }
}

/** The move the options describe, checked before the wallet is opened. */
function moveOf(w: WalletRun) {
  const fail = (message: Words): never => {
    throw new CliFailure('invalid-input', message)
  }
  const account = accountGiven(w, 'move')
  const to =
    stringOption(w, 'to-members')
      ?.split(',')
      .map((m) => m.trim()) ?? fail(words('cli.rotate.toMembersRequired'))
  if (to.some((m) => m === '')) fail(words('cli.account.emptyMember', { option: '--to-members' }))
  const toThreshold = stringOption(w, 'to-threshold')
  if (
    toThreshold === undefined ||
    !SMALL_INT.test(toThreshold) ||
    Number(toThreshold) < 1 ||
    Number(toThreshold) > to.length
  ) {
    fail(words('cli.rotate.toThresholdRequired', { count: to.length }))
  }
  const given = stringOption(w, 'rotation-id')
  if (given !== undefined && !isUuid(given))
    fail(words('cli.option.uuid', { option: '--rotation-id' }))
  const dryRun = w.values['dry-run'] === true
  if (dryRun && w.values.yes === true) fail(words('cli.rotate.dryRunYes'))
  // Nothing is planned, nor a passphrase asked, for a move nobody could confirm.
  if (!dryRun && w.values.yes !== true && !w.io.ask) {
    fail(words('cli.rotate.noTerminal'))
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
  // words-exempt: a command to copy, as the shell reads it
  return `cosigner wallet rotate ${given.join(' ')} --rotation-id ${rotationId} --yes`
}

export const rotateSubcommand: WalletSubcommand = {
  name: 'rotate',
  // words-exempt: the command's syntax, its placeholders as options name them
  synopsis: `rotate (--account NAME|MIX… | --members ID|NAME,… --threshold T) --to-members ID|NAME,… --to-threshold K
        [--memo TEXT] [--rotation-id UUID] [--dry-run | --yes]
      rotate --status MOVE_ID | --sweep-rest MOVE_ID [--yes]`,
  description: () => t('cli.rotate.description'),
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
      throw new CliFailure('invalid-input', words('cli.rotate.statusOrSweep'))
    const moveId = (text: string, option: string) => {
      if (!isUuid(text.trim()))
        throw new CliFailure(
          'invalid-input',
          words('cli.rotate.badId', { option, text: terminalText(text.slice(0, 40)) }),
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
      runStatement(tr().t, run, nameOf),
      ...flagsText(plan.flags, run.threshold, run.target!.threshold, nameOf),
      ...sweepsText(run, nameOf),
      ...(await pendingText(core, userId, plan.pending, rotationId)),
    ].map(terminalText)
    if (move.dryRun) {
      return {
        text: [...planText, t('cli.rotate.dryRun', { command: againCommand(w, rotationId) })].join(
          '\n',
        ),
        json: plan,
      }
    }
    if (w.values.yes !== true)
      await askYes(
        w,
        `${planText.join('\n')}\n${t('cli.rotate.question', { count: run.requests.length })}`,
      )
    const r = await core.rotation.start(
      userId,
      input,
      await grant('sign', runGrantSubject(rotationId)),
    )
    if (r.status === 'invalid') refuseRun(r.errors, options)
    const records = r.run.requests.map((q) => core.requests.record(userId, q.request_id))
    const text = [
      t('cli.rotate.proposed', {
        count: r.run.requests.length,
        account: accountText(core, userId, members, threshold, nameOf),
      }),
      ...sweepsText(r.run, nameOf),
      `  ${t('cli.rotate.move', { id: rotationId })}`,
      ...(await pendingText(core, userId, plan.pending, rotationId)),
      r.shared_in ? t('cli.rotate.shared') : t('cli.rotate.sharedNowhere'),
      t('cli.rotate.again', { id: rotationId }),
    ]
    return {
      text: text.map(terminalText).join('\n'),
      json: { rotation_id: rotationId, requests: records },
    }
  },
}
