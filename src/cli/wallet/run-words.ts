/**
 * A run — a payroll, or a move to new members — in words for a terminal: its rows with the flags a
 * reviewer is asked to notice, its per-asset totals, its sweeps and where each stands; and its
 * refusals, each under the option (and row) it came from. Shared by pay --csv, rotate and sign.
 * @module
 */
import type { RunDetail, RunFieldError, RunFlags } from '../../shared/bridge'
import { terminalText, type Namer } from './format'
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

/** "--csv row 3, amount: …": where a refusal came from, the row and column for a row of the file. */
function whereText(option: string, e: RunFieldError): string {
  if (e.row === null) return `${option}: ${e.message}`
  const message = e.message.replace(/^Row \d+: /, '')
  return `${option} row ${e.row}${COLUMNS.has(e.field) ? `, ${e.field}` : ''}: ${message.charAt(0).toUpperCase()}${message.slice(1)}`
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
    message: e.message,
  }))
  throw new CliFailure(
    'invalid-input',
    errors.map((e, i) => whereText(fields[i]!.option, e)).join(' '),
    { fields },
  )
}

/** Text as a POSIX shell reads it back unchanged, for a command to copy. */
export const shellQuote = (text: string) =>
  /^[\w@%+=:,./-]+$/.test(text) ? text : `'${terminalText(text).replace(/'/g, `'\\''`)}'`

/** "2800 USDT and 7.5 XIN" */
export const totalsText = (run: RunDetail) => {
  const xs = run.totals.map((t) => `${t.total} ${terminalText(t.symbol)}`)
  return xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} and ${xs.at(-1)}`
}

/** The rows as a table, with the flags a reviewer is asked to notice. */
export function rowsText(run: RunDetail): string[] {
  const cells = run.rows.map((r) => [
    String(r.row),
    terminalText(r.name),
    `${r.amount} ${terminalText(r.symbol)}`,
    terminalText(r.note),
  ])
  const widths = [3, 5, 6].map((min, i) => Math.max(min, ...cells.map((c) => c[i]!.length)))
  const line = (c: readonly string[]) =>
    `  ${c
      .slice(0, 3)
      .map((x, i) => x.padEnd(widths[i]!))
      .join('  ')}  ${c[3]}`.trimEnd()
  return [
    line(['row', 'payee', 'amount', 'note (the proposer’s word)']),
    ...run.rows.map((r, i) => {
      const flags = [
        r.first_payment ? 'first payment' : '',
        r.not_in_contacts ? 'not a contact' : '',
      ].filter((f) => f !== '')
      return `${line(cells[i]!)}${flags.length > 0 ? `  [${flags.join(', ')}]` : ''}`
    }),
  ]
}

const STATE_WORDS: Record<NonNullable<RunDetail['requests'][number]['state']>, string> = {
  'needs-signature': 'needs your signature',
  waiting: 'waiting for signatures',
  sending: 'sending',
  done: 'moved',
  unlocked: 'unlocked',
}

export function sweepsText(run: RunDetail, nameOf: Namer): string[] {
  return run.requests.map((q) => {
    const what =
      q.kind === 'collectible'
        ? `a collectible (${q.inscription_hash!.slice(0, 12)}…)`
        : `${q.amount} ${terminalText(q.symbol)} (${q.inputs} output${q.inputs === 1 ? '' : 's'})`
    const state = q.state ? `  ${STATE_WORDS[q.state]}` : ''
    const waiting =
      q.waiting_for.length > 0
        ? `, ${q.threshold - q.signers.length} more of ${q.waiting_for.map(nameOf).join(', ')}`
        : ''
    return `  sweep ${q.request_id}  ${what}${state}${q.state ? `  ${q.signers.length} of ${q.threshold} signatures${waiting}` : ''}`
  })
}

export function flagsText(flags: RunFlags, from: number, to: number, nameOf: Namer): string[] {
  return [
    ...(flags.lowers_threshold
      ? [
          `Note: the new account needs ${to} signature${to === 1 ? '' : 's'}, fewer than the ${from} this one needs.`,
        ]
      : []),
    ...flags.outside_contacts.map((m) => `Note: ${nameOf(m)} is not among your contacts.`),
  ]
}
