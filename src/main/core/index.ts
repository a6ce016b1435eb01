/**
 * The wallet core, plain Node (no Electron): the vault (seeds in the OS keychain), the SQLite
 * cache, the HTTP client and the services, wired together. This file declares what a host gets
 * ({@link Core}: the services, and the events that announce what changed, ./events) and assembles
 * it; what each service does is in services/. Reading the queue, the groups and the audit log works
 * offline; everything that talks to the service needs it.
 * @module
 */
import { EventEmitter } from 'node:events'
// Node speaks every language from the start: the CSV headers, the menu, the command line.
import '../../shared/i18n/node-catalogs'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { MIXIN_API_URL, normalizeBaseUrl, type RetryPolicy } from './client'
import { auditWriter, createContext, type CoreContext, type CoreLogger } from './context'
import { openCache, type Cache } from './db'
import type { CoreEmitter, CoreEventMap, CoreEvents } from './events'
import { accountWatchService, type AccountWatchService } from './services/account-watch'
import { accountsService, type AccountsService } from './services/accounts'
import { auditService, type AuditService } from './services/audit'
import { codesService, type CodesService } from './services/codes'
import { groupsService, type GroupsService } from './services/groups'
import { keychainView } from './services/keychain-view'
import { journalStore, tidyKeychain, walletKeychainId } from './services/keychain-layout'
import { ledgerService, type LedgerService } from './services/ledger'
import { lockService, type LockService } from './services/lock'
import { readPassphraseRecord } from './services/passphrase-record'
import { messagesService, type MessagesService, type SentMessage } from './services/messages'
import { payrollService, type PayrollService } from './services/payroll'
import { peopleService, type PeopleService } from './services/people'
import { proposalsService, type ProposalsService } from './services/proposals'
import { proposalEngine } from './services/proposals/engine'
import { requestsService, type RequestsService } from './services/requests'
import { rotationService, type RotationService } from './services/rotation'
import { runsService, type RunsService } from './services/runs'
import { configuredBaseUrl, settingsService, type SettingsService } from './services/settings'
import {
  assetsService,
  treasuryService,
  type AssetsService,
  type TreasuryService,
} from './services/treasury'
import {
  createVault,
  DEFAULT_SERVICE,
  keytarKeychain,
  reachedKeychain,
  type Keychain,
  type ReachedKeychain,
  type Vault,
} from './vault'

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

/**
 * The wallet core as every host uses it (the Electron main process, the web host, the command line,
 * the demo): its services, and the events that announce what changed. Hosts see nothing below it
 * (no vault, cache or context): what they need is a service method or an event.
 */
export interface Core {
  /** The data folder the core was opened on. */
  readonly dataDir: string
  /** What changed, announced once it is stored (./events): listen, never guess from which call ran. */
  readonly events: CoreEvents
  /** Where the core writes what went wrong without telling the window; never given secrets. */
  readonly log: CoreLogger
  /** Resolves once start-up work is done (the keychain tidied after an interrupted re-seal); never rejects. */
  readonly ready: Promise<void>
  /** Where the keys go: the OS keychain, the demo's memory, or nowhere (`keychain.check()` settles it). */
  readonly keychain: ReachedKeychain
  readonly lock: LockService
  readonly accounts: AccountsService
  readonly requests: RequestsService
  readonly groups: GroupsService
  /** Each group's stored conversation, its read marks, the announcement bar and the change long-poll. */
  readonly messages: MessagesService
  readonly codes: CodesService
  readonly audit: AuditService
  readonly settings: SettingsService
  /** Watching accounts while the wallet runs: their queues synced, their message sockets, `needs-signature` told. */
  readonly watch: AccountWatchService
  /** Shared accounts, their balances, history and stale requests. */
  readonly treasury: TreasuryService
  readonly assets: AssetsService
  /** Who user ids are: names, identity numbers and avatars, and each account's contacts. */
  readonly people: PeopleService
  /** The exports for people who keep the books: a shared account's ledger and the audit trail. */
  readonly ledger: LedgerService
  /** Proposing payments from shared accounts, signed at once by the proposer. */
  readonly proposals: ProposalsService
  /** Payrolls: many payees in one request per asset, from a CSV. */
  readonly payroll: PayrollService
  /** Moving a shared account to a new set of members. */
  readonly rotation: RotationService
  /** Runs of requests as one thing: listed, taken in from their files, reviewed, signed, exported. */
  readonly runs: RunsService
  /** Stops every watch, forgets the passphrase's key and closes the cache. */
  close(): void
}

/** The core with the parts below its surface in reach: for tests and benchmarks, never for a host. */
export interface CoreWithInternals extends Core {
  readonly vault: Vault
  readonly cache: Cache
  /** The services' shared context. */
  readonly context: CoreContext
  /** The emitter itself, to emit on as a service would. */
  readonly events: CoreEmitter
}

