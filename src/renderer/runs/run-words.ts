/**
 * Runs in words and shapes the screens use: a row's state, a run's state and a request's kind (as
 * messages of the catalogs), a run's title, the refusals grouped by row, and a memo's size. Pure.
 * @module
 */
import type { RowState, RunFieldError, RunInfo, RunRequest } from '../../shared/bridge'
import type { MessageId } from '../base/words'

/** A transaction carries one memo of under 256 bytes. */
export const RUN_MEMO_LIMIT = 255

const encoder = new TextEncoder()
export const runMemoBytes = (memo: string): number => encoder.encode(memo).length

/** A row's state, as a message of the catalogs. */
export const ROW_STATE_WORDS: Readonly<Record<RowState, MessageId>> = {
  draft: 'runs.rowState.draft',
  waiting: 'runs.rowState.waiting',
  sending: 'runs.rowState.sending',
  paid: 'runs.rowState.paid',
  unlocked: 'runs.rowState.unlocked',
}

/** A run's state, as a message of the catalogs (a finished move reads Moved, a payroll Paid). */
export function runStateWords(run: Pick<RunInfo, 'state' | 'kind'>): MessageId {
  switch (run.state) {
    case 'draft':
      return 'runs.runState.draft'
    case 'waiting':
      return 'runs.runState.waiting'
    case 'sending':
      return 'runs.runState.sending'
    case 'done':
      return run.kind === 'payroll' ? 'runs.runState.paid' : 'runs.runState.moved'
    case 'unlocked':
      return 'runs.runState.unlocked'
  }
}

/** What a request of a run moves, as a message of the catalogs. */
export const REQUEST_KIND_WORDS: Readonly<Record<RunRequest['kind'], MessageId>> = {
  pay: 'runs.requestKind.pay',
  sweep: 'runs.requestKind.sweep',
  collectible: 'runs.requestKind.collectible',
}

/** A run's own name: its name, else its memo, else its kind. */
export function runTitle(
  run: Pick<RunInfo, 'name' | 'memo' | 'kind'>,
  t: (id: MessageId) => string,
): string {
  return (
    run.name || run.memo || t(run.kind === 'payroll' ? 'runs.kind.payroll' : 'runs.kind.rotation')
  )
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
