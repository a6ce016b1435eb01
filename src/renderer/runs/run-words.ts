/**
 * Runs in words and shapes the screens use: a row's state, a run's state, the refusals grouped by
 * row, and a memo's size. Pure.
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
