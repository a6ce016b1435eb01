/**
 * Choosing the wallet passphrase: the first step on a new wallet, and what a wallet whose keys were
 * stored before it had one shows first (those keys are sealed under it right away). The passphrase
 * unlocks the wallet and confirms each signature; it is kept only as a slow verifier.
 * @module
 */
import { useId, useState, type FormEvent } from 'react'
import { ErrorNotice } from '../components/ErrorNotice'
import { useAction } from '../components/hooks'
import { actions, useApp } from '../store'
import { NewPassphraseFields, useNewPassphraseReady } from './NewPassphraseFields'

/** See the module comment. */
export function SetupPassphrase() {
  const accounts = useApp((s) => s.lock?.accounts ?? 0)
  const [passphrase, setPassphrase] = useState('')
  const [again, setAgain] = useState('')
  const { ready, verdict } = useNewPassphraseReady(passphrase, again)
  const id = useId()
  const [save, saving] = useAction(async () => {
    await actions.setupPassphrase(passphrase)
    return true
  })

  function submit(e: FormEvent) {
    e.preventDefault()
    void save()
  }

  return (
    <main className="lock-screen" aria-labelledby={`${id}-h`}>
      <form className="card lock-card" onSubmit={submit}>
        <h1 id={`${id}-h`}>Choose a wallet passphrase</h1>
        {accounts > 0 ? (
          <p>
            This wallet has {accounts === 1 ? 'an account' : `${accounts} accounts`} whose keys are
            stored without a passphrase. Choose one now: the keys are sealed under it before
            anything else happens.
          </p>
        ) : (
          <p>
            Your keys will be sealed under it in the system keychain, so no other program can use
            them.
          </p>
        )}
        <p className="muted">
          You will enter it to unlock Cosigner and to confirm each signature. It cannot be
          recovered: keep a backup of your accounts.
        </p>
        <NewPassphraseFields
          label="Wallet passphrase"
          value={passphrase}
          again={again}
          onChange={setPassphrase}
          onAgain={setAgain}
          verdict={verdict}
        />
        <ErrorNotice error={saving.error} />
        <button type="submit" className="button button-primary" disabled={saving.busy || !ready}>
          {saving.busy
            ? accounts > 0
              ? 'Sealing the keys…'
              : 'Setting the passphrase…'
            : 'Set passphrase'}
        </button>
      </form>
    </main>
  )
}
