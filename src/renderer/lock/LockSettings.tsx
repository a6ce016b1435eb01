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
import { t as say } from '../base/words'
import { ErrorNotice } from '../components/ErrorNotice'
import { useAction } from '../components/hooks'
import { actions, useApp, type LockChange } from '../store'
import { useT } from '../components/words'
import { NewPassphraseFields, useNewPassphraseReady } from './NewPassphraseFields'

const IDLE_CHOICES = [1, 2, 5, 10, 15, 30, 60]
const WINDOW_CHOICES = [0, 1, 2, 5, 10, 15]

const minutes = (m: number) => say('lock.settings.minutes', { count: m })

/** What the passphrase prompt says the change is, and what the notice says once it is made. */
function wordsFor(change: LockChange): { asking: string; done: string; later?: string } {
  if ('idle_minutes' in change) {
    return {
      asking: say('lock.settings.idleAsking', { duration: minutes(change.idle_minutes) }),
      done: say('lock.settings.idleDone', { duration: minutes(change.idle_minutes) }),
    }
  }
  const m = change.reauth_window_minutes
  return {
    asking: say('lock.settings.windowAsking', { duration: minutes(m) }),
    done:
      m === 0
        ? say('lock.settings.windowDoneEveryTime')
        : say('lock.settings.windowDone', { duration: minutes(m) }),
    // The core opens a longer window at the next entry, not the one that allowed it.
    ...(m > 0 ? { later: say('lock.settings.windowLater') } : {}),
  }
}

function ChangePassphrase() {
  const t = useT()
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
      <h3 id={`${id}-h`}>{t('lock.settings.changeTitle')}</h3>
      <NewPassphraseFields
        label={t('lock.settings.newPassphrase')}
        againLabel={t('lock.settings.repeatNew')}
        value={passphrase}
        again={again}
        onChange={setPassphrase}
        onAgain={setAgain}
        verdict={verdict}
      />
      <ErrorNotice error={changing.error} />
      <button type="submit" className="button" disabled={changing.busy || !ready}>
        {changing.busy ? t('lock.settings.resealing') : t('lock.settings.change')}
      </button>
    </form>
  )
}

/** See the module comment. */
export function LockSettings() {
  const t = useT()
  const lock = useApp((s) => s.lock)
  const id = useId()
  // What the last change did, said beside the choices (not in a passing notice) until the next change.
  const [saved, setSaved] = useState<string | null>(null)
  const [configure, configuring] = useAction(async (change: LockChange) => {
    setSaved(null)
    const words = wordsFor(change)
    const { loosened } = await actions.configureLock(change, words.asking)
    setSaved(loosened && words.later ? `${words.done} ${words.later}` : words.done)
  })
  if (!lock) return null
  if (lock.state === 'unprotected') {
    return (
      <div className="card">
        <h2>{t('lock.settings.lockTitle')}</h2>
        <p>{t('lock.settings.cannotLock')}</p>
      </div>
    )
  }
  return (
    <div className="card">
      <h2>{t('lock.settings.title')}</h2>
      <label htmlFor={`${id}-idle`}>{t('lock.settings.idleLabel')}</label>
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
      <label htmlFor={`${id}-window`}>{t('lock.settings.windowLabel')}</label>
      <select
        id={`${id}-window`}
        value={Math.round(lock.reauth_window_ms / 60_000)}
        disabled={configuring.busy}
        onChange={(e) => void configure({ reauth_window_minutes: Number(e.currentTarget.value) })}
      >
        {WINDOW_CHOICES.map((m) => (
          <option key={m} value={m}>
            {m === 0
              ? t('lock.settings.everyTime')
              : t('lock.settings.unlessEntered', { duration: minutes(m) })}
          </option>
        ))}
      </select>
      <p className="muted">{t('lock.settings.explain')}</p>
      <p className="saved-note" role="status" data-testid="lock-saved">
        {configuring.busy
          ? t('common.saving')
          : saved
            ? t('lock.settings.saved', { what: saved })
            : null}
      </p>
      <ErrorNotice error={configuring.error} />
      <ChangePassphrase />
    </div>
  )
}
