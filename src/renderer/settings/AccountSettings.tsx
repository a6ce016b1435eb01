/**
 * The current account: who it is, where its keys live, whether it is registered; adding another
 * account, removing this one; an encrypted backup of its keys; and keys the keychain holds for no
 * account of the wallet. Backups, removals and keys' removal ask for the passphrase first.
 * @module
 */
import { useId, useState, type FormEvent } from 'react'
import type { OrphanKeys } from '../../shared/bridge'
import { formatTime } from '../base/format'
import { ConfirmDialog } from '../components/ConfirmDialog'
import { ErrorNotice } from '../components/ErrorNotice'
import { NewPassphraseFields, useNewPassphraseReady } from '../lock/NewPassphraseFields'
import { useAction, useLoad } from '../components/hooks'
import { keychainName } from '../components/keychain-name'
import { actions, useApp } from '../store'

function BackupForm() {
  const [passphrase, setPassphrase] = useState('')
  const [again, setAgain] = useState('')
  const id = useId()
  const { ready, verdict } = useNewPassphraseReady(passphrase, again)
  const [backup, backingUp] = useAction(async () => {
    await actions.exportBackup(passphrase)
    setPassphrase('')
    setAgain('')
  })
  function submit(e: FormEvent) {
    e.preventDefault()
    void backup()
  }
  return (
    <form onSubmit={submit} aria-labelledby={`${id}-h`} className="subsection">
      <h3 id={`${id}-h`}>Backup</h3>
      <p className="muted">
        An encrypted file with this account’s keys. Anyone with the file and its passphrase can sign
        as you.
      </p>
      <NewPassphraseFields
        label="Backup passphrase"
        value={passphrase}
        again={again}
        onChange={setPassphrase}
        onAgain={setAgain}
        verdict={verdict}
      />
      <ErrorNotice error={backingUp.error} />
      <button type="submit" className="button" disabled={backingUp.busy || !ready}>
        {backingUp.busy ? 'Encrypting…' : 'Export backup'}
      </button>
    </form>
  )
}

function RemoveAccount({ userId, label }: { userId: string; label: string }) {
  const [asking, setAsking] = useState(false)
  const [remove, removing] = useAction(async () => {
    await actions.removeAccount(userId, label)
    setAsking(false)
  })
  return (
    <>
      <button
        type="button"
        className="button button-danger-outline"
        onClick={() => setAsking(true)}
      >
        Remove this account…
      </button>
      <ConfirmDialog
        open={asking}
        title="Remove this account?"
        confirmLabel="Remove account"
        tone="danger"
        busy={removing.busy}
        onCancel={() => setAsking(false)}
        onConfirm={() => void remove()}
      >
        <p>
          Its keys are deleted from the keychain, and its requests and groups from this wallet. The
          account itself stays with the service: you can import it again from its keystore or a
          backup.
        </p>
        <p>
          <strong>Without a backup or the keystore, its keys are gone.</strong>
        </p>
        <ErrorNotice error={removing.error} />
      </ConfirmDialog>
    </>
  )
}

/** Keys in the keychain with no account (left by a clean-up that failed): remove them, or import the account again. */
function OrphanedKeys() {
  const { data, reload } = useLoad('orphans', () => actions.orphanKeys())
  const [remove, removing] = useAction(async (o: OrphanKeys) => {
    await actions.removeOrphanKeys(o.user_id)
    reload()
  })
  if (!data || data.length === 0) return null
  return (
    <div className="subsection callout" role="note">
      <h3>Keys without an account</h3>
      <p>
        The keychain holds keys that no account of this wallet uses, left by an import or removal
        that did not finish.
      </p>
      <ul className="plain-list">
        {data.map((o) => (
          <li key={o.user_id}>
            <code>{o.user_id}</code> ({o.kinds.join(', ')}){' '}
            <button
              type="button"
              className="button"
              disabled={removing.busy}
              onClick={() => void remove(o)}
            >
              Delete these keys
            </button>{' '}
            <button
              type="button"
              className="link-button"
              onClick={() => actions.navigate({ name: 'onboarding' })}
            >
              Import the account again
            </button>
          </li>
        ))}
      </ul>
      <ErrorNotice error={removing.error} />
    </div>
  )
}

/** See the module comment. */
export function AccountSettings() {
  const { account } = useApp((s) => ({
    account: s.accounts.find((a) => a.user_id === s.accountId),
  }))
  const keychain = useApp((s) => s.settings?.keychain)
  const [register, registering] = useAction(async (userId: string) => {
    const r = await actions.registerAccount(userId)
    actions.notify({
      tone: 'success',
      title: r.registered_now
        ? 'Registered with the service.'
        : 'Already registered with the service.',
    })
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
            <dd>
              {account.registered_at !== null ? formatTime(account.registered_at) : 'Not yet'}
            </dd>
          </dl>
          <div className="button-row">
            {account.registered_at === null ? (
              <button
                type="button"
                className="button button-primary"
                disabled={registering.busy}
                onClick={() => void register(account.user_id)}
              >
                {registering.busy ? 'Registering…' : 'Register with the service'}
              </button>
            ) : null}
            <button
              type="button"
              className="button"
              onClick={() => actions.navigate({ name: 'onboarding' })}
            >
              Add another account
            </button>
            <RemoveAccount userId={account.user_id} label={account.label} />
          </div>
          <ErrorNotice error={registering.error} />
          <BackupForm />
          <OrphanedKeys />
        </>
      ) : (
        <>
          <p>No account yet.</p>
          <button
            type="button"
            className="button"
            onClick={() => actions.navigate({ name: 'onboarding' })}
          >
            Add an account
          </button>
          <OrphanedKeys />
        </>
      )}
    </div>
  )
}
