/**
 * The review slice: the request (or offline file) on the review screen, as the wallet core decoded
 * it — what you see is what you sign: the page sends back only the request id, the summary's digest
 * and the user's confirmation —, and what can be done with it: sign, unlock, export it for an
 * offline computer, submit a signature made offline. After each, the screen shows the request as it
 * now is before anything is said, so no notice sits over the old state. Out of reach, the core
 * answers the copy it checked last and says so (`offline` on the result); nothing here asks twice.
 * @module
 */
import type { BridgeErrorCode, RequestItem, ReviewResult } from '../../shared/bridge'
import { BridgeFailure, type FailureCode } from '../base/bridge-caller'
import { saveTextFile } from '../base/download'
import { explain } from '../base/errors'
import { shortId } from '../base/format'
import { say, t } from '../base/words'
import type {
  LockActions,
  NavigationActions,
  NoticeActions,
  QueueActions,
  ReviewActions,
} from './actions'
import { grantsOf } from './grants'
import { currentAccountIn, type Slice, type SliceContext } from './slice'
import { reviewKey, type ReviewScreen, type ReviewSource, type ReviewState } from './types'

/** Failures that mean the request moved on since it was reviewed: the review is read again. */
const MOVED_ON: ReadonlySet<FailureCode> = new Set<BridgeErrorCode>([
  'already-signed',
  'request-closed',
  'threshold-reached',
  'summary-changed',
])

/** The notice after signing, from the request as the service answered the signature. */
export function signedText(item: Pick<RequestItem, 'state' | 'signers' | 'threshold'>): string {
  if (item.state === 'sending') return t('common.notice.signedSending')
  if (item.state === 'done') return t('common.notice.signedDone')
  return t('common.notice.signedSoFar', {
    signed: item.signers.length,
    threshold: item.threshold,
  })
}

const nothing = (): ReviewScreen => ({
  key: null,
  source: null,
  result: null,
  loading: false,
  error: null,
})

