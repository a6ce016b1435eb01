/**
 * Shares a request into one of the account's groups as a card (title, amount and asset, and a
 * Review action on its link) that members' wallets open in one click. A text with the link can
 * also be copied, for talk elsewhere. Groups the account has left or was removed from stay in the
 * group list, readable, but are not offered: the service takes no message there from it.
 * @module
 */
import { Clamped } from '../components/LongText'
import { useId, useState } from 'react'
import type { RequestSummary } from '../../shared/bridge'
import { call } from '../app/bridge'
import { ConfirmDialog } from '../components/ConfirmDialog'
import { useAsset } from '../components/asset'
import { CopyButton } from '../components/CopyButton'
import { ErrorNotice } from '../components/ErrorNotice'
import { countOf } from '../components/format'
import { useAction, useLoad } from '../components/hooks'
import { shareText } from './share'
import { actions, currentAccount } from '../store'

/** See the module comment. */
export function ShareDialog({ summary, onClose }: { summary: RequestSummary; onClose: () => void }) {
  const groups = useLoad('groups', async () => (await call('groups.list', { account: currentAccount() })).filter((g) => g.my_role !== null))
  const [groupId, setGroupId] = useState<string | null>(null)
  const symbol = useAsset(summary.asset_id).symbol
  const text = shareText(summary, symbol, summary.code_id)
  const ids = useId()
  const [send, sending] = useAction(async () => {
    if (groupId === null) return false
    await call('messages.shareRequest', { account: currentAccount(), conversation_id: groupId, request_id: summary.request_id })
    const name = groups.data?.find((g) => g.conversation_id === groupId)?.name ?? 'the group'
    actions.notify({ tone: 'success', title: `Shared in ${name}.` })
    return true
  })

  return (
    <ConfirmDialog
      open
      title="Share to a group"
      confirmLabel="Share"
      busy={sending.busy}
      confirmDisabled={groupId === null}
      onCancel={onClose}
      onConfirm={() => void send().then((ok) => ok && onClose())}
    >
      <fieldset className="group-choice">
        <legend>Group</legend>
        {groups.loading ? <p role="status">Loading your groups…</p> : null}
        <ErrorNotice error={groups.error} onRetry={groups.reload} />
        {groups.data?.length === 0 ? <p className="muted">You are in no group yet.</p> : null}
        {groups.data?.map((g) => (
          <label key={g.conversation_id} className="radio">
            <input type="radio" name={`${ids}-group`} value={g.conversation_id} checked={groupId === g.conversation_id} onChange={() => setGroupId(g.conversation_id)} />
            <Clamped text={g.name} lines={1} /> <span className="muted">({countOf(g.participant_count, 'member')})</span>
          </label>
        ))}
      </fieldset>
      <p className="muted">Members see a card with the amount and a Review button.</p>
      <p id={`${ids}-text`} className="share-text">
        {text}
      </p>
      <CopyButton value={text} label="Copy as text" targetId={`${ids}-text`} />
      <ErrorNotice error={sending.error} />
    </ConfirmDialog>
  )
}
