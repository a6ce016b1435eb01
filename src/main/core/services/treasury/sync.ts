/**
 * Keeping the treasury on the public API's terms: every `GET /safe/outputs` (wire-formats §8.6)
 * names one followed shared account by its members hash and threshold, as every official client
 * does (without them the service lists only the caller's own outputs). Per account:
 * - its live outputs, `state=unspent` and `state=signed`, every page up to a bound: what it lists is
 *   the balance now, and an output stored as live that it no longer lists was spent;
 * - its history, every output in `sequence` order from where the last sync stopped, a bounded number
 *   of pages per sync, so a long-lived account's past fills in over several syncs while its balance
 *   is right from the first.
 * Fetching and writing are separate steps, so each write is one transaction.
 * @module
 */
import { z } from 'zod'
import { MAX_PAGE_LIMIT, SafeOutput } from '../../../../shared/api/ledger'
import { parseTime } from '../../../../shared/api/time'
import { ApiClientError, type ApiClient } from '../../client'
import type { CoreContext } from '../../context'
import type { OutputInput, SharedAccountKey, SharedAccountRow } from '../../db'

const Page = z.array(SafeOutput)
/** Pages of live outputs read per state and account: 50,000 unspent outputs, bounded all the same. */
const MAX_LIVE_PAGES = 100
/** Pages of history read per account and sync; the next sync goes on from there. */
export const MAX_HISTORY_PAGES = 20

export interface OutputsSyncOutcome {
  /** Outputs new to the wallet. */
  fetched: number
  /** Outputs stored as live that the service no longer lists as unspent or locked. */
  settled: number
  /** Followed shared accounts after the sync. */
  accounts: number
}

/** What one read of a shared account brought. */
export interface FetchedOutputs {
  readonly live: SafeOutput[]
  /** Whether every live page was read (only then are missing outputs known to be spent). */
  readonly liveComplete: boolean
  readonly history: SafeOutput[]
  /** The sequence the next history read starts from. */
  readonly historyCursor: number
}

const ms = (rfc3339: string) => Number(parseTime(rfc3339) / 1_000_000n)

/** The outputs query of a shared account, as the official clients send it. */
export const accountQuery = (key: SharedAccountKey) => ({
  members: key.members_hash,
  threshold: key.threshold,
})

/**
 * The cache's form of an output as served. The wallet shows and spends outputs by their asset's id,
 * which the Go service sends and the DOCS leave out: one without it is refused by name.
 * @throws ApiClientError 'invalid-response' naming `asset_id`
 */
export function toOutputInput(o: SafeOutput): OutputInput {
  if (!o.asset_id) {
    throw new ApiClientError('invalid-response', {
      method: 'GET',
      path: '/safe/outputs',
      description: `output ${o.output_id} has no asset_id, which the wallet needs to tell its asset`,
    })
  }
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
    request_id: o.request_id === '' ? null : o.request_id,
    signed_by: o.signed_by,
    senders_hash: o.senders_hash,
    inscription_hash: o.inscription_hash === '' ? null : o.inscription_hash,
    keys: o.keys,
    created_at: ms(o.created_at),
    updated_at: ms(o.updated_at ?? o.created_at),
    senders: o.senders,
    senders_threshold: o.senders_threshold ?? null,
    extra: keptMemo(o.extra),
  }
}

/** Longest memo (hex) kept with an output: a memo is a line of text; a bigger extra is data, not kept. */
const MAX_KEPT_MEMO = 2048

/** The output's extra as lowercase hex when it is short hex, else null. */
function keptMemo(extra: string | undefined): string | null {
  if (extra === undefined || extra.length > MAX_KEPT_MEMO || !/^(?:[0-9a-fA-F]{2})*$/.test(extra))
    return null
  return extra.toLowerCase()
}

/**
 * Every page of one outputs query, ascending by sequence from `offset`, up to `maxPages`.
 * @returns the outputs, whether the last page was reached, and the sequence to continue from
 */
export async function outputPages(
  client: ApiClient,
  query: Record<string, string | number | undefined>,
  offset: number,
  maxPages: number,
): Promise<{ items: SafeOutput[]; complete: boolean; next: number }> {
  const items: SafeOutput[] = []
  let next = offset
  for (let page = 0; page < maxPages; page++) {
    const got = await client.call('GET', '/safe/outputs', Page, {
      query: { ...query, offset: next > 0 ? next : undefined, limit: MAX_PAGE_LIMIT, order: 'ASC' },
    })
    items.push(...got)
    if (got.length > 0) next = got.at(-1)!.sequence + 1
    if (got.length < MAX_PAGE_LIMIT) return { items, complete: true, next }
  }
  return { items, complete: false, next }
}

/** Reads one shared account's live outputs and the next stretch of its history. @throws ApiClientError */
export async function fetchOutputs(
  client: ApiClient,
  account: SharedAccountRow,
): Promise<FetchedOutputs> {
  const q = accountQuery(account)
  const unspent = await outputPages(client, { ...q, state: 'unspent' }, 0, MAX_LIVE_PAGES)
  const signed = await outputPages(client, { ...q, state: 'signed' }, 0, MAX_LIVE_PAGES)
  const history = await outputPages(client, q, account.history_cursor, MAX_HISTORY_PAGES)
  return {
    live: [...unspent.items, ...signed.items],
    liveComplete: unspent.complete && signed.complete,
    history: history.items,
    historyCursor: history.next,
  }
}

/** Writes what {@link fetchOutputs} read for one shared account, in one transaction. */
export function storeOutputs(
  ctx: CoreContext,
  userId: string,
  account: SharedAccountKey,
  fetched: FetchedOutputs,
): { written: number; added: number; settled: number } {
  // Live outputs last: a history page read a moment earlier may hold an older state of the same output.
  const rows = [...fetched.history, ...fetched.live].map(toOutputInput)
  const settled = fetched.liveComplete
    ? { key: account, live: new Set(fetched.live.map((o) => o.output_id)) }
    : undefined
  const written = ctx.cache.treasury.write(userId, rows, settled)
  ctx.cache.treasury.markSynced(userId, account, ctx.now(), fetched.historyCursor)
  return written
}

/**
 * Brings every followed shared account of the account up to date, one after another.
 * @throws ApiClientError (network, auth…), VaultError (keychain), CoreError 'account-not-found'
 */
export async function syncOutputs(
  ctx: CoreContext,
  userId: string,
  client: ApiClient = ctx.clientFor(userId),
): Promise<OutputsSyncOutcome> {
  ctx.requireAccount(userId)
  const followed = ctx.cache.treasury.sharedAccounts(userId).filter((a) => a.status === 'followed')
  let fetched = 0
  let settled = 0
  for (const account of followed) {
    const stored = storeOutputs(ctx, userId, account, await fetchOutputs(client, account))
    fetched += stored.added
    settled += stored.settled
  }
  return { fetched, settled, accounts: followed.length }
}
