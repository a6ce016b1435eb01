/**
 * Pay many: a payroll from a shared account. Rows come from a CSV file or are pasted (a header row
 * naming payee, amount, asset and note; other columns are ignored); the run has one memo, which every
 * payee's transaction carries, and a name. "Check rows" has the wallet core check every row and plan
 * the requests, creating nothing: each refusal shows beside its row (or its field), and a preview
 * shows the payees by name, the totals per asset, what stays in the account and the flags. Only a
 * checked preview can be proposed, after a confirmation; the core asks for the passphrase once the
 * rows are right, signs each request as the proposer and the run opens. A draft (rows as pasted, memo,
 * name) can be saved and reopened; its id is the run's, so proposing it later finishes that run.
 * @module
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import type { RunDetail, RunFieldError } from '../../shared/bridge'
import { ConfirmDialog } from '../components/ConfirmDialog'
import { ErrorNotice } from '../components/ErrorNotice'
import { FieldError } from '../components/FieldError'
import { FilePicker } from '../components/FilePicker'
import { useAction } from '../components/hooks'
import { useSharedAccount } from '../components/treasury'
import { explain, type Explained } from '../base/errors'
import { formatAmount } from '../base/format'
import { useT } from '../components/words'
import { actions } from '../store'
import { PastedRows } from './PastedRows'
import { RunFlagsNote } from './RunFlagsNote'
import { RunFormHead } from './RunFormHead'
import { RunTable } from './RunTable'
import { RunTotals } from './RunTotals'
import { refusalsByRow, RUN_MEMO_LIMIT, runMemoBytes } from './run-words'

export interface PayManyProps {
  membersHash: string
  threshold: number
  /** A saved draft to reopen. */
  draftId?: string | undefined
}

