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
import { useT } from '../components/words'

/** See the module comment. */
export function CreateGroupForm() {
  const t = useT()
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
      <h2 id={`${id}-h`}>{t('groups.create.title')}</h2>
      <label htmlFor={`${id}-name`}>{t('groups.create.name')}</label>
      <input
        id={`${id}-name`}
        type="text"
        maxLength={512}
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
      />
      <ContactPicker
        label={t('groups.create.members')}
        chosen={members}
        onChange={setMembers}
        exclude={me ? [me] : []}
      />
      <p className="muted">{t('groups.create.membersHint')}</p>
      <label htmlFor={`${id}-ann`}>{t('groups.create.announcement')}</label>
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
        {creating.busy ? t('groups.create.creating') : t('groups.create.submit')}
      </button>
    </form>
  )
}
