/**
 * For managers: the group's name and announcement.
 * @module
 */
import { useId, useState, type FormEvent } from 'react'
import { call } from '../app/bridge'
import { ErrorNotice } from '../components/ErrorNotice'
import { useAction } from '../components/hooks'
import { actions, currentAccount } from '../store'
import type { GroupPartProps } from './GroupMembers'

/** See the module comment. */
export function GroupEditForm({ group, onChange }: GroupPartProps) {
  const [name, setName] = useState(group.name)
  const [announcement, setAnnouncement] = useState(group.announcement)
  const id = useId()
  const [save, saving] = useAction(async () => {
    const base = { account: currentAccount(), conversation_id: group.conversation_id }
    let g = group
    if (name.trim() !== group.name) g = await call('groups.rename', { ...base, name: name.trim() })
    if (announcement !== group.announcement) g = await call('groups.setAnnouncement', { ...base, announcement })
    onChange(g)
    actions.notify({ tone: 'success', title: 'Group updated.' })
  })
  const changed = name.trim() !== group.name || announcement !== group.announcement
  function submit(e: FormEvent) {
    e.preventDefault()
    void save()
  }
  return (
    <form className="card" onSubmit={submit} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>Name and announcement</h2>
      <label htmlFor={`${id}-n`}>Group name</label>
      <input id={`${id}-n`} type="text" maxLength={512} value={name} onChange={(e) => setName(e.currentTarget.value)} />
      <label htmlFor={`${id}-a`}>Announcement</label>
      <textarea id={`${id}-a`} rows={3} maxLength={1024} value={announcement} onChange={(e) => setAnnouncement(e.currentTarget.value)} />
      <ErrorNotice error={saving.error} />
      <button type="submit" className="button" disabled={saving.busy || !changed || name.trim() === ''}>
        {saving.busy ? 'Saving…' : 'Save'}
      </button>
    </form>
  )
}
