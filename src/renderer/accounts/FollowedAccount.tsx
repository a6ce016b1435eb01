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
import { useT } from '../components/words'
import { actions } from '../store'

/** The account's MIX address with a copy button, and when it was last synced. */
export function AccountAddress({ account }: { account: SharedAccount }) {
  const t = useT()
  const id = useId()
  return (
    <div className="account-facts">
      <span className="hash-line">
        <span className="muted">{t('accounts.follow.address')}</span>
        <CopyButton
          value={account.address}
          label={t('accounts.follow.copyAddress')}
          targetId={id}
        />
      </span>
      <code id={id} className="break" data-testid="mix-address">
        {account.address}
      </code>
      <span className="muted" data-testid="synced-at">
        {account.synced_at === null
          ? t('accounts.follow.notSynced')
          : t('accounts.follow.lastSynced', { time: formatTime(account.synced_at) })}
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
  const t = useT()
  const [asking, setAsking] = useState(false)
  const [stop, stopping] = useAction(async () => {
    await actions.unfollowSharedAccount({
      members_hash: account.members_hash,
      threshold: account.threshold,
    })
    setAsking(false)
    actions.notify({ tone: 'success', title: t('accounts.follow.stopped', { name }) })
    onStopped?.()
  })
  return (
    <>
      <button
        type="button"
        className="button button-small button-danger-outline"
        aria-label={t('accounts.follow.stopNamed', { name })}
        onClick={() => setAsking(true)}
      >
        {t('accounts.follow.stop')}
      </button>
      <ConfirmDialog
        open={asking}
        title={t('accounts.follow.stopTitle', { name })}
        confirmLabel={t('accounts.follow.stopConfirm')}
        tone="danger"
        busy={stopping.busy}
        onCancel={() => (setAsking(false), stopping.clearError())}
        onConfirm={() => void stop()}
      >
        <p>{t('accounts.follow.stopWhat')}</p>
        <p>{t('accounts.follow.stopNot')}</p>
        <ErrorNotice error={stopping.error} />
      </ConfirmDialog>
    </>
  )
}
