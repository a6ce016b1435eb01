/**
 * Another request that spends the same funds as this one: only one of them can complete. Each is
 * named, and a known one opens in review.
 * @module
 */
import { shortHash, shortId } from '../base/format'
import { useLoad } from '../components/hooks'
import { useT } from '../components/words'
import { actions } from '../store'
import { ReviewLink } from '../components/ReviewLink'

/** See the module comment. Shows nothing when there is no conflict, or it cannot be told. */
export function ReviewConflicts({ requestId, round }: { requestId: string; round: number }) {
  const t = useT()
  const conflicts = useLoad(`conflicts:${requestId}:${round}`, () =>
    actions.requestConflicts(requestId),
  )
  const others = conflicts.data?.flatMap((c) => c.with) ?? []
  if (others.length === 0) return null
  return (
    <div className="callout" role="note" data-testid="conflicts">
      <strong>{t('review.conflicts.title', { count: others.length })}</strong>
      <ul className="conflict-list">
        {others.map((o) => {
          const other = o.request_id ? (
            <ReviewLink requestId={o.request_id!}>
              {t('review.conflicts.request', { id: shortId(o.request_id) })}
            </ReviewLink>
          ) : (
            <>
              {t.rich('review.conflicts.transaction', {
                hash: shortHash(o.transaction_hash),
                code: (c) => <code>{c}</code>,
              })}
            </>
          )
          return (
            <li key={o.transaction_hash}>
              {t.rich(
                o.reason === 'input-spent' ? 'review.conflicts.spent' : 'review.conflicts.also',
                { other },
              )}
            </li>
          )
        })}
      </ul>
    </div>
  )
}
