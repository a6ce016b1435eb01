/**
 * Settings: the service the wallet talks to, the account (and adding another), an encrypted backup,
 * the lock and the passphrase, the theme, whether new proposals are shared in their account's group,
 * and desktop notifications.
 *
 * Moving to another service asks for the passphrase; a private network address first asks the
 * user to confirm, by its host name, that it is their own server. The wallet core decides all of it
 * (https:// but for this computer, a Mixin-compatible answer); the screen asks what the core needs.
 * @module
 */
import { useEffect, useId, useState, type FormEvent } from 'react'
import type { Settings as SettingsValue } from '../../shared/bridge'
import { ConfirmDialog } from '../components/ConfirmDialog'
import { LockSettings } from '../lock/LockSettings'
import { ErrorNotice } from '../components/ErrorNotice'
import { useAction, useSavedChoice } from '../components/hooks'
import { notificationAdvice } from './notification-advice'
import {
  askNotificationPermission,
  notificationPermission,
  watchNotificationPermission,
} from './notification-permission'
import { actions, useApp } from '../store'
import { AccountSettings } from './AccountSettings'
import { LanguageSettings } from './LanguageSettings'
import type { MessageId } from '../base/words'
import { useT } from '../components/words'

const THEME_CHOICES: readonly [SettingsValue['theme'], MessageId][] = [
  ['system', 'settings.theme.system'],
  ['light', 'settings.theme.light'],
  ['dark', 'settings.theme.dark'],
]

/** The host of a URL as typed, for the confirmation of a private address. */
function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^\[|\]$/g, '')
  } catch {
    return url
  }
}

function ServiceSettings({ settings }: { settings: SettingsValue }) {
  const t = useT()
  const [url, setUrl] = useState(settings.base_url)
  const [privateHost, setPrivateHost] = useState<{ url: string; host: string } | null>(null)
  const id = useId()
  const [save, saving] = useAction(async (value: string | null, confirmHost?: string) => {
    const r = await actions.setServiceAddress(value, confirmHost)
    if (r.kind === 'private-host' && value !== null)
      return setPrivateHost({ url: value, host: hostOf(value) })
    setPrivateHost(null)
    if (r.kind === 'changed') setUrl(r.settings.base_url)
  })
  function submit(e: FormEvent) {
    e.preventDefault()
    void save(url.trim())
  }
  return (
    // The wallet checks the address and says what is wrong in words: no browser bubble over an older message.
    <form className="card" onSubmit={submit} aria-labelledby={`${id}-h`} noValidate>
      <h2 id={`${id}-h`}>{t('settings.service.title')}</h2>
      <p className="muted">
        {t.rich('settings.service.intro', {
          url: settings.default_base_url,
          code: (chunks) => <code>{chunks}</code>,
        })}
      </p>
      <label htmlFor={id}>{t('settings.service.address')}</label>
      <input
        id={id}
        type="url"
        value={url}
        spellCheck={false}
        aria-invalid={saving.error ? true : undefined}
        onChange={(e) => {
          setUrl(e.currentTarget.value)
          // What was refused is no longer what is typed.
          saving.clearError()
        }}
      />
      <ErrorNotice error={saving.error} />
      <ConfirmDialog
        open={privateHost !== null}
        title={t('settings.service.privateTitle')}
        confirmLabel={t('settings.service.privateConfirm', { host: privateHost?.host ?? '' })}
        busy={saving.busy}
        onCancel={() => setPrivateHost(null)}
        onConfirm={() => {
          const confirmed = privateHost
          setPrivateHost(null)
          if (confirmed) void save(confirmed.url, confirmed.host)
        }}
      >
        <p>
          {t.rich('settings.service.privateWhy', {
            host: privateHost?.host ?? '',
            b: (chunks) => <strong>{chunks}</strong>,
          })}
        </p>
      </ConfirmDialog>
      <div className="button-row">
        <button
          type="submit"
          className="button button-primary"
          disabled={saving.busy || url.trim() === '' || url.trim() === settings.base_url}
        >
          {saving.busy ? t('settings.service.checking') : t('settings.service.save')}
        </button>
        <button
          type="button"
          className="button"
          disabled={saving.busy || settings.base_url === settings.default_base_url}
          onClick={() => void save(null)}
        >
          {t('settings.service.useDefault')}
        </button>
      </div>
    </form>
  )
}

function ThemeSettings({ settings }: { settings: SettingsValue }) {
  const t = useT()
  const [choice, choose, setting] = useSavedChoice(settings.theme, actions.setTheme)
  return (
    <fieldset className="card">
      <legend>{t('settings.theme.title')}</legend>
      {THEME_CHOICES.map(([value, label]) => (
        <label key={value} className="radio">
          <input
            type="radio"
            name="theme"
            value={value}
            checked={choice === value}
            onChange={() => choose(value)}
          />
          {t(label)}
        </label>
      ))}
      <ErrorNotice error={setting.error} />
    </fieldset>
  )
}

function SharingSettings({ settings }: { settings: SettingsValue }) {
  const t = useT()
  const id = useId()
  const [share, choose, setting] = useSavedChoice(
    settings.share_proposals,
    actions.setShareProposals,
  )
  return (
    <div className="card">
      <h2>{t('settings.sharing.title')}</h2>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={share}
          disabled={setting.busy}
          aria-describedby={`${id}-hint`}
          onChange={(e) => choose(e.currentTarget.checked)}
        />
        {t('settings.sharing.label')}
      </label>
      <p id={`${id}-hint`} className="muted">
        {t('settings.sharing.hint')}
      </p>
      <ErrorNotice error={setting.error} />
    </div>
  )
}

function NotificationSettings() {
  const t = useT()
  const [permission, setPermission] = useState(notificationPermission())
  const [asked, setAsked] = useState(false)
  // The permission can change outside this screen (the browser's site settings): follow it.
  useEffect(() => watchNotificationPermission(setPermission), [])
  // words-exempt: the desktop app's user agent, not words
  const advice = notificationAdvice(permission, asked, !navigator.userAgent.includes('Electron'))
  return (
    <div className="card">
      <h2>{t('settings.notifications.title')}</h2>
      <p className="muted">{t('settings.notifications.intro')}</p>
      <p role={advice.warn ? 'alert' : undefined} data-testid="notification-state">
        {advice.text}
      </p>
      {advice.canAsk ? (
        <button
          type="button"
          className="button"
          onClick={() =>
            void askNotificationPermission().then((p) => {
              setAsked(true)
              setPermission(p)
            })
          }
        >
          {t('settings.notifications.allow')}
        </button>
      ) : null}
    </div>
  )
}

/** See the module comment. */
export function Settings() {
  const t = useT()
  const settings = useApp((s) => s.settings)
  return (
    <section className="screen settings" aria-labelledby="settings-title">
      <h1 id="settings-title">{t('settings.title')}</h1>
      {settings ? (
        <div className="two-columns">
          <div className="stack">
            <AccountSettings />
          </div>
          <div className="stack">
            <ServiceSettings key={settings.base_url} settings={settings} />
            <LockSettings />
            <LanguageSettings settings={settings} />
            <ThemeSettings settings={settings} />
            <SharingSettings settings={settings} />
            <NotificationSettings />
          </div>
        </div>
      ) : (
        <p role="status">{t('common.loading')}</p>
      )}
    </section>
  )
}
