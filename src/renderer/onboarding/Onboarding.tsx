/**
 * First run (and "add an account"): bring in an account from a keystore (file or pasted) or from a
 * Cosigner backup, see where its keys will live, then register it with the service, with progress
 * and a clear result.
 * @module
 */
import { useState } from 'react'
import type { AccountInfo } from '../../shared/bridge'
import type { MessageId } from '../base/words'
import { keychainName } from '../components/keychain-name'
import { useT } from '../components/words'
import { actions, useApp } from '../store'
import { ImportBackupForm, ImportKeystoreForm } from './OnboardingForms'
import { RegisterStep } from './RegisterStep'

const STEPS: readonly MessageId[] = [
  'onboarding.steps.bringIn',
  'onboarding.steps.register',
  'onboarding.steps.ready',
]

/** See the module comment. */
export function Onboarding() {
  const t = useT()
  const { baseUrl, hasAccounts } = useApp((s) => ({
    baseUrl: s.settings?.base_url ?? '',
    hasAccounts: s.accounts.length > 0,
  }))
  const keychain = keychainName(useApp((s) => s.settings?.keychain))
  const [account, setAccount] = useState<AccountInfo | null>(null)
  const [registered, setRegistered] = useState<{ now: boolean } | null>(null)
  const step = account === null ? 0 : registered === null && account.registered_at === null ? 1 : 2

  /** The store made the account brought in current; the steps go on with it. */
  function imported(a: AccountInfo) {
    setAccount(a)
    if (a.registered_at !== null) setRegistered({ now: false })
  }

  return (
    <section className="screen onboarding" aria-labelledby="onboarding-title">
      <h1 id="onboarding-title">
        {t(hasAccounts && account === null ? 'onboarding.title.add' : 'onboarding.title.setup')}
      </h1>
      <p className="lead">
        {t.rich('onboarding.lead', { keychain, b: (chunks) => <strong key="b">{chunks}</strong> })}
      </p>
      <ol className="steps" aria-label={t('onboarding.steps.label')}>
        {STEPS.map((s, i) => (
          <li
            key={s}
            aria-current={i === step ? 'step' : undefined}
            className={i < step ? 'step-done' : i === step ? 'step-current' : ''}
          >
            {t(s)}
          </li>
        ))}
      </ol>

      {step === 0 ? (
        <div className="two-columns">
          <ImportKeystoreForm onImported={imported} />
          <ImportBackupForm onImported={imported} />
        </div>
      ) : null}

      {step === 1 && account ? (
        <RegisterStep
          account={account}
          baseUrl={baseUrl}
          onRegistered={(a, now) => {
            setAccount(a)
            setRegistered({ now })
          }}
          onSkip={() => actions.navigate({ name: 'queue' })}
        />
      ) : null}

      {step === 2 && account ? (
        <div className="card" role="status">
          <h2>{t('onboarding.ready.title')}</h2>
          <p>
            {t.rich('onboarding.ready.registered', {
              now: registered?.now ? 'yes' : 'no',
              baseUrl,
              keychain,
              code: (chunks) => <code key={String(chunks)}>{chunks}</code>,
            })}
          </p>
          <p className="muted">
            {t.rich('onboarding.ready.account', {
              userId: account.user_id,
              code: (chunks) => <code key={String(chunks)}>{chunks}</code>,
            })}
          </p>
          <button
            type="button"
            className="button button-primary"
            onClick={() => actions.navigate({ name: 'queue' })}
          >
            {t('onboarding.ready.go')}
          </button>
        </div>
      ) : null}
    </section>
  )
}
