/**
 * A request opened on its own (from the queue, a link) that belongs to a payroll or a move the
 * wallet knows: says so, and opens the run, where it is reviewed and signed as one thing with the
 * rest. Nothing when it belongs to none (or the runs cannot be read).
 * @module
 */
import { useLoad } from './hooks'
import { actions, useApp } from '../store'

/** See the module comment. */
export function PartOfRun({ requestId }: { requestId: string }) {
  const me = useApp((s) => s.accountId)
  const runs = useLoad(`${me ?? ''}:${requestId}`, () => actions.listRuns())
  const run = runs.data?.runs.find((r) => r.requests.some((q) => q.request_id === requestId))
  if (!run) return null
  const what =
    run.kind === 'payroll'
      ? `the payroll “${run.name || run.memo}” (${run.row_count} payees, ${run.requests.length} requests)`
      : `the move to new members “${run.name}”`
  return (
    <div className="callout" role="note" data-testid="part-of-run">
      <p>
        This request is part of {what}. Review and sign it there, as one thing with the others.{' '}
        <button
          type="button"
          className="button button-small"
          onClick={() => actions.navigate({ name: 'run', runId: run.run_id })}
        >
          Open the run
        </button>
      </p>
    </div>
  )
}
