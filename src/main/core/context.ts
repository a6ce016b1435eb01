/**
 * What every service of the core works with: the vault, the cache, a clock, an API client per
 * account, the audit log and the host's event channel. Built once by `createCore`.
 * @module
 */
import {
  vaultSigner,
  createApiClient,
  type ApiClient,
  type ApiClientOptions,
  type RequestSigner,
} from './client'
import {
  AUDIT_DETAIL_MAX,
  AUDIT_SUBJECT_MAX,
  type AccountRow,
  type AuditInput,
  type Cache,
} from './db'
import { CoreError } from './errors'
import type { CoreEmitter } from './events'
import { redact } from './redact'
import type { LockService } from './services/lock'
import type { Vault } from './vault'
import { words } from '../../shared/i18n/words'

/** Where the core writes what went wrong without telling the renderer; never given secrets. */
export interface CoreLogger {
  warn(message: string): void
  error(message: string): void
}

export interface CoreContext {
  readonly vault: Vault
  readonly cache: Cache
  /** Grants and the re-auth window: what services ask before they sign, unlock, export or change keys. */
  readonly lock: Pick<LockService, 'consume' | 'authorizeSigning' | 'requireSigningAllowed'>
  /** ms since the epoch */
  readonly now: () => number
  /** Where services announce what changed (./events). */
  readonly events: CoreEmitter
  readonly log: CoreLogger
  /** The base URL calls go to now: the setting, else the default given at startup. */
  baseUrl(): string
  /** A client that signs as this account. @throws CoreError 'account-not-found' */
  clientFor(userId: string): ApiClient
  /** A client for public calls (`GET /codes/:id`). */
  publicClient(): ApiClient
  /** A client with the core's settings for another base URL or signer (a keystore checked before import, a service tried before it is saved). */
  clientWith(o: {
    baseUrl?: string
    signer?: RequestSigner
    retry?: ApiClientOptions['retry']
    timeoutMs?: number
  }): ApiClient
  /** The cached account. @throws CoreError 'account-not-found' */
  account(userId: string): AccountRow
  /** Refuses an account the wallet does not have. @throws CoreError 'account-not-found' */
  requireAccount(userId: string): void
  /** Appends to the audit log; a failure to write is logged, never thrown over the action's own result. */
  audit(entry: AuditInput): void
}

export interface ContextOptions {
  vault: Vault
  cache: Cache
  lock: CoreContext['lock']
  audit: (entry: AuditInput) => void
  now: () => number
  events: CoreEmitter
  log: CoreLogger
  baseUrl: () => string
  client?: Pick<ApiClientOptions, 'fetch' | 'timeoutMs' | 'retry'>
}

export function createContext(o: ContextOptions): CoreContext {
  const clients = new Map<string, { sessionId: string; client: ApiClient }>()
  const account = (userId: string): AccountRow => {
    const row = o.cache.accounts.get(userId)
    if (!row)
      throw new CoreError('account-not-found', words('core.account.notFound', { account: userId }))
    return row
  }
  const publicClient = createApiClient({ ...o.client, baseUrl: o.baseUrl })
  return {
    vault: o.vault,
    cache: o.cache,
    lock: o.lock,
    now: o.now,
    events: o.events,
    log: o.log,
    baseUrl: o.baseUrl,
    account,
    requireAccount: (userId) => void account(userId),
    clientFor(userId) {
      const row = account(userId)
      const hit = clients.get(userId)
      if (hit && hit.sessionId === row.session_id) return hit.client
      const client = createApiClient({
        ...o.client,
        baseUrl: o.baseUrl,
        signer: vaultSigner(o.vault, row, o.now),
      })
      clients.set(userId, { sessionId: row.session_id, client })
      return client
    },
    publicClient: () => publicClient,
    clientWith: (w) =>
      createApiClient({
        ...o.client,
        ...(w.retry ? { retry: w.retry } : {}),
        ...(w.timeoutMs ? { timeoutMs: w.timeoutMs } : {}),
        baseUrl: w.baseUrl ?? o.baseUrl,
        ...(w.signer ? { signer: w.signer } : {}),
      }),
    audit: o.audit,
  }
}

/**
 * An entry as the log may keep it: its words redacted as a log line's are, since subjects and details
 * can quote what a person typed or pasted (a seed in the service address field), then cut to size —
 * after redacting, so a cut never leaves part of a key behind.
 */
function keepable(entry: AuditInput): AuditInput {
  return {
    ...entry,
    actor: redact(entry.actor),
    ...(entry.subject !== undefined
      ? { subject: redact(entry.subject).slice(0, AUDIT_SUBJECT_MAX) }
      : {}),
    ...(entry.detail !== undefined
      ? { detail: redact(entry.detail).slice(0, AUDIT_DETAIL_MAX) }
      : {}),
  }
}

/** Appends to the audit log, redacted; a failure to write is logged, never thrown over the action's own result. */
export function auditWriter(cache: Cache, log: CoreLogger): (entry: AuditInput) => void {
  return (entry) => {
    try {
      cache.audit.append(keepable(entry))
    } catch (e) {
      log.error(
        `audit log write failed for ${entry.action} (${e instanceof Error ? e.name : 'error'})`,
      )
    }
  }
}
