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
import { auditWriter, createContext, type CoreLogger } from './context'
import { openCache } from './db'
import { accountsService } from './services/accounts'
import { auditService } from './services/audit'
import { codesService } from './services/codes'
import { groupsService } from './services/groups'
import { keychainView } from './services/keychain-view'
import { journalStore, tidyKeychain, walletKeychainId } from './services/keychain-layout'
import { ledgerService } from './services/ledger'
import { lockService, readPassphraseRecord } from './services/lock'
import { messagesService, type SentMessage } from './services/messages'
import { notificationsService } from './services/notifications'
import { peopleService } from './services/people'
import { payrollService } from './services/payroll'
import { proposalsService } from './services/proposals'
import { proposalEngine } from './services/proposals/engine'
import { requestsService } from './services/requests'
import { rotationService } from './services/rotation'
import { runsService } from './services/runs'
import { configuredBaseUrl, settingsService } from './services/settings'
import { assetsService, treasuryService } from './services/treasury'
import { createVault, DEFAULT_SERVICE, keytarKeychain, reachedKeychain, type Keychain } from './vault'
import type { LockService } from './services/lock'

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
  /** Work factor of every passphrase derivation (the wallet passphrase, backups); lower it only in tests. */
  scryptN?: number
  /**
   * Lets the wallet run without a passphrase, its keys unsealed: only for the demo's throwaway
   * account (npm start), and the UI says so. Every other wallet asks for a passphrase first.
   */
  allowUnprotected?: boolean
  /** The better-sqlite3 addon for the cache, when the host runs where the package's own build does not load (Electron). */
  sqliteNativeBinding?: string
}

/** The cache's file in the data folder: a folder without it holds no wallet yet. */
export const CACHE_FILE = 'cache.sqlite'

/** The wallet core: what {@link createCore} assembles. */
export type Core = ReturnType<typeof createCore>

export type { CoreLogger } from './context'
export type { NeedsSignatureEvent, WatchEvent, WatchMode, WatchOptions } from './services/notifications'
export { keychainBackend } from './services/settings'
export { isCoreError } from './errors'
export type { PaymentDraft, ProposalOutcome } from './services/proposals'
export type { NewMessageEvent } from './services/messages'

/**
 * Opens the wallet core over `dataDir`.
 * @throws CacheError when the cache cannot be opened; CoreError 'invalid-url' for a bad `baseUrl`
 * @example
 * const core = createCore({ dataDir, baseUrl: sequencer.url })
 * await core.lock.setup(passphrase) // or, on a wallet that has one: await core.lock.unlock(passphrase)
 * const grant = await core.lock.reauthenticate(passphrase, 'import-account')
 * const account = await core.accounts.importKeystore(keystoreText, { grant })
 * await core.accounts.register(account.user_id)
 */
