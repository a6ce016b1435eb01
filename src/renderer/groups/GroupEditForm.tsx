/**
 * For managers: the group's name and announcement.
 * @module
 */
import { useId, useState, type FormEvent } from 'react'
import { ErrorNotice } from '../components/ErrorNotice'
import { useAction } from '../components/hooks'
import { actions } from '../store'
import type { GroupPartProps } from './GroupMembers'
import { useT } from '../components/words'

/** See the module comment. */
export function GroupEditForm({ group }: GroupPartProps) {
  const t = useT()
  const [name, setName] = useState(group.name)
  const [announcement, setAnnouncement] = useState(group.announcement)
  const id = useId()
  const [save, saving] = useAction(() =>
    actions.changeGroup(
      {
        kind: 'edit',
        ...(name.trim() !== group.name ? { name: name.trim() } : {}),
        ...(announcement !== group.announcement ? { announcement } : {}),
      },
      t('groups.edit.done'),
    ),
  )
  const changed = name.trim() !== group.name || announcement !== group.announcement
  function submit(e: FormEvent) {
    e.preventDefault()
    void save()
  }
  return (
    <form className="card" onSubmit={submit} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('groups.edit.title')}</h2>
      <label htmlFor={`${id}-n`}>{t('groups.edit.name')}</label>
      <input
        id={`${id}-n`}
        type="text"
        maxLength={512}
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
      />
      <label htmlFor={`${id}-a`}>{t('groups.edit.announcement')}</label>
      <textarea
        id={`${id}-a`}
        rows={3}
        maxLength={1024}
        value={announcement}
        onChange={(e) => setAnnouncement(e.currentTarget.value)}
      />
      <ErrorNotice error={saving.error} />
      <button
        type="submit"
        className="button"
        disabled={saving.busy || !changed || name.trim() === ''}
      >
        {saving.busy ? t('common.saving') : t('common.save')}
      </button>
    </form>
  )
}
