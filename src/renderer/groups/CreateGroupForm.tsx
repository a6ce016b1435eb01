/**
 * Creating a group: a name, the members (picked from contacts, or by pasted id or link), and an
 * optional announcement. The creator becomes its owner.
 * @module
 */
import { useId, useState, type FormEvent } from 'react'
import { ContactPicker } from '../components/ContactPicker'
import { ErrorNotice } from '../components/ErrorNotice'
import { useAction } from '../components/hooks'
import { actions, useApp } from '../store'

/** See the module comment. */
export function CreateGroupForm() {
  const [name, setName] = useState('')
  const [members, setMembers] = useState<string[]>([])
  const [announcement, setAnnouncement] = useState('')
  const me = useApp((s) => s.accountId)
  const id = useId()
  const [create, creating] = useAction(() =>
    actions.createGroup({
      name: name.trim(),
      participants: members,
      ...(announcement.trim() ? { announcement: announcement.trim() } : {}),
    }),
  )

  function submit(e: FormEvent) {
    e.preventDefault()
    void create()
  }

  return (
    <form className="card" onSubmit={submit} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>Create a group</h2>
      <label htmlFor={`${id}-name`}>Group name</label>
      <input
        id={`${id}-name`}
        type="text"
        maxLength={512}
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
      />
      <ContactPicker
        label="Members"
        chosen={members}
        onChange={setMembers}
        exclude={me ? [me] : []}
      />
      <p className="muted">You can also add members later, or share the invitation link.</p>
      <label htmlFor={`${id}-ann`}>Announcement (optional)</label>
      <textarea
        id={`${id}-ann`}
        rows={2}
        maxLength={1024}
        value={announcement}
        onChange={(e) => setAnnouncement(e.currentTarget.value)}
      />
      <ErrorNotice error={creating.error} />
      <button
        type="submit"
        className="button button-primary"
        disabled={creating.busy || name.trim() === ''}
      >
        {creating.busy ? 'Creating…' : 'Create group'}
      </button>
    </form>
  )
}
