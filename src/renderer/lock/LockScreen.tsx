/**
 * The lock screen: all the window shows while the wallet is locked. The core refuses everything
 * else meanwhile; this screen only asks for the passphrase, and counts down the wait the core
 * imposes after wrong ones.
 * @module
 */
import { useEffect, useId, useState, type FormEvent } from 'react'
import { ErrorNotice } from '../components/ErrorNotice'
import { useAction } from '../components/hooks'
import { actions, useApp } from '../store'
import { useT } from '../components/words'
import { CurrentPassphrase } from './CurrentPassphrase'

/** Seconds left until `retryAt` (the core's clock), ticking. */
function useSecondsLeft(retryAt: number | null, coreNow: number): number {
  const [left, setLeft] = useState(0)
  useEffect(() => {
    if (retryAt === null) {
      setLeft(0)
      return
    }
    const until = Date.now() + (retryAt - coreNow)
    const tick = () => setLeft(Math.max(0, Math.ceil((until - Date.now()) / 1000)))
    tick()
    const timer = setInterval(tick, 250)
    return () => clearInterval(timer)
  }, [retryAt, coreNow])
  return left
}

/** See the module comment. */
export function LockScreen() {
  const t = useT()
  const lock = useApp((s) => s.lock)
  const [passphrase, setPassphrase] = useState('')
  const id = useId()
  const [unlock, unlocking] = useAction(async (p: string) => {
    await actions.unlock(p)
    return true
  })
  const wait = useSecondsLeft(lock?.retry_at ?? null, lock?.now ?? 0)

  async function submit(e: FormEvent) {
    e.preventDefault()
    if (await unlock(passphrase)) setPassphrase('')
  }

  return (
    <main className="lock-screen" aria-labelledby={`${id}-h`}>
      <form className="card lock-card" onSubmit={(e) => void submit(e)}>
        <h1 id={`${id}-h`}>
          <span className="brand-mark" aria-hidden="true">
            ◆
          </span>{' '}
          {t('lock.screen.title')}
        </h1>
        <p className="muted">{t('lock.screen.intro')}</p>
        <CurrentPassphrase id={id} value={passphrase} onChange={setPassphrase} />
        {wait > 0 ? (
          <p role="status" className="callout">
            {t('lock.screen.wait', { seconds: wait })}
          </p>
        ) : null}
        <ErrorNotice
          error={wait > 0 && unlocking.error?.code === 'throttled' ? null : unlocking.error}
        />
        <button
          type="submit"
          className="button button-primary"
          disabled={unlocking.busy || passphrase === '' || wait > 0}
        >
          {unlocking.busy ? t('lock.screen.unlocking') : t('lock.screen.unlock')}
        </button>
        {lock && lock.failed_attempts > 0 ? (
          <p className="muted">{t('lock.screen.failed', { count: lock.failed_attempts })}</p>
        ) : null}
      </form>
    </main>
  )
}
