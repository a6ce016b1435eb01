/**
 * The wallet's settings as the host shows and changes them: the service's base URL (the setting,
 * else the default given at startup), the colour theme, and where the keys are kept.
 *
 * The service address is guarded, since whoever picks it sees every request the wallet signs:
 * https:// only, but for this computer; a private or link-local address only once the user
 * confirmed its host as their own server; a grant for the change; and the new service must answer
 * as a Mixin-compatible service before it is saved. Every change, made or refused, is audited (the
 * address redacted as a log line is); text that is not a URL is refused before anything is written.
 * @module
 */
import { UserMe } from '../../../shared/api/user'
import { THEMES, type Settings } from '../../../shared/bridge'
import { LANGUAGES, type Language } from '../../../shared/i18n/locales'
import { hostKind, isApiClientError, normalizeBaseUrl, type HostKind } from '../client'
import type { CoreContext } from '../context'
import { SettingKey, type SettingsStore } from '../db'
import { CoreError } from '../errors'
import { errorText } from '../errors'
import { words } from '../../../shared/i18n/words'

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
  /** Whether the service address is one saved in the settings (else it is the default given at startup). */
  baseUrlSaved(): boolean
  /**
   * Moves the wallet to another service; null returns to the default (the one given at startup,
   * which is not contacted first). The grant's subject is `url` as given, or "default" for null.
   * @param options.confirmHost the host name, typed or confirmed by the user, for a private address
   * @throws CoreError 'invalid-url' | 'insecure-url' | 'private-host' | 'reauth-required' |
   *   'not-mixin-service'; ApiClientError 'network' | 'timeout' when it cannot be reached
   */
  setBaseUrl(
    url: string | null,
    options?: { grant?: string | undefined; confirmHost?: string | undefined },
  ): Promise<SettingsView>
  /** @throws RangeError for a theme that is not one of {@link THEMES} */
  setTheme(theme: Theme): SettingsView
  /** Whether a new proposal is shared to its account's group at once (on unless turned off). */
  setShareProposals(share: boolean): SettingsView
  /** The language chosen ('system' unless one was). */
  language(): Language
  /** @throws RangeError for a language that is not one of {@link LANGUAGES} */
  setLanguage(language: Language): SettingsView
}

/** Whether new proposals are shared to their account's group: on unless the user turned it off. */
export const shareProposals = (store: { get(key: string): string | undefined }): boolean =>
  store.get(SettingKey.shareProposals) !== 'off'

/**
 * Checks that `url` is one the wallet may be moved to (see the module comment).
 * @throws CoreError 'invalid-url' | 'insecure-url' | 'private-host'
 */
export async function checkServiceAddress(
  url: string,
  confirmHost: string | undefined,
  resolve?: (name: string) => Promise<string[]>,
): Promise<{ url: string; kind: HostKind }> {
  const normalized = normalizeBaseUrl(url)
  const parsed = new URL(normalized)
  const kind = await hostKind(parsed.hostname, resolve)
  if (parsed.protocol === 'http:' && kind !== 'loopback') {
    throw new CoreError('insecure-url', words('core.url.insecure', { host: parsed.hostname }))
  }
  if (
    kind === 'private' &&
    (confirmHost === undefined || bareHost(confirmHost) !== bareHost(parsed.hostname))
  ) {
    throw new CoreError('private-host', words('core.url.privateHost', { host: parsed.hostname }), {
      details: `host ${parsed.hostname}`,
    })
  }
  return { url: normalized, kind }
}

/**
 * A host as the URL parser writes it, without an IPv6 address's brackets, so a confirmation typed
 * as "::ffff:10.0.0.1" or "[::ffff:a00:1]" matches the address it confirms.
 */
function bareHost(host: string): string {
  const bare = host.trim().replace(/^\[|\]$/g, '')
  try {
    return new URL(`http://${bare.includes(':') ? `[${bare}]` : bare}/`).hostname.replace(
      /^\[|\]$/g,
      '',
    )
  } catch {
    return bare.toLowerCase()
  }
}

