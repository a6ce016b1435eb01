/**
 * Creating a group: a name, the members' user ids, and an optional announcement. The creator
 * becomes its owner.
 * @module
 */
import { useId, useState, type FormEvent } from 'react'
import { call } from '../app/bridge'
import { ErrorNotice } from '../components/ErrorNotice'
import { useAction } from '../components/hooks'
import { actions, currentAccount } from '../store'
import { parseUserIds } from './user-ids'

/** See the module comment. */
export function CreateGroupForm() {
  const [name, setName] = useState('')
  const [members, setMembers] = useState('')
  const [announcement, setAnnouncement] = useState('')
  const id = useId()
  const parsed = parseUserIds(members)
  const [create, creating] = useAction(async () =>
    call('groups.create', { account: currentAccount(), name: name.trim(), participants: parsed.ids, ...(announcement.trim() ? { announcement: announcement.trim() } : {}) }),
  )

  async function submit(e: FormEvent) {
    e.preventDefault()
    const g = await create()
    if (g) {
      actions.notify({ tone: 'success', title: `Created ${g.name}. You are its owner.` })
      actions.navigate({ name: 'group', conversationId: g.conversation_id })
    }
  }

  return (
    <form className="card" onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>Create a group</h2>
      <label htmlFor={`${id}-name`}>Group name</label>
      <input id={`${id}-name`} type="text" maxLength={512} value={name} onChange={(e) => setName(e.currentTarget.value)} />
      <label htmlFor={`${id}-members`}>Members’ user ids (one per line)</label>
      <textarea id={`${id}-members`} rows={3} spellCheck={false} value={members} onChange={(e) => setMembers(e.currentTarget.value)} aria-describedby={`${id}-hint`} />
      <p id={`${id}-hint`} className={parsed.invalid.length > 0 ? 'field-error' : 'muted'}>
        {parsed.invalid.length > 0 ? `Not a user id: ${parsed.invalid.slice(0, 3).join(', ')}. Use ids like 3f2a…-…, one per line.` : 'You can also add members later, or share the invitation link.'}
      </p>
      <label htmlFor={`${id}-ann`}>Announcement (optional)</label>
      <textarea id={`${id}-ann`} rows={2} maxLength={1024} value={announcement} onChange={(e) => setAnnouncement(e.currentTarget.value)} />
      <ErrorNotice error={creating.error} />
      <button type="submit" className="button button-primary" disabled={creating.busy || name.trim() === '' || parsed.invalid.length > 0}>
        {creating.busy ? 'Creating…' : 'Create group'}
      </button>
    </form>
  )
}
