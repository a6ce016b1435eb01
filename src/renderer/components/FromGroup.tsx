/**
 * Takes the members of one of the account's groups (those it still belongs to): a select of the
 * groups, whose choice hands over the group's members as the service (or the wallet's copy) says.
 * @module
 */
import { useId } from 'react'
import { countOf } from '../base/format'
import { actions } from '../store'
import { ErrorNotice } from './ErrorNotice'
import { useGroups } from './groups'
import { useAction } from './hooks'

/** Takes the members of one of the account's groups. */
export function FromGroup({
  onMembers,
}: {
  onMembers: (userIds: string[], groupName: string) => void
}) {
  const id = useId()
  const groups = useGroups().list?.filter((g) => g.my_role !== null) ?? []
  const [take, taking] = useAction(async (conversationId: string) => {
    const name = groups.find((g) => g.conversation_id === conversationId)?.name ?? 'the group'
    onMembers(await actions.groupMembers(conversationId), name)
  })
  if (groups.length === 0) return null
  return (
    <>
      <label htmlFor={id}>Take the members of a group</label>
      <select
        id={id}
        value=""
        disabled={taking.busy}
        onChange={(e) => e.currentTarget.value && void take(e.currentTarget.value)}
      >
        <option value="">{taking.busy ? 'Reading its members…' : 'Choose a group…'}</option>
        {groups.map((g) => (
          <option key={g.conversation_id} value={g.conversation_id}>
            {g.name} ({countOf(g.participant_count, 'member')})
          </option>
        ))}
      </select>
      <ErrorNotice error={taking.error} />
    </>
  )
}