/** @param options.defaultBaseUrl the normalized base URL used when none is set */
export function settingsService(
  ctx: CoreContext,
  options: { defaultBaseUrl: string; resolve?: (name: string) => Promise<string[]> },
): SettingsService {
  /**
   * Asks the service who the caller is, without credentials: a Mixin-compatible one has the endpoint
   * and refuses with its 401 error envelope.
   */
  async function requireMixinService(url: string): Promise<void> {
    const client = ctx.clientWith({ baseUrl: url, retry: { attempts: 1 }, timeoutMs: 10_000 })
    try {
      await client.call('GET', '/safe/me', UserMe, { auth: false })
    } catch (e) {
      if (isApiClientError(e, 'unauthorized') && e.mixinCode !== undefined) return
      if (isApiClientError(e) && (e.code === 'network' || e.code === 'timeout')) throw e
      throw new CoreError(
        'not-mixin-service',
        words('core.url.notMixin', { host: new URL(url).host }),
        {
          details: isApiClientError(e)
            ? `GET /safe/me: ${e.status ? `HTTP ${e.status}` : e.code}`
            : errorText(e),
        },
      )
    }
  }

  const store = ctx.cache.settings
  const language = (): Language => {
    const chosen = store.get(SettingKey.language)
    return LANGUAGES.find((l) => l === chosen) ?? 'system'
  }
  const view = (): SettingsView => {
    const theme = store.get(SettingKey.theme) as Theme | undefined
    return {
      base_url: ctx.baseUrl(),
      default_base_url: options.defaultBaseUrl,
      theme: theme && THEMES.includes(theme) ? theme : 'system',
      language: language(),
      keychain: { backend: keychainBackend(process.platform), service: ctx.vault.service },
      share_proposals: shareProposals(store),
    }
  }
  return {
    get: view,
    baseUrlSaved: () => store.get(SettingKey.apiBaseUrl) !== undefined,
    async setBaseUrl(url, o = {}) {
      const before = ctx.baseUrl()
      // Text that is not a URL may be anything pasted into the field, a seed included: it is refused
      // before it is looked up, audited or kept anywhere.
      const target = url === null ? 'default' : normalizeBaseUrl(url)
      const audit = (result: 'ok' | 'failed' | 'refused', detail: string) =>
        ctx.audit({ actor: 'app', action: 'service.change', subject: target, result, detail })
      try {
        if (url === null) {
          ctx.lock.consume(o.grant, 'change-service', 'default')
          store.delete(SettingKey.apiBaseUrl)
        } else {
          const checked = await checkServiceAddress(url, o.confirmHost, options.resolve)
          ctx.lock.consume(o.grant, 'change-service', url)
          await requireMixinService(checked.url)
          store.set(SettingKey.apiBaseUrl, checked.url)
        }
      } catch (e) {
        // Asking for the passphrase is the normal first step, not an event worth a line.
        if (!(e instanceof CoreError && e.code === 'reauth-required' && o.grant === undefined))
          audit(
            e instanceof CoreError ? 'refused' : 'failed',
            `${before} → ${target}: ${errorText(e)}`,
          )
        throw e
      }
      audit('ok', `${before} → ${ctx.baseUrl()}`)
      return view()
    },
    setTheme(theme) {
      if (!THEMES.includes(theme))
        throw new RangeError(`"theme" expected one of ${THEMES.join(', ')}`)
      store.set(SettingKey.theme, theme)
      return view()
    },
    language,
    setLanguage(chosen) {
      if (!LANGUAGES.includes(chosen))
        throw new RangeError(`"language" expected one of ${LANGUAGES.join(', ')}`)
      if (chosen === 'system') store.delete(SettingKey.language)
      else store.set(SettingKey.language, chosen)
      ctx.events.emit('language-changed', { language: chosen })
      return view()
    },
    setShareProposals(share) {
      if (typeof share !== 'boolean') throw new TypeError('"share" expected a boolean')
      store.set(SettingKey.shareProposals, share ? 'on' : 'off')
      return view()
    },
  }
}
