/**
 * The current account: who it is, where its keys live, whether it is registered; adding another
 * account; and an encrypted backup of its keys.
 * @module
 */
import { useId, useState, type FormEvent } from 'react'
import { call } from '../app/bridge'
import { ErrorNotice } from '../components/ErrorNotice'
import { saveTextFile } from '../app/download'
import { formatTime } from '../components/format'
import { useAction } from '../components/hooks'
import { keychainName } from '../components/keychain-name'
import { actions, currentAccount, useApp } from '../store'

function BackupForm() {
  const [passphrase, setPassphrase] = useState('')
  const [again, setAgain] = useState('')
  const id = useId()
  const [backup, backingUp] = useAction(async () => {
    const file = await call('accounts.exportBackup', { account: currentAccount(), passphrase })
    saveTextFile(file.file_name, file.text)
    setPassphrase('')
    setAgain('')
    actions.notify({ tone: 'success', title: `Backup saved as ${file.file_name}. Keep it and its passphrase apart.` })
  })
  const mismatch = again !== '' && again !== passphrase
  function submit(e: FormEvent) {
    e.preventDefault()
    void backup()
  }
  return (
    <form onSubmit={submit} aria-labelledby={`${id}-h`} className="subsection">
      <h3 id={`${id}-h`}>Backup</h3>
      <p className="muted">An encrypted file with this account’s keys. Anyone with the file and its passphrase can sign as you.</p>
      <label htmlFor={`${id}-p`}>Backup passphrase</label>
      <input id={`${id}-p`} type="password" autoComplete="new-password" value={passphrase} onChange={(e) => setPassphrase(e.currentTarget.value)} />
      <label htmlFor={`${id}-a`}>Repeat the passphrase</label>
      <input id={`${id}-a`} type="password" autoComplete="new-password" value={again} onChange={(e) => setAgain(e.currentTarget.value)} aria-invalid={mismatch} />
      {mismatch ? <p className="field-error">The two passphrases differ.</p> : null}
      <ErrorNotice error={backingUp.error} />
      <button type="submit" className="button" disabled={backingUp.busy || passphrase === '' || passphrase !== again}>
        {backingUp.busy ? 'Encrypting…' : 'Export backup'}
      </button>
    </form>
  )
}

/** See the module comment. */
export function AccountSettings() {
  const { account } = useApp((s) => ({ account: s.accounts.find((a) => a.user_id === s.accountId) }))
  const keychain = useApp((s) => s.settings?.keychain)
  const [register, registering] = useAction(async (userId: string) => {
    const r = await call('accounts.register', { account: userId })
    actions.accountAdded(r.account)
    actions.notify({ tone: 'success', title: r.registered_now ? 'Registered with the service.' : 'Already registered with the service.' })
  })
  return (
    <div className="card">
      <h2>Account</h2>
      {account ? (
        <>
          <dl className="facts">
            <dt>Name</dt>
            <dd>{account.label || 'Unnamed'}</dd>
            <dt>User id</dt>
            <dd>
              <code>{account.user_id}</code>
            </dd>
            <dt>Keys</dt>
            <dd>
              In {keychainName(keychain)}
              {keychain ? (
                <>
                  {' '}
                  under the service name <code>{keychain.service}</code>
                </>
              ) : null}
              {account.spend_public_key ? ' (session and spend keys)' : ' (session key only)'}
            </dd>
            <dt>Registered</dt>
            <dd>{account.registered_at !== null ? formatTime(account.registered_at) : 'Not yet'}</dd>
          </dl>
          <div className="button-row">
            {account.registered_at === null ? (
              <button type="button" className="button button-primary" disabled={registering.busy} onClick={() => void register(account.user_id)}>
                {registering.busy ? 'Registering…' : 'Register with the service'}
              </button>
            ) : null}
            <button type="button" className="button" onClick={() => actions.navigate({ name: 'onboarding' })}>
              Add another account
            </button>
          </div>
          <ErrorNotice error={registering.error} />
          <BackupForm />
        </>
      ) : (
        <>
          <p>No account yet.</p>
          <button type="button" className="button" onClick={() => actions.navigate({ name: 'onboarding' })}>
            Add an account
          </button>
        </>
      )}
    </div>
  )
}
