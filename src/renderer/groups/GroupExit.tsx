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
import { useT } from '../components/words'

/** See the module comment. */
export function GroupExit({ group }: { group: GroupDetail }) {
  const t = useT()
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
        {t('groups.exit.button')}
      </button>
      <ErrorNotice error={exiting.error} />
      <ConfirmDialog
        open={confirming}
        title={t('groups.exit.title', { group: group.name })}
        confirmLabel={t('groups.exit.confirm')}
        tone="danger"
        busy={exiting.busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void exit()}
      >
        <p>{owner ? t('groups.exit.bodyOwner') : t('groups.exit.body')}</p>
      </ConfirmDialog>
    </div>
  )
}
