/**
 * Keeping the treasury: `GET /safe/outputs` (wire-formats §8.6) read in `sequence` order from where
 * the last sync stopped, every state at once, so the first sync reads an account's whole history and
 * the next ones only what is new. An output's `sequence` never changes, so outputs already stored
 * that changed state (locked, spent, released by an unlock) would not come again that way: the
 * outputs below the old cursor that the service still lists as unspent or locked are read too
 * (descending from the cursor, by state), and the ones stored as live that it no longer lists are
 * spent. Fetching and writing are separate steps, so the write is one transaction and is measured
 * on its own.
 * @module
 */
import { z } from 'zod'
import { MAX_PAGE_LIMIT, SafeOutput } from '../../../../shared/api/ledger'
import { parseTime } from '../../../../shared/api/time'
import type { ApiClient } from '../../client'
import type { CoreContext } from '../../context'
import type { OutputInput } from '../../db'

const Page = z.array(SafeOutput)
/** Pages read per listing in one sync: a million outputs, bounded all the same. */
const MAX_PAGES = 2000

export interface OutputsSyncOutcome {
  /** Outputs new since the last sync. */
  fetched: number
  /** Outputs stored as live that the service now lists as spent (or no longer lists). */
  settled: number
  /** Shared accounts the account belongs to, after the sync. */
  accounts: number
}

/** What one sync read: new outputs, and the live outputs below the cursor it started from. */
export interface FetchedOutputs {
  cursor: number
  fresh: SafeOutput[]
  /** Undefined on the first sync (everything was fresh). */
  live: SafeOutput[] | undefined
}

const ms = (rfc3339: string) => Number(parseTime(rfc3339) / 1_000_000n)

/** The cache's form of an output as served. */
export function toOutputInput(o: SafeOutput): OutputInput {
  return {
    output_id: o.output_id,
    sequence: o.sequence,
    transaction_hash: o.transaction_hash,
    output_index: o.output_index,
    asset_id: o.asset_id,
    amount: o.amount,
    members: o.receivers,
    members_hash: o.receivers_hash,
    threshold: o.receivers_threshold,
    state: o.state,
    request_id: o.request_id ?? null,
    signed_by: o.signed_by,
    senders_hash: o.senders_hash,
    inscription_hash: o.inscription_hash ?? null,
    created_at: ms(o.created_at),
    updated_at: ms(o.updated_at),
  }
}

async function pages(client: ApiClient, query: { state?: 'unspent' | 'signed'; offset: number; order: 'ASC' | 'DESC' }): Promise<SafeOutput[]> {
  const out: SafeOutput[] = []
  let offset = query.offset
  for (let page = 0; page < MAX_PAGES; page++) {
    const items = await client.call('GET', '/safe/outputs', Page, { query: { state: query.state, offset, limit: MAX_PAGE_LIMIT, order: query.order } })
    out.push(...items)
    if (items.length < MAX_PAGE_LIMIT) break
    offset = query.order === 'ASC' ? items.at(-1)!.sequence + 1 : items.at(-1)!.sequence - 1
    if (offset < 0) break
  }
  return out
}

/** Reads what changed since `cursor` (see the module comment). @throws ApiClientError */
export async function fetchOutputs(client: ApiClient, cursor: number): Promise<FetchedOutputs> {
  const fresh = await pages(client, { offset: cursor, order: 'ASC' })
  if (cursor === 0) return { cursor, fresh, live: undefined }
  const live: SafeOutput[] = []
  for (const state of ['unspent', 'signed'] as const) live.push(...(await pages(client, { state, offset: cursor - 1, order: 'DESC' })))
  return { cursor, fresh, live }
}

/** Writes what {@link fetchOutputs} read, in one transaction. */
export function storeOutputs(ctx: CoreContext, userId: string, fetched: FetchedOutputs): { written: number; settled: number } {
  const rows = [...fetched.fresh, ...(fetched.live ?? [])].map(toOutputInput)
  const settled = fetched.live && { below: fetched.cursor, live: new Set(fetched.live.map((o) => o.output_id)) }
  return ctx.cache.treasury.write(userId, rows, settled)
}

/**
 * Brings the account's treasury up to date.
 * @throws ApiClientError (network, auth…), VaultError (keychain), CoreError 'account-not-found'
 */
export async function syncOutputs(ctx: CoreContext, userId: string, client: ApiClient = ctx.clientFor(userId)): Promise<OutputsSyncOutcome> {
  ctx.account(userId)
  const fetched = await fetchOutputs(client, ctx.cache.treasury.cursor(userId))
  const { settled } = storeOutputs(ctx, userId, fetched)
  return { fetched: fetched.fresh.length, settled, accounts: ctx.cache.treasury.sharedAccounts(userId).length }
}
