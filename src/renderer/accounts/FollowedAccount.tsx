/**
 * What a followed shared account shows besides its funds: its MIX address, to copy for whoever pays
 * it or adds it to another wallet, when the wallet last read its outputs (local time), and stopping
 * to follow it, after a confirmation that says what that does and does not do.
 * @module
 */
import { useId, useState } from 'react'
import type { SharedAccount } from '../../shared/bridge'
import { ConfirmDialog } from '../components/ConfirmDialog'
import { CopyButton } from '../components/CopyButton'
import { ErrorNotice } from '../components/ErrorNotice'
import { formatTime } from '../base/format'
import { useAction } from '../components/hooks'
import { actions } from '../store'

/** The account's MIX address with a copy button, and when it was last synced. */
export function AccountAddress({ account }: { account: SharedAccount }) {
  const id = useId()
  return (
    <div className="account-facts">
      <span className="hash-line">
        <span className="muted">MIX address</span>
        <CopyButton value={account.address} label="Copy MIX address" targetId={id} />
      </span>
      <code id={id} className="break" data-testid="mix-address">
        {account.address}
      </code>
      <span className="muted" data-testid="synced-at">
        {account.synced_at === null
          ? 'Not synced yet'
          : `Last synced ${formatTime(account.synced_at)}`}
      </span>
    </div>
  )
}

/** "Stop following…", confirmed first; `onStopped` runs once the wallet no longer follows it. */
export function StopFollowing({
  account,
  name,
  onStopped,
}: {
  account: SharedAccount
  name: string
  onStopped?: () => void
}) {
  const [asking, setAsking] = useState(false)
  const [stop, stopping] = useAction(async () => {
    await actions.unfollowSharedAccount({
      members_hash: account.members_hash,
      threshold: account.threshold,
    })
    setAsking(false)
    actions.notify({ tone: 'success', title: `Stopped following ${name}.` })
    onStopped?.()
  })
  return (
    <>
      <button
        type="button"
        className="button button-small button-danger-outline"
        aria-label={`Stop following ${name}…`}
        onClick={() => setAsking(true)}
      >
        Stop following…
      </button>
      <ConfirmDialog
        open={asking}
        title={`Stop following ${name}?`}
        confirmLabel="Stop following"
        tone="danger"
        busy={stopping.busy}
        onCancel={() => (setAsking(false), stopping.clearError())}
        onConfirm={() => void stop()}
      >
        <p>
          The wallet stops reading this account’s funds and looking for its new requests. Its
          requests already in your queue stay.
        </p>
        <p>
          The account and its funds are not touched: you can add it again at any time, with its
          members and threshold or this MIX address.
        </p>
        <ErrorNotice error={stopping.error} />
      </ConfirmDialog>
    </>
  )
}
