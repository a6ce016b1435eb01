/**
 * A request opened on its own (from the queue, a link) that belongs to a payroll or a move the
 * wallet knows: says so, and opens the run, where it is reviewed and signed as one thing with the
 * rest. Nothing when it belongs to none (or the runs cannot be read).
 * @module
 */
import { useLoad } from './hooks'
import { actions, useApp } from '../store'
import { useT } from './words'

/** See the module comment. */
export function PartOfRun({ requestId }: { requestId: string }) {
  const t = useT()
  const me = useApp((s) => s.accountId)
  const runs = useLoad(`${me ?? ''}:${requestId}`, () => actions.listRuns())
  const run = runs.data?.runs.find((r) => r.requests.some((q) => q.request_id === requestId))
  if (!run) return null
  return (
    <div className="callout" role="note" data-testid="part-of-run">
      <p>
        {run.kind === 'payroll'
          ? t('common.partOfRun.payroll', {
              name: run.name || run.memo,
              payees: run.row_count,
              requests: run.requests.length,
            })
          : t('common.partOfRun.move', { name: run.name })}{' '}
        <button
          type="button"
          className="button button-small"
          onClick={() => actions.navigate({ name: 'run', runId: run.run_id })}
        >
          {t('common.partOfRun.open')}
        </button>
      </p>
    </div>
  )
}
