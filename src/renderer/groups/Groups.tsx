/**
 * The account's groups: the list (as the wallet last saw them, with unread counts), joining by
 * code or link, and creating a group.
 * @module
 */
import { Clamped } from '../components/LongText'
import { useEffect, useId, useState, type FormEvent } from 'react'
import { isOffline } from '../base/errors'
import { ErrorNotice } from '../components/ErrorNotice'
import { useT } from '../components/words'
import { durationText } from '../conversation/message-text'
import { useGroups } from '../components/groups'
import { useAction } from '../components/hooks'
import { roleName } from './group-roles'
import { actions, useApp } from '../store'
import { CreateGroupForm } from './CreateGroupForm'
import { UnreadBadge } from '../conversation/UnreadBadge'

/** See the module comment. */
export function Groups() {
  const t = useT()
  const offline = useApp((s) => isOffline(s.sync.error))
  const states = useApp((s) => (s.accountId === null ? {} : (s.conversations[s.accountId] ?? {})))
  const groups = useGroups()
  // A group first heard of by a message (one joined from another wallet) is listed as it arrives.
  const groupIds = useApp((s) => (s.accountId === null ? [] : (s.groupIds[s.accountId] ?? [])))
  const listed = groups.list
  const unlisted =
    listed !== undefined && groupIds.some((gid) => !listed.some((g) => g.conversation_id === gid))
  useEffect(() => {
    if (unlisted) void actions.loadGroups()
  }, [unlisted])
  const [code, setCode] = useState('')
  const id = useId()
  const [join, joining] = useAction(async (text: string) => {
    await actions.joinGroup(text)
    setCode('')
  })

  function onJoin(e: FormEvent) {
    e.preventDefault()
    void join(code.trim())
  }

  return (
    <section className="screen groups" aria-labelledby="groups-title">
      <h1 id="groups-title">{t('groups.list.title')}</h1>
      {offline ? (
        <p className="callout" role="note">
          {t.rich('groups.list.offline', { b: (chunks) => <strong>{chunks}</strong> })}
        </p>
      ) : null}
      <div className="two-columns">
        <div>
          <h2>{t('groups.list.yours')}</h2>
          {groups.loading ? <p role="status">{t('common.loading')}</p> : null}
          <ErrorNotice error={groups.error} onRetry={() => void actions.loadGroups()} />
          {listed?.length === 0 ? (
            offline ? (
              <p className="empty" data-testid="no-groups">
                {t('groups.list.noneOffline')}
              </p>
            ) : (
              <p className="empty" data-testid="no-groups">
                {t('groups.list.none')}
              </p>
            )
          ) : null}
          <ul className="group-list" aria-label={t('groups.list.yours')}>
            {listed?.map((g) => (
              <li key={g.conversation_id}>
                <button
                  type="button"
                  className="group-row"
                  onClick={() =>
                    actions.navigate({ name: 'group', conversationId: g.conversation_id })
                  }
                >
                  <span className="group-name">
                    <Clamped text={g.name} lines={1} />
                    <UnreadBadge count={states[g.conversation_id]?.unread ?? 0} />
                  </span>
                  <span className="muted">
                    {g.expire_in > 0
                      ? t('groups.list.rowDisappearing', {
                          members: g.participant_count,
                          role: roleName(g.my_role, t),
                          duration: durationText(g.expire_in, t),
                        })
                      : t('groups.list.row', {
                          members: g.participant_count,
                          role: roleName(g.my_role, t),
                        })}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <form className="card" onSubmit={onJoin} aria-labelledby={`${id}-join`}>
            <h2 id={`${id}-join`}>{t('groups.join.title')}</h2>
            <label htmlFor={id}>{t('groups.join.code')}</label>
            <input
              id={id}
              type="text"
              value={code}
              spellCheck={false}
              autoComplete="off"
              placeholder="https://mixin.one/codes/…"
              onChange={(e) => setCode(e.currentTarget.value)}
            />
            <ErrorNotice error={joining.error} />
            <button
              type="submit"
              className="button button-primary"
              disabled={joining.busy || code.trim() === '' || offline}
            >
              {joining.busy ? t('groups.join.joining') : t('groups.join.submit')}
            </button>
          </form>
          <CreateGroupForm />
        </div>
      </div>
    </section>
  )
}
