/**
 * The lock in the window's header: the Lock button (also Alt+L), and for the demo's wallet, which
 * runs without a passphrase, a plain statement that it does.
 * @module
 */
import { useAction } from '../components/hooks'
import { useT } from '../components/words'
import { actions, useApp } from '../store'

/** The Lock button; hidden for a wallet that cannot be locked. */
export function LockButton() {
  const state = useApp((s) => s.lock?.state)
  const t = useT()
  const [lock, locking] = useAction(() => actions.lockNow())
  if (state !== 'unlocked') return null
  return (
    <button
      type="button"
      className="button lock-button"
      aria-keyshortcuts="Alt+L"
      title={t('lock.bar.buttonTitle')}
      disabled={locking.busy}
      onClick={() => void lock()}
    >
      {t('lock.bar.button')}
    </button>
  )
}

/** Says, on every screen, that the demo's wallet has no passphrase, and where its keys are. */
export function UnprotectedBanner() {
  const t = useT()
  const { state, accounts, keychain } = useApp((s) => ({
    state: s.lock?.state,
    accounts: s.lock?.accounts ?? 0,
    keychain: s.lock?.keychain,
  }))
  if (state !== 'unprotected') return null
  const kind = accounts === 0 ? 'none' : keychain?.storage === 'memory' ? 'memory' : 'unsealed'
  return (
    <div className="unprotected-banner" role="note">
      {t('lock.bar.unprotected', {
        kind,
        reason: keychain?.reason ? t.say(keychain.reason) : '',
      })}
    </div>
  )
}
