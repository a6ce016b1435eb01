/**
 * Ghost keys for registered users (wire-formats §3): the one-time keys of an output owned by a set
 * of members, derived from their spend keys B and the view keys A the sequencer holds for them.
 *
 * `POST /safe/keys` must give the same keys for the same request, so r is derived, not drawn:
 * r = uniform(BLAKE3-keyed(K, JSON [hint, sorted receivers, index]) as 64 bytes), where K is a
 * BLAKE3 key derived from the server's secret seed (so nobody else can predict a mask). Every set
 * handed out is remembered with its members and their view scalars, which is how the outputs of a
 * transaction are matched back to their members (by mask and keys) when it is proposed.
 *
 * The curve arithmetic runs on the curve thread (../crypto/curve-work), taking turns with other
 * requests'; one request asks for at most {@link MAX_TRANSACTION_KEYS} keys in all (a transaction's
 * worth), and a user is issued at most `ghostKeySetsPerHour` sets (../limits) in any hour. Both are
 * checked before any key is derived. A set no multisig request has used is deleted after a day
 * (asked again, the same set comes back).
 */
import { blake3 } from '@noble/hashes/blake3.js'
import { utf8ToBytes } from '@noble/hashes/utils.js'
import type { GhostKeyRequest, GhostKeys } from '../../shared/api/ledger'
import { GROUP_ORDER, bytesToNumberLE, membersHash } from '../../shared/kernel'
import type { SequencerContext } from '../context'
import type { MemberKeys } from '../crypto/curve-tasks'
import { curveWork } from '../crypto/curve-work'
import type { Db } from '../../node/sqlite/open'
import { sql } from '../../node/sqlite/statements'
import { immediateTransaction } from '../../node/sqlite/transaction'
import { invalidField, tooManyRequests, userNotRegistered } from '../http/errors'
import { quotaWindowStart } from '../limits'
import { ensureServerKey } from '../server-key'
import { findUsers, type UserRecord } from '../users/store'
import { MAX_TRANSACTION_KEYS } from './tx-rules'

/** A registered member's public keys: view A = a·G and spend B. */
export interface GhostMember extends MemberKeys {
  readonly userId: string
}

/** A set of ghost keys handed out by `POST /safe/keys`. */
export interface GhostRecord {
  readonly mask: string
  readonly keys: string[]
  /** Sorted; keys[j] and views[j] belong to receivers[j]. */
  readonly receivers: string[]
  readonly membersHash: string
  readonly outputIndex: number
  readonly views: string[]
}

const R_CONTEXT = utf8ToBytes('cosigner sequencer 2024-01-01 ghost key r')
const NS_PER_SECOND = 1_000_000_000n
/** A set no request has used is deleted after a day, as an attachment never uploaded is. */
export const UNUSED_GHOST_KEYS_NS = 24n * 3600n * NS_PER_SECOND
const ghostSecrets = new WeakMap<Db, Uint8Array>()

/**
 * The members, sorted, with their keys.
 * @throws ApiError 10002 for a repeated member, 10404 for one that is not a registered user
 */
export function registeredMembers(
  db: Db,
  userIds: readonly string[],
  field = 'members',
): GhostMember[] {
  return membersAmong(new Map(findUsers(db, userIds).map((u) => [u.userId, u])), userIds, field)
}

/** {@link registeredMembers} among users already looked up. */
function membersAmong(
  users: ReadonlyMap<string, UserRecord>,
  userIds: readonly string[],
  field: string,
): GhostMember[] {
  const sorted = [...userIds].sort()
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i] === sorted[i - 1]) throw invalidField(field, `${sorted[i]} appears twice`)
  }
  return sorted.map((userId) => {
    const user = users.get(userId)
    if (!user?.spendPublicKey || !user.viewPublicKey) throw userNotRegistered(userId)
    return { userId, A: user.viewPublicKey, B: user.spendPublicKey }
  })
}

/** The deterministic r of a ghost key request (module comment). */
function ghostScalar(
  db: Db,
  hint: string,
  sortedReceivers: readonly string[],
  index: number,
): bigint {
  let key = ghostSecrets.get(db)
  if (!key) {
    const server = ensureServerKey(db, 0n)
    key = blake3(server.seed, { context: R_CONTEXT })
    server.seed.fill(0)
    ghostSecrets.set(db, key)
  }
  const wide = blake3(utf8ToBytes(JSON.stringify([hint, sortedReceivers, index])), {
    key,
    dkLen: 64,
  })
  const r = bytesToNumberLE(wide) % GROUP_ORDER
  wide.fill(0)
  return r === 0n ? 1n : r
}

/**
 * `POST /safe/keys`: one set of keys per request entry, in order, each remembered for matching.
 * @throws ApiError 10002 for more than {@link MAX_TRANSACTION_KEYS} receivers in all, 429 past the
 *   caller's hourly quota, 10002 for a repeated receiver, 10404 for a receiver that is not registered
 */
