/**
 * A user shown by name: their avatar (handed over by the wallet as a `data:` URL; the page loads
 * nothing from the network) or their initials on a colour derived from their id, their name (the
 * short form of the id until the wallet names them), "you" for the current account, and the full
 * id one hover away (the title) or, with `copy`, one click away.
 * @module
 */
import type { Person } from '../../shared/bridge'
import { CopyButton } from './CopyButton'
import { avatarHue, displayName, initials, personTitle } from '../base/format'
import { useNames, usePerson } from './person'
import { useT } from './words'

export interface UserRefProps {
  userId: string
  me?: string | null | undefined
  /** Shows a button that copies the full id. */
  copy?: boolean
}

export interface AvatarProps {
  userId: string
  person: Person | undefined
}

/** The avatar, or initials on the id's colour. Decorative: the name beside it says who it is. */
export function Avatar({ userId, person }: AvatarProps) {
  return person?.avatar ? (
    <img className="avatar" src={person.avatar} alt="" aria-hidden="true" />
  ) : (
    <span className={`avatar avatar-initials avatar-hue-${avatarHue(userId)}`} aria-hidden="true">
      {person ? initials(displayName(userId, person)) : ''}
    </span>
  )
}

/** See the module comment. */
export function UserRef({ userId, me, copy = false }: UserRefProps) {
  const person = usePerson(userId)
  return <UserRefView userId={userId} person={person} isMe={me === userId} copy={copy} />
}

/** What {@link UserRef} draws, for a person already at hand (and for tests, without a store). */
export function UserRefView({
  userId,
  person,
  isMe,
  copy = false,
}: {
  userId: string
  person: Person | undefined
  isMe: boolean
  copy?: boolean
}) {
  const t = useT()
  const name = displayName(userId, person)
  return (
    <span className="user-ref" title={personTitle(userId, person)} data-user-id={userId}>
      <Avatar userId={userId} person={person} />
      <span className={person ? 'user-name' : 'user-name user-name-pending'}>
        {person ? name : <code>{name}</code>}
      </span>
      {isMe ? <span className="tag">{t('common.you')}</span> : null}
      {copy ? <CopyButton value={userId} label={t('common.userRef.copyId', { name })} /> : null}
    </span>
  )
}

/** Names in a sentence ("Bob, Carol"), the ids in the title; `empty` when there are none. */
export function NameList({
  userIds,
  me,
  empty = '',
}: {
  userIds: readonly string[]
  me?: string | null
  empty?: string
}) {
  const t = useT()
  const nameOf = useNames(userIds, me)
  return userIds.length === 0 ? (
    <>{empty}</>
  ) : (
    <span title={userIds.join(', ')}>{userIds.map(nameOf).join(t('common.listSeparator'))}</span>
  )
}
