/**
 * The wallet core, plain Node (no Electron): the vault (seeds in the OS keychain), the SQLite
 * cache, the HTTP client and the services, wired together. This file only assembles them; what
 * each does is in services/. Reading the queue, the groups and the audit log works offline;
 * everything that talks to the service needs it.
 * @module
 */
import { EventEmitter } from 'node:events'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { MIXIN_API_URL, normalizeBaseUrl, type RetryPolicy } from './client'
import { createContext, type CoreLogger } from './context'
import { openCache } from './db'
import { accountsService } from './services/accounts'
import { auditService } from './services/audit'
import { codesService } from './services/codes'
import { groupsService } from './services/groups'
import { notificationsService } from './services/notifications'
import { requestsService } from './services/requests'
import { configuredBaseUrl, settingsService } from './services/settings'
import { createVault, type Keychain } from './vault'

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
  /** The better-sqlite3 addon for the cache, when the host runs where the package's own build does not load (Electron). */
  sqliteNativeBinding?: string
}

/** The wallet core: what {@link createCore} assembles. */
export type Core = ReturnType<typeof createCore>

export type { CoreLogger } from './context'
export type { NeedsSignatureEvent, WatchEvent, WatchMode, WatchOptions } from './services/notifications'
export { keychainBackend } from './services/settings'
export { isCoreError } from './errors'

/**
 * Opens the wallet core over `dataDir`.
 * @throws CacheError when the cache cannot be opened; CoreError 'invalid-url' for a bad `baseUrl`
 * @example
 * const core = createCore({ dataDir, baseUrl: sequencer.url })
 * const account = await core.accounts.importKeystore(keystoreText)
 * await core.accounts.register(account.user_id)
 */
export function createCore(options: CoreOptions) {
  if (typeof options?.dataDir !== 'string' || options.dataDir.length === 0) throw new TypeError('"dataDir" expected a folder path')
  const defaultBaseUrl = normalizeBaseUrl(options.baseUrl ?? MIXIN_API_URL)
  mkdirSync(options.dataDir, { recursive: true, mode: 0o700 })
  const now = options.clock ?? Date.now
  const cache = openCache(join(options.dataDir, 'cache.sqlite'), { now, ...(options.sqliteNativeBinding ? { nativeBinding: options.sqliteNativeBinding } : {}) })
  const vault = createVault({ ...(options.keychain ? { keychain: options.keychain } : {}), ...(options.keychainService ? { service: options.keychainService } : {}) })
  const events = new EventEmitter()
  const ctx = createContext({
    vault,
    cache,
    now,
    events,
    log: options.logger ?? { warn: (m) => console.warn(`cosigner core: ${m}`), error: (m) => console.error(`cosigner core: ${m}`) },
    baseUrl: () => configuredBaseUrl(cache.settings, defaultBaseUrl),
    client: { ...(options.fetch ? { fetch: options.fetch } : {}), ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}), ...(options.retry ? { retry: options.retry } : {}) },
  })
  const requests = requestsService(ctx)
  const notifications = notificationsService(ctx, requests)

  return {
    dataDir: options.dataDir,
    vault,
    cache,
    /** `needs-signature` ({@link NeedsSignatureEvent}) and `watch` ({@link WatchEvent}). */
    events,
    /** The services' shared context, for hosts and tests that need a lower level. */
    context: ctx,
    accounts: accountsService(ctx, options.backupScryptN ? { backupScryptN: options.backupScryptN } : {}),
    requests,
    groups: groupsService(ctx),
    codes: codesService(ctx),
    audit: auditService(ctx),
    settings: settingsService(ctx, { defaultBaseUrl }),
    notifications,
    /** Stops every watcher and closes the cache. */
    close(): void {
      notifications.stopAll()
      cache.close()
    },
  } as const
}
