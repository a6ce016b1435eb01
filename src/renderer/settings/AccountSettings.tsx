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
import { useT } from '../components/words'

function BackupForm() {
  const t = useT()
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
      <h3 id={`${id}-h`}>{t('settings.backup.title')}</h3>
      <p className="muted">{t('settings.backup.intro')}</p>
      <NewPassphraseFields
        label={t('settings.backup.passphrase')}
        value={passphrase}
        again={again}
        onChange={setPassphrase}
        onAgain={setAgain}
        verdict={verdict}
      />
      <ErrorNotice error={backingUp.error} />
      <button type="submit" className="button" disabled={backingUp.busy || !ready}>
        {backingUp.busy ? t('settings.backup.encrypting') : t('settings.backup.export')}
      </button>
    </form>
  )
}

function RemoveAccount({ userId, label }: { userId: string; label: string }) {
  const t = useT()
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
        {t('settings.remove.button')}
      </button>
      <ConfirmDialog
        open={asking}
        title={t('settings.remove.title')}
        confirmLabel={t('settings.remove.confirm')}
        tone="danger"
        busy={removing.busy}
        onCancel={() => setAsking(false)}
        onConfirm={() => void remove()}
      >
        <p>{t('settings.remove.what')}</p>
        <p>
          <strong>{t('settings.remove.warning')}</strong>
        </p>
        <ErrorNotice error={removing.error} />
      </ConfirmDialog>
    </>
  )
}

/** Keys in the keychain with no account (left by a clean-up that failed): remove them, or import the account again. */
function OrphanedKeys() {
  const t = useT()
  const { data, reload } = useLoad('orphans', () => actions.orphanKeys())
  const [remove, removing] = useAction(async (o: OrphanKeys) => {
    await actions.removeOrphanKeys(o.user_id)
    reload()
  })
  if (!data || data.length === 0) return null
  return (
    <div className="subsection callout" role="note">
      <h3>{t('settings.orphans.title')}</h3>
      <p>{t('settings.orphans.intro')}</p>
      <ul className="plain-list">
        {data.map((o) => (
          <li key={o.user_id}>
            <code>{o.user_id}</code> ({o.kinds.join(t('common.listSeparator'))}){' '}
            <button
              type="button"
              className="button"
              disabled={removing.busy}
              onClick={() => void remove(o)}
            >
              {t('settings.orphans.delete')}
            </button>{' '}
            <button
              type="button"
              className="link-button"
              onClick={() => actions.navigate({ name: 'onboarding' })}
            >
              {t('settings.orphans.import')}
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
  const t = useT()
  const { account } = useApp((s) => ({
    account: s.accounts.find((a) => a.user_id === s.accountId),
  }))
  const keychain = useApp((s) => s.settings?.keychain)
  const [register, registering] = useAction(async (userId: string) => {
    const r = await actions.registerAccount(userId)
    actions.notify({
      tone: 'success',
      title: r.registered_now
        ? t('settings.account.registeredNow')
        : t('settings.account.alreadyRegistered'),
    })
  })
  return (
    <div className="card">
      <h2>{t('settings.account.title')}</h2>
      {account ? (
        <>
          <dl className="facts">
            <dt>{t('settings.account.name')}</dt>
            <dd>{account.label || t('settings.account.unnamed')}</dd>
            <dt>{t('settings.account.userId')}</dt>
            <dd>
              <code>{account.user_id}</code>
            </dd>
            <dt>{t('settings.account.keys')}</dt>
            <dd>
              {t.rich('settings.account.keysWhere', {
                keychain: keychainName(keychain),
                service: keychain?.service ?? '',
                named: keychain ? 'yes' : 'no',
                kind: account.spend_public_key ? 'both' : 'session',
                code: (chunks) => <code>{chunks}</code>,
              })}
            </dd>
            <dt>{t('settings.account.registered')}</dt>
            <dd>
              {account.registered_at !== null
                ? formatTime(account.registered_at)
                : t('settings.account.notYet')}
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
                {registering.busy
                  ? t('settings.account.registering')
                  : t('settings.account.register')}
              </button>
            ) : null}
            <button
              type="button"
              className="button"
              onClick={() => actions.navigate({ name: 'onboarding' })}
            >
              {t('settings.account.addAnother')}
            </button>
            <RemoveAccount userId={account.user_id} label={account.label} />
          </div>
          <ErrorNotice error={registering.error} />
          <BackupForm />
          <OrphanedKeys />
        </>
      ) : (
        <>
          <p>{t('settings.account.none')}</p>
          <button
            type="button"
            className="button"
            onClick={() => actions.navigate({ name: 'onboarding' })}
          >
            {t('settings.account.add')}
          </button>
          <OrphanedKeys />
        </>
      )}
    </div>
  )
}