export function createCore(options: CoreOptions) {
  if (typeof options?.dataDir !== 'string' || options.dataDir.length === 0) throw new TypeError('"dataDir" expected a folder path')
  const defaultBaseUrl = normalizeBaseUrl(options.baseUrl ?? MIXIN_API_URL)
  mkdirSync(options.dataDir, { recursive: true, mode: 0o700 })
  const now = options.clock ?? Date.now
  const cache = openCache(join(options.dataDir, CACHE_FILE), { now, ...(options.sqliteNativeBinding ? { nativeBinding: options.sqliteNativeBinding } : {}) })
  // Only the demo's throwaway keys may fall back to memory where no keychain answers.
  const keychain = reachedKeychain(options.keychain ?? keytarKeychain(), {
    service: options.keychainService ?? DEFAULT_SERVICE,
    throwaway: options.allowUnprotected === true,
  })
  const vault = createVault({
    keychain,
    ...(options.keychainService ? { service: options.keychainService } : {}),
    wallet: walletKeychainId(cache.settings),
    journal: journalStore(cache.settings),
  })
  const events = new EventEmitter()
  const log: CoreLogger = options.logger ?? { warn: (m) => console.warn(`cosigner core: ${m}`), error: (m) => console.error(`cosigner core: ${m}`) }
  const audit = auditWriter(cache, log)
  let lock: LockService
  let ready: Promise<void>
  try {
    vault.useGeneration(readPassphraseRecord(cache.settings)?.generation ?? 0, null)
    // Settled before anything reads a key: entries of the shared layout moved in, a crashed re-seal tidied.
    ready = tidyKeychain({ vault, settings: cache.settings, users: () => cache.accounts.list().map((a) => a.user_id), log, audit })
    lock = lockService({
      vault,
      settings: cache.settings,
      now,
      audit,
      ready,
      allowUnprotected: options.allowUnprotected === true,
      keychain: () => keychainView(keychain.reach(), process.platform),
      ...(options.scryptN ? { scryptN: options.scryptN } : {}),
      accountCount: () => cache.accounts.list().length,
    })
  } catch (e) {
    cache.close()
    throw e
  }
  const ctx = createContext({
    vault,
    cache,
    lock,
    audit,
    now,
    events,
    log,
    baseUrl: () => configuredBaseUrl(cache.settings, defaultBaseUrl),
    client: { ...(options.fetch ? { fetch: options.fetch } : {}), ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}), ...(options.retry ? { retry: options.retry } : {}) },
  })
  const requests = requestsService(ctx)
  const groups = groupsService(ctx, { sent: (userId, m) => messages.sent(userId, m), changedByMe: (userId, id) => messages.changedByMe(userId, id) })
  const assets = assetsService(ctx, options.fetch ? { fetch: options.fetch } : {})
  const treasury = treasuryService(ctx, assets)
  const people = peopleService(ctx, options.fetch ? { fetch: options.fetch } : {})
  const messages = messagesService(ctx, { groups, requests, people, assets, ...(options.fetch ? { fetch: options.fetch } : {}) })
  const notifications = notificationsService(ctx, requests, messages.receive)
  const engine = proposalEngine(ctx)
  const runDeps = { engine, signing: requests, share: { fetch: options.fetch ?? fetch, sent: (userId: string, m: SentMessage) => messages.sent(userId, m) } }

  return {
    dataDir: options.dataDir,
    vault,
    /** Where the keys go: the OS keychain, the demo's memory, or nowhere (`keychain.check()` settles it). */
    keychain,
    cache,
    /** `needs-signature` ({@link NeedsSignatureEvent}), `watch` ({@link WatchEvent}) and `new-message` ({@link NewMessageEvent}). */
    events,
    /** The services' shared context, for hosts and tests that need a lower level. */
    context: ctx,
    /** Resolves once start-up work is done (the keychain tidied after an interrupted re-seal); never rejects. */
    ready,
    lock,
    accounts: accountsService(ctx, options.scryptN ? { scryptN: options.scryptN } : {}),
    requests,
    groups,
    /** Each group's stored conversation, its read marks, the announcement bar and the change long-poll. */
    messages,
    codes: codesService(ctx),
    audit: auditService(ctx),
    settings: settingsService(ctx, { defaultBaseUrl }),
    notifications,
    /** Shared accounts, their balances, history and stale requests. */
    treasury,
    assets,
    /** The exports for people who keep the books: a shared account's ledger and the audit trail. */
    ledger: ledgerService(ctx),
    /** Who user ids are: names, identity numbers and avatars, and each account's contacts. */
    people,
    /** Proposing payments from shared accounts, signed at once by the proposer. */
    proposals: proposalsService(ctx, requests, assets, (userId, conversationId, requestId) => messages.shareRequest(userId, conversationId, requestId), engine),
    /** Payrolls: many payees in one request per asset, from a CSV. */
    payroll: payrollService(ctx, { ...runDeps, assets }),
    /** Moving a shared account to a new set of members. */
    rotation: rotationService(ctx, { ...runDeps, people, assets, syncRequests: (userId) => requests.sync(userId) }),
    /** Runs of requests as one thing: listed, taken in from their files, reviewed, signed, exported. */
    runs: runsService(ctx, { signing: requests, people, assets, attachment: (userId, conversationId, messageId) => messages.attachment(userId, conversationId, messageId) }),
    /** Stops every watcher, forgets the passphrase's key and closes the cache. */
    close(): void {
      notifications.stopAll()
      messages.stop()
      lock.close()
      cache.close()
    },
  } as const
}
