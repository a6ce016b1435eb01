/**
 * Ghost keys for registered users (wire-formats §3): the one-time keys of an output owned by a set
 * of members, derived from their spend keys B and the view keys A the sequencer holds for them.
 *
 * `POST /safe/keys` must give the same keys for the same request, so r is derived, not drawn:
 * r = uniform(BLAKE3-keyed(K, JSON [hint, sorted receivers, index]) as 64 bytes), where K is a
 * BLAKE3 key derived from the server's secret seed (so nobody else can predict a mask). Every set
 * handed out is remembered with its members and their view scalars, which is how the outputs of a
 * transaction are matched back to their members (by mask and keys) when it completes.
 *
 * A user is issued at most `ghostKeySetsPerHour` sets (../limits) in any hour; a set no multisig
 * request has used is deleted after a day (asked again, the same set comes back).
 */
import { blake3 } from '@noble/hashes/blake3.js'
import { utf8ToBytes } from '@noble/hashes/utils.js'
import type { GhostKeyRequest, GhostKeys } from '../../shared/api/ledger'
import {
  GROUP_ORDER,
  baseMultiply,
  bytesToNumberLE,
  decodePoint,
  hashScalarBig,
  keyMultPubPriv,
  membersHash,
  numberToBytesLE,
  publicFromScalar,
  toHex,
} from '../../shared/kernel'
import type { SequencerContext } from '../context'
import type { Db } from '../../node/sqlite/open'
import { sql } from '../../node/sqlite/statements'
import { immediateTransaction } from '../../node/sqlite/transaction'
import { invalidField, tooManyRequests, userNotRegistered } from '../http/errors'
import { quotaWindowStart } from '../limits'
import { ensureServerKey } from '../server-key'
import { findUsers } from '../users/store'

/** A registered member's public keys. */
export interface GhostMember {
  readonly userId: string
  /** Public view key A = a·G. */
  readonly A: Uint8Array
  /** Public spend key B. */
  readonly B: Uint8Array
}

/** An output's mask, its keys and each member's view scalar, all hex, in member order. */
export interface DerivedOutputKeys {
  readonly mask: string
  readonly keys: string[]
  readonly views: string[]
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
export function registeredMembers(db: Db, userIds: readonly string[], field = 'members'): GhostMember[] {
  const sorted = [...userIds].sort()
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i] === sorted[i - 1]) throw invalidField(field, `${sorted[i]} appears twice`)
  }
  const users = new Map(findUsers(db, sorted).map((u) => [u.userId, u]))
  return sorted.map((userId) => {
    const user = users.get(userId)
    if (!user?.spendPublicKey || !user.viewPublicKey) throw userNotRegistered(userId)
    return { userId, A: user.viewPublicKey, B: user.spendPublicKey }
  })
}

/**
 * Keys for output `index` owned by `members` under the secret scalar r: mask R = r·G, and for member
 * j, x_j = HashScalar(r·A_j, index) and key P_j = B_j + x_j·G. x_j is also the member's view scalar
 * (a_j·R = r·A_j), kept so reads never repeat the curve arithmetic.
 * @throws PointError when a member's key is not a valid point
 */
export function deriveOutputKeys(r: bigint, members: readonly GhostMember[], index: number): DerivedOutputKeys {
  const rBytes = numberToBytesLE(r, 32)
  try {
    const keys: string[] = []
    const views: string[] = []
    for (const m of members) {
      const x = hashScalarBig(keyMultPubPriv(m.A, rBytes), index)
      keys.push(toHex(decodePoint(m.B, 'B').add(baseMultiply(x)).toBytes()))
      views.push(toHex(numberToBytesLE(x, 32)))
    }
    return { mask: toHex(publicFromScalar(r)), keys, views }
  } finally {
    rBytes.fill(0)
  }
}

/** The deterministic r of a ghost key request (module comment). */
export function ghostScalar(db: Db, hint: string, sortedReceivers: readonly string[], index: number): bigint {
  let key = ghostSecrets.get(db)
  if (!key) {
    const server = ensureServerKey(db, 0n)
    key = blake3(server.seed, { context: R_CONTEXT })
    server.seed.fill(0)
    ghostSecrets.set(db, key)
  }
  const wide = blake3(utf8ToBytes(JSON.stringify([hint, sortedReceivers, index])), { key, dkLen: 64 })
  const r = bytesToNumberLE(wide) % GROUP_ORDER
  wide.fill(0)
  return r === 0n ? 1n : r
}

/**
 * `POST /safe/keys`: one set of keys per request entry, in order, each remembered for matching.
 * @throws ApiError 429 past the caller's hourly quota, 10002 for a repeated receiver, 10404 for a
 *   receiver that is not registered
 */
export function issueGhostKeys(ctx: SequencerContext, callerId: string, requests: readonly GhostKeyRequest[]): GhostKeys[] {
  const nowNs = ctx.clock.nowNs()
  const perHour = ctx.limits.ghostKeySetsPerHour
  const issued = sql<[string, bigint], { n: number }>(ctx.db, 'SELECT count(*) AS n FROM ghost_keys WHERE issued_to = ? AND created_at >= ?').get(
    callerId,
    quotaWindowStart(nowNs),
  )!.n
  if (issued + requests.length > perHour) throw tooManyRequests(`Too many ghost keys: at most ${perHour} sets an hour, ${perHour - Math.min(issued, perHour)} left now.`)
  const derived = requests.map((q, i) => {
    const members = registeredMembers(ctx.db, q.receivers, `[${i}].receivers`)
    const receivers = members.map((m) => m.userId)
    return { q, receivers, keys: deriveOutputKeys(ghostScalar(ctx.db, q.hint, receivers, q.index), members, q.index) }
  })
  const insert = sql(
    ctx.db,
    `INSERT OR IGNORE INTO ghost_keys (mask, keys, receivers, members_hash, output_index, views, created_at, issued_to)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  immediateTransaction(ctx.db, () => {
    for (const d of derived) {
      insert.run(d.keys.mask, JSON.stringify(d.keys.keys), JSON.stringify(d.receivers), membersHash(d.receivers), d.q.index, JSON.stringify(d.keys.views), nowNs, callerId)
    }
  })
  return derived.map((d) => ({ type: 'ghost_key', mask: d.keys.mask, keys: d.keys.keys }))
}

/** The ghost keys handed out under `mask`, or undefined. */
export function findGhostKeys(db: Db, mask: string): GhostRecord | undefined {
  const row = sql<[string], { mask: string; keys: string; receivers: string; members_hash: string; output_index: number; views: string }>(
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
  sql<[bigint, string]>(db, 'UPDATE ghost_keys SET used_at = ? WHERE mask = ? AND used_at IS NULL').run(nowNs, mask)
}

/** Deletes the sets no request used within {@link UNUSED_GHOST_KEYS_NS} of their issue (a sweep, ../sweeper). */
export function sweepUnusedGhostKeys(ctx: SequencerContext): number {
  return sql<[bigint]>(ctx.db, 'DELETE FROM ghost_keys WHERE used_at IS NULL AND created_at <= ?').run(ctx.clock.nowNs() - UNUSED_GHOST_KEYS_NS).changes
}
