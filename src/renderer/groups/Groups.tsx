/**
 * The account's groups: the list (as the wallet last saw them, with unread counts), joining by
 * code or link, and creating a group.
 * @module
 */
import { Clamped } from '../components/LongText'
import { useEffect, useId, useState, type FormEvent } from 'react'
import { call } from '../app/bridge'
import { isOffline } from '../app/errors'
import { ErrorNotice } from '../components/ErrorNotice'
import { countOf, formatDuration } from '../components/format'
import { useAction, useLoad } from '../components/hooks'
import { roleName } from './group-roles'
import { actions, currentAccount, useApp } from '../store'
import { CreateGroupForm } from './CreateGroupForm'
import { UnreadBadge } from '../conversation/UnreadBadge'

/** See the module comment. */
export function Groups() {
  const { accountId, offline } = useApp((s) => ({ accountId: s.accountId, offline: isOffline(s.sync.error) }))
  const states = useApp((s) => (s.accountId === null ? {} : (s.conversations[s.accountId] ?? {})))
  const groups = useLoad(`groups:${accountId}`, () => call('groups.list', { account: currentAccount() }))
  // A group first heard of by a message (one joined from another wallet) is listed as it arrives.
  const groupIds = useApp((s) => (s.accountId === null ? [] : (s.groupIds[s.accountId] ?? [])))
  const { data: listed, reload } = groups
  const unlisted = listed !== undefined && groupIds.some((gid) => !listed.some((g) => g.conversation_id === gid))
  useEffect(() => {
    if (unlisted) reload()
  }, [unlisted, reload])
  const [code, setCode] = useState('')
  const id = useId()
  const [join, joining] = useAction(async (text: string) => call('groups.join', { account: currentAccount(), code: text }))

  async function onJoin(e: FormEvent) {
    e.preventDefault()
    const g = await join(code.trim())
    if (g) {
      setCode('')
      actions.notify({ tone: 'success', title: `You joined ${g.name}.` })
      actions.navigate({ name: 'group', conversationId: g.conversation_id })
    }
  }

  return (
    <section className="screen groups" aria-labelledby="groups-title">
      <h1 id="groups-title">Groups</h1>
      {offline ? (
        <p className="callout" role="note">
          <strong>Offline.</strong> These are the groups saved on this computer; you can open them and read what was saved. Joining, creating
          and changing groups wait until the service can be reached again.
        </p>
      ) : null}
      <div className="two-columns">
        <div>
          <h2>Your groups</h2>
          {groups.loading ? <p role="status">Loading…</p> : null}
          <ErrorNotice error={groups.error} onRetry={groups.reload} />
          {groups.data?.length === 0 ? (
            <p className="empty">No groups yet. Join one with its invitation link, open one you are already in from its link in “Open anything”, or create one.</p>
          ) : null}
          <ul className="group-list" aria-label="Your groups">
            {groups.data?.map((g) => (
              <li key={g.conversation_id}>
                <button type="button" className="group-row" onClick={() => actions.navigate({ name: 'group', conversationId: g.conversation_id })}>
                  <span className="group-name">
                    <Clamped text={g.name} lines={1} />
                    <UnreadBadge count={states[g.conversation_id]?.unread ?? 0} />
                  </span>
                  <span className="muted">
                    {countOf(g.participant_count, 'member')} · {roleName(g.my_role)}
                    {g.expire_in > 0 ? ` · messages disappear after ${formatDuration(g.expire_in)}` : ''}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <form className="card" onSubmit={(e) => void onJoin(e)} aria-labelledby={`${id}-join`}>
            <h2 id={`${id}-join`}>Join a group</h2>
            <label htmlFor={id}>Invitation code or link</label>
            <input id={id} type="text" value={code} spellCheck={false} autoComplete="off" placeholder="https://mixin.one/codes/…" onChange={(e) => setCode(e.currentTarget.value)} />
            <ErrorNotice error={joining.error} />
            <button type="submit" className="button button-primary" disabled={joining.busy || code.trim() === '' || offline}>
              {joining.busy ? 'Joining…' : 'Join group'}
            </button>
          </form>
          <CreateGroupForm />
        </div>
      </div>
    </section>
  )
}
