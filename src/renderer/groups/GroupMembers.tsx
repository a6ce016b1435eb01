/**
 * A group's members by name with their roles, and the member actions the account's role allows:
 * the owner makes and unmakes admins; managers add members (picked from contacts, or by pasted id
 * or link) and remove those below them.
 * @module
 */
import { useState, type FormEvent } from 'react'
import type { GroupDetail } from '../../shared/bridge'
import { ConfirmDialog } from '../components/ConfirmDialog'
import { ContactPicker } from '../components/ContactPicker'
import { ErrorNotice } from '../components/ErrorNotice'
import { useNames } from '../components/person'
import { UserRef } from '../components/UserRef'
import { may, mayChangeRole, mayRemove, roleClass, roleName } from './group-roles'
import { useAction } from '../components/hooks'
import { actions, useApp, type GroupChange } from '../store'
import { useT } from '../components/words'

/** A part of the group's screen: the group as the store shows it, changed through the store's `changeGroup`. */
export interface GroupPartProps {
  group: GroupDetail
}

/** See the module comment. */
export function GroupMembers({ group }: GroupPartProps) {
  const t = useT()
  const me = useApp((s) => s.accountId)
  const [toAdd, setToAdd] = useState<string[]>([])
  /** The member whose removal waits for a confirmation. */
  const [removing, setRemoving] = useState<string | null>(null)
  const members = group.participants.map((p) => p.user_id)
  // The people being added too, so the notice names them.
  const nameOf = useNames([...members, ...toAdd])
  const [act, acting] = useAction((change: GroupChange, done: string) =>
    actions.changeGroup(change, done),
  )

  function onAdd(e: FormEvent) {
    e.preventDefault()
    const ids = toAdd
    const names = ids.map(nameOf).join(t('groups.members.nameSeparator'))
    void act({ kind: 'add', user_ids: ids }, t('groups.members.added', { names })).then(() =>
      setToAdd([]),
    )
  }

  return (
    <div>
      <h2>{t('groups.members.title', { count: group.participants.length })}</h2>
      <ul className="member-list" aria-label={t('groups.members.label')}>
        {group.participants.map((p) => {
          const self = p.user_id === me
          return (
            <li key={p.user_id} className="member" data-testid="member" data-user-id={p.user_id}>
              <UserRef userId={p.user_id} me={me} />
              <span className={`role role-${roleClass(p.role)}`}>{roleName(p.role, t)}</span>
              <span className="member-actions">
                {mayChangeRole(group.my_role, p.role, self) ? (
                  <button
                    type="button"
                    className="button button-small"
                    disabled={acting.busy}
                    aria-label={t(
                      p.role === 'ADMIN'
                        ? 'groups.members.removeAdminFrom'
                        : 'groups.members.makeAdminOf',
                      { name: nameOf(p.user_id) },
                    )}
                    onClick={() =>
                      void act(
                        { kind: 'admin', user_id: p.user_id, admin: p.role !== 'ADMIN' },
                        t(
                          p.role === 'ADMIN'
                            ? 'groups.members.adminRemoved'
                            : 'groups.members.madeAdmin',
                        ),
                      )
                    }
                  >
                    {t(
                      p.role === 'ADMIN'
                        ? 'groups.members.removeAdmin'
                        : 'groups.members.makeAdmin',
                    )}
                  </button>
                ) : null}
                {mayRemove(group.my_role, p.role, self) ? (
                  <button
                    type="button"
                    className="button button-small button-danger-outline"
                    disabled={acting.busy}
                    aria-label={t('groups.members.removeWho', { name: nameOf(p.user_id) })}
                    onClick={() => setRemoving(p.user_id)}
                  >
                    {t('groups.members.remove')}
                  </button>
                ) : null}
              </span>
            </li>
          )
        })}
      </ul>
      <ErrorNotice error={acting.error} />
      <ConfirmDialog
        open={removing !== null}
        title={t('groups.members.removeTitle', { name: removing ? nameOf(removing) : '' })}
        confirmLabel={t('groups.members.remove')}
        tone="danger"
        busy={acting.busy}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          const id = removing
          if (id === null) return
          void act(
            { kind: 'remove', user_ids: [id] },
            t('groups.members.removed', { name: nameOf(id) }),
          ).then(() => setRemoving(null))
        }}
      >
        <p>{t('groups.members.removeBody')}</p>
      </ConfirmDialog>
      {may(group.my_role, 'add') ? (
        <form className="add-members" onSubmit={onAdd}>
          <ContactPicker
            label={t('groups.members.add')}
            chosen={toAdd}
            onChange={setToAdd}
            exclude={[...members, ...(me ? [me] : [])]}
            excludedText={(name) => t('groups.members.already', { name })}
          />
          <button type="submit" className="button" disabled={acting.busy || toAdd.length === 0}>
            {t('groups.members.addButton', { count: toAdd.length })}
          </button>
        </form>
      ) : (
        <p className="muted">{t('groups.members.onlyManagers')}</p>
      )}
    </div>
  )
}
