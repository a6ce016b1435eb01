/**
 * Runs in words and shapes the screens use: a row's state, a run's state, the refusals grouped by
 * row, a memo's size, and the pasted rows as a spreadsheet numbers them (so each refusal shows beside
 * its row). Pure.
 * @module
 */
import type { RowState, RunFieldError, RunInfo, RunRequest } from '../../shared/bridge'

/** A transaction carries one memo of under 256 bytes. */
export const RUN_MEMO_LIMIT = 255

const encoder = new TextEncoder()
export const runMemoBytes = (memo: string): number => encoder.encode(memo).length

export function rowStateWord(state: RowState): string {
  switch (state) {
    case 'draft':
      return 'Not proposed'
    case 'waiting':
      return 'Waiting for signatures'
    case 'sending':
      return 'Sending'
    case 'paid':
      return 'Paid'
    case 'unlocked':
      return 'Unlocked'
  }
}

export function runStateWord(run: Pick<RunInfo, 'state' | 'kind'>): string {
  switch (run.state) {
    case 'draft':
      return 'Draft'
    case 'waiting':
      return 'Waiting for signatures'
    case 'sending':
      return 'Sending'
    case 'done':
      return run.kind === 'payroll' ? 'Paid' : 'Moved'
    case 'unlocked':
      return 'Some requests unlocked'
  }
}

export function requestKindWord(kind: RunRequest['kind']): string {
  return kind === 'pay' ? 'Payment' : kind === 'sweep' ? 'Sweep' : 'Collectible'
}

/** The refusals of one run: those of the run as a whole (by field), and those of each row. */
export interface RefusalsByRow {
  readonly general: readonly RunFieldError[]
  readonly rows: ReadonlyMap<number, readonly RunFieldError[]>
}

export function refusalsByRow(errors: readonly RunFieldError[]): RefusalsByRow {
  const rows = new Map<number, RunFieldError[]>()
  const general: RunFieldError[] = []
  for (const e of errors) {
    if (e.row === null) general.push(e)
    else rows.set(e.row, [...(rows.get(e.row) ?? []), e])
  }
  return { general, rows }
}

/** A pasted row as read: its number as a spreadsheet gives it (the header is row 1) and its fields. */
export interface PastedRow {
  readonly row: number
  readonly fields: readonly string[]
}

/**
 * The records of a CSV text (RFC 4180: quoted fields may hold commas, quotes doubled and line
 * breaks), numbered as a spreadsheet numbers them; blank lines are skipped but counted. For showing
 * each refusal beside its row: the core reads the rows itself.
 */
export function pastedRows(text: string): PastedRow[] {
  const out: PastedRow[] = []
  let fields: string[] = []
  let field = ''
  let quoted = false
  let line = 1
  let start = 1
  const end = () => {
    fields.push(field)
    if (fields.length > 1 || fields[0]!.trim() !== '') out.push({ row: start, fields })
    fields = []
    field = ''
  }
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (c === '"') quoted = false
      else {
        if (c === '\n') line++
        field += c
      }
    } else if (c === '"') quoted = true
    else if (c === ',') {
      fields.push(field)
      field = ''
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++
      end()
      line++
      start = line
    } else field += c
  }
  if (field !== '' || fields.length > 0) end()
  return out
}
