/**
 * The wallet core, plain Node (no Electron): the vault (seeds in the OS keychain), the SQLite
 * cache, the HTTP client and the services, wired together. Reading the queue, the groups and the
 * audit log works offline; everything that talks to the service needs it.
 * @module
 */
import { EventEmitter } from 'node:events'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { AuditEntry, CodeResolution, RequestItem, ReviewResult } from '../../shared/bridge'
import { MIXIN_API_URL, normalizeBaseUrl, type RetryPolicy } from './client'
import { createContext, type CoreContext, type CoreLogger } from './context'
import { openCache, SettingKey, type AccountRow, type AuditFilter, type Cache, type RequestState } from './db'
import { accountsService, type AccountsService } from './services/accounts'
import { resolveCode } from './services/codes'
import { groupsService, type GroupsService } from './services/groups'
import { watchRequests, type Watcher, type WatchOptions } from './services/notifications'
import { exportOffline, openRequestFile, reviewOffline, signOffline, submitSigned, type OfflineText } from './services/offline-actions'
import { ensureRegistered, type RegistrationOutcome } from './services/registration'
import { syncRequests, type SyncOutcome } from './services/request-sync'
import { cachedItem, listQueue, openRequest, reviewRequestById, signRequest, unlockRequest, type QueueQuery } from './services/requests'
import { createVault, type Keychain, type Vault } from './vault'

export interface CoreOptions {
  /** Where the cache lives (created 0700 when missing). */
  dataDir: string
  /** Defaults to the OS keychain (keytar). */
  keychain?: Keychain
  /** Keychain service name; default `cosigner`. */
  keychainService?: string
  /** The service used when no base URL is set: the local sequencer given at startup; else the public Mixin API. */
  baseUrl?: string
  /** Defaults to Node's global fetch. */
  fetch?: typeof fetch
  /** ms since the epoch; defaults to Date.now. */
  clock?: () => number
  /** Defaults to console. */
  logger?: CoreLogger
  timeoutMs?: number
  retry?: Partial<RetryPolicy>
  /** Work factor of backup encryption; lower it only in tests. */
  backupScryptN?: number
}

export type Theme = 'system' | 'light' | 'dark'
export interface SettingsView {
  base_url: string
  default_base_url: string
  theme: Theme
  /** Where the keys are: the OS keychain's name for people and the service name of its entries. */
  keychain: { backend: string; service: string }
}

/** The OS keychain keytar uses on `platform`, named for people. */
export function keychainBackend(platform: NodeJS.Platform): string {
  if (platform === 'darwin') return 'macOS Keychain'
  if (platform === 'win32') return 'Windows Credential Manager'
  if (platform === 'linux') return 'Secret Service'
  return 'OS keychain'
}

export interface Core {
  readonly dataDir: string
  readonly vault: Vault
  readonly cache: Cache
  /** `needs-signature` ({@link NeedsSignatureEvent}) and `watch` ({@link WatchEvent}). */
  readonly events: EventEmitter
  readonly accounts: AccountsService & {
    /** @see ensureRegistered */
    register(userId: string, options?: { createKeys?: boolean }): Promise<RegistrationOutcome>
  }
  readonly requests: {
    sync(userId: string): Promise<SyncOutcome>
    list(userId: string, query?: QueueQuery): { items: RequestItem[]; counts: Record<RequestState, number> }
    get(userId: string, requestId: string): RequestItem
    open(userId: string, ref: string): Promise<RequestItem>
    openFile(userId: string, text: string): RequestItem
    review(userId: string, requestId: string, options?: { offline?: boolean }): Promise<ReviewResult>
    sign(userId: string, requestId: string, summaryDigest: string, confirmed: boolean): Promise<{ item: RequestItem; transactionHash: string }>
    unlock(userId: string, requestId: string, confirmed: boolean): Promise<RequestItem>
    exportOffline(userId: string, requestId: string): Promise<OfflineText>
    reviewOffline(userId: string, text: string): ReviewResult
    signOffline(userId: string, text: string, summaryDigest: string, confirmed: boolean): Promise<OfflineText>
    submitSigned(userId: string, text: string): Promise<{ item: RequestItem; transactionHash: string }>
  }
  readonly groups: GroupsService
  readonly codes: { resolve(userId: string, text: string): Promise<CodeResolution> }
  readonly audit: { list(filter?: AuditFilter): AuditEntry[] }
  readonly settings: {
    get(): SettingsView
    /** null returns to the default. @throws CoreError 'invalid-url' */
    setBaseUrl(url: string | null): SettingsView
    setTheme(theme: Theme): SettingsView
  }
  readonly notifications: {
    /** Starts telling the host about requests that newly need `userId`'s signature. */
    watch(userId: string, options?: WatchOptions): Watcher
  }
  /** The services' shared context, for hosts and tests that need a lower level. */
  readonly context: CoreContext
  /** Stops every watcher and closes the cache. */
  close(): void
}

