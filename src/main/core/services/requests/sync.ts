/**
 * Keeping the request queue: the sequencer's listing (`GET /safe/multisigs?state&offset&limit`,
 * ours, DESIGN "discovering requests") where the service has it, else a refresh of the requests
 * already known (opened by id, code link or file). Fetching and writing are separate steps, so the
 * write is one transaction and can be measured alone.
 * @module
 */
import { z } from 'zod'
import { MAX_PAGE_LIMIT, ServiceMultisigRequest } from '../../../../shared/api/ledger'
import { isApiClientError, type ApiClient } from '../../client'
import type { CoreContext } from '../../context'
import { cachedIds, storeRequests } from './records'

const Page = z.array(ServiceMultisigRequest)

export interface SyncOutcome {
  listing: boolean
  fetched: number
  needs_signature: number
  newly_needs_signature: string[]
}

const doneCursorKey = (userId: string) => `requests.done_cursor.${userId}`
/** Pages read per listing in one sync; far above a wallet's queue, bounded all the same. */
const MAX_PAGES = 200

/** Reads every page of the listing from `offset`; the listing's offset is an inclusive `sequence`. */
export async function fetchListing(client: ApiClient, state: 'pending' | 'done', offset = 0, limit = MAX_PAGE_LIMIT): Promise<ServiceMultisigRequest[]> {
  const out: ServiceMultisigRequest[] = []
  for (let page = 0; page < MAX_PAGES; page++) {
    const items = await client.call('GET', '/safe/multisigs', Page, { query: { state, offset, limit } })
    out.push(...items)
    if (items.length < limit) break
    offset = items.at(-1)!.sequence + 1
  }
  return out
}

/** Whether an error means "this service has no listing" rather than a failure. */
function noListing(e: unknown): boolean {
  return isApiClientError(e) && (e.code === 'not-found' || e.code === 'bad-request' || e.code === 'invalid-field' || e.code === 'invalid-response')
}

/** Fetches one request; undefined when the service does not know it (any more). */
export async function fetchRequest(client: ApiClient, idOrHash: string): Promise<ServiceMultisigRequest | undefined> {
  try {
    return await client.call('GET', `/safe/multisigs/${idOrHash}`, ServiceMultisigRequest)
  } catch (e) {
    if (isApiClientError(e, 'not-found')) return undefined
    throw e
  }
}

async function fetchEach(client: ApiClient, ids: readonly string[]): Promise<ServiceMultisigRequest[]> {
  const out: ServiceMultisigRequest[] = []
  const queue = [...ids]
  const worker = async () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      const r = await fetchRequest(client, id)
      if (r) out.push(r)
    }
  }
  await Promise.all(Array.from({ length: Math.min(4, queue.length) }, worker))
  return out
}

/**
 * Brings the account's queue up to date and tells which requests newly need its signature.
 * @throws ApiClientError (network, auth…), VaultError (keychain), CoreError 'account-not-found'
 */
export async function syncRequests(ctx: CoreContext, userId: string): Promise<SyncOutcome> {
  ctx.account(userId)
  const client = ctx.clientFor(userId)
  const before = new Set(cachedIds(ctx, userId, ['needs-signature']))
  const open = cachedIds(ctx, userId, ['needs-signature', 'waiting'])

  let listing = true
  let fetched: ServiceMultisigRequest[] = []
  try {
    fetched = await fetchListing(client, 'pending')
  } catch (e) {
    if (!noListing(e)) throw e
    if (isApiClientError(e, 'invalid-response')) ctx.log.warn(`the request listing answered in an unknown shape; refreshing known requests instead (${e.description})`)
    listing = false
  }
  if (listing) {
    const cursor = Number(ctx.cache.settings.get(doneCursorKey(userId)) ?? '0')
    const done = await fetchListing(client, 'done', cursor)
    const seen = new Set([...fetched, ...done].map((r) => r.request_id))
    // Open requests that left the pending list before the done cursor reached them.
    const gone = await fetchEach(client, open.filter((id) => !seen.has(id)))
    fetched = [...fetched, ...done, ...gone]
    const last = done.at(-1)
    if (last) ctx.cache.settings.set(doneCursorKey(userId), String(last.sequence + 1))
  } else {
    fetched = await fetchEach(client, open)
  }
  storeRequests(ctx, userId, fetched)
  const after = cachedIds(ctx, userId, ['needs-signature'])
  return { listing, fetched: fetched.length, needs_signature: after.length, newly_needs_signature: after.filter((id) => !before.has(id)) }
}
