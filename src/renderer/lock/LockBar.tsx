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
  const [lock, locking] = useAction(() => actions.lockNow())
  if (state !== 'unlocked') return null
  return (
    <button
      type="button"
      className="button lock-button"
      aria-keyshortcuts="Alt+L"
      title="Lock (Alt+L)"
      disabled={locking.busy}
      onClick={() => void lock()}
    >
      Lock
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
  const where =
    accounts === 0
      ? 'it holds no keys yet.'
      : keychain?.storage === 'memory'
        ? `${keychain.reason ? t.say(keychain.reason) : ''} Anyone at this computer can sign with them while it runs.`
        : 'its throwaway keys are stored unsealed, and anyone at this computer can sign with them.'
  return (
    <div className="unprotected-banner" role="note">
      Demo wallet without a passphrase: {where} A wallet for real accounts asks for a passphrase
      first.
    </div>
  )
}
