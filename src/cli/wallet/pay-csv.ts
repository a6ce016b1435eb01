/**
 * `cosigner wallet pay --csv FILE`: a payroll from the command line, through the core's payroll
 * service — the same row checks, preview, split into requests of 255 payees, and signing as the
 * proposer under one passphrase as the app's "Pay many…". `--dry-run` prints the preview and creates
 * nothing; a refusal names every row and field at fault and creates nothing; `--run-id` proposes
 * the same run again after a failure halfway, finishing it.
 * @module
 */
import { randomUUID } from 'node:crypto'
import { words } from '../../shared/i18n/words'
import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { runGrantSubject, type RunDetail } from '../../shared/bridge'
import { membersHash } from '../../shared/kernel'
import { accountText, namesOf, terminalText } from './format'
import { refuseRun, rowsText, shellQuote, totalsText } from './run-words'
import { CliFailure, fileProblem, isUuid } from './session'
import { accountGiven, accountOption, actingFor, followNamed } from './shared-account'
import { stringOption, type Output, type WalletRun } from './subcommand'
import { t } from '../words'

export const PAY_CSV_OPTIONS = {
  csv: { type: 'string' },
  name: { type: 'string' },
  'run-id': { type: 'string' },
  'dry-run': { type: 'boolean' },
} as const

// words-exempt: the command's syntax, its placeholders as options name them
export const PAY_CSV_SYNOPSIS =
  'pay (--account NAME|MIX… | --members ID|NAME,… --threshold T) --csv FILE [--memo TEXT] [--name TEXT] [--run-id UUID] [--dry-run]'

export const payCsvUsage = (): string => t('cli.pay.csvUsage')

/** Largest CSV read: a thousand rows fit many times over. */
const MAX_CSV_BYTES = 1024 * 1024
/** Options of a single payment that a payroll takes from its file instead. */
const SINGLE_ONLY = ['to', 'to-address', 'to-threshold', 'amount', 'asset', 'request-id']

function readCsvFile(file: string): string {
  try {
    if (statSync(file).size > MAX_CSV_BYTES)
      throw new CliFailure(
        'invalid-input',
        `--csv: ${file} is larger than a payroll file can be (1 MiB).`,
      )
    return readFileSync(file, 'utf8')
  } catch (e) {
    if (e instanceof CliFailure) throw e
    throw new CliFailure(
      'invalid-input',
      words('cli.file.unreadable', { option: '--csv', file, ...fileProblem(e) }),
    )
  }
}

function previewText(run: RunDetail, account: string): string {
  const firsts = run.rows.filter((r) => r.first_payment).length
  const strangers = run.rows.filter((r) => r.not_in_contacts).length
  return [
    `Payroll “${terminalText(run.name)}” from ${account}: ${run.row_count} payee${run.row_count === 1 ? '' : 's'}, ${totalsText(run)}, in ${run.requests.length} request${run.requests.length === 1 ? '' : 's'}${run.memo ? `, memo "${terminalText(run.memo)}"` : ''}.`,
    ...rowsText(run),
    ...run.totals.map(
      (t) =>
        `  ${terminalText(t.symbol)}: ${t.total} in ${t.rows} row${t.rows === 1 ? '' : 's'} and ${t.requests} request${t.requests === 1 ? '' : 's'}; ${t.available} to spend, ${t.stays} stays in the account.`,
    ),
    `  ${firsts} payee${firsts === 1 ? ' is' : 's are'} paid by this account for the first time, ${strangers} ${strangers === 1 ? 'is' : 'are'} not among your contacts (marked).`,
  ].join('\n')
}