export async function issueGhostKeys(
  ctx: SequencerContext,
  callerId: string,
  requests: readonly GhostKeyRequest[],
): Promise<GhostKeys[]> {
  capReceivers(requests)
  checkQuota(ctx, callerId, requests.length)
  const users = new Map(
    findUsers(
      ctx.db,
      requests.flatMap((q) => q.receivers),
    ).map((u) => [u.userId, u]),
  )
  const orders = requests.map((q, i) => {
    const members = membersAmong(users, q.receivers, `[${i}].receivers`)
    const receivers = members.map((m) => m.userId)
    return { q, receivers, members, r: ghostScalar(ctx.db, q.hint, receivers, q.index) }
  })
  const derived = await curveWork.deriveGhostKeys(
    orders.map((o) => ({ r: o.r, index: o.q.index, members: o.members })),
  )
  const insert = sql(
    ctx.db,
    `INSERT OR IGNORE INTO ghost_keys (mask, keys, receivers, members_hash, output_index, views, created_at, issued_to)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  immediateTransaction(ctx.db, () => {
    // Again: the caller's other requests may have been issued while these keys were derived.
    checkQuota(ctx, callerId, requests.length)
    const nowNs = ctx.clock.nowNs()
    orders.forEach((o, i) => {
      const keys = derived[i]!
      insert.run(
        keys.mask,
        JSON.stringify(keys.keys),
        JSON.stringify(o.receivers),
        membersHash(o.receivers),
        o.q.index,
        JSON.stringify(keys.views),
        nowNs,
        callerId,
      )
    })
  })
  return derived.map((keys) => ({ type: 'ghost_key', mask: keys.mask, keys: keys.keys }))
}

/**
 * Refuses a body asking for more than {@link MAX_TRANSACTION_KEYS} receivers in all, whatever else
 * is wrong with it: cheap, so it can run before the body is validated (validating 16,384 receivers
 * alone takes a small machine 20 ms).
 * @throws ApiError 10002 on the body
 */
export function capReceivers(body: unknown): void {
  if (!Array.isArray(body)) return
  let asked = 0
  for (const entry of body as unknown[]) {
    const receivers = (entry as { receivers?: unknown } | null)?.receivers
    if (Array.isArray(receivers)) asked += receivers.length
  }
  if (asked > MAX_TRANSACTION_KEYS)
    throw invalidField(
      '(body)',
      `at most ${MAX_TRANSACTION_KEYS} receivers in all, a transaction's worth; got ${asked}`,
    )
}

/** @throws ApiError 429 when `wanted` more sets would take the caller past its hourly quota */
function checkQuota(ctx: SequencerContext, callerId: string, wanted: number): void {
  const perHour = ctx.limits.ghostKeySetsPerHour
  const issued = sql<[string, bigint], { n: number }>(
    ctx.db,
    'SELECT count(*) AS n FROM ghost_keys WHERE issued_to = ? AND created_at >= ?',
  ).get(callerId, quotaWindowStart(ctx.clock.nowNs()))!.n
  if (issued + wanted > perHour)
    throw tooManyRequests(
      `Too many ghost keys: at most ${perHour} sets an hour, ${perHour - Math.min(issued, perHour)} left now.`,
    )
}

/** The ghost keys handed out under `mask`, or undefined. */
export function findGhostKeys(db: Db, mask: string): GhostRecord | undefined {
  const row = sql<
    [string],
    {
      mask: string
      keys: string
      receivers: string
      members_hash: string
      output_index: number
      views: string
    }
  >(
    db,
    'SELECT mask, keys, receivers, members_hash, output_index, views FROM ghost_keys WHERE mask = ?',
  ).get(mask)
  return (
    row && {
      mask: row.mask,
      keys: JSON.parse(row.keys) as string[],
      receivers: JSON.parse(row.receivers) as string[],
      membersHash: row.members_hash,
      outputIndex: row.output_index,
      views: JSON.parse(row.views) as string[],
    }
  )
}

/** Notes that a multisig request uses the set under `mask`: it is kept from then on. */
export function markGhostKeysUsed(db: Db, mask: string, nowNs: bigint): void {
  sql<[bigint, string]>(
    db,
    'UPDATE ghost_keys SET used_at = ? WHERE mask = ? AND used_at IS NULL',
  ).run(nowNs, mask)
}

/** Deletes the sets no request used within {@link UNUSED_GHOST_KEYS_NS} of their issue (a sweep, ../sweeper). */
export function sweepUnusedGhostKeys(ctx: SequencerContext): number {
  return sql<[bigint]>(
    ctx.db,
    'DELETE FROM ghost_keys WHERE used_at IS NULL AND created_at <= ?',
  ).run(ctx.clock.nowNs() - UNUSED_GHOST_KEYS_NS).changes
}
