/**
 * Takes the members of one of the account's groups (those it still belongs to): a select of the
 * groups, whose choice hands over the group's members as the service (or the wallet's copy) says.
 * @module
 */
import { useId } from 'react'
import { actions } from '../store'
import { ErrorNotice } from './ErrorNotice'
import { useGroups } from './groups'
import { useAction } from './hooks'
import { useT } from './words'

/** Takes the members of one of the account's groups. */
export function FromGroup({
  onMembers,
}: {
  onMembers: (userIds: string[], groupName: string) => void
}) {
  const t = useT()
  const id = useId()
  const groups = useGroups().list?.filter((g) => g.my_role !== null) ?? []
  const [take, taking] = useAction(async (conversationId: string) => {
    const name =
      groups.find((g) => g.conversation_id === conversationId)?.name ??
      t('common.fromGroup.theGroup')
    onMembers(await actions.groupMembers(conversationId), name)
  })
  if (groups.length === 0) return null
  return (
    <>
      <label htmlFor={id}>{t('common.fromGroup.label')}</label>
      <select
        id={id}
        value=""
        disabled={taking.busy}
        onChange={(e) => e.currentTarget.value && void take(e.currentTarget.value)}
      >
        <option value="">
          {taking.busy ? t('common.fromGroup.reading') : t('common.fromGroup.choose')}
        </option>
        {groups.map((g) => (
          <option key={g.conversation_id} value={g.conversation_id}>
            {t('common.fromGroup.option', { name: g.name, count: g.participant_count })}
          </option>
        ))}
      </select>
      <ErrorNotice error={taking.error} />
    </>
  )
}
