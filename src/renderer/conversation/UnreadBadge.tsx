/**
 * How many messages are unread, as a badge (nothing at zero).
 * @module
 */

/** See the module comment. */
export function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null
  return (
    <span
      className="badge badge-unread"
      aria-label={`${count} unread ${count === 1 ? 'message' : 'messages'}`}
    >
      {count > 999 ? '999+' : count}
    </span>
  )
}
