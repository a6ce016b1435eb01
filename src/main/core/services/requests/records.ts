/**
 * Multisig requests between the service's shape and the cache's: the queue state and role of the
 * account (./state), the item the UI lists, and storing that refuses to let a request id silently
 * change transaction (the first transaction seen under an id stays cached, so review can refuse the
 * swap) and never forgets that a request was sent.
 * @module
 */
import { MultisigRequest } from '../../../../shared/api/ledger'
import { parseTime } from '../../../../shared/api/time'
import type { QueueState, RequestItem } from '../../../../shared/bridge'
import type { CoreContext } from '../../context'
import type { RequestInput, RequestRow } from '../../db'
import { CoreError } from '../../errors'
import { memoText, type SpentOutputInfo } from './review'
import { myRoleIn, progressOf, queueStateOf } from './state'
import { words } from '../../../../shared/i18n/words'

/** The cache row's input for a request; its summary is left as cached. `sent`: its transaction is final. */
export function toCacheInput(
  req: MultisigRequest,
  me: string,
  { sent }: { sent: boolean },
): RequestInput {
  return {
    request_id: req.request_id,
    transaction_hash: req.transaction_hash,
    state: queueStateOf(req, me, { sent }),
    my_role: myRoleIn(req, me),
    record: req as unknown as Record<string, unknown>,
    updated_at: Number(parseTime(req.updated_at) / 1_000_000n),
  }
}

/** What the cache keeps next to a request once it was reviewed successfully. */
export interface CachedReview {
  digest: string
  reviewed_at: number
  /** The outputs the inputs spend, as they were checked, so an offline review can check them again. */
  spent_outputs: SpentOutputInfo[] | null
}

/** The record of a cached row, or undefined when it no longer parses (then it is refetched). */
export function recordOf(row: RequestRow): MultisigRequest | undefined {
  const r = MultisigRequest.safeParse(row.record)
  return r.success ? r.data : undefined
}

export function cachedReview(row: RequestRow | undefined): CachedReview | undefined {
  const s = row?.summary as Partial<CachedReview> | null | undefined
  return s && typeof s.digest === 'string' ? (s as CachedReview) : undefined
}

/** The queue item of a cached row; rows whose record no longer parses are skipped (undefined). */
export function toItem(row: RequestRow): RequestItem | undefined {
  const r = recordOf(row)
  if (!r) return undefined
  return {
    request_id: row.request_id,
    transaction_hash: row.transaction_hash,
    state: row.state,
    my_role: row.my_role,
    progress: progressOf(r, { sent: row.state === 'done' }),
    asset_id: r.asset_id,
    amount: r.amount,
    senders: r.senders,
    signers: r.signers,
    threshold: r.senders_threshold,
    inscription_hash: r.inscription_hash === '' ? null : r.inscription_hash,
    receivers: r.receivers.map((o) => ({ members: o.members, threshold: o.threshold })),
    memo: memoText(r.extra) ?? '',
    revoked_by: r.revoked_by === '' ? null : r.revoked_by,
    created_at: r.created_at,
    updated_at: row.updated_at,
    synced_at: row.synced_at,
    reviewed: cachedReview(row) !== undefined,
  }
}

/** The cached item of a request. @throws CoreError 'request-not-found' */
export function cachedItem(ctx: CoreContext, userId: string, requestId: string): RequestItem {
  const row = ctx.cache.requests.get(userId, requestId)
  const item = row && toItem(row)
  if (!item)
    throw new CoreError(
      'request-not-found',
      words('core.request.notInWallet', { request: requestId }),
    )
  return item
}

/**
 * Stores requests as served, in one transaction. A request whose id is cached with another
 * transaction hash is not overwritten (see the module comment); its id is returned in `conflicts`.
 * `sent` names requests whose transaction the service now reports final; one stored as sent stays so.
 * The host hears `queue-changed` once the transaction is committed.
 */
export function storeRequests(
  ctx: CoreContext,
  userId: string,
  requests: readonly MultisigRequest[],
  sent: ReadonlySet<string> = new Set(),
): { stored: number; conflicts: string[] } {
  const conflicts: string[] = []
  const inputs: RequestInput[] = []
  ctx.cache.transaction(() => {
    const known = ctx.cache.requests.hashes(userId)
    for (const req of requests) {
      const hash = known.get(req.request_id)
      if (hash !== undefined && hash !== req.transaction_hash) {
        conflicts.push(req.request_id)
        continue
      }
      const wasSent =
        hash !== undefined && ctx.cache.requests.get(userId, req.request_id)?.state === 'done'
      inputs.push(toCacheInput(req, userId, { sent: wasSent || sent.has(req.request_id) }))
    }
    ctx.cache.requests.upsertMany(userId, inputs)
    // A shared account this account signs for, met in a request, is offered (the user decides to follow it);
    // once per account, as a queue of thousands has only a few.
    const met = new Map<string, MultisigRequest>()
    for (const req of requests)
      if (req.senders.includes(userId)) met.set(`${req.senders_hash}|${req.senders_threshold}`, req)
    for (const req of met.values())
      ctx.cache.treasury.follow(
        userId,
        { members_hash: req.senders_hash, threshold: req.senders_threshold, members: req.senders },
        'offered',
      )
    // Everyone on a request is someone this account met: its contacts.
    ctx.cache.people.meet(userId, [
      ...new Set(
        requests.flatMap((r) => [
          ...r.senders,
          ...r.signers,
          ...r.receivers.flatMap((o) => o.members),
        ]),
      ),
    ])
  })
  if (conflicts.length > 0)
    ctx.log.warn(
      `${conflicts.length} request(s) came back with another transaction than first seen; kept the first`,
    )
  if (inputs.length > 0) ctx.events.emit('queue-changed', { account: userId })
  return { stored: inputs.length, conflicts }
}

/** Every cached request id of `userId` in the given states. */
export function cachedIds(
  ctx: CoreContext,
  userId: string,
  states: readonly QueueState[],
): string[] {
  return ctx.cache.requests.idsIn(userId, states)
}
