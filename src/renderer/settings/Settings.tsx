/**
 * Settings: the service the wallet talks to, the account (and adding another), an encrypted backup,
 * the lock and the passphrase, the theme, and desktop notifications.
 *
 * Moving to another service asks for the passphrase; a private network address first asks the
 * user to confirm, by its host name, that it is their own server. The wallet core decides all of it
 * (https:// but for this computer, a Mixin-compatible answer); the screen asks what the core needs.
 * @module
 */
import { useId, useState, type FormEvent } from 'react'
import type { Settings as SettingsValue } from '../../shared/bridge'
import { BridgeFailure, call } from '../app/bridge'
import { ConfirmDialog } from '../components/ConfirmDialog'
import { LockSettings } from '../lock/LockSettings'
import { withGrant } from '../lock/grants'
import { ErrorNotice } from '../components/ErrorNotice'
import { useAction } from '../components/hooks'
import { askNotificationPermission, notificationPermission } from './notification-permission'
import { actions, useApp } from '../store'
import { AccountSettings } from './AccountSettings'

const THEME_CHOICES: readonly [SettingsValue['theme'], string][] = [
  ['system', 'Same as the system'],
  ['light', 'Light'],
  ['dark', 'Dark'],
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
  const [url, setUrl] = useState(settings.base_url)
  const [privateHost, setPrivateHost] = useState<{ url: string; host: string } | null>(null)
  const id = useId()
  const [save, saving] = useAction(async (value: string | null, confirmHost?: string) => {
    const subject = value ?? 'default'
    let s: SettingsValue
    try {
      // First without a grant: the core says at once whether the address is acceptable.
      s = await call('settings.setBaseUrl', { base_url: value, ...(confirmHost ? { confirm_host: confirmHost } : {}) })
    } catch (e) {
      if (e instanceof BridgeFailure && e.code === 'private-host' && value !== null) {
        setPrivateHost({ url: value, host: hostOf(value) })
        return
      }
      if (!(e instanceof BridgeFailure && e.code === 'reauth-required')) throw e
      s = await withGrant('change-service', subject, 'Changing the service address', (grant) =>
        call('settings.setBaseUrl', { base_url: value, grant, ...(confirmHost ? { confirm_host: confirmHost } : {}) }),
      )
    }
    setPrivateHost(null)
    actions.setSettings(s)
    setUrl(s.base_url)
    actions.notify({ tone: 'success', title: `The wallet now uses ${s.base_url}.` })
    void actions.syncNow({ quiet: true })
  })
  function submit(e: FormEvent) {
    e.preventDefault()
    void save(url.trim())
  }
  return (
    <form className="card" onSubmit={submit} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>Service</h2>
      <p className="muted">
        The Mixin-compatible service this wallet talks to. The default, <code>{settings.default_base_url}</code>, is the one the wallet was started with.
      </p>
      <label htmlFor={id}>Service address</label>
      <input id={id} type="url" value={url} spellCheck={false} onChange={(e) => setUrl(e.currentTarget.value)} />
      <ErrorNotice error={saving.error} />
      <ConfirmDialog
        open={privateHost !== null}
        title="Is this your own server?"
        confirmLabel={`Yes, ${privateHost?.host ?? ''} is my own server`}
        busy={saving.busy}
        onCancel={() => setPrivateHost(null)}
        onConfirm={() => {
          const confirmed = privateHost
          setPrivateHost(null)
          if (confirmed) void save(confirmed.url, confirmed.host)
        }}
      >
        <p>
          <strong>{privateHost?.host}</strong> is an address on a private network. Whoever runs the service sees every request this wallet signs, so use it only if
          it is a server you run yourself.
        </p>
      </ConfirmDialog>
      <div className="button-row">
        <button type="submit" className="button button-primary" disabled={saving.busy || url.trim() === '' || url.trim() === settings.base_url}>
          {saving.busy ? 'Checking the service…' : 'Save address'}
        </button>
        <button type="button" className="button" disabled={saving.busy || settings.base_url === settings.default_base_url} onClick={() => void save(null)}>
          Use the default
        </button>
      </div>
    </form>
  )
}

function ThemeSettings({ settings }: { settings: SettingsValue }) {
  // The choice shows at once; it is undone if the wallet refuses to save it.
  const [choice, setChoice] = useState(settings.theme)
  const [setTheme, setting] = useAction(async (theme: SettingsValue['theme']) => {
    try {
      actions.setSettings(await call('settings.setTheme', { theme }))
    } catch (e) {
      setChoice(settings.theme)
      throw e
    }
  })
  return (
    <fieldset className="card">
      <legend>Theme</legend>
      {THEME_CHOICES.map(([value, label]) => (
        <label key={value} className="radio">
          <input
            type="radio"
            name="theme"
            value={value}
            checked={choice === value}
            onChange={() => {
              setChoice(value)
              void setTheme(value)
            }}
          />
          {label}
        </label>
      ))}
      <ErrorNotice error={setting.error} />
    </fieldset>
  )
}

function NotificationSettings() {
  const [permission, setPermission] = useState(notificationPermission())
  return (
    <div className="card">
      <h2>Desktop notifications</h2>
      <p className="muted">A notification when a request newly needs your signature.</p>
      {permission === 'granted' ? <p>Notifications are on.</p> : null}
      {permission === 'denied' ? <p>Notifications are blocked. Allow them for Cosigner in your system settings.</p> : null}
      {permission === 'unsupported' ? <p>This window cannot show notifications.</p> : null}
      {permission === 'default' ? (
        <button type="button" className="button" onClick={() => void askNotificationPermission().then(setPermission)}>
          Allow notifications
        </button>
      ) : null}
    </div>
  )
}

/** See the module comment. */
export function Settings() {
  const settings = useApp((s) => s.settings)
  return (
    <section className="screen settings" aria-labelledby="settings-title">
      <h1 id="settings-title">Settings</h1>
      {settings ? (
        <div className="two-columns">
          <div className="stack">
            <AccountSettings />
          </div>
          <div className="stack">
            <ServiceSettings key={settings.base_url} settings={settings} />
            <LockSettings />
            <ThemeSettings settings={settings} />
            <NotificationSettings />
          </div>
        </div>
      ) : (
        <p role="status">Loading…</p>
      )}
    </section>
  )
}
