/**
 * `cosigner wallet sign RUN_ID`: a payroll or a move to new members reviewed and signed as one, as
 * the app's run review does — every request checked against its raw transaction and every row (or
 * sweep) found in its outputs, the rows and flags shown, then every request this account has not
 * signed yet signed after one confirmation (./confirm: on the terminal, or by the digest a
 * `--dry-run` printed). A run this wallet does not know yet is looked for in the run files shared in
 * its groups: the messages waiting on its socket are read first.
 * @module
 */
import { isCoreError, type Core } from '../../main/core'
import { runGrantSubject, type RunDetail, type RunReview } from '../../shared/bridge'
import { CliFailure } from './session'
import { accountText, namesOf, terminalText, type Namer } from './format'
import { rowsText, sweepsText, totalsText } from './run-words'
import { askYes, type Confirmation } from './confirm'
import type { Output, WalletRun } from './subcommand'
import { translator } from '../../shared/i18n/translate'
import { runStatement } from '../../shared/run-statement'

type Reviewed = Extract<RunReview, { status: 'ok' }>

/** How long the socket is given to come up and deliver what waits, and the quiet that ends it. */
const SOCKET_UP_MS = 10_000
const QUIET_MS = 500
const READ_MS = 8_000

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** The run, as this wallet knows it; undefined when it knows none with this id. */
function knownRun(core: Core, userId: string, runId: string): RunDetail | undefined {
  try {
    return core.runs.get(userId, runId)
  } catch (e) {
    if (isCoreError(e, 'request-not-found')) return undefined
    throw e
  }
}

/**
 * Reads the messages waiting for the account on its socket, until none came for a moment, so a run
 * file shared in its groups is in the cache. The public network lists no messages over HTTP.
 */
async function readWaiting(core: Core, userId: string): Promise<void> {
  const watcher = core.watch.start(userId, { pollMs: 3_600_000, reconnectMs: 60_000 })
  try {
    const up = Date.now() + SOCKET_UP_MS
    while (watcher.mode() === 'connecting' && Date.now() < up) await sleep(50)
    if (watcher.mode() !== 'blaze') return
    const end = Date.now() + READ_MS
    let change = await core.messages.wait(userId, Number.MAX_SAFE_INTEGER, 1).then((c) => c.change)
    while (Date.now() < end) {
      const next = (await core.messages.wait(userId, change, QUIET_MS)).change
      if (next === change) break
      change = next
    }
  } finally {
    watcher.stop()
  }
}

/**
 * The run with this id: known to the wallet, or in a run file shared in one of its groups (opened
 * here, as the app opens it); undefined when neither.
 */
export async function findRun(
  core: Core,
  userId: string,
  runId: string,
): Promise<RunDetail | undefined> {
  const known = knownRun(core, userId, runId)
  if (known) return known
  await readWaiting(core, userId)
  for (const f of core.runs.list(userId).shared) {
    try {
      await core.runs.openShared(userId, f.conversation_id, f.message_id)
    } catch (e) {
      // A file that is no run for this account (not a member, unreadable) is no reason to stop looking.
      if (!isCoreError(e)) throw e
    }
  }
  return knownRun(core, userId, runId)
}

const KIND = { payroll: 'payroll', rotation: 'move to new members' } as const
const PROGRESS = {
  open: 'open',
  complete: 'complete, sending',
  sent: 'sent',
  unlocked: 'unlocked',
} as const

