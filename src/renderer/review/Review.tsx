/**
 * Review, then sign or unlock. The summary comes from the wallet core, which decoded the raw
 * transaction itself and checked it against the request (what you see is what you sign); the page
 * only sends back the request id, the summary's digest and the user's explicit confirmation. A
 * request that fails the core's check is shown with its mismatches and cannot be signed. Once every
 * signature is in, the screen titles it as the payment it is, complete and then sent.
 * @module
 */
import { useCallback, useEffect, useRef } from 'react'
import type { RequestProgress, ReviewResult } from '../../shared/bridge'
import { BridgeFailure, call } from '../app/bridge'
import { ErrorNotice } from '../components/ErrorNotice'
import { explain, isOffline, type Explained } from '../app/errors'
import { useLoad } from '../components/hooks'
import { actions, currentAccount, useApp, type ReviewSource } from '../store'
import { RefusedReview } from './RefusedReview'
import { ReviewConflicts } from './ReviewConflicts'
import { ReviewActions } from './ReviewActions'
import { ReviewSummary } from './ReviewSummary'

interface Loaded {
  result: ReviewResult
  /** Set when the summary is the copy saved at the last review, because the service was unreachable. */
  staleBecause: Explained | null
}

async function load(source: ReviewSource): Promise<Loaded> {
  const account = currentAccount()
  if (source.kind === 'file') return { result: await call('requests.reviewOffline', { account, text: source.text }), staleBecause: null }
  try {
    const result = await call('requests.review', { account, request_id: source.requestId })
    const offline = result.status === 'ok' && result.offline === true
    return { result, staleBecause: offline ? explain(new BridgeFailure('network', 'The service could not be reached.')) : null }
  } catch (e) {
    if (!(e instanceof BridgeFailure) || !isOffline(e)) throw e
    return { result: await call('requests.review', { account, request_id: source.requestId, offline: true }), staleBecause: explain(e) }
  }
}

/** Sign or unlock while the request collects signatures; once nothing can be done to it, only what it is. */
function titleOf(action: 'sign' | 'unlock', progress: RequestProgress | null): string {
  if (progress !== null && progress !== 'open') return 'Payment request'
  return action === 'unlock' ? 'Unlock (revoke) request' : 'Sign request'
}

/**
 * A complete request is sent once the service says its transaction is final, which the wallet learns
 * at a sync: while the review shows one complete, each sync that ends reads it again.
 */
function useSentAfterSync(progress: RequestProgress | null, refresh: () => Promise<void>): void {
  const syncedAt = useApp((s) => s.sync.at)
  const seen = useRef(syncedAt)
  useEffect(() => {
    if (syncedAt === seen.current) return
    seen.current = syncedAt
    if (progress === 'complete') void refresh()
  }, [syncedAt, progress, refresh])
}

/** See the module comment. */
export function Review({ source }: { source: ReviewSource }) {
  const key = source.kind === 'request' ? source.requestId : source.fileName
  const { data, error, loading, reload, replace } = useLoad(key, () => load(source))
  /**
   * After an action the review is read again from the core before anything else is said, so no
   * notice sits over the old state and no part of the screen keeps it.
   */
  const refresh = useCallback(async (): Promise<void> => {
    try {
      replace(await load(source))
    } catch {
      reload()
    }
  }, [source, replace, reload])
  const isFile = source.kind === 'file'
  const action = source.kind === 'request' ? (source.action ?? 'sign') : 'sign'
  const progress = data?.result.status === 'ok' ? data.result.summary.progress : null
  useSentAfterSync(progress, refresh)

  return (
    <section className="screen review" aria-labelledby="review-title" aria-busy={loading}>
      <button type="button" className="link-button back" onClick={() => actions.back()}>
        ← Back
      </button>
      {data?.result.status === 'refused' ? (
        <RefusedReview requestId={data.result.request_id} reasons={data.result.reasons} />
      ) : (
        <>
          <h1 id="review-title">
            {titleOf(action, progress)}
            {isFile ? <span className="tag tag-offline">offline file</span> : null}
          </h1>
          {loading && !data ? <p role="status">Checking the request against its transaction…</p> : null}
          <ErrorNotice error={error} onRetry={reload} />
          {data?.staleBecause ? (
            <div className="callout" role="note">
              <p>
                <strong>Offline.</strong> The service cannot be reached, so this is the copy checked at your last review. You can read it; signing,
                unlocking and exporting it wait until the service is back.
              </p>
              <p className="muted">{data.staleBecause.next}</p>
              {data.staleBecause.details ? <p className="error-details">Details: {data.staleBecause.details}</p> : null}
            </div>
          ) : null}
          {data?.result.status === 'ok' && source.kind === 'request' ? <ReviewConflicts requestId={source.requestId} round={data.result.summary.signed_count} /> : null}
          {data?.result.status === 'ok' ? (
            <div className="review-layout">
              <ReviewSummary summary={data.result.summary} offline={data.staleBecause !== null} />
              <aside className="review-side" aria-label="Actions">
                <ReviewActions
                  summary={data.result.summary}
                  digest={data.result.digest}
                  source={source}
                  action={action}
                  offline={data.staleBecause !== null}
                  onChanged={refresh}
                  onReviewed={(result) => replace({ result, staleBecause: null })}
                />
              </aside>
            </div>
          ) : null}
        </>
      )}
    </section>
  )
}