/** See the module comment. */
export function PayMany({ membersHash, threshold, draftId }: PayManyProps) {
  const t = useT()
  const { treasury, account } = useSharedAccount(membersHash, threshold)
  const [runId, setRunId] = useState(() => draftId ?? crypto.randomUUID())
  const [csv, setCsv] = useState('')
  const [memo, setMemo] = useState('')
  const [name, setName] = useState('')
  const [preview, setPreview] = useState<RunDetail | null>(null)
  const [errors, setErrors] = useState<readonly RunFieldError[]>([])
  const [confirming, setConfirming] = useState(false)
  const [fileError, setFileError] = useState<Explained | null>(null)
  const [draftLoad, setDraftLoad] = useState<Explained | null>(null)
  const ids = useId()
  const results = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (draftId === undefined) return
    actions.getRun(draftId).then(
      (d) => {
        setCsv(d.source ?? '')
        setMemo(d.memo)
        setName(d.name)
      },
      (e: unknown) => setDraftLoad(explain(e)),
    )
  }, [draftId])

  const form = { members_hash: membersHash, threshold, csv, memo, name, run_id: runId }
  const refusals = useMemo(() => refusalsByRow(errors), [errors])
  const generalError = (field: RunFieldError['field']) =>
    refusals.general
      .filter((e) => e.field === field)
      .map((e) => t.say(e.message))
      .join(' ') || undefined
  const otherGeneral = refusals.general.filter((e) => e.field !== 'memo' && e.field !== 'name')
  const bytes = runMemoBytes(memo)

  const edited = (change: () => void) => {
    change()
    setPreview(null)
  }

  const [check, checking] = useAction(async () => {
    const r = await actions.previewPayroll(form)
    if (r.status === 'ok') {
      setErrors([])
      setPreview(r.run)
    } else {
      setPreview(null)
      setErrors(r.errors)
    }
    requestAnimationFrame(() => results.current?.focus())
  })

  const [propose, proposing] = useAction(async () => {
    const outcome = await actions.proposePayroll(form)
    if (outcome.kind === 'invalid') {
      setConfirming(false)
      setPreview(null)
      setErrors(outcome.errors)
    }
  })

  const [save, saving] = useAction(async () => {
    const draft = await actions.savePayrollDraft(form)
    setRunId(draft.run_id)
  })

  const [discard, discarding] = useAction(async () => {
    await actions.discardPayrollDraft(runId)
    actions.navigate({ name: 'account', membersHash, threshold })
  })

  return (
    <section className="screen pay-many" aria-labelledby="pay-many-title">
      <RunFormHead
        titleId="pay-many-title"
        title="runs.payMany.title"
        lead="runs.payMany.lead"
        account={account}
      />
      <ErrorNotice error={treasury.error} />
      <ErrorNotice error={draftLoad} />
      {treasury.data && !account ? <p className="empty">{t('runs.noSuchAccount')}</p> : null}
      {account ? (
        <form
          className="card pay-many-form"
          aria-label={t('runs.payMany.title')}
          noValidate
          onSubmit={(e) => (e.preventDefault(), void check())}
        >
          <FilePicker
            label={t('runs.payMany.file')}
            accept=".csv,text/csv,text/plain"
            onText={(text) => (setFileError(null), edited(() => setCsv(text)))}
            onError={(e) => setFileError(explain(e))}
          />
          <ErrorNotice error={fileError} />
          <label htmlFor={`${ids}-rows`}>{t('runs.payMany.rows')}</label>
          <textarea
            id={`${ids}-rows`}
            rows={8}
            spellCheck={false}
            autoComplete="off"
            className="mono"
            value={csv}
            placeholder={t('runs.payMany.example')}
            aria-describedby={`${ids}-rows-hint`}
            onChange={(e) => edited(() => setCsv(e.currentTarget.value))}
          />
          <p id={`${ids}-rows-hint`} className="muted">
            {t('runs.payMany.rowsHint')}
          </p>

          <label htmlFor={`${ids}-memo`}>{t('runs.payMany.memo')}</label>
          <input
            id={`${ids}-memo`}
            type="text"
            value={memo}
            placeholder={t('runs.payMany.memoExample')}
            aria-invalid={generalError('memo') ? true : undefined}
            aria-describedby={`${ids}-memo-count${generalError('memo') ? ` ${ids}-memo-error` : ''}`}
            onChange={(e) => edited(() => setMemo(e.currentTarget.value))}
          />
          <p
            id={`${ids}-memo-count`}
            className={bytes > RUN_MEMO_LIMIT ? 'field-error' : 'muted'}
            aria-live="polite"
          >
            {t('runs.payMany.memoBytes', { bytes, limit: RUN_MEMO_LIMIT })}
          </p>
          <FieldError id={`${ids}-memo-error`} message={generalError('memo')} />

          <label htmlFor={`${ids}-name`}>{t('runs.payMany.name')}</label>
          <input
            id={`${ids}-name`}
            type="text"
            value={name}
            placeholder={t('runs.payMany.nameExample')}
            aria-invalid={generalError('name') ? true : undefined}
            aria-describedby={generalError('name') ? `${ids}-name-error` : undefined}
            onChange={(e) => edited(() => setName(e.currentTarget.value))}
          />
          <FieldError id={`${ids}-name-error`} message={generalError('name')} />

          <span className="button-row">
            <button
              type="submit"
              className="button button-primary"
              disabled={checking.busy || csv.trim() === ''}
            >
              {checking.busy ? t('runs.payMany.checking') : t('runs.payMany.check')}
            </button>
            <button
              type="button"
              className="button"
              disabled={saving.busy || csv.trim() === ''}
              onClick={() => void save()}
            >
              {saving.busy ? t('common.saving') : t('runs.payMany.saveDraft')}
            </button>
            {draftId !== undefined ? (
              <button
                type="button"
                className="button button-danger"
                disabled={discarding.busy}
                onClick={() => void discard()}
              >
                {t('runs.payMany.discardDraft')}
              </button>
            ) : null}
          </span>
          <ErrorNotice error={checking.error ?? saving.error ?? discarding.error} />
        </form>
      ) : null}

      <div ref={results} tabIndex={-1} className="pay-many-results">
        {errors.length > 0 ? (
          <section className="card" aria-labelledby={`${ids}-refused`}>
            <h2 id={`${ids}-refused`}>{t('runs.payMany.refused', { count: errors.length })}</h2>
            {otherGeneral.map((e, i) => (
              <p key={i} className="field-error" data-testid="run-refusal">
                {t.say(e.message)}
              </p>
            ))}
            {refusals.rows.size > 0 ? <PastedRows text={csv} refusals={refusals.rows} /> : null}
          </section>
        ) : null}
        {preview ? (
          <section
            className="card"
            aria-labelledby={`${ids}-preview`}
            data-testid="payroll-preview"
          >
            <h2 id={`${ids}-preview`}>
              {t('runs.payMany.preview', {
                payees: preview.row_count,
                requests: preview.requests.length,
              })}
            </h2>
            <p className="muted">{t('runs.payMany.previewNote')}</p>
            <RunTotals totals={preview.totals} />
            <RunFlagsNote rows={preview.rows} />
            <RunTable rows={preview.rows} />
            <button
              type="button"
              className="button button-primary"
              onClick={() => setConfirming(true)}
            >
              {t('runs.payMany.propose')}
            </button>
          </section>
        ) : null}
      </div>

      <ConfirmDialog
        open={confirming && preview !== null}
        title={t('runs.payMany.confirmTitle')}
        confirmLabel={t('runs.payMany.confirm')}
        busy={proposing.busy}
        onCancel={() => (setConfirming(false), proposing.clearError())}
        onConfirm={() => void propose()}
      >
        {preview ? (
          <>
            <p className="confirm-recap">
              {t('runs.payMany.recap', {
                payees: preview.row_count,
                totals: preview.totals
                  .map((x) => `${formatAmount(x.total)} ${x.symbol}`)
                  .join(t('runs.list.and')),
                memo: preview.memo,
              })}
            </p>
            <p>
              {t('runs.payMany.youSign', {
                requests: preview.requests.length,
                more: Math.max(0, threshold - 1),
              })}
            </p>
          </>
        ) : null}
        <ErrorNotice error={proposing.error} />
      </ConfirmDialog>
    </section>
  )
}
