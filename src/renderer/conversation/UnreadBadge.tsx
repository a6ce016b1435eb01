/**
 * How many messages are unread, as a badge (nothing at zero).
 * @module
 */

import { useT } from '../components/words'

/** See the module comment. */
export function UnreadBadge({ count }: { count: number }) {
  const t = useT()
  if (count <= 0) return null
  return (
    <span className="badge badge-unread" aria-label={t('conversation.unread', { count })}>
      {count > 999 ? '999+' : count}
    </span>
  )
}
