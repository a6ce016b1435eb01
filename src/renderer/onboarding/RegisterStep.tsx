/**
 * Registering an imported account with the service: starts on its own, shows progress, and ends in
 * a clear result. A keystore without a spend key can get fresh keys here, after the user agrees.
 * @module
 */
import { useEffect, useEffectEvent, useRef, useState } from 'react'
import type { AccountInfo } from '../../shared/bridge'
import { ErrorNotice } from '../components/ErrorNotice'
import { useAction } from '../components/hooks'
import { useT } from '../components/words'
import { actions } from '../store'

export interface RegisterStepProps {
  account: AccountInfo
  baseUrl: string
  onRegistered: (account: AccountInfo, now: boolean) => void
  /** Leaves registration for later (an offline signing computer never registers). */
  onSkip: () => void
}

/** See the module comment. */
export function RegisterStep({ account, baseUrl, onRegistered, onSkip }: RegisterStepProps) {
  const t = useT()
  const [createKeys, setCreateKeys] = useState(false)
  const [run, { busy, error }] = useAction((withKeys: boolean) =>
    actions.registerAccount(account.user_id, withKeys),
  )
  const started = useRef(false)
  const noSpendKey = account.spend_public_key === null || error?.code === 'no-spend-key'

  async function register(withKeys: boolean) {
    const r = await run(withKeys)
    if (r) onRegistered(r.account, r.registered_now)
  }

  // Registers once, when the step appears (with the account as it is then); retries are the user's.
  const registerOnAppear = useEffectEvent(() => {
    if (started.current || account.spend_public_key === null) return
    started.current = true
    void register(false)
  })
  useEffect(() => registerOnAppear(), [])

  return (
    <div className="card" aria-labelledby="register-title">
      <h2 id="register-title">{t('onboarding.register.title')}</h2>
      <p>
        {t.rich(
          account.label ? 'onboarding.register.accountNamed' : 'onboarding.register.account',
          {
            userId: account.user_id,
            label: account.label,
            baseUrl,
            code: (chunks) => <code key={String(chunks)}>{chunks}</code>,
          },
        )}
      </p>
      {busy ? (
        <div role="status" className="progress-line">
          <progress aria-label={t('onboarding.register.progress')} />
          <span>{t('onboarding.register.busy')}</span>
        </div>
      ) : null}
      <ErrorNotice error={error?.code === 'no-spend-key' ? null : error} />
      {noSpendKey && !busy ? (
        <div className="callout">
          <p>{t('onboarding.register.noSpendKey')}</p>
          <label className="checkbox">
            <input
              type="checkbox"
              checked={createKeys}
              onChange={(e) => setCreateKeys(e.currentTarget.checked)}
            />
            {t('onboarding.register.makeKeys')}
          </label>
          <button
            type="button"
            className="button button-primary"
            disabled={!createKeys}
            onClick={() => void register(true)}
          >
            {t('onboarding.register.createAndRegister')}
          </button>
        </div>
      ) : null}
      {!busy && !noSpendKey ? (
        <div className="button-row">
          <button
            type="button"
            className="button button-primary"
            onClick={() => void register(false)}
          >
            {t(error ? 'onboarding.register.retry' : 'onboarding.register.register')}
          </button>
          {error ? (
            <button type="button" className="button" onClick={onSkip}>
              {t('onboarding.register.skip')}
            </button>
          ) : null}
        </div>
      ) : null}
      {error && !busy ? <p className="muted">{t('onboarding.register.offline')}</p> : null}
    </div>
  )
}
