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
import { useT } from '../components/words'
import { NewPassphraseFields, useNewPassphraseReady } from './NewPassphraseFields'

/** See the module comment. */
export function SetupPassphrase() {
  const t = useT()
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
        <h1 id={`${id}-h`}>{t('lock.setup.title')}</h1>
        {accounts > 0 ? (
          <p>{t('lock.setup.unsealed', { count: accounts })}</p>
        ) : (
          <p>{t('lock.setup.sealed')}</p>
        )}
        <p className="muted">{t('lock.setup.cannotRecover')}</p>
        <NewPassphraseFields
          label={t('lock.passphrase')}
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
              ? t('lock.setup.sealing')
              : t('lock.setup.setting')
            : t('lock.setup.set')}
        </button>
      </form>
    </main>
  )
}
