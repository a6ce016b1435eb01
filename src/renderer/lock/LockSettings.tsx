/**
 * The lock in Settings: how long the wallet stays open without the user's input, how long after
 * entering the passphrase signing needs no new entry, and changing the passphrase (which re-seals
 * every key, after the current passphrase is entered).
 *
 * A longer idle lock or re-auth window lets whoever comes to the desk next do more without the
 * passphrase, so the core asks for it first; a shorter one it takes at once. The store's
 * `configureLock` tries without a grant and asks for the passphrase only when the core says so.
 * @module
 */
import { useId, useState, type FormEvent } from 'react'
import { countOf } from '../base/format'
import { ErrorNotice } from '../components/ErrorNotice'
import { useAction } from '../components/hooks'
import { actions, useApp, type LockChange } from '../store'
import { NewPassphraseFields, useNewPassphraseReady } from './NewPassphraseFields'

const IDLE_CHOICES = [1, 2, 5, 10, 15, 30, 60]
const WINDOW_CHOICES = [0, 1, 2, 5, 10, 15]

const minutes = (m: number) => countOf(m, 'minute')

/** What the passphrase prompt says the change is, and what the notice says once it is made. */
function wordsFor(change: LockChange): { asking: string; done: string; later?: string } {
  if ('idle_minutes' in change) {
    return {
      asking: `Locking only after ${minutes(change.idle_minutes)} without activity`,
      done: `The wallet now locks after ${minutes(change.idle_minutes)} without activity.`,
    }
  }
  const m = change.reauth_window_minutes
  return {
    asking: `Signing without the passphrase for ${minutes(m)} after entering it`,
    done:
      m === 0
        ? 'Signing now asks for the passphrase every time.'
        : `Signing asks for the passphrase unless it was entered in the last ${minutes(m)}.`,
    // The core opens a longer window at the next entry, not the one that allowed it.
    ...(m > 0 ? { later: ' The longer time counts from your next entry of the passphrase.' } : {}),
  }
}

function ChangePassphrase() {
  const [passphrase, setPassphrase] = useState('')
  const [again, setAgain] = useState('')
  const { ready, verdict } = useNewPassphraseReady(passphrase, again)
  const id = useId()
  const [change, changing] = useAction(async () => {
    await actions.changePassphrase(passphrase)
    setPassphrase('')
    setAgain('')
  })
  function submit(e: FormEvent) {
    e.preventDefault()
    void change()
  }
  return (
    <form onSubmit={submit} aria-labelledby={`${id}-h`} className="subsection">
      <h3 id={`${id}-h`}>Change the passphrase</h3>
      <NewPassphraseFields
        label="New wallet passphrase"
        againLabel="Repeat the new passphrase"
        value={passphrase}
        again={again}
        onChange={setPassphrase}
        onAgain={setAgain}
        verdict={verdict}
      />
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
  // What the last change did, said beside the choices (not in a passing notice) until the next change.
  const [saved, setSaved] = useState<string | null>(null)
  const [configure, configuring] = useAction(async (change: LockChange) => {
    setSaved(null)
    const words = wordsFor(change)
    const { loosened } = await actions.configureLock(change, words.asking)
    setSaved(`${words.done}${loosened ? (words.later ?? '') : ''}`)
  })
  if (!lock) return null
  if (lock.state === 'unprotected') {
    return (
      <div className="card">
        <h2>Lock</h2>
        <p>
          This demo wallet has no passphrase, so it cannot lock. A wallet for real accounts asks for
          one when it is set up.
        </p>
      </div>
    )
  }
  return (
    <div className="card">
      <h2>Lock and passphrase</h2>
      <label htmlFor={`${id}-idle`}>Lock after no activity for</label>
      <select
        id={`${id}-idle`}
        value={Math.round(lock.idle_ms / 60_000)}
        disabled={configuring.busy}
        onChange={(e) => void configure({ idle_minutes: Number(e.currentTarget.value) })}
      >
        {IDLE_CHOICES.map((m) => (
          <option key={m} value={m}>
            {minutes(m)}
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
            {m === 0 ? 'Every time' : `Unless entered in the last ${minutes(m)}`}
          </option>
        ))}
      </select>
      <p className="muted">
        A longer time asks for the passphrase first; a shorter one applies at once. Unlocking a
        request, backups, adding or removing an account and changing the service always ask. The
        wallet also locks when the computer sleeps.
      </p>
      <p className="saved-note" role="status" data-testid="lock-saved">
        {configuring.busy ? 'Saving…' : saved ? `Saved. ${saved}` : null}
      </p>
      <ErrorNotice error={configuring.error} />
      <ChangePassphrase />
    </div>
  )
}
