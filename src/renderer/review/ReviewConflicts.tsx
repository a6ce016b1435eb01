/**
 * Another request that spends the same funds as this one: only one of them can complete. Each is
 * named, and a known one opens in review.
 * @module
 */
import { shortHash, shortId } from '../base/format'
import { useLoad } from '../components/hooks'
import { actions } from '../store'

/** See the module comment. Shows nothing when there is no conflict, or it cannot be told. */
export function ReviewConflicts({ requestId, round }: { requestId: string; round: number }) {
  const conflicts = useLoad(`conflicts:${requestId}:${round}`, () =>
    actions.requestConflicts(requestId),
  )
  const others = conflicts.data?.flatMap((c) => c.with) ?? []
  if (others.length === 0) return null
  return (
    <div className="callout" role="note" data-testid="conflicts">
      <strong>
        This request spends the same funds as{' '}
        {others.length === 1 ? 'another one' : `${others.length} others`}: only one of them can
        complete.
      </strong>
      <ul className="conflict-list">
        {others.map((o) => (
          <li key={o.transaction_hash}>
            {o.reason === 'input-spent' ? 'Already spent by ' : 'Also spent by '}
            {o.request_id ? (
              <button
                type="button"
                className="link-button"
                onClick={() =>
                  actions.navigate({
                    name: 'review',
                    source: { kind: 'request', requestId: o.request_id! },
                  })
                }
              >
                request {shortId(o.request_id)}
              </button>
            ) : (
              <>
                transaction <code>{shortHash(o.transaction_hash)}</code>
              </>
            )}
            {o.reason === 'input-spent' ? ', so this one can no longer complete.' : '.'}
          </li>
        ))}
      </ul>
    </div>
  )
}
