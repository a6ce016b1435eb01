/**
 * What every service of the core works with: the vault, the cache, a clock, an API client per
 * account, the audit log and the host's event channel. Built once by `createCore`.
 * @module
 */
import type { EventEmitter } from 'node:events'
import { vaultSigner, createApiClient, type ApiClient, type ApiClientOptions } from './client'
import type { AccountRow, AuditInput, Cache } from './db'
import { CoreError } from './errors'
import type { Vault } from './vault'

/** Where the core writes what went wrong without telling the renderer; never given secrets. */
export interface CoreLogger {
  warn(message: string): void
  error(message: string): void
}

export interface CoreContext {
  readonly vault: Vault
  readonly cache: Cache
  /** ms since the epoch */
  readonly now: () => number
  readonly events: EventEmitter
  readonly log: CoreLogger
  /** The base URL calls go to now: the setting, else the default given at startup. */
  baseUrl(): string
  /** A client that signs as this account. @throws CoreError 'account-not-found' */
  clientFor(userId: string): ApiClient
  /** A client for public calls (`GET /codes/:id`). */
  publicClient(): ApiClient
  /** The cached account. @throws CoreError 'account-not-found' */
  account(userId: string): AccountRow
  /** Appends to the audit log; a failure to write is logged, never thrown over the action's own result. */
  audit(entry: AuditInput): void
}

export interface ContextOptions {
  vault: Vault
  cache: Cache
  now: () => number
  events: EventEmitter
  log: CoreLogger
  baseUrl: () => string
  client?: Pick<ApiClientOptions, 'fetch' | 'timeoutMs' | 'retry'>
}

export function createContext(o: ContextOptions): CoreContext {
  const clients = new Map<string, { sessionId: string; client: ApiClient }>()
  const account = (userId: string): AccountRow => {
    const row = o.cache.accounts.get(userId)
    if (!row) throw new CoreError('account-not-found', `No account ${userId} in this wallet.`)
    return row
  }
  const publicClient = createApiClient({ ...o.client, baseUrl: o.baseUrl })
  return {
    vault: o.vault,
    cache: o.cache,
    now: o.now,
    events: o.events,
    log: o.log,
    baseUrl: o.baseUrl,
    account,
    clientFor(userId) {
      const row = account(userId)
      const hit = clients.get(userId)
      if (hit && hit.sessionId === row.session_id) return hit.client
      const client = createApiClient({ ...o.client, baseUrl: o.baseUrl, signer: vaultSigner(o.vault, row, o.now) })
      clients.set(userId, { sessionId: row.session_id, client })
      return client
    },
    publicClient: () => publicClient,
    audit(entry) {
      try {
        o.cache.audit.append(entry)
      } catch (e) {
        o.log.error(`audit log write failed for ${entry.action} (${e instanceof Error ? e.name : 'error'})`)
      }
    },
  }
}
