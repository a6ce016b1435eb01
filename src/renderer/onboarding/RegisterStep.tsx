/**
 * Registering an imported account with the service: starts on its own, shows progress, and ends in
 * a clear result. A keystore without a spend key can get fresh keys here, after the user agrees.
 * @module
 */
import { useEffect, useEffectEvent, useRef, useState } from 'react'
import type { AccountInfo } from '../../shared/bridge'
import { ErrorNotice } from '../components/ErrorNotice'
import { useAction } from '../components/hooks'
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
      <h2 id="register-title">Register with the service</h2>
      <p>
        Account <code>{account.user_id}</code>
        {account.label ? ` (${account.label})` : ''} at <code>{baseUrl}</code>.
      </p>
      {busy ? (
        <div role="status" className="progress-line">
          <progress aria-label="Registering" />
          <span>
            Registering… this signs a registration with your spend key and sends it to the service.
          </span>
        </div>
      ) : null}
      <ErrorNotice error={error?.code === 'no-spend-key' ? null : error} />
      {noSpendKey && !busy ? (
        <div className="callout">
          <p>
            This keystore has no spend key, so it cannot sign yet. Cosigner can make new spend keys,
            keep them in your keychain and register them. Do this only for a new account: an account
            that already has spend keys elsewhere would stop accepting them.
          </p>
          <label className="checkbox">
            <input
              type="checkbox"
              checked={createKeys}
              onChange={(e) => setCreateKeys(e.currentTarget.checked)}
            />
            Make new spend keys for this account
          </label>
          <button
            type="button"
            className="button button-primary"
            disabled={!createKeys}
            onClick={() => void register(true)}
          >
            Create keys and register
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
            {error ? 'Try registering again' : 'Register'}
          </button>
          {error ? (
            <button type="button" className="button" onClick={onSkip}>
              Skip: this computer stays offline
            </button>
          ) : null}
        </div>
      ) : null}
      {error && !busy ? (
        <p className="muted">
          An offline computer needs no registration: it signs request files exported by an online
          wallet.
        </p>
      ) : null}
    </div>
  )
}
