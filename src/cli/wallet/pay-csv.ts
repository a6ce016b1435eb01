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
  // words-exempt: the command's syntax, its placeholders as options name them
  'pay (--account NAME|MIX… | --members ID|NAME,… --threshold T) --csv FILE [--memo TEXT] [--name TEXT] [--run-id UUID] [--dry-run]'

export const payCsvUsage = (): string => t('cli.pay.csvUsage')

/** Largest CSV read: a thousand rows fit many times over. */
const MAX_CSV_BYTES = 1024 * 1024
/** Options of a single payment that a payroll takes from its file instead. */
const SINGLE_ONLY = ['to', 'to-address', 'to-threshold', 'amount', 'asset', 'request-id']

function readCsvFile(file: string): string {
  try {
    if (statSync(file).size > MAX_CSV_BYTES)
      throw new CliFailure('invalid-input', words('cli.payroll.tooLarge', { file }))
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
    t('cli.payroll.preview', {
      name: terminalText(run.name),
      account,
      payees: run.row_count,
      totals: totalsText(run),
      requests: run.requests.length,
      hasMemo: run.memo ? 'yes' : 'no',
      memo: terminalText(run.memo),
    }),
    ...rowsText(run),
    ...run.totals.map(
      (total) =>
        `  ${t('cli.payroll.total', {
          symbol: terminalText(total.symbol),
          total: total.total,
          rows: total.rows,
          requests: total.requests,
          available: total.available,
          stays: total.stays,
        })}`,
    ),
    `  ${t('cli.payroll.flags', { firsts, strangers })}`,
  ].join('\n')
}

/** What `pay --csv` does; the other options of a single payment are refused. */
export async function payCsv(w: WalletRun): Promise<Output> {
  const given = SINGLE_ONLY.filter((o) => w.values[o] !== undefined)
  if (given.length > 0)
    throw new CliFailure(
      'invalid-input',
      words('cli.payroll.singleOnly', { options: given.map((o) => `--${o}`).join(', ') }),
    )
  const account = accountGiven(w, 'pay')
  const runIdText = stringOption(w, 'run-id')
  if (runIdText !== undefined && !isUuid(runIdText))
    throw new CliFailure('invalid-input', words('cli.option.uuid', { option: '--run-id' }))
  const file = stringOption(w, 'csv')!
  const csv = readCsvFile(file)
  const memo = stringOption(w, 'memo') ?? ''
  const name =
    stringOption(w, 'name') ??
    (memo.trim() || path.basename(file).replace(/\.[^.]*$/, '') || t('cli.payroll.defaultName'))
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
    // words-exempt: a command to copy, as the shell reads it
    const again = [
      // words-exempt: a command to copy, as the shell reads it
      `cosigner wallet pay ${account.account !== undefined ? `--account ${shellQuote(account.account)}` : `--members ${members.join(',')} --threshold ${threshold}`} --csv ${shellQuote(file)}`,
      ...(memo ? [`--memo ${shellQuote(memo)}`] : []),
      ...(stringOption(w, 'name') !== undefined ? [`--name ${shellQuote(name)}`] : []),
      // words-exempt: a command to copy, as the shell reads it
      `--run-id ${runId}`,
    ].join(' ')
    return {
      text: `${previewText(preview.run, accountWords)}\n${t('cli.payroll.dryRun', { command: again })}`,
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
    ...(followedNow ? [t('cli.pay.followedNow', { account: accountWords })] : []),
    t('cli.payroll.proposed', {
      name: terminalText(run.name),
      account: accountWords,
      payees: run.row_count,
      totals: totalsText(run),
      requests: run.requests.length,
    }),
    ...run.requests.map((q) => {
      const payees = run.rows.filter((r) => r.request_id === q.request_id).length
      return `  ${t('cli.payroll.request', {
        id: q.request_id,
        amount: `${q.amount} ${terminalText(q.symbol)}`,
        payees,
        signed: q.signers.length,
        threshold: q.threshold,
      })}`
    }),
    `  ${t('cli.payroll.run', { id: run.run_id })}`,
    proposed.shared_in
      ? group
        ? t('cli.payroll.sharedInGroup', { group: terminalText(group) })
        : t('cli.payroll.sharedInMembersGroup')
      : t('cli.payroll.sharedNowhere'),
  ]
  return { text: text.join('\n'), json: { run_id: run.run_id, requests: records } }
}
