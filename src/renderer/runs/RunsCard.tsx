/**
 * An account's runs, on its screen: its payrolls and moves (drafts to reopen, runs proposed here or
 * received), the run files shared in the wallet's groups not opened yet, and opening a run file from
 * disk; plus the two ways to start one, Pay many and Move to new members.
 * @module
 */
import { useId, useState } from 'react'
import type { RunInfo } from '../../shared/bridge'
import { explain, type Explained } from '../base/errors'
import { formatAmount, formatTime, timeOf } from '../base/format'
import { ErrorNotice } from '../components/ErrorNotice'
import { FilePicker } from '../components/FilePicker'
import { useAction, useLoad } from '../components/hooks'
import { UserRef } from '../components/UserRef'
import { actions, useApp } from '../store'
import { runStateWord } from './run-words'

const open = (r: RunInfo) =>
  r.status === 'draft' && r.kind === 'payroll'
    ? actions.navigate({
        name: 'payroll',
        membersHash: r.members_hash,
        threshold: r.threshold,
        draftId: r.run_id,
      })
    : actions.navigate({ name: 'run', runId: r.run_id })

/** See the module comment. */
export function RunsCard({
  membersHash,
  threshold,
  followed,
}: {
  membersHash: string
  threshold: number
  followed: boolean
}) {
  const me = useApp((s) => s.accountId)
  const list = useLoad(me ?? '', () => actions.listRuns())
  const [fileError, setFileError] = useState<Explained | null>(null)
  const [openShared, opening] = useAction(actions.openSharedRun)
  const [importFile, importing] = useAction(actions.importRunFile)
  const ids = useId()
  const runs =
    list.data?.runs.filter((r) => r.members_hash === membersHash && r.threshold === threshold) ?? []
  const shared = list.data?.shared ?? []
  return (
    <section className="card" aria-labelledby={`${ids}-runs`} data-testid="runs-card">
      <h2 id={`${ids}-runs`}>Payrolls and moves</h2>
      <span className="button-row">
        <button
          type="button"
          className="button"
          disabled={!followed}
          onClick={() => actions.navigate({ name: 'payroll', membersHash, threshold })}
        >
          Pay many…
        </button>
        <button
          type="button"
          className="button"
          disabled={!followed}
          onClick={() => actions.navigate({ name: 'rotate', membersHash, threshold })}
        >
          Move to new members…
        </button>
      </span>
      <ErrorNotice error={list.error ?? opening.error ?? importing.error ?? fileError} />
      {shared.length > 0 ? (
        <>
          <h3>Shared with you, not opened yet</h3>
          <ul className="runs-list" aria-label="Run files shared with you">
            {shared.map((f) => (
              <li key={f.message_id}>
                <button
                  type="button"
                  className="link-button"
                  disabled={opening.busy}
                  onClick={() => void openShared(f)}
                >
                  Open {f.name}
                </button>{' '}
                <span className="muted">
                  from <UserRef userId={f.user_id} me={me} /> · {formatTime(timeOf(f.created_at))}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {runs.length > 0 ? (
        <ul className="runs-list" aria-label="Runs">
          {runs.map((r) => (
            <li key={r.run_id} data-testid="run-item">
              <button type="button" className="link-button" onClick={() => open(r)}>
                {r.name || r.memo || (r.kind === 'payroll' ? 'Payroll' : 'Move to new members')}
              </button>{' '}
              <span className="muted">
                {r.kind === 'payroll'
                  ? `${r.row_count} payees · ${r.totals.map((x) => `${formatAmount(x.total)} ${x.symbol}`).join(', ')}`
                  : 'Move to new members'}{' '}
                · {runStateWord(r)} · {formatTime(r.updated_at)}
              </span>
            </li>
          ))}
        </ul>
      ) : list.data ? (
        <p className="muted">No payroll or move of this account yet.</p>
      ) : null}
      <FilePicker
        label="Open a run file"
        onText={(text) => void importFile(text)}
        onError={(e) => setFileError(explain(e))}
      />
    </section>
  )
}