/** What `pay --csv` does; the other options of a single payment are refused. */
export async function payCsv(w: WalletRun): Promise<Output> {
  const given = SINGLE_ONLY.filter((o) => w.values[o] !== undefined)
  if (given.length > 0)
    throw new CliFailure(
      'invalid-input',
      `--csv takes the payees, amounts and assets from the file: leave out ${given.map((o) => `--${o}`).join(', ')}.`,
    )
  const account = accountGiven(w, 'pay')
  const runIdText = stringOption(w, 'run-id')
  if (runIdText !== undefined && !isUuid(runIdText))
    throw new CliFailure('invalid-input', '--run-id: expected a UUID.')
  const file = stringOption(w, 'csv')!
  const csv = readCsvFile(file)
  const memo = stringOption(w, 'memo') ?? ''
  const name =
    stringOption(w, 'name') ??
    (memo.trim() || path.basename(file).replace(/\.[^.]*$/, '') || 'Payroll')
  // Picked here, so the grant to sign is for this very run.
  const runId = (runIdText ?? randomUUID()).toLowerCase()
  const dryRun = w.values['dry-run'] === true

  const { core, userId, grant, members, threshold } = await actingFor(w, account)
  const input = { members_hash: membersHash(members), threshold, csv, memo, name, run_id: runId }
  const followedNow = await followNamed(core, userId, members, threshold)
  const preview = await core.payroll.preview(userId, input)
  if (preview.status === 'invalid') {
    followedNow?.undo()
    refuseRun(preview.errors, { account: accountOption(account) })
  }
  const nameOf = await namesOf(core, userId, members)
  const accountWords = accountText(core, userId, members, threshold, nameOf)
  if (dryRun) {
    const again = [
      `cosigner wallet pay ${account.account !== undefined ? `--account ${shellQuote(account.account)}` : `--members ${members.join(',')} --threshold ${threshold}`} --csv ${shellQuote(file)}`,
      ...(memo ? [`--memo ${shellQuote(memo)}`] : []),
      ...(stringOption(w, 'name') !== undefined ? [`--name ${shellQuote(name)}`] : []),
      `--run-id ${runId}`,
    ].join(' ')
    return {
      text: `${previewText(preview.run, accountWords)}\nNothing was created (--dry-run). To propose exactly this run: ${again}`,
      json: preview.run,
    }
  }
  const proposed = await core.payroll.propose(
    userId,
    input,
    await grant('sign', runGrantSubject(runId)),
  )
  if (proposed.status === 'invalid') refuseRun(proposed.errors, { account: accountOption(account) })
  const run = proposed.run
  const records = run.requests.map((q) => core.requests.record(userId, q.request_id))
  const group = proposed.shared_in
    ? core.groups
        .list(userId)
        .find((g) => g.conversation_id === proposed.shared_in)
        ?.name.trim()
    : undefined
  const text = [
    ...(followedNow
      ? [`This wallet now follows ${accountWords}: every sync reads its balances and requests.`]
      : []),
    `Proposed the payroll “${terminalText(run.name)}” from ${accountWords}: ${run.row_count} payees, ${totalsText(run)}; signed its ${run.requests.length} request${run.requests.length === 1 ? '' : 's'} as the proposer.`,
    ...run.requests.map((q) => {
      const payees = run.rows.filter((r) => r.request_id === q.request_id).length
      return `  request ${q.request_id}  ${q.amount} ${terminalText(q.symbol)} to ${payees} payee${payees === 1 ? '' : 's'}  ${q.signers.length} of ${q.threshold} signatures`
    }),
    `  run ${run.run_id}`,
    proposed.shared_in
      ? `Its file and links were shared in the group ${group ? `“${terminalText(group)}”` : 'of the account’s members'}: the other members open the run there in Cosigner and sign it once, or sign each request with "cosigner wallet sign REQUEST_ID".`
      : 'It was shared in no group: send each request’s link (https://mixin.one/multisigs/REQUEST_ID) where the other members talk; they sign each with "cosigner wallet sign REQUEST_ID" or in the app.',
  ]
  return { text: text.join('\n'), json: { run_id: run.run_id, requests: records } }
}
