/**
 * The wallet's settings as the host shows and changes them: the service's base URL (the setting,
 * else the default given at startup), the colour theme, and where the keys are kept.
 * @module
 */
import { THEMES, type Settings } from '../../../shared/bridge'
import { normalizeBaseUrl } from '../client'
import type { CoreContext } from '../context'
import { SettingKey, type SettingsStore } from '../db'

type Theme = (typeof THEMES)[number]
type SettingsView = Settings

/** The OS keychain keytar uses on `platform`, named for people. */
export function keychainBackend(platform: NodeJS.Platform): string {
  if (platform === 'darwin') return 'macOS Keychain'
  if (platform === 'win32') return 'Windows Credential Manager'
  if (platform === 'linux') return 'Secret Service'
  return 'OS keychain'
}

/** The base URL calls go to: the setting when it is a valid one, else `defaultBaseUrl`. */
export function configuredBaseUrl(settings: SettingsStore, defaultBaseUrl: string): string {
  const set = settings.get(SettingKey.apiBaseUrl)
  if (set === undefined) return defaultBaseUrl
  try {
    return normalizeBaseUrl(set)
  } catch {
    return defaultBaseUrl
  }
}

export interface SettingsService {
  get(): SettingsView
  /** null returns to the default. @throws CoreError 'invalid-url' */
  setBaseUrl(url: string | null): SettingsView
  /** @throws RangeError for a theme that is not one of {@link THEMES} */
  setTheme(theme: Theme): SettingsView
}

/** @param options.defaultBaseUrl the normalized base URL used when none is set */
export function settingsService(ctx: CoreContext, options: { defaultBaseUrl: string }): SettingsService {
  const store = ctx.cache.settings
  const view = (): SettingsView => {
    const theme = store.get(SettingKey.theme) as Theme | undefined
    return {
      base_url: ctx.baseUrl(),
      default_base_url: options.defaultBaseUrl,
      theme: theme && THEMES.includes(theme) ? theme : 'system',
      keychain: { backend: keychainBackend(process.platform), service: ctx.vault.service },
    }
  }
  return {
    get: view,
    setBaseUrl(url) {
      if (url === null) store.delete(SettingKey.apiBaseUrl)
      else store.set(SettingKey.apiBaseUrl, normalizeBaseUrl(url))
      return view()
    },
    setTheme(theme) {
      if (!THEMES.includes(theme)) throw new RangeError(`"theme" expected one of ${THEMES.join(', ')}`)
      store.set(SettingKey.theme, theme)
      return view()
    },
  }
}
