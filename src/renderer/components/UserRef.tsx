/**
 * A user shown by id: the short form people compare, the full id on hover and for screen readers,
 * and "you" for the current account.
 * @module
 */
import { shortId } from './format'

export interface UserRefProps {
  userId: string
  me?: string | null
}

/** See the module comment. */
export function UserRef({ userId, me }: UserRefProps) {
  const isMe = me === userId
  return (
    <span className="user-ref" title={userId}>
      <code>{shortId(userId)}</code>
      {isMe ? <span className="tag">you</span> : null}
    </span>
  )
}
