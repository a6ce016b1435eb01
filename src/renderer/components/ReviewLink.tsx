/**
 * A button that opens a request's review, wherever a screen names a request (a conflict, a group's
 * request, a step of a move, a stale or locking request).
 * @module
 */
import type { ReactNode } from 'react'
import { actions, type ReviewSource } from '../store'

export function ReviewLink({
  requestId,
  action,
  className = 'link-button',
  children,
}: {
  requestId: string
  /** What the review opens ready to do, as when asked from a list that offers it. */
  action?: (ReviewSource & { kind: 'request' })['action']
  className?: string
  children: ReactNode
}) {
  return (
    <button
      type="button"
      className={className}
      onClick={() =>
        actions.navigate({
          name: 'review',
          source: { kind: 'request', requestId, ...(action ? { action } : {}) },
        })
      }
    >
      {children}
    </button>
  )
}
