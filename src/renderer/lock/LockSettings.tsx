/**
 * The lock in Settings: how long the wallet stays open without the user's input, how long after
 * entering the passphrase signing needs no new entry, and changing the passphrase (which re-seals
 * every key, after the current passphrase is entered).
 * @module
 */
import { useId, useState, type FormEvent } from 'react'
import { call } from '../app/bridge'
import { ErrorNotice } from '../components/ErrorNotice'
import { useAction } from '../components/hooks'
import { actions, useApp } from '../store'
import { NewPassphraseFields, useNewPassphraseReady } from './NewPassphraseFields'

const IDLE_CHOICES = [1, 2, 5, 10, 15, 30, 60]
const WINDOW_CHOICES = [0, 1, 2, 5, 10, 15]

function ChangePassphrase() {
  const [passphrase, setPassphrase] = useState('')
  const [again, setAgain] = useState('')
  const { ready, verdict } = useNewPassphraseReady(passphrase, again)
  const id = useId()
  const [change, changing] = useAction(async () => {
    const grant = await actions.requestGrant('change-passphrase', null, 'Changing the wallet passphrase')
    await call('lock.changePassphrase', { grant, passphrase })
    setPassphrase('')
    setAgain('')
    void actions.refreshLock()
    actions.notify({ tone: 'success', title: 'Passphrase changed. Every key is now sealed under the new one.' })
  })
  function submit(e: FormEvent) {
    e.preventDefault()
    void change()
  }
  return (
    <form onSubmit={submit} aria-labelledby={`${id}-h`} className="subsection">
      <h3 id={`${id}-h`}>Change the passphrase</h3>
      <NewPassphraseFields label="New wallet passphrase" againLabel="Repeat the new passphrase" value={passphrase} again={again} onChange={setPassphrase} onAgain={setAgain} verdict={verdict} />
      <ErrorNotice error={changing.error} />
      <button type="submit" className="button" disabled={changing.busy || !ready}>
        {changing.busy ? 'Re-sealing the keys…' : 'Change passphrase'}
      </button>
    </form>
  )
}

/** See the module comment. */
export function LockSettings() {
  const lock = useApp((s) => s.lock)
  const id = useId()
  const [configure, configuring] = useAction(async (o: { idle_minutes?: number; reauth_window_minutes?: number }) => {
    await call('lock.configure', o)
    await actions.refreshLock()
  })
  if (!lock) return null
  if (lock.state === 'unprotected') {
    return (
      <div className="card">
        <h2>Lock</h2>
        <p>This demo wallet has no passphrase, so it cannot lock. A wallet for real accounts asks for one when it is set up.</p>
      </div>
    )
  }
  return (
    <div className="card">
      <h2>Lock and passphrase</h2>
      <label htmlFor={`${id}-idle`}>Lock after no activity for</label>
      <select id={`${id}-idle`} value={Math.round(lock.idle_ms / 60_000)} disabled={configuring.busy} onChange={(e) => void configure({ idle_minutes: Number(e.currentTarget.value) })}>
        {IDLE_CHOICES.map((m) => (
          <option key={m} value={m}>
            {m} minute{m === 1 ? '' : 's'}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-window`}>Ask for the passphrase before signing</label>
      <select
        id={`${id}-window`}
        value={Math.round(lock.reauth_window_ms / 60_000)}
        disabled={configuring.busy}
        onChange={(e) => void configure({ reauth_window_minutes: Number(e.currentTarget.value) })}
      >
        {WINDOW_CHOICES.map((m) => (
          <option key={m} value={m}>
            {m === 0 ? 'Every time' : `Unless entered in the last ${m} minute${m === 1 ? '' : 's'}`}
          </option>
        ))}
      </select>
      <p className="muted">Unlocking a request, backups, adding or removing an account and changing the service always ask. The wallet also locks when the computer sleeps.</p>
      <ErrorNotice error={configuring.error} />
      <ChangePassphrase />
    </div>
  )
}
