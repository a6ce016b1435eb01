/**
 * A run as one thing: a payroll or a move to new members, as the wallet core reviewed it from the
 * raw transactions. It says what the run does in a sentence, who proposed it, the memo, the totals
 * per asset, the flags, and the rows — payees by name, amounts with their symbols, the proposer's
 * notes marked as their word — or, for a move, its sweeps and where the move stands. A co-signer
 * signs every request of it after one confirmation (and one passphrase outside the re-auth window);
 * the run is reviewed again before the confirmation opens, so what is confirmed is what is on screen.
 * Afterwards each row shows Paid with its transaction, and the run saves as CSV. A run whose
 * requests do not match its rows is refused, with the reasons, and offers no signature.
 * @module
 */
import { useEffect, useId, useState } from 'react'
import type { RunDetail, RunReview } from '../../shared/bridge'
import { runStatement } from '../../shared/run-statement'
import { explain, type Explained } from '../base/errors'
import { ConfirmDialog } from '../components/ConfirmDialog'
import { ErrorNotice } from '../components/ErrorNotice'
import { useAction, useLoad } from '../components/hooks'
import { useNames } from '../components/person'
import { UserRef } from '../components/UserRef'
import { useT } from '../components/words'
import { actions, useApp } from '../store'
import { RotationFlags } from './RotationFlags'
import { RotationStatus } from './RotationStatus'
import { RunFlagsNote } from './RunFlagsNote'
import { RunRequests } from './RunRequests'
import { RunTable } from './RunTable'
import { RunTotals } from './RunTotals'
import { runStateWords, runTitle } from './run-words'

/** How often a run being sent is read again, until every request is sent. */
const SENDING_POLL_MS = 2_000

interface Loaded {
  detail: RunDetail
  review: RunReview | null
  /** Why it could not be reviewed now (the service out of reach): the wallet's copy shows. */
  reviewError: Explained | null
}

async function load(runId: string): Promise<Loaded> {
  const detail = await actions.getRun(runId)
  if (detail.status === 'draft') return { detail, review: null, reviewError: null }
  try {
    const review = await actions.reviewRun(runId)
    return { detail: review.status === 'ok' ? review.run : detail, review, reviewError: null }
  } catch (e) {
    return { detail, review: null, reviewError: explain(e) }
  }
}

