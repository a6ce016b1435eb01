/**
 * The runs slice: payrolls and moves to new members, each several requests of one shared account
 * proposed, reviewed and signed as one thing (the core's `payroll.*`, `runs.*` and `rotation.*`).
 * Checking and planning create nothing; proposing or starting a move asks for the passphrase only
 * once the core has found every row right, then opens the run; signing a run signs each of its
 * requests after one confirmation and one grant (none inside the re-auth window). Each action
 * answers what the screen shows next, so it shows the run as it is after the action.
 * @module
 */
import { runGrantSubject, type RunProposal } from '../../shared/bridge'
import { saveTextFile } from '../base/download'
import { t } from '../base/words'
import type {
  LockActions,
  NavigationActions,
  NoticeActions,
  QueueActions,
  RunsActions,
} from './actions'
import { grantsOf } from './grants'
import { currentAccountIn, readerLocaleIn, type Slice, type SliceContext } from './slice'

/** What the notice says once a run's requests are signed. */
export function runSignedText(signed: number, total: number): string {
  if (signed === 0) return t('common.notice.runNothingToSign')
  return signed === total
    ? t('common.notice.runSignedAll', { total })
    : t('common.notice.runSignedSome', { signed, total })
}

export function runsSlice(
  ctx: SliceContext<LockActions & NoticeActions & QueueActions & NavigationActions>,
): Slice<object, RunsActions> {
  const { get, call, actions } = ctx
  const grants = grantsOf(ctx)
  const account = () => currentAccountIn(get)

  /** A proposal made: said, the queue reloaded, and the run opened; refusals go back to the form. */
  function proposed(result: RunProposal, kind: 'payroll' | 'move') {
    if (result.status === 'invalid') return { kind: 'invalid' as const, errors: result.errors }
    const n = result.run.requests.length
    actions.notify({
      tone: 'success',
      title: t('common.notice.runProposed', {
        kind,
        count: n,
        shared: result.shared_in ? 'yes' : 'no',
      }),
    })
    void actions.reloadQueue()
    actions.navigate({ name: 'run', runId: result.run.run_id })
    return { kind: 'proposed' as const, run: result.run }
  }

  return {
    initial: {},
    actions: {
      previewPayroll(form) {
        return call('payroll.preview', { account: account(), ...form })
      },

      async proposePayroll(form) {
        const result = await grants.ifAsked(
          {
            purpose: 'sign',
            subject: runGrantSubject(form.run_id),
            what: t('common.notice.asking.signPayroll', { name: form.name || form.memo }),
          },
          (grant) =>
            call('payroll.propose', { account: account(), ...form, ...(grant ? { grant } : {}) }),
        )
        return proposed(result, 'payroll')
      },

      async savePayrollDraft(form) {
        const draft = await call('payroll.saveDraft', { account: account(), ...form })
        actions.notify({
          tone: 'success',
          title:
            draft.name || draft.memo
              ? t('common.notice.draftSaved', { name: draft.name || draft.memo })
              : t('common.notice.unnamedDraftSaved'),
        })
        return draft
      },

      async discardPayrollDraft(runId) {
        await call('payroll.discard', { account: account(), run_id: runId })
        actions.notify({ tone: 'success', title: t('common.notice.draftDiscarded') })
      },

      listRuns() {
        return call('runs.list', { account: account() })
      },

      getRun(runId) {
        return call('runs.get', { account: account(), run_id: runId })
      },

      async openSharedRun(file) {
        const run = await call('runs.openShared', {
          account: account(),
          conversation_id: file.conversation_id,
          message_id: file.message_id,
        })
        actions.navigate({ name: 'run', runId: run.run_id })
        return run
      },

      async importRunFile(text) {
        const run = await call('runs.importFile', { account: account(), text })
        actions.navigate({ name: 'run', runId: run.run_id })
        return run
      },

      reviewRun(runId) {
        return call('runs.review', { account: account(), run_id: runId })
      },

      async signRun(runId, digest) {
        const result = await grants.signing(
          runGrantSubject(runId),
          t('common.notice.asking.signRun'),
          (grant) =>
            call('runs.sign', {
              account: account(),
              run_id: runId,
              run_digest: digest,
              confirmed: true,
              ...(grant ? { grant } : {}),
            }),
        )
        const total =
          result.review.status === 'ok' ? result.review.run.requests.length : result.signed.length
        actions.notify({ tone: 'success', title: runSignedText(result.signed.length, total) })
        void actions.reloadQueue()
        return result
      },

      async exportRun(runId) {
        const file = await call('runs.export', {
          account: account(),
          run_id: runId,
          locale: readerLocaleIn(get),
        })
        saveTextFile(file.file_name, file.text, 'text/csv')
        actions.notify({
          tone: 'success',
          title: t('common.notice.fileSaved', { file: file.file_name }),
        })
      },

      planRotation(form) {
        return call('rotation.plan', { account: account(), ...form })
      },

      async startRotation(form) {
        const result = await grants.ifAsked(
          {
            purpose: 'sign',
            subject: runGrantSubject(form.rotation_id),
            what: t('common.notice.asking.signMove'),
          },
          (grant) =>
            call('rotation.start', { account: account(), ...form, ...(grant ? { grant } : {}) }),
        )
        return proposed(result, 'move')
      },

      rotationProgress(rotationId, offline) {
        return call('rotation.progress', {
          account: account(),
          rotation_id: rotationId,
          ...(offline ? { offline } : {}),
        })
      },

      async sweepRest(rotationId) {
        const result = await grants.ifAsked(
          {
            purpose: 'sign',
            subject: runGrantSubject(rotationId),
            what: t('common.notice.asking.signSweep'),
          },
          (grant) =>
            call('rotation.sweepRest', {
              account: account(),
              rotation_id: rotationId,
              ...(grant ? { grant } : {}),
            }),
        )
        if (result.status === 'invalid') return { kind: 'invalid' as const, errors: result.errors }
        actions.notify({ tone: 'success', title: t('common.notice.sweepStarted') })
        void actions.reloadQueue()
        return { kind: 'proposed' as const, run: result.run }
      },
    },
  }
}
