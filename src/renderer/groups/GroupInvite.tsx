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
import { useT } from '../components/words'

/** See the module comment. */
export function GroupInvite({ group }: GroupPartProps) {
  const t = useT()
  const [confirming, setConfirming] = useState(false)
  const [rotate, rotating] = useAction(async () => {
    await actions.changeGroup({ kind: 'rotate-invite' }, t('groups.invite.done'))
    return true
  })
  return (
    <div className="card">
      <h2>{t('groups.invite.title')}</h2>
      {group.code_url ? (
        <CopyableCode value={group.code_url} name={t('groups.invite.title')} />
      ) : (
        <p className="muted">{t('groups.invite.none')}</p>
      )}
      {may(group.my_role, 'rotate') ? (
        <button type="button" className="button" onClick={() => setConfirming(true)}>
          {t('groups.invite.reset')}
        </button>
      ) : null}
      <ErrorNotice error={rotating.error} />
      <ConfirmDialog
        open={confirming}
        title={t('groups.invite.resetTitle')}
        confirmLabel={t('groups.invite.resetConfirm')}
        tone="danger"
        busy={rotating.busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void rotate().then((ok) => ok && setConfirming(false))}
      >
        <p>{t('groups.invite.resetBody')}</p>
      </ConfirmDialog>
    </div>
  )
}