export type { CoreLogger } from './context'
export type * from './events'
export type { AccountWatch, WatchOptions } from './services/account-watch'
export { keychainBackend } from './services/settings'
export { isCoreError } from './errors'
export type { PaymentDraft, ProposalOutcome } from './services/proposals'

/**
 * Opens the wallet core over `dataDir`, as a host uses it.
 * @throws CacheError when the cache cannot be opened; CoreError 'invalid-url' for a bad `baseUrl`
 * @example
 * const core = createCore({ dataDir, baseUrl: sequencer.url })
 * await core.lock.setup(passphrase) // or, on a wallet that has one: await core.lock.unlock(passphrase)
 * const grant = await core.lock.reauthenticate(passphrase, 'import-account')
 * const account = await core.accounts.importKeystore(keystoreText, { grant })
 * await core.accounts.register(account.user_id)
 */
export function createCore(options: CoreOptions): Core {
  const {
    vault: _vault,
    cache: _cache,
    context: _context,
    ...core
  } = createCoreWithInternals(options)
  return core
}

/**
 * Opens the wallet core over `dataDir` with its vault, cache and context in reach, for tests and
 * benchmarks that check or seed what lies below the surface.
 * @throws as {@link createCore}
 */
export function createCoreWithInternals(options: CoreOptions): CoreWithInternals {
  if (typeof options?.dataDir !== 'string' || options.dataDir.length === 0)
    throw new TypeError('"dataDir" expected a folder path')
  const defaultBaseUrl = normalizeBaseUrl(options.baseUrl ?? MIXIN_API_URL)
  mkdirSync(options.dataDir, { recursive: true, mode: 0o700 })
  const now = options.clock ?? Date.now
  const cache = openCache(join(options.dataDir, CACHE_FILE), {
    now,
    ...(options.sqliteNativeBinding ? { nativeBinding: options.sqliteNativeBinding } : {}),
  })
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
  const events: CoreEmitter = new EventEmitter<CoreEventMap>()
  const log: CoreLogger = options.logger ?? {
    warn: (m) => console.warn(`cosigner core: ${m}`),
    error: (m) => console.error(`cosigner core: ${m}`),
  }
  const audit = auditWriter(cache, log)
  let lock: LockService
  let ready: Promise<void>
  try {
    vault.useGeneration(readPassphraseRecord(cache.settings)?.generation ?? 0, null)
    // Settled before anything reads a key: entries of the shared layout moved in, a crashed re-seal tidied.
    ready = tidyKeychain({
      vault,
      settings: cache.settings,
      users: () => cache.accounts.list().map((a) => a.user_id),
      log,
      audit,
    })
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
      events,
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
    client: {
      ...(options.fetch ? { fetch: options.fetch } : {}),
      ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
      ...(options.retry ? { retry: options.retry } : {}),
    },
  })
  const requests = requestsService(ctx)
  const groups = groupsService(ctx, {
    sent: (userId, m) => messages.sent(userId, m),
    changedByMe: (userId, id) => messages.changedByMe(userId, id),
  })
  const assets = assetsService(ctx, options.fetch ? { fetch: options.fetch } : {})
  const treasury = treasuryService(ctx, assets)
  const people = peopleService(ctx, options.fetch ? { fetch: options.fetch } : {})
  const messages = messagesService(ctx, {
    groups,
    requests,
    people,
    assets,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  })
  const watch = accountWatchService(ctx, requests, messages.receive)
  const engine = proposalEngine(ctx)
  const runDeps = {
    engine,
    signing: requests,
    share: {
      fetch: options.fetch ?? fetch,
      sent: (userId: string, m: SentMessage) => messages.sent(userId, m),
    },
  }

  return {
    dataDir: options.dataDir,
    vault,
    /** Where the keys go: the OS keychain, the demo's memory, or nowhere (`keychain.check()` settles it). */
    keychain,
    cache,
    events,
    context: ctx,
    log,
    ready,
    lock,
    accounts: accountsService(ctx, options.scryptN ? { scryptN: options.scryptN } : {}),
    requests,
    groups,
    messages,
    codes: codesService(ctx),
    audit: auditService(ctx),
    settings: settingsService(ctx, { defaultBaseUrl }),
    watch,
    treasury,
    assets,
    ledger: ledgerService(ctx),
    people,
    proposals: proposalsService(
      ctx,
      requests,
      assets,
      (userId, conversationId, requestId) =>
        messages.shareRequest(userId, conversationId, requestId),
      engine,
    ),
    payroll: payrollService(ctx, { ...runDeps, assets }),
    rotation: rotationService(ctx, {
      ...runDeps,
      people,
      assets,
      syncRequests: (userId) => requests.sync(userId),
    }),
    runs: runsService(ctx, {
      signing: requests,
      people,
      assets,
      attachment: (userId, conversationId, messageId) =>
        messages.attachment(userId, conversationId, messageId),
    }),
    close(): void {
      watch.stopAll()
      messages.stop()
      lock.close()
      cache.close()
    },
  }
}