function reviewText(core: Core, userId: string, review: Reviewed, nameOf: Namer): string {
  const run = review.run
  const n = review.requests.length
  const proven = review.requests.filter((q) => q.inputs_proven).length
  const title =
    run.kind === 'payroll'
      ? `Payroll “${terminalText(run.name)}”`
      : `Move “${terminalText(run.name)}”`
  const lines = [
    `${title} from ${accountText(core, userId, run.members, run.threshold, nameOf)}, proposed by ${run.proposer ? nameOf(run.proposer) : 'someone the file does not name'}: ${run.kind === 'payroll' ? `${run.row_count} payees, ` : ''}${totalsText(run) || 'what it holds'}, in ${n} request${n === 1 ? '' : 's'}.`,
    `  ${terminalText(runStatement(translator('en').t, run, nameOf))}`,
    ...(run.kind === 'payroll' ? rowsText(run) : sweepsText(run, nameOf)),
    ...review.requests.map((q) => {
      const rq = run.requests.find((r) => r.request_id === q.request_id)
      const what = rq ? `${rq.amount} ${terminalText(rq.symbol)}  ` : ''
      return `  request ${q.request_id}  ${what}${q.signed_count} of ${q.threshold} signatures, ${PROGRESS[q.progress]}${q.i_have_signed ? ', signed by you' : ''}`
    }),
    `  ${n === 1 ? 'Its request matches' : `All ${n} requests match`} ${n === 1 ? 'its' : 'their'} raw transaction${n === 1 ? '' : 's'}, and ${run.kind === 'payroll' ? 'every row is found in its request’s outputs' : 'every sweep sends everything to the new account'}; inputs proven from the transactions that made them in ${proven} of ${n}.`,
    ...(review.flags.first_payments > 0
      ? [
          `  note: ${review.flags.first_payments} row${review.flags.first_payments === 1 ? ' pays' : 's pay'} someone this account never paid (marked)`,
        ]
      : []),
    ...(review.flags.not_in_contacts > 0
      ? [
          `  note: ${review.flags.not_in_contacts} row${review.flags.not_in_contacts === 1 ? ' pays' : 's pay'} someone not among your contacts (marked)`,
        ]
      : []),
    ...(review.flags.lowers_threshold
      ? [
          `  note: the new account needs ${run.target!.threshold} signatures, fewer than the ${run.threshold} this one needs`,
        ]
      : []),
    ...review.flags.outside_contacts.map((m) => `  note: ${nameOf(m)} is not among your contacts`),
    ...[...review.warnings, ...review.requests.flatMap((q) => q.warnings)].map(
      (w) => `  warning: ${terminalText(translator('en').say(w))}`,
    ),
    `  digest ${review.digest}`,
  ]
  return lines.join('\n')
}

/** Reviews the run and signs what is left for this account after the go-ahead `how` asks for. */
export async function signRun(
  w: WalletRun,
  acting: {
    core: Core
    userId: string
    grant: (purpose: 'sign', subject: string) => Promise<string>
  },
  run: RunDetail,
  how: Confirmation,
): Promise<Output> {
  const { core, userId } = acting
  const runId = run.run_id
  const review = await core.runs.review(userId, runId)
  if (review.status === 'refused') {
    const reasons = review.reasons.map(
      (r) =>
        `${r.row !== null ? `row ${r.row}: ` : r.request_id ? `request ${r.request_id}: ` : ''}${translator('en').say(r.detail)}`,
    )
    throw new CliFailure(
      'request-mismatch',
      `The ${KIND[run.kind]} does not match its requests, so nothing was signed: ${terminalText(reasons.join('; ')).slice(0, 900)}.`,
    )
  }
  const nameOf = await namesOf(core, userId, [
    ...review.run.members,
    ...(review.run.target?.members ?? []),
    ...(review.run.proposer ? [review.run.proposer] : []),
  ])
  const shown = reviewText(core, userId, review, nameOf)
  const left = review.requests.filter((q) => q.can_sign).length
  const blocked = review.can_sign
    ? null
    : `there is nothing left for you to sign in this ${KIND[run.kind]}: ${review.requests.every((q) => q.i_have_signed) ? 'you signed every request of it' : 'none of its requests is open for your signature'}.`
  if (how.kind === 'dry-run') {
    const next = blocked
      ? `It cannot be signed: ${blocked}`
      : `To sign exactly this from a script: cosigner wallet sign ${runId} --yes --digest ${review.digest}`
    return {
      text: `${shown}\nNothing was signed (--dry-run). ${next}`,
      json: {
        run_id: runId,
        digest: review.digest,
        can_sign: blocked === null,
        blocked_reason: blocked,
        review,
      },
    }
  }
  if (blocked) throw new CliFailure('cannot-sign', `Nothing was signed: ${blocked}`)
  if (how.digest !== undefined && how.digest !== review.digest) {
    throw new CliFailure(
      'summary-changed',
      `The ${KIND[run.kind]} is no longer the one with that digest, so nothing was signed. Check it again with --dry-run.`,
      { details: `digest now ${review.digest}` },
    )
  }
  if (how.kind === 'ask')
    await askYes(w, `${shown}\nSign its ${left} request${left === 1 ? '' : 's'} left for you?`)
  const result = await core.runs.sign(
    userId,
    runId,
    review.digest,
    true,
    await acting.grant('sign', runGrantSubject(runId)),
  )
  const after = result.review.status === 'ok' ? result.review : review
  const states = after.requests.map(
    (q) =>
      `  request ${q.request_id}  ${q.signed_count} of ${q.threshold} signatures, ${PROGRESS[q.progress]}`,
  )
  const text = [
    `Signed the ${result.signed.length} request${result.signed.length === 1 ? '' : 's'} of the ${KIND[run.kind]} “${terminalText(run.name)}” left for you.`,
    ...states,
  ]
  return {
    text: text.join('\n'),
    json: { run_id: runId, signed: result.signed, digest: review.digest, review: result.review },
  }
}
