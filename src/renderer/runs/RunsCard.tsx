/**
 * An account's runs, on its screen: its payrolls and moves (drafts to reopen, runs proposed here or
 * received), the run files shared in the wallet's groups not opened yet, and opening a run file from
 * disk; plus the two ways to start one, Pay many and Move to new members.
 * @module
 */
import { useId, useState } from 'react'
import type { RunInfo } from '../../shared/bridge'
import { explain, type Explained } from '../base/errors'
import { formatAmount, timeOf } from '../base/format'
import { ErrorNotice } from '../components/ErrorNotice'
import { FilePicker } from '../components/FilePicker'
import { useAction, useLoad } from '../components/hooks'
import { UserRef } from '../components/UserRef'
import { useT } from '../components/words'
import { actions, useApp } from '../store'
import { runStateWords, runTitle } from './run-words'

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
  const t = useT()
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
      <h2 id={`${ids}-runs`}>{t('runs.card.title')}</h2>
      <span className="button-row">
        <button
          type="button"
          className="button"
          disabled={!followed}
          onClick={() => actions.navigate({ name: 'payroll', membersHash, threshold })}
        >
          {t('runs.card.payMany')}
        </button>
        <button
          type="button"
          className="button"
          disabled={!followed}
          onClick={() => actions.navigate({ name: 'rotate', membersHash, threshold })}
        >
          {t('runs.card.move')}
        </button>
      </span>
      <ErrorNotice error={list.error ?? opening.error ?? importing.error ?? fileError} />
      {shared.length > 0 ? (
        <>
          <h3>{t('runs.card.shared')}</h3>
          <ul className="runs-list" aria-label={t('runs.card.sharedList')}>
            {shared.map((f) => (
              <li key={f.message_id}>
                <button
                  type="button"
                  className="link-button"
                  disabled={opening.busy}
                  onClick={() => void openShared(f)}
                >
                  {t('runs.card.open', { name: f.name })}
                </button>{' '}
                <span className="muted">
                  {t.rich('runs.card.from', {
                    person: <UserRef key="person" userId={f.user_id} me={me} />,
                    // A time the service wrote unreadably shows as it came.
                    time: Number.isFinite(timeOf(f.created_at))
                      ? t.dateTime(timeOf(f.created_at))
                      : f.created_at,
                  })}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {runs.length > 0 ? (
        <ul className="runs-list" aria-label={t('runs.card.list')}>
          {runs.map((r) => (
            <li key={r.run_id} data-testid="run-item">
              <button type="button" className="link-button" onClick={() => open(r)}>
                {runTitle(r, t)}
              </button>{' '}
              <span className="muted">
                {r.kind === 'payroll'
                  ? t('runs.card.payroll', {
                      payees: r.row_count,
                      totals: r.totals
                        .map((x) => `${formatAmount(x.total)} ${x.symbol}`)
                        .join(t('runs.list.comma')),
                    })
                  : t('runs.kind.rotation')}{' '}
                · {t(runStateWords(r))} · {t.dateTime(r.updated_at)}
              </span>
            </li>
          ))}
        </ul>
      ) : list.data ? (
        <p className="muted">{t('runs.card.none')}</p>
      ) : null}
      <FilePicker
        label={t('runs.card.openFile')}
        onText={(text) => void importFile(text)}
        onError={(e) => setFileError(explain(e))}
      />
    </section>
  )
}
