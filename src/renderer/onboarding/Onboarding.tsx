/**
 * First run (and "add an account"): bring in an account from a keystore (file or pasted) or from a
 * Cosigner backup, see where its keys will live, then register it with the service, with progress
 * and a clear result.
 * @module
 */
import { useState } from 'react'
import type { AccountInfo } from '../../shared/bridge'
import { keychainName } from '../components/keychain-name'
import { actions, useApp } from '../store'
import { ImportBackupForm, ImportKeystoreForm } from './OnboardingForms'
import { RegisterStep } from './RegisterStep'

const STEPS = ['Bring in your account', 'Register with the service', 'Ready'] as const

/** See the module comment. */
export function Onboarding() {
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
        {hasAccounts && account === null ? 'Add an account' : 'Set up Cosigner'}
      </h1>
      <p className="lead">
        Cosigner signs multisig requests for your Mixin Safe accounts, after showing you exactly
        what each one pays. Your keys are kept in <strong>{keychain}</strong>, never in the wallet’s
        files.
      </p>
      <ol className="steps" aria-label="Setup steps">
        {STEPS.map((s, i) => (
          <li
            key={s}
            aria-current={i === step ? 'step' : undefined}
            className={i < step ? 'step-done' : i === step ? 'step-current' : ''}
          >
            {s}
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
          <h2>Your account is ready</h2>
          <p>
            {registered?.now ? 'It is now registered with ' : 'It was already registered with '}
            <code>{baseUrl}</code>. Its keys are in {keychain}.
          </p>
          <p className="muted">
            Account <code>{account.user_id}</code>
          </p>
          <button
            type="button"
            className="button button-primary"
            onClick={() => actions.navigate({ name: 'queue' })}
          >
            Go to your requests
          </button>
        </div>
      ) : null}
    </section>
  )
}
