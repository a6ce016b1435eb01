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
import { englishOf } from '../../shared/i18n/english'
import { translator, type Translator } from '../../shared/i18n/translate'
import { words } from '../../shared/i18n/words'
import { say, t, tr as reader } from '../words'
import { CliFailure } from './session'
import { accountText, namesOf, terminalText, type Namer } from './format'
import { rowsText, sweepsText, totalsText } from './run-words'
import { askYes, refuseIfBlocked, type Confirmation } from './confirm'
import type { Output, WalletRun } from './subcommand'
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

/** One request of a run, as its review and the result list it. */
const requestLine = (
  q: { request_id: string; signed_count: number; threshold: number; progress: string },
  what: string,
  mine: boolean,
) =>
  `  ${t('cli.signRun.request', {
    id: q.request_id,
    what,
    signed: q.signed_count,
    threshold: q.threshold,
    progress: q.progress,
    mine: mine ? 'yes' : 'no',
  })}`

function reviewText(core: Core, userId: string, review: Reviewed, nameOf: Namer): string {
  const run = review.run
  const n = review.requests.length
  const proven = review.requests.filter((q) => q.inputs_proven).length
  const lines = [
    t('cli.signRun.head', {
      kind: run.kind,
      name: terminalText(run.name),
      account: accountText(core, userId, run.members, run.threshold, nameOf),
      hasProposer: run.proposer ? 'yes' : 'no',
      proposer: run.proposer ? nameOf(run.proposer) : '',
      payees: run.row_count,
      hasTotals: totalsText(run) ? 'yes' : 'no',
      totals: totalsText(run),
      requests: n,
    }),
    `  ${terminalText(runStatement(reader().t, run, nameOf))}`,
    ...(run.kind === 'payroll' ? rowsText(run) : sweepsText(run, nameOf)),
    ...review.requests.map((q) => {
      const rq = run.requests.find((r) => r.request_id === q.request_id)
      return requestLine(q, rq ? `${rq.amount} ${terminalText(rq.symbol)}  ` : '', q.i_have_signed)
    }),
    `  ${t('cli.signRun.matches', { kind: run.kind, requests: n, proven })}`,
    ...(review.flags.first_payments > 0
      ? [`  ${t('cli.signRun.firstPayments', { rows: review.flags.first_payments })}`]
      : []),
    ...(review.flags.not_in_contacts > 0
      ? [`  ${t('cli.signRun.notInContacts', { rows: review.flags.not_in_contacts })}`]
      : []),
    ...(review.flags.lowers_threshold
      ? [`  ${t('cli.signRun.lowerThreshold', { to: run.target!.threshold, from: run.threshold })}`]
      : []),
    ...review.flags.outside_contacts.map(
      (m) => `  ${t('cli.signRun.outsideContacts', { name: nameOf(m) })}`,
    ),
    ...[...review.warnings, ...review.requests.flatMap((q) => q.warnings)].map(
      (w) => `  ${t('cli.review.warning', { warning: terminalText(say(w)) })}`,
    ),
    `  ${t('cli.signRun.digest', { digest: review.digest })}`,
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
    const reasons = (tr: Translator) =>
      terminalText(
        review.reasons
          .map((r) =>
            r.row !== null
              ? tr.t('cli.signRun.reasonRow', { row: r.row, detail: tr.say(r.detail) })
              : r.request_id
                ? tr.t('cli.signRun.reasonRequest', { id: r.request_id, detail: tr.say(r.detail) })
                : tr.say(r.detail),
          )
          .join('; '),
      ).slice(0, 900)
    throw new CliFailure(
      'request-mismatch',
      words('cli.signRun.mismatch', { kind: run.kind, reasons: reasons(translator('en')) }),
      { said: t('cli.signRun.mismatch', { kind: run.kind, reasons: reasons(reader()) }) },
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
    : words('cli.signRun.nothingLeft', {
        kind: run.kind,
        why: review.requests.every((q) => q.i_have_signed) ? 'signed' : 'closed',
      })
  if (how.kind === 'dry-run') {
    const next = blocked
      ? t('cli.confirm.dryRunBlocked', { verb: 'sign', reason: say(blocked) })
      : t('cli.confirm.dryRunReady', { verb: 'sign', id: runId, digest: review.digest })
    return {
      text: `${shown}\n${next}`,
      json: {
        run_id: runId,
        digest: review.digest,
        can_sign: blocked === null,
        blocked_reason: blocked === null ? null : englishOf(blocked),
        review,
      },
    }
  }
  if (blocked) refuseIfBlocked('sign', blocked)
  if (how.digest !== undefined && how.digest !== review.digest) {
    throw new CliFailure(
      'summary-changed',
      words('cli.signRun.changed', { kind: run.kind }),
      // words-exempt: a details line, codes for whoever reads the log
      { details: `digest now ${review.digest}` },
    )
  }
  if (how.kind === 'ask') await askYes(w, `${shown}\n${t('cli.signRun.question', { left })}`)
  const result = await core.runs.sign(
    userId,
    runId,
    review.digest,
    true,
    await acting.grant('sign', runGrantSubject(runId)),
  )
  const after = result.review.status === 'ok' ? result.review : review
  const states = after.requests.map((q) => requestLine(q, '', false))
  const text = [
    t('cli.signRun.signed', {
      count: result.signed.length,
      kind: run.kind,
      name: terminalText(run.name),
    }),
    ...states,
  ]
  return {
    text: text.join('\n'),
    json: { run_id: runId, signed: result.signed, digest: review.digest, review: result.review },
  }
}