export function reviewSlice(
  ctx: SliceContext<ReviewActions & NoticeActions & QueueActions & NavigationActions & LockActions>,
): Slice<ReviewState, ReviewActions> {
  const { set, get, call, actions } = ctx
  const grants = grantsOf(ctx)
  const current = () => currentAccountIn(get)
  let generation = 0

  const patch = (key: string, p: Partial<ReviewScreen>) => {
    if (get().review.key === key) set((s) => ({ review: { ...s.review, ...p } }))
  }

  function read(source: ReviewSource): Promise<ReviewResult> {
    const account = current()
    return source.kind === 'file'
      ? call('requests.reviewOffline', { account, text: source.text })
      : call('requests.review', { account, request_id: source.requestId })
  }

  /** The request on screen, as reviewed: what an action acts on. @throws TypeError when none is (the actions are offered only with one) */
  function reviewed() {
    const { key, source, result } = get().review
    if (key === null || source === null || result?.status !== 'ok')
      throw new TypeError('no reviewed request is on screen')
    return { key, source, summary: result.summary, digest: result.digest }
  }

  /** When the request moved on, the screen shows it as it is now, and says so. */
  async function movedOn(e: unknown): Promise<boolean> {
    if (!(e instanceof BridgeFailure && MOVED_ON.has(e.code))) return false
    await actions.reloadReview()
    actions.notify({
      tone: 'info',
      title: t('common.notice.movedOn', { what: say(e.words ?? e.message) }),
    })
    return true
  }

  /** Shows the request as it now is (and the queue with it). */
  async function settle(): Promise<void> {
    await actions.reloadReview()
    void actions.reloadQueue()
  }

  return {
    initial: { review: nothing() },
    actions: {
      async openReview(source) {
        const key = reviewKey(source)
        const g = ++generation
        set((s) => ({
          review:
            s.review.key === key
              ? { ...s.review, source, loading: true, error: null }
              : { ...nothing(), key, source, loading: true },
        }))
        try {
          const result = await read(source)
          if (g === generation) patch(key, { result, loading: false, error: null })
        } catch (e) {
          if (g === generation) patch(key, { loading: false, error: explain(e) })
        }
      },

      async reloadReview() {
        const source = get().review.source
        if (source !== null) await actions.openReview(source)
      },

      async mayConfirm(kind) {
        const { key, source, digest } = reviewed()
        if (source.kind === 'file') return true
        const fresh = await call('requests.review', {
          account: current(),
          request_id: source.requestId,
        })
        if (
          fresh.status === 'ok' &&
          fresh.digest === digest &&
          (kind === 'sign' ? fresh.summary.can_sign : fresh.summary.can_unlock)
        )
          return true
        patch(key, { result: fresh, error: null })
        actions.notify({
          tone: 'info',
          title: t('common.notice.requestChanged'),
        })
        return false
      },

      async signReviewed() {
        const { key, source, summary, digest } = reviewed()
        const account = current()
        if (source.kind === 'file') {
          const file = await grants.signing(
            summary.request_id,
            t('common.notice.asking.signRequest'),
            (grant) =>
              call('requests.signOffline', {
                account,
                text: source.text,
                summary_digest: digest,
                confirmed: true,
                ...(grant ? { grant } : {}),
              }),
          )
          saveTextFile(file.file_name, file.text)
          patch(key, { result: file.review })
          actions.notify({
            tone: 'success',
            title: t('common.notice.signedOffline', { file: file.file_name }),
          })
          return 'done'
        }
        let signed
        try {
          signed = await grants.signing(
            summary.request_id,
            t('common.notice.asking.signRequest'),
            (grant) =>
              call('requests.sign', {
                account,
                request_id: summary.request_id,
                summary_digest: digest,
                confirmed: true,
                ...(grant ? { grant } : {}),
              }),
          )
        } catch (e) {
          if (await movedOn(e)) return 'moved-on'
          throw e
        }
        // The core answers with the review of the request as the service took the signature: shown as it is, not fetched again.
        patch(key, { result: signed.review, error: null })
        void actions.reloadQueue()
        actions.notify({ tone: 'success', title: signedText(signed.request) })
        return 'done'
      },

      async unlockReviewed() {
        const { summary } = reviewed()
        try {
          await grants.asking(
            'unlock-request',
            summary.request_id,
            t('common.notice.asking.unlockRequest'),
            (grant) =>
              call('requests.unlock', {
                account: current(),
                request_id: summary.request_id,
                confirmed: true,
                grant,
              }),
          )
        } catch (e) {
          if (await movedOn(e)) return 'moved-on'
          throw e
        }
        await settle()
        actions.notify({
          tone: 'success',
          title: t('common.notice.unlocked'),
        })
        return 'done'
      },

      async exportReviewed() {
        const { summary } = reviewed()
        const file = await call('requests.exportOffline', {
          account: current(),
          request_id: summary.request_id,
        })
        saveTextFile(file.file_name, file.text)
        actions.notify({
          tone: 'success',
          title: t('common.notice.exportedForOffline', { file: file.file_name }),
        })
      },

      async submitSignatureFile(text, forRequest) {
        const account = current()
        const info = await call('requests.inspectSigned', { account, text })
        if (forRequest !== undefined && info.request_id !== forRequest)
          return { kind: 'other-request', info }
        const r = await call('requests.submitSigned', {
          account,
          request_id: info.request_id,
          text,
        })
        const route = get().route
        const onScreen =
          route.name === 'review' && route.source.kind === 'request' ? route.source.requestId : null
        if (onScreen === info.request_id) await settle()
        else void actions.reloadQueue()
        const elsewhere = onScreen !== null && onScreen !== info.request_id
        actions.notify({
          tone: 'success',
          title: t('common.notice.signatureSubmitted', {
            elsewhere: elsewhere ? 'yes' : 'no',
            request: shortId(info.request_id),
            signed: r.request.signers.length,
            threshold: r.request.threshold,
          }),
        })
        if (onScreen !== info.request_id)
          actions.navigate({
            name: 'review',
            source: { kind: 'request', requestId: info.request_id },
          })
        return { kind: 'submitted', request: r.request }
      },

      requestConflicts(requestId) {
        return call('requests.conflicts', { account: current(), request_id: requestId })
      },
    },
  }
}
