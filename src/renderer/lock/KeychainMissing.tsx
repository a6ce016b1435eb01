/**
 * The first screen of a wallet for real accounts on a computer where no OS keychain answers: the
 * core refuses to keep keys anywhere else, so this says why and what to install or start, in the
 * core's words (the same the terminal prints), instead of an onboarding that could only fail. Trying
 * again asks the core, which probes the keychain anew; the lock's poll does the same every few
 * seconds, so a keychain started meanwhile opens the wallet on its own.
 * @module
 */
import { useId } from 'react'
import type { KeychainStatus } from '../../shared/bridge'
import { ErrorNotice } from '../components/ErrorNotice'
import { useAction } from '../components/hooks'
import { useT } from '../components/words'
import { actions } from '../store'

/** See the module comment. */
export function KeychainMissing({ keychain }: { keychain: KeychainStatus }) {
  const t = useT()
  const id = useId()
  const [retry, retrying] = useAction(() => actions.refreshLock())
  return (
    <main className="lock-screen" aria-labelledby={`${id}-h`}>
      <section className="card lock-card">
        <h1 id={`${id}-h`}>{t('lock.keychainMissing.title')}</h1>
        <p role="alert">{keychain.reason ? t.say(keychain.reason) : null}</p>
        <h2>{t('lock.keychainMissing.whatToDo')}</h2>
        <p>{keychain.remedy ? t.say(keychain.remedy) : null}</p>
        {keychain.detail ? (
          <p className="error-details">{t('common.details', { details: keychain.detail })}</p>
        ) : null}
        <ErrorNotice error={retrying.error} />
        <button
          type="button"
          className="button button-primary"
          disabled={retrying.busy}
          onClick={() => void retry()}
        >
          {retrying.busy ? t('common.checking') : t('common.retry')}
        </button>
      </section>
    </main>
  )
}
