/**
 * A person as the screens show them: their name from the store, asked of the wallet the first
 * time they are met (how names, initials and colours read is in ./format).
 * @module
 */
import { useEffect, useMemo } from 'react'
import type { Person } from '../../shared/bridge'
import { actions, useApp } from '../store'
import { displayName } from '../base/format'
import { useT } from './words'

/** The person behind an id, asked of the wallet when the store does not know them. */
export function usePerson(userId: string): Person | undefined {
  const person = useApp((s) => s.people[userId])
  useEffect(() => {
    if (!person) actions.needPeople([userId])
  }, [person, userId])
  return person
}

/**
 * Names for a list of ids, for text that is not a component (a sentence, an `<option>`): `name(id)`
 * says "you" for `me` when it is given.
 */
export function useNames(
  userIds: readonly string[],
  me?: string | null,
): (userId: string) => string {
  const key = userIds.join(',')
  const people = useApp((s) =>
    Object.fromEntries(userIds.filter((id) => id in s.people).map((id) => [id, s.people[id]!])),
  )
  useEffect(() => {
    const missing = key === '' ? [] : key.split(',').filter((id) => !(id in people))
    if (missing.length > 0) actions.needPeople(missing)
  }, [key, people])
  const t = useT()
  return useMemo(
    () => (id: string) => (me && id === me ? t('common.you') : displayName(id, people[id])),
    [people, me, t],
  )
}
