/**
 * Review, then sign or unlock. The summary comes from the wallet core, which decoded the raw
 * transaction itself and checked it against the request (what you see is what you sign); the store
 * sends back only the request id, the summary's digest and the user's explicit confirmation. A
 * request that fails the core's check is shown with its mismatches and cannot be signed. Once every
 * signature is in, the screen titles it as the payment it is, complete and then sent. Out of reach,
 * the core answers the copy it checked last, and the screen says so.
 * @module
 */
import { useEffect, useRef } from 'react'
import type { RequestProgress, RequestSummary } from '../../shared/bridge'
import { explain } from '../base/errors'
import type { WindowWords } from '../base/words'
import { ErrorNotice } from '../components/ErrorNotice'
import { useT } from '../components/words'
import { actions, reviewKey, useApp, type ReviewSource } from '../store'
import { RefusedReview } from './RefusedReview'
import { ReviewConflicts } from './ReviewConflicts'
import { ReviewActions } from './ReviewActions'
import { ReviewSummary } from './ReviewSummary'
import { PartOfRun } from '../components/PartOfRun'

/**
 * The title follows what can be done: sign or unlock while the request collects signatures and the
 * user may; once it is signed by the user, complete, sent or unlocked, only what it is.
 */
export function titleOf(
  t: WindowWords,
  action: 'sign' | 'unlock',
  s: RequestSummary | null,
): string {
  if (s === null) return t(action === 'unlock' ? 'review.title.unlock' : 'review.title.request')
  if (s.progress === 'unlocked') return t('review.title.unlocked')
  if (s.progress !== 'open') return t('review.title.payment')
  if (action === 'unlock') return t('review.title.unlock')
  if (s.i_have_signed) return t('review.title.signed')
  return t(s.i_am_sender ? 'review.title.sign' : 'review.title.pending')
}

/**
 * A complete request is sent once the service says its transaction is final, which the wallet learns
 * at a sync: while the review shows one complete, each sync that ends reads it again.
 */
function useSentAfterSync(progress: RequestProgress | null): void {
  const syncedAt = useApp((s) => s.sync.at)
  const seen = useRef(syncedAt)
  useEffect(() => {
    if (syncedAt === seen.current) return
    seen.current = syncedAt
    if (progress === 'complete') void actions.reloadReview()
  }, [syncedAt, progress])
}

/** See the module comment. */
export function Review({ source }: { source: ReviewSource }) {
  const t = useT()
  const key = reviewKey(source)
  const review = useApp((s) => (s.review.key === key ? s.review : null))
  useEffect(() => {
    void actions.openReview(source)
    // Once per review: the app mounts a new screen for another one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])
  const result = review?.result ?? null
  const loading = review === null || review.loading
  const isFile = source.kind === 'file'
  const action = source.kind === 'request' ? (source.action ?? 'sign') : 'sign'
  const progress = result?.status === 'ok' ? result.summary.progress : null
  const offline = result?.status === 'ok' && result.offline === true
  useSentAfterSync(progress)
  // Opened, the review's heading takes the focus (once per review), so the keyboard starts at the top of it.
  const heading = useRef<HTMLHeadingElement>(null)
  const shown = result !== null
  useEffect(() => {
    if (shown) heading.current?.focus()
  }, [key, shown])

  return (
    <section className="screen review" aria-labelledby="review-title" aria-busy={loading}>
      <button type="button" className="link-button back" onClick={() => actions.back()}>
        {t('common.back')}
      </button>
      {result?.status === 'refused' ? (
        <RefusedReview requestId={result.request_id} reasons={result.reasons} />
      ) : (
        <>
          <h1 id="review-title" ref={heading} tabIndex={-1}>
            {titleOf(t, action, result?.status === 'ok' ? result.summary : null)}
            {isFile ? <span className="tag tag-offline">{t('review.offlineFile')}</span> : null}
          </h1>
          {loading && !result ? <p role="status">{t('review.checking')}</p> : null}
          <ErrorNotice error={review?.error ?? null} onRetry={() => void actions.reloadReview()} />
          {offline ? (
            <div className="callout" role="note">
              <p>{t.rich('review.offline', { b: (chunks) => <strong>{chunks}</strong> })}</p>
              {/* What to do while the service cannot be reached, as errors say it. */}
              <p className="muted">{explain({ code: 'network' }).next}</p>
            </div>
          ) : null}
          {source.kind === 'request' ? <PartOfRun requestId={source.requestId} /> : null}
          {result?.status === 'ok' && source.kind === 'request' ? (
            <ReviewConflicts requestId={source.requestId} round={result.summary.signed_count} />
          ) : null}
          {result?.status === 'ok' ? (
            <div className="review-layout">
              <ReviewSummary summary={result.summary} offline={offline} />
              <aside className="review-side" aria-label={t('review.actions')}>
                <ReviewActions
                  summary={result.summary}
                  source={source}
                  action={action}
                  offline={offline}
                />
              </aside>
            </div>
          ) : null}
        </>
      )}
    </section>
  )
}
