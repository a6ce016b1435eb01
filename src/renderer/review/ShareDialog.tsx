/**
 * Shares a request into one of the account's groups as a text message with its link (the code
 * link when the service gave the request a code). The text can also be copied.
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
import { useAction, useLoad } from '../components/hooks'
import { shareText } from './share'
import { actions, currentAccount } from '../store'

/** See the module comment. */
export function ShareDialog({ summary, onClose }: { summary: RequestSummary; onClose: () => void }) {
  const groups = useLoad('groups', () => call('groups.list', { account: currentAccount() }))
  const [groupId, setGroupId] = useState<string | null>(null)
  const symbol = useAsset(summary.asset_id).symbol
  const [text, setText] = useState(() => shareText(summary, symbol, summary.code_id))
  const ids = useId()
  const [send, sending] = useAction(async () => {
    if (groupId === null) return false
    await call('groups.sendText', { account: currentAccount(), conversation_id: groupId, text })
    const name = groups.data?.find((g) => g.conversation_id === groupId)?.name ?? 'the group'
    actions.notify({ tone: 'success', title: `Shared in ${name}.` })
    return true
  })

  return (
    <ConfirmDialog
      open
      title="Share to a group"
      confirmLabel="Send message"
      busy={sending.busy}
      confirmDisabled={groupId === null || text.trim() === ''}
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
            <Clamped text={g.name} lines={1} /> <span className="muted">({g.participant_count} members)</span>
          </label>
        ))}
      </fieldset>
      <label htmlFor={`${ids}-text`}>Message</label>
      <textarea id={`${ids}-text`} rows={4} value={text} maxLength={4000} onChange={(e) => setText(e.currentTarget.value)} />
      <CopyButton value={text} label="Copy message text" />
      <ErrorNotice error={sending.error} />
    </ConfirmDialog>
  )
}
