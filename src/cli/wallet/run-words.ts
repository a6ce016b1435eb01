/**
 * A run — a payroll, or a move to new members — in words for a terminal: its rows with the flags a
 * reviewer is asked to notice, its per-asset totals, its sweeps and where each stands; and its
 * refusals, each under the option (and row) it came from. Shared by pay --csv, rotate and sign.
 * @module
 */
import type { RunDetail, RunFieldError, RunFlags } from '../../shared/bridge'
import { translator, type Translator } from '../../shared/i18n/translate'
import { t, tr as reader } from '../words'
import { listText, padTo, terminalText, widthOf, type Namer } from './format'
import { CliFailure } from './session'

const OPTION_OF: Record<RunFieldError['field'], string> = {
  file: '--csv',
  header: '--csv',
  payee: '--csv',
  amount: '--csv',
  asset: '--csv',
  note: '--csv',
  memo: '--memo',
  name: '--name',
  account: '--members/--threshold',
  members: '--members',
  threshold: '--threshold',
}

/** The columns of a payroll file, which a refusal names with the row. */
const COLUMNS = new Set<RunFieldError['field']>(['payee', 'amount', 'asset', 'note'])

/**
 * "--csv, amount: Row 3: …": where a refusal came from — the option, and the column for a row of the
 * file (the message names its row) — in the language of `tr` (English for what `--json` prints).
 */
function whereText(tr: Translator, option: string, e: RunFieldError): string {
  return tr.t('runs.field.where', {
    option,
    column: COLUMNS.has(e.field) ? e.field : '',
    message: tr.say(e.message),
  })
}

/** Refuses with every refusal, each under the option (and row and column) it came from. */
export function refuseRun(
  errors: readonly RunFieldError[],
  options: Partial<Record<RunFieldError['field'], string>> = {},
): never {
  const fields = errors.map((e) => ({
    option: options[e.field] ?? OPTION_OF[e.field],
    row: e.row,
    field: e.field,
    message: translator('en').say(e.message),
  }))
  const said = (tr: Translator) =>
    errors.map((e, i) => whereText(tr, fields[i]!.option, e)).join(' ')
  throw new CliFailure('invalid-input', said(translator('en')), {
    fields,
    said: said(reader()),
  })
}

/** Text as a POSIX shell reads it back unchanged, for a command to copy. */
export const shellQuote = (text: string) =>
  /^[\w@%+=:,./-]+$/.test(text) ? text : `'${terminalText(text).replace(/'/g, `'\\''`)}'`

/** "2800 USDT and 7.5 XIN" */
export const totalsText = (run: RunDetail) => {
  const xs = run.totals.map((total) => `${total.total} ${terminalText(total.symbol)}`)
  return xs.length <= 1
    ? xs.join('')
    : t('cli.runs.totals', { some: listText(xs.slice(0, -1)), last: xs.at(-1)! })
}

/** The rows as a table, with the flags a reviewer is asked to notice. */
export function rowsText(run: RunDetail): string[] {
  const cells = run.rows.map((r) => [
    String(r.row),
    terminalText(r.name),
    `${r.amount} ${terminalText(r.symbol)}`,
    terminalText(r.note),
  ])
  const head = [
    t('cli.runs.column.row'),
    t('cli.runs.column.payee'),
    t('cli.runs.column.amount'),
    t('cli.runs.column.note'),
  ]
  const widths = [0, 1, 2].map((i) => Math.max(...[head, ...cells].map((c) => widthOf(c[i]!))))
  const line = (c: readonly string[]) =>
    `  ${c
      .slice(0, 3)
      .map((x, i) => padTo(x, widths[i]!))
      .join('  ')}  ${c[3]}`.trimEnd()
  return [
    line(head),
    ...run.rows.map((r, i) => {
      const flags = [
        r.first_payment ? t('cli.runs.firstPayment') : '',
        r.not_in_contacts ? t('cli.runs.notContact') : '',
      ].filter((f) => f !== '')
      return `${line(cells[i]!)}${flags.length > 0 ? `  [${listText(flags)}]` : ''}`
    }),
  ]
}

export function sweepsText(run: RunDetail, nameOf: Namer): string[] {
  return run.requests.map((q) => {
    const what =
      q.kind === 'collectible'
        ? t('cli.runs.collectible', { hash: q.inscription_hash!.slice(0, 12) })
        : t('cli.runs.sweepAmount', {
            amount: `${q.amount} ${terminalText(q.symbol)}`,
            outputs: q.inputs,
          })
    const progress = q.state
      ? `  ${t('cli.runs.sweepState', {
          state: q.state === 'needs-signature' ? 'needs' : q.state,
        })}  ${
          q.waiting_for.length > 0
            ? t('cli.runs.signaturesWaiting', {
                signed: q.signers.length,
                threshold: q.threshold,
                more: q.threshold - q.signers.length,
                names: listText(q.waiting_for.map(nameOf)),
              })
            : t('cli.runs.signatures', { signed: q.signers.length, threshold: q.threshold })
        }`
      : ''
    return `  ${t('cli.runs.sweep', { id: q.request_id })}  ${what}${progress}`
  })
}

export function flagsText(flags: RunFlags, from: number, to: number, nameOf: Namer): string[] {
  return [
    ...(flags.lowers_threshold ? [t('cli.runs.lowerThreshold', { to, from })] : []),
    ...flags.outside_contacts.map((m) => t('cli.runs.outsideContacts', { name: nameOf(m) })),
  ]
}