export type { AccountRow, CoreLogger, Watcher, WatchOptions }
export type { NeedsSignatureEvent, WatchEvent, WatchMode } from './services/notifications'
export { CoreError, isCoreError, type CoreErrorCode } from './errors'

const THEME_KEY = 'ui.theme'
const THEMES: readonly Theme[] = ['system', 'light', 'dark']

/**
 * Opens the wallet core over `dataDir`.
 * @throws CacheError when the cache cannot be opened; CoreError 'invalid-url' for a bad `baseUrl`
 * @example
 * const core = createCore({ dataDir, baseUrl: sequencer.url })
 * const account = await core.accounts.importKeystore(keystoreText)
 * await core.accounts.register(account.user_id)
 */
export function createCore(options: CoreOptions): Core {
  if (typeof options?.dataDir !== 'string' || options.dataDir.length === 0) throw new TypeError('"dataDir" expected a folder path')
  const defaultBaseUrl = normalizeBaseUrl(options.baseUrl ?? MIXIN_API_URL)
  mkdirSync(options.dataDir, { recursive: true, mode: 0o700 })
  const now = options.clock ?? Date.now
  const cache = openCache(join(options.dataDir, 'cache.sqlite'), { now })
  const vault = createVault({ ...(options.keychain ? { keychain: options.keychain } : {}), ...(options.keychainService ? { service: options.keychainService } : {}) })
  const events = new EventEmitter()
  const log: CoreLogger = options.logger ?? { warn: (m) => console.warn(`cosigner core: ${m}`), error: (m) => console.error(`cosigner core: ${m}`) }
  const baseUrl = () => {
    const set = cache.settings.get(SettingKey.apiBaseUrl)
    if (set === undefined) return defaultBaseUrl
    try {
      return normalizeBaseUrl(set)
    } catch {
      return defaultBaseUrl
    }
  }
  const ctx = createContext({
    vault,
    cache,
    now,
    events,
    log,
    baseUrl,
    client: { ...(options.fetch ? { fetch: options.fetch } : {}), ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}), ...(options.retry ? { retry: options.retry } : {}) },
  })
  const accounts = accountsService(ctx, options.backupScryptN ? { backupScryptN: options.backupScryptN } : {})
  const watchers = new Set<Watcher>()

  const settingsView = (): SettingsView => {
    const theme = cache.settings.get(THEME_KEY) as Theme | undefined
    return {
      base_url: baseUrl(),
      default_base_url: defaultBaseUrl,
      theme: theme && THEMES.includes(theme) ? theme : 'system',
      keychain: { backend: keychainBackend(process.platform), service: vault.service },
    }
  }

  return {
    dataDir: options.dataDir,
    vault,
    cache,
    events,
    context: ctx,
    accounts: { ...accounts, register: (userId, o) => ensureRegistered(ctx, userId, o) },
    requests: {
      sync: (userId) => syncRequests(ctx, userId),
      list: (userId, q) => listQueue(ctx, userId, q),
      get: (userId, id) => cachedItem(ctx, userId, id),
      open: (userId, ref) => openRequest(ctx, userId, ref),
      openFile: (userId, text) => openRequestFile(ctx, userId, text),
      review: (userId, id, o) => reviewRequestById(ctx, userId, id, o),
      sign: (userId, id, digest, confirmed) => signRequest(ctx, userId, id, digest, confirmed),
      unlock: (userId, id, confirmed) => unlockRequest(ctx, userId, id, confirmed),
      exportOffline: (userId, id) => exportOffline(ctx, userId, id),
      reviewOffline: (userId, text) => reviewOffline(ctx, userId, text),
      signOffline: (userId, text, digest, confirmed) => signOffline(ctx, userId, text, digest, confirmed),
      submitSigned: (userId, text) => submitSigned(ctx, userId, text),
    },
    groups: groupsService(ctx),
    codes: { resolve: (userId, text) => (ctx.account(userId), resolveCode(ctx, userId, text)) },
    audit: { list: (filter) => cache.audit.list(filter) },
    settings: {
      get: settingsView,
      setBaseUrl(url) {
        if (url === null) cache.settings.delete(SettingKey.apiBaseUrl)
        else cache.settings.set(SettingKey.apiBaseUrl, normalizeBaseUrl(url))
        return settingsView()
      },
      setTheme(theme) {
        if (!THEMES.includes(theme)) throw new RangeError(`"theme" expected one of ${THEMES.join(', ')}`)
        cache.settings.set(THEME_KEY, theme)
        return settingsView()
      },
    },
    notifications: {
      watch(userId, o) {
        const w = watchRequests(ctx, userId, o)
        watchers.add(w)
        return {
          mode: w.mode,
          poll: w.poll,
          stop: () => {
            w.stop()
            watchers.delete(w)
          },
        }
      },
    },
    close() {
      for (const w of watchers) w.stop()
      watchers.clear()
      cache.close()
    },
  }
}
