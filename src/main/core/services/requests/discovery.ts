/**
 * Keeping the request queue with only what the public API serves: it has no request listing and no
 * message announcing a request. A request spends outputs of a shared account, and from its creation
 * until its transaction is final those outputs are `signed`, naming the request (`request_id`, and its
 * transaction in `signed_by`) and who signed it (`signers`; DOCS `_resp.safe.outputs.md`). So a sync
 * reads each followed shared account's locked outputs — one call while nothing changed — and fetches a
 * request only when it is new, someone signed it, or it left the locked outputs (unlocked, or final).
 * A complete request's transaction is read until the service reports it `spent`; then the account's
 * outputs are read again, since its change came back. Requests met elsewhere (a link in a message, an
 * id, a file) that belong to no followed account are read again while they are open.
 * @module
 */
import type { MultisigRequest } from '../../../../shared/api/ledger'
import { UUID_PATTERN } from '../../../../shared/api/uuid'
import { OPEN_QUEUE_STATES } from '../../../../shared/bridge'
import type { ApiClient } from '../../client'
import type { CoreContext } from '../../context'
import type { RequestRow, SharedAccountKey, SharedAccountRow } from '../../db'
import {
  accountQuery,
  fetchOutputs,
  outputPages,
  storeOutputs,
  toOutputInput,
} from '../treasury/sync'
import { eachLimited, fetchRequest, fetchTransaction } from './fetch'
import { cachedIds, recordOf, storeRequests } from './records'

export interface SyncOutcome {
  /** Followed shared accounts whose locked outputs were read. */
  accounts: number
  /** Requests fetched because they were new or had changed. */
  fetched: number
  needs_signature: number
  newly_needs_signature: string[]
}

/** Pages of locked outputs read per account: 5,000 locked outputs, far above any real queue. */
const MAX_LOCKED_PAGES = 10
const WIDTH = 4
/** Open requests looked at per sync (the cache serves pages of at most this many). */
const OPEN_LIMIT = 1000

interface Open {
  readonly row: RequestRow
  readonly record: MultisigRequest
}

const ofAccount = (r: MultisigRequest, key: SharedAccountKey) =>
  r.senders_hash === key.members_hash && r.senders_threshold === key.threshold

/** What one followed account's locked outputs say: each locking request (by id, else by transaction hash) and who signed it. */
async function lockedRequests(
  ctx: CoreContext,
  userId: string,
  client: ApiClient,
  account: SharedAccountRow,
): Promise<Map<string, Set<string>>> {
  const { items } = await outputPages(
    client,
    { ...accountQuery(account), state: 'signed' },
    0,
    MAX_LOCKED_PAGES,
  )
  ctx.cache.treasury.write(userId, items.map(toOutputInput))
  const locked = new Map<string, Set<string>>()
  for (const o of items) {
    const ref = o.request_id !== '' ? o.request_id : o.signed_by
    if (ref === '') continue
    const signers = locked.get(ref) ?? new Set<string>()
    for (const s of o.signers) signers.add(s)
    locked.set(ref, signers)
  }
  return locked
}

/**
 * Brings the account's queue up to date and tells which requests newly need its signature.
 * @throws ApiClientError (network, auth…), VaultError (keychain), CoreError 'account-not-found'
 */
export async function syncRequests(
  ctx: CoreContext,
  userId: string,
  client: ApiClient = ctx.clientFor(userId),
): Promise<SyncOutcome> {
  ctx.requireAccount(userId)
  const before = new Set(cachedIds(ctx, userId, ['needs-signature']))
  const followed = ctx.cache.treasury.sharedAccounts(userId).filter((a) => a.status === 'followed')
  const open: Open[] = ctx.cache.requests
    .queue(userId, { state: OPEN_QUEUE_STATES, limit: OPEN_LIMIT })
    .flatMap((row) => {
      const record = recordOf(row)
      return record ? [{ row, record }] : []
    })
  const wanted = new Set<string>()

  for (const account of followed) {
    const locked = await lockedRequests(ctx, userId, client, account)
    for (const [ref, signers] of locked) {
      const row = UUID_PATTERN.test(ref)
        ? ctx.cache.requests.get(userId, ref)
        : ctx.cache.requests.byTransactionHash(userId, ref)[0]
      const record = row && recordOf(row)
      if (!row || !record) wanted.add(ref)
      else if (
        (row.state === 'needs-signature' || row.state === 'waiting') &&
        [...signers].some((s) => !record.signers.includes(s))
      )
        wanted.add(row.request_id)
    }
    // An open request no longer locking anything was unlocked, or became final.
    for (const o of open) {
      if (
        ofAccount(o.record, account) &&
        !locked.has(o.row.request_id) &&
        !locked.has(o.row.transaction_hash)
      )
        wanted.add(o.row.request_id)
    }
  }
  for (const o of open)
    if (!followed.some((a) => ofAccount(o.record, a))) wanted.add(o.row.request_id)

  const fetched = await eachLimited([...wanted], WIDTH, (ref) => fetchRequest(client, ref))
  const sent = await finalTransactions(ctx, userId, client, fetched)
  const stillSending = ctx.cache.requests
    .queue(userId, { state: ['sending'], limit: OPEN_LIMIT })
    .flatMap((row) =>
      sent.has(row.request_id) && !fetched.some((r) => r.request_id === row.request_id)
        ? (recordOf(row) ?? [])
        : [],
    )
  storeRequests(ctx, userId, [...fetched, ...stillSending], sent)

  // A sent request brought its change back: those accounts' outputs are read again.
  const changed = followed.filter((a) =>
    [...fetched, ...stillSending].some((r) => sent.has(r.request_id) && ofAccount(r, a)),
  )
  for (const account of changed)
    storeOutputs(ctx, userId, account, await fetchOutputs(client, account))

  const after = cachedIds(ctx, userId, ['needs-signature'])
  return {
    accounts: followed.length,
    fetched: fetched.length,
    needs_signature: after.length,
    newly_needs_signature: after.filter((id) => !before.has(id)),
  }
}

/**
 * The requests among those complete (cached as sending, or just fetched complete) whose transaction
 * the service reports final.
 */
async function finalTransactions(
  ctx: CoreContext,
  userId: string,
  client: ApiClient,
  fetched: readonly MultisigRequest[],
): Promise<Set<string>> {
  const complete = new Map<string, string>()
  for (const row of ctx.cache.requests.queue(userId, { state: ['sending'], limit: OPEN_LIMIT }))
    complete.set(row.request_id, row.transaction_hash)
  for (const r of fetched) {
    const signed = new Set(r.signers.filter((s) => r.senders.includes(s)))
    if (r.revoked_by === '' && signed.size >= r.senders_threshold)
      complete.set(r.request_id, r.transaction_hash)
    else complete.delete(r.request_id)
  }
  const final = await eachLimited([...complete], WIDTH, async ([id, hash]) => {
    const tx = await fetchTransaction(client, id)
    return tx?.state === 'spent' && tx.transaction_hash === hash ? id : undefined
  })
  return new Set(final)
}
