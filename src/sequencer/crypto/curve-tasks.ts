/**
 * The Kernel's curve arithmetic and hashing the sequencer runs for requests, in pieces small
 * enough to take turns (a few dozen milliseconds each): ghost keys for some members of an output,
 * the validity of some points, the BLAKE3 hash of a raw. ./curve-worker runs them on the curve
 * thread for ./curve-work; `deriveOutputKeys` also runs where a deposit (the CLI's faucet) needs it.
 */
import { blake3 } from '@noble/hashes/blake3.js'
import {
  PointError,
  baseMultiply,
  bytesToNumberLE,
  decodePoint,
  hashScalarBig,
  keyMultPubPriv,
  numberToBytesLE,
  publicFromScalar,
  toHex,
  type PointErrorCode,
} from '../../shared/kernel'

/** A registered member's public keys: view A = a·G and spend B. */
export interface MemberKeys {
  readonly A: Uint8Array
  readonly B: Uint8Array
}

/** An output's mask, its keys and each member's view scalar, all hex, in member order. */
export interface DerivedOutputKeys {
  readonly mask: string
  readonly keys: string[]
  readonly views: string[]
}

/**
 * Keys for output `index` owned by `members` under the secret scalar r: mask R = r·G, and for member
 * j, x_j = HashScalar(r·A_j, index) and key P_j = B_j + x_j·G. x_j is also the member's view scalar
 * (a_j·R = r·A_j), kept so reads never repeat the curve arithmetic.
 * @throws PointError when a member's key is not a valid point
 */
export function deriveOutputKeys(
  r: bigint,
  members: readonly MemberKeys[],
  index: number,
): DerivedOutputKeys {
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

/** A point to check and whether it must be of prime order (a storage output's keys need not). */
export interface PointToCheck {
  readonly bytes: Uint8Array
  readonly primeOrder: boolean
}

/** One piece of curve work. `r` is secret: the thread wipes its copy once used. */
export type CurveTask =
  | {
      readonly kind: 'ghost'
      readonly r: Uint8Array
      readonly index: number
      readonly members: readonly MemberKeys[]
    }
  | { readonly kind: 'points'; readonly points: readonly PointToCheck[] }
  | { readonly kind: 'blake3'; readonly bytes: Uint8Array }

/** Ghost keys (mask included), the first invalid point of a batch (-1: none), or a hash (hex). */
export type CurveTaskResult =
  DerivedOutputKeys | { readonly failed: number; readonly code?: PointErrorCode } | string

export function runCurveTask(task: CurveTask): CurveTaskResult {
  switch (task.kind) {
    case 'ghost': {
      const r = bytesToNumberLE(task.r)
      task.r.fill(0)
      return deriveOutputKeys(r, task.members, task.index)
    }
    case 'points': {
      for (const [k, p] of task.points.entries()) {
        try {
          decodePoint(p.bytes, 'point', p.primeOrder)
        } catch (e) {
          if (e instanceof PointError) return { failed: k, code: e.code }
          throw e
        }
      }
      return { failed: -1 }
    }
    case 'blake3':
      return toHex(blake3(task.bytes))
  }
}
