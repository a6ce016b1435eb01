/**
 * The group's invitation link: copy it; managers may reset it after confirming (the old link stops
 * working at once).
 * @module
 */
import { useState } from 'react'
import { ConfirmDialog } from '../components/ConfirmDialog'
import { CopyableCode } from '../components/CopyButton'
import { ErrorNotice } from '../components/ErrorNotice'
import { may } from './group-roles'
import { useAction } from '../components/hooks'
import { actions } from '../store'
import type { GroupPartProps } from './GroupMembers'

/** See the module comment. */
export function GroupInvite({ group }: GroupPartProps) {
  const [confirming, setConfirming] = useState(false)
  const [rotate, rotating] = useAction(async () => {
    await actions.changeGroup(
      { kind: 'rotate-invite' },
      'New invitation link made. The old one no longer works.',
    )
    return true
  })
  return (
    <div className="card">
      <h2>Invitation link</h2>
      {group.code_url ? (
        <CopyableCode value={group.code_url} name="Invitation link" />
      ) : (
        <p className="muted">No link.</p>
      )}
      {may(group.my_role, 'rotate') ? (
        <button type="button" className="button" onClick={() => setConfirming(true)}>
          Reset invitation link…
        </button>
      ) : null}
      <ErrorNotice error={rotating.error} />
      <ConfirmDialog
        open={confirming}
        title="Reset the invitation link?"
        confirmLabel="Reset link"
        tone="danger"
        busy={rotating.busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void rotate().then((ok) => ok && setConfirming(false))}
      >
        <p>
          The current link stops working at once: anyone who has it but has not joined yet will need
          the new one. Members stay in the group.
        </p>
      </ConfirmDialog>
    </div>
  )
}
