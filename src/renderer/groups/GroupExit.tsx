/**
 * Leaving a group, after a confirmation.
 * @module
 */
import { useState } from 'react'
import type { GroupDetail } from '../../shared/bridge'
import { ConfirmDialog } from '../components/ConfirmDialog'
import { ErrorNotice } from '../components/ErrorNotice'
import { useAction } from '../components/hooks'
import { actions } from '../store'

/** See the module comment. */
export function GroupExit({ group }: { group: GroupDetail }) {
  const [confirming, setConfirming] = useState(false)
  const [exit, exiting] = useAction(() => actions.exitGroup())
  const owner = group.my_role === 'OWNER'
  return (
    <div className="card">
      <button
        type="button"
        className="button button-danger-outline"
        onClick={() => setConfirming(true)}
      >
        Leave group…
      </button>
      <ErrorNotice error={exiting.error} />
      <ConfirmDialog
        open={confirming}
        title={`Leave ${group.name}?`}
        confirmLabel="Leave group"
        tone="danger"
        busy={exiting.busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void exit()}
      >
        <p>
          You will stop receiving its messages and requests shared in it.{' '}
          {owner ? 'You are its owner: ownership passes to another member.' : ''} To come back you
          need an invitation link.
        </p>
      </ConfirmDialog>
    </div>
  )
}