/** See the module comment. */
export function RunScreen({ runId }: { runId: string }) {
  const t = useT()
  const me = useApp((s) => s.accountId)
  const [round, setRound] = useState(0)
  const loaded = useLoad(`${runId}:${round}`, () => load(runId))
  const [dialog, setDialog] = useState(false)
  const [checked, setChecked] = useState(false)
  const ids = useId()
  const data = loaded.data
  const run = data?.detail
  const review = data?.review?.status === 'ok' ? data.review : null
  const refused = data?.review?.status === 'refused' ? data.review : null
  const nameOf = useNames([...(run?.members ?? []), ...(run?.target?.members ?? [])], me)
  const statement = review ? runStatement(t, review.run, nameOf) : null
  // The run's own warnings, then each request's own under its id.
  const warnings = review
    ? [
        ...review.warnings.map((w) => t.say(w)),
        ...review.requests.flatMap((q) =>
          q.warnings.map((w) =>
            t('runs.core.warning.request', { request: q.request_id, warning: t.say(w) }),
          ),
        ),
      ]
    : []

  const [refresh, refreshing] = useAction(async () => {
    await actions.syncNow({ quiet: true })
    setRound((r) => r + 1)
  })
  // A run on its way is read again until it is sent, so its rows turn Paid without a click.
  useEffect(() => {
    if (run?.state !== 'sending') return
    const timer = setTimeout(() => void refresh(), SENDING_POLL_MS)
    return () => clearTimeout(timer)
  }, [run?.state, loaded.data, refresh])

  const [openSign, opening] = useAction(async () => {
    if (!review) return
    const fresh = await actions.reviewRun(runId)
    if (fresh.status === 'ok' && fresh.digest === review.digest && fresh.can_sign) {
      setChecked(false)
      setDialog(true)
      return
    }
    loaded.replace({
      detail: fresh.status === 'ok' ? fresh.run : run!,
      review: fresh,
      reviewError: null,
    })
    actions.notify({
      tone: 'info',
      title: t('runs.run.changed'),
    })
  })
  const [sign, signing] = useAction(async () => {
    if (!review) return
    const result = await actions.signRun(runId, review.digest)
    setDialog(false)
    loaded.replace({
      detail: result.review.status === 'ok' ? result.review.run : run!,
      review: result.review,
      reviewError: null,
    })
  })
  const [exportCsv, exporting] = useAction(() => actions.exportRun(runId))

  const title = run ? runTitle(run, t) : t('runs.kind.unknown')
  const left = review ? review.requests.filter((q) => q.can_sign).length : 0

  return (
    <section className="screen run" aria-labelledby="run-title">
      <button type="button" className="link-button back" onClick={() => actions.back()}>
        {t('common.back')}
      </button>
      <div className="screen-head">
        <h1 id="run-title">{title}</h1>
        <span className="button-row">
          <button
            type="button"
            className="button"
            onClick={() => void refresh()}
            disabled={refreshing.busy || loaded.loading}
          >
            {refreshing.busy ? t('runs.run.checking') : t('runs.run.refresh')}
          </button>
          {run && run.status !== 'draft' && run.kind === 'payroll' ? (
            <button
              type="button"
              className="button"
              onClick={() => void exportCsv()}
              disabled={exporting.busy}
            >
              {t('runs.run.export')}
            </button>
          ) : null}
        </span>
      </div>
      <ErrorNotice error={loaded.error ?? refreshing.error ?? exporting.error} />
      {loaded.loading && !run ? <p role="status">{t('runs.run.reviewing')}</p> : null}
      {data?.reviewError ? (
        <div className="callout" role="note">
          <p>{t('runs.run.reviewFailed')}</p>
          <ErrorNotice error={data.reviewError} />
        </div>
      ) : null}
      {run ? (
        <>
          <p className="lead" data-testid="run-statement">
            {statement ?? t('runs.run.summary', { kind: run.kind, rows: run.row_count })}
          </p>
          <dl className="facts">
            <dt>{t('runs.run.state')}</dt>
            <dd data-testid="run-state">{t(runStateWords(run))}</dd>
            {run.proposer ? (
              <>
                <dt>{t('runs.run.proposedBy')}</dt>
                <dd>
                  <UserRef userId={run.proposer} me={me} /> · {t.dateTime(run.created_at)}
                </dd>
              </>
            ) : null}
            <dt>{t('runs.run.memo')}</dt>
            <dd>
              {run.memo ? (
                `${t('runs.quote.open')}${run.memo}${t('runs.quote.close')}`
              ) : (
                <span className="muted">{t('runs.run.noMemo')}</span>
              )}
            </dd>
          </dl>
          {run.status === 'draft' && run.kind === 'payroll' ? (
            <p>
              {t('runs.run.draft')}{' '}
              <button
                type="button"
                className="button"
                onClick={() =>
                  actions.navigate({
                    name: 'payroll',
                    membersHash: run.members_hash,
                    threshold: run.threshold,
                    draftId: run.run_id,
                  })
                }
              >
                {t('runs.run.reopen')}
              </button>
            </p>
          ) : null}
        </>
      ) : null}

      {refused ? (
        <div className="callout callout-danger" role="alert" data-testid="run-refused">
          <p>{t.rich('runs.run.refused', { b: (chunks) => <strong key="b">{chunks}</strong> })}</p>
          <ul>
            {refused.reasons.map((r, i) => (
              <li key={i}>
                {r.row !== null
                  ? t('runs.run.refusedRow', { row: r.row, detail: t.say(r.detail) })
                  : t.say(r.detail)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {review && run?.kind === 'payroll' ? <RunFlagsNote rows={run.rows} /> : null}
      {review && run?.target ? (
        <RotationFlags flags={review.flags} target={run.target} threshold={run.threshold} me={me} />
      ) : null}
      {review && warnings.length > 0 ? (
        <ul className="callout callout-warn" aria-label={t('runs.run.warnings')}>
          {warnings.map((w, i) => (
            <li key={i}>{w}</li>
          ))}
        </ul>
      ) : null}

      {review ? (
        <div className="card run-sign">
          {review.can_sign ? (
            <button
              type="button"
              className="button button-primary"
              onClick={() => void openSign()}
              disabled={opening.busy}
            >
              {opening.busy ? t('runs.run.checking') : t('runs.run.sign', { count: left })}
            </button>
          ) : (
            <p className="muted" data-testid="run-sign-state">
              {review.requests.every((q) => q.i_have_signed)
                ? t('runs.run.signedAll')
                : run?.state === 'done'
                  ? t('runs.run.allSent')
                  : t('runs.run.cannotSign')}
            </p>
          )}
          <ErrorNotice error={opening.error} />
        </div>
      ) : null}

      {run && run.kind === 'rotation' && run.status !== 'draft' ? (
        <RotationStatus runId={runId} round={round} />
      ) : null}

      {run ? (
        <>
          <section className="card" aria-labelledby={`${ids}-totals`}>
            <h2 id={`${ids}-totals`}>{t('runs.run.totals')}</h2>
            <RunTotals totals={run.totals} />
          </section>
          {run.kind === 'payroll' ? (
            <section className="card" aria-labelledby={`${ids}-rows`}>
              <h2 id={`${ids}-rows`}>{t('runs.run.payees')}</h2>
              <RunTable rows={run.rows} states={run.status !== 'draft'} />
            </section>
          ) : null}
          <section className="card" aria-labelledby={`${ids}-requests`}>
            <h2 id={`${ids}-requests`}>{t('runs.run.requests')}</h2>
            <RunRequests requests={run.requests} reviewed={review?.requests ?? null} me={me} />
          </section>
        </>
      ) : null}

      <ConfirmDialog
        open={dialog && review !== null}
        title={t('runs.run.confirmTitle')}
        confirmLabel={t('runs.run.confirm', { count: left })}
        busy={signing.busy}
        confirmDisabled={!checked}
        onCancel={() => (setDialog(false), signing.clearError())}
        onConfirm={() => void sign()}
      >
        <p>{t('runs.run.approves')}</p>
        <p className="confirm-recap">{statement}</p>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={checked}
            onChange={(e) => setChecked(e.currentTarget.checked)}
          />
          {run?.kind === 'rotation' ? t('runs.run.checkedMembers') : t('runs.run.checkedPayees')}
        </label>
        <ErrorNotice error={signing.error} />
      </ConfirmDialog>
    </section>
  )
}
