/**
 * The request queue: brought up to date from the service (./discovery), read from the cache (works
 * offline), and grown by opening a request by id, request link, code link, code id or transaction hash.
 * @module
 */
import type { MultisigRequest } from '../../../../shared/api/ledger'
import {
  OPEN_QUEUE_STATES,
  QUEUE_STATES,
  type QueueState,
  type RequestItem,
} from '../../../../shared/bridge'
import { isApiClientError } from '../../client'
import type { CoreContext } from '../../context'
import { CoreError } from '../../errors'
import { lookupCode, parseCodeRef } from '../codes'
import { cachedItem, storeRequests, toItem } from './records'
import { syncRequests, type SyncOutcome } from './discovery'
import { errorText } from '../../errors'
import { eachLimited, fetchRequest } from './fetch'
import { words } from '../../../../shared/i18n/words'

interface QueueQuery {
  state?: readonly QueueState[]
  limit?: number
  offset?: number
}

export interface RequestQueue {
  /**
   * Brings the account's queue up to date and tells which requests newly need its signature.
   * @throws ApiClientError (network, auth…), VaultError (keychain), CoreError 'account-not-found'
   */
  sync(userId: string): Promise<SyncOutcome>
  /** When the account's queue was last brought up to date from the service (ms); null before its first sync. Works offline. */
  syncedAt(userId: string): number | null
  /** A page of the cached queue, newest first, with counts per state; works offline. */
  list(
    userId: string,
    query?: QueueQuery,
  ): { items: RequestItem[]; counts: Record<QueueState, number> }
  /** How many cached requests are in each state; works offline. @throws CoreError 'account-not-found' */
  counts(userId: string): Record<QueueState, number>
  /** The cached item of a request. @throws CoreError 'request-not-found' */
  get(userId: string, requestId: string): RequestItem
  /** The request as the service last served it, for a host that prints it as such; null when not cached. Works offline. */
  record(userId: string, requestId: string): Record<string, unknown> | null
  /**
   * Takes in the requests a message links to: each one new, or still open, is read from the service
   * and cached. @returns those that newly need this account's signature. Failures are logged: a link
   * the service does not answer for stays a link in the conversation.
   */
  ingest(userId: string, requestIds: readonly string[]): Promise<string[]>
  /**
   * Opens a request by id, code link, code id or transaction hash, and caches it.
   * @throws CoreError 'invalid-code' | 'wrong-code-kind' | 'request-not-found'; ApiClientError
   */
  open(userId: string, ref: string): Promise<RequestItem>
}

/** The setting that keeps when an account's queue was last synced, so an offline list can say how old it is. */
const syncedKey = (userId: string) => `requests.synced_at.${userId}`

export function requestQueue(ctx: CoreContext): RequestQueue {
  return {
    async sync(userId) {
      const outcome = await syncRequests(ctx, userId)
      ctx.cache.settings.set(syncedKey(userId), String(ctx.now()))
      return outcome
    },
    syncedAt(userId) {
      ctx.requireAccount(userId)
      const at = Number(ctx.cache.settings.get(syncedKey(userId)))
      return Number.isSafeInteger(at) && at > 0 ? at : null
    },
    list(userId, q = {}) {
      ctx.requireAccount(userId)
      const rows = ctx.cache.requests.queue(userId, {
        state: q.state ?? QUEUE_STATES,
        limit: q.limit ?? 100,
        offset: q.offset ?? 0,
      })
      return {
        items: rows.flatMap((r) => toItem(r) ?? []),
        counts: ctx.cache.requests.counts(userId),
      }
    },
    counts(userId) {
      ctx.requireAccount(userId)
      return ctx.cache.requests.counts(userId)
    },
    get: (userId, requestId) => cachedItem(ctx, userId, requestId),
    record: (userId, requestId) => ctx.cache.requests.get(userId, requestId)?.record ?? null,
    async ingest(userId, requestIds) {
      ctx.requireAccount(userId)
      const before = new Set(ctx.cache.requests.idsIn(userId, ['needs-signature']))
      const wanted = requestIds.filter((id) => {
        const state = ctx.cache.requests.get(userId, id)?.state
        return state === undefined || (OPEN_QUEUE_STATES as readonly QueueState[]).includes(state)
      })
      if (wanted.length === 0) return []
      const client = ctx.clientFor(userId)
      const found = await eachLimited(wanted, 4, (id) =>
        fetchRequest(client, id).catch((e: unknown) => {
          ctx.log.warn(`a request linked in a message could not be read (${errorText(e)})`)
          return undefined
        }),
      )
      storeRequests(ctx, userId, found)
      return ctx.cache.requests.idsIn(userId, ['needs-signature']).filter((id) => !before.has(id))
    },
    async open(userId, ref) {
      const parsed = parseCodeRef(ref)
      if (parsed.kind === 'link' && parsed.link.kind !== 'request' && parsed.link.kind !== 'code') {
        throw new CoreError(
          'wrong-code-kind',
          words('core.code.notRequestLink', { kind: parsed.link.kind }),
        )
      }
      const client = ctx.clientFor(userId)
      let req: MultisigRequest | undefined
      if (parsed.kind === 'hash') req = await fetchRequest(client, parsed.hash)
      else if (parsed.kind === 'link' && parsed.link.kind === 'request')
        req = await fetchRequest(client, parsed.link.requestId)
      else {
        const id =
          parsed.kind === 'uuid'
            ? parsed.id
            : parsed.kind === 'link' && parsed.link.kind === 'code'
              ? parsed.link.codeId
              : ''
        req = parsed.kind === 'uuid' ? await fetchRequest(client, id) : undefined
        if (!req) {
          const code = await lookupCode(ctx, id).catch((e: unknown) => {
            if (isApiClientError(e, 'not-found')) return undefined
            throw e
          })
          if (code && code.type !== 'multisig_request')
            throw new CoreError(
              'wrong-code-kind',
              words('core.code.wrongKind', { kind: code.type, wanted: 'request' }),
            )
          if (code) req = await fetchRequest(client, code.request_id)
        }
      }
      if (!req) throw new CoreError('request-not-found', words('core.request.notKnown'))
      storeRequests(ctx, userId, [req])
      return cachedItem(ctx, userId, req.request_id)
    },
  }
}
