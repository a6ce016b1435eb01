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
import { may, mayChangeRole, mayRemove, roleName } from './group-roles'
import { useAction } from '../components/hooks'
import { actions, useApp, type GroupChange } from '../store'

/** A part of the group's screen: the group as the store shows it, changed through the store's `changeGroup`. */
export interface GroupPartProps {
  group: GroupDetail
}

/** See the module comment. */
export function GroupMembers({ group }: GroupPartProps) {
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
    void act({ kind: 'add', user_ids: ids }, `Added ${ids.map(nameOf).join(', ')}.`).then(() =>
      setToAdd([]),
    )
  }

  return (
    <div>
      <h2>Members ({group.participants.length})</h2>
      <ul className="member-list" aria-label="Members">
        {group.participants.map((p) => {
          const self = p.user_id === me
          return (
            <li key={p.user_id} className="member" data-testid="member" data-user-id={p.user_id}>
              <UserRef userId={p.user_id} me={me} />
              <span className={`role role-${roleName(p.role).toLowerCase()}`}>
                {roleName(p.role)}
              </span>
              <span className="member-actions">
                {mayChangeRole(group.my_role, p.role, self) ? (
                  <button
                    type="button"
                    className="button button-small"
                    disabled={acting.busy}
                    aria-label={`${p.role === 'ADMIN' ? 'Remove admin role from' : 'Make admin'} ${nameOf(p.user_id)}`}
                    onClick={() =>
                      void act(
                        { kind: 'admin', user_id: p.user_id, admin: p.role !== 'ADMIN' },
                        p.role === 'ADMIN' ? 'Admin role removed.' : 'Made admin.',
                      )
                    }
                  >
                    {p.role === 'ADMIN' ? 'Remove admin' : 'Make admin'}
                  </button>
                ) : null}
                {mayRemove(group.my_role, p.role, self) ? (
                  <button
                    type="button"
                    className="button button-small button-danger-outline"
                    disabled={acting.busy}
                    aria-label={`Remove ${nameOf(p.user_id)} from the group`}
                    onClick={() => setRemoving(p.user_id)}
                  >
                    Remove
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
        title={`Remove ${removing ? nameOf(removing) : ''} from the group?`}
        confirmLabel="Remove"
        tone="danger"
        busy={acting.busy}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          const id = removing
          if (id === null) return
          void act(
            { kind: 'remove', user_ids: [id] },
            `Removed ${nameOf(id)} from the group.`,
          ).then(() => setRemoving(null))
        }}
      >
        <p>They stop receiving the group’s messages. An owner or admin can add them again later.</p>
      </ConfirmDialog>
      {may(group.my_role, 'add') ? (
        <form className="add-members" onSubmit={onAdd}>
          <ContactPicker
            label="Add members"
            chosen={toAdd}
            onChange={setToAdd}
            exclude={[...members, ...(me ? [me] : [])]}
            excludedText={(name) => `${name} is already a member.`}
          />
          <button type="submit" className="button" disabled={acting.busy || toAdd.length === 0}>
            {toAdd.length > 1 ? `Add ${toAdd.length} members` : 'Add'}
          </button>
        </form>
      ) : (
        <p className="muted">Only the owner and admins can add or remove members.</p>
      )}
    </div>
  )
}
