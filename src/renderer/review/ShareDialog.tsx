/**
 * Shares a request into one of the account's groups as the text the wallet sends (what it pays, and
 * its link, which members' wallets open in one click and Mixin's own apps open as the request). The
 * same text can be copied, for talk elsewhere. Groups the account has left or was removed from stay
 * in the group list, readable, but are not offered: the service takes no message there from it.
 * @module
 */
import { Clamped } from '../components/LongText'
import { useId, useState } from 'react'
import type { RequestSummary } from '../../shared/bridge'
import { splitOutputs } from '../../shared/review-rules'
import { ConfirmDialog } from '../components/ConfirmDialog'
import { useAsset } from '../components/asset'
import { CopyButton } from '../components/CopyButton'
import { ErrorNotice } from '../components/ErrorNotice'
import { useAction } from '../components/hooks'
import { useNames } from '../components/person'
import { useGroups } from '../components/groups'
import { useT } from '../components/words'
import { shareText } from './share'
import { actions } from '../store'

/** See the module comment. */
export function ShareDialog({
  summary,
  onClose,
}: {
  summary: RequestSummary
  onClose: () => void
}) {
  const t = useT()
  const { list, loading, error } = useGroups()
  const groups = list?.filter((g) => g.my_role !== null)
  const [picked, setGroupId] = useState<string | null>(null)
  // The only group there is is the one meant: chosen already, still to confirm.
  const groupId = picked ?? (groups?.length === 1 ? groups[0]!.conversation_id : null)
  const symbol = useAsset(summary.asset_id).symbol
  const nameOf = useNames(splitOutputs(summary.outputs).paying.flatMap((o) => o.members))
  const text = shareText(summary, symbol, nameOf)
  const ids = useId()
  const [send, sending] = useAction(async () => {
    if (groupId === null) return false
    // The store's action says where it went, once.
    await actions.shareRequest(groupId, summary.request_id)
    return true
  })

  return (
    <ConfirmDialog
      open
      title={t('review.shareDialog.title')}
      confirmLabel={t('review.shareDialog.confirm')}
      busy={sending.busy}
      confirmDisabled={groupId === null}
      onCancel={onClose}
      onConfirm={() => void send().then((ok) => ok && onClose())}
    >
      <fieldset className="group-choice">
        <legend>{t('review.shareDialog.group')}</legend>
        {loading ? <p role="status">{t('review.shareDialog.loading')}</p> : null}
        <ErrorNotice error={error} onRetry={() => void actions.loadGroups()} />
        {groups?.length === 0 ? <p className="muted">{t('review.shareDialog.noGroup')}</p> : null}
        {groups?.map((g) => (
          <label key={g.conversation_id} className="radio">
            <input
              type="radio"
              name={`${ids}-group`}
              value={g.conversation_id}
              checked={groupId === g.conversation_id}
              onChange={() => setGroupId(g.conversation_id)}
            />
            <Clamped text={g.name} lines={1} />{' '}
            <span className="muted">
              {t('review.shareDialog.members', { count: g.participant_count })}
            </span>
          </label>
        ))}
      </fieldset>
      <p className="muted">{t('review.shareDialog.note')}</p>
      <p id={`${ids}-text`} className="share-text">
        {text}
      </p>
      <CopyButton value={text} label={t('review.shareDialog.copy')} targetId={`${ids}-text`} />
      <ErrorNotice error={sending.error} />
    </ConfirmDialog>
  )
}
