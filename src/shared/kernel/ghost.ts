/**
 * Ghost keys (wire-formats.md §3; KER crypto/key.go): the one-time output keys a sender derives for
 * each receiver, and the receiver-side view scalar, scan and spend key.
 *
 * - HashScalar(Q, n): BLAKE3 chain over Q ‖ uvarint(n), twice reduced as a uniform scalar.
 * - Output key P = B + HashScalar(r·A, n)·G, mask R = r·G.
 * - Receiver: x = HashScalar(a·R, n) (the API's `views[i]`), owns P iff P − x·G == B, spends with x + y.
 * @module
 */
import { blake3 } from '@noble/hashes/blake3.js'
import { aint, abytes } from '../assert'
import {
  GROUP_ORDER,
  PointError,
  bytesToNumberLE,
  decodePoint,
  equalBytes,
  keyMultPubPriv,
  numberToBytesLE,
  publicFromScalar,
  scalarFromBytes,
  baseMultiply,
} from './scalar'

/** A receiver's public keys: A (view) and B (spend). */
export interface GhostMember {
  readonly A: Uint8Array
  readonly B: Uint8Array
}

/**
 * Unsigned LEB128 (Go `binary.PutUvarint`): 7 bits per byte, low group first, high bit = more.
 * @throws {TypeError | RangeError} when `n` is not a safe non-negative integer
 * @example uvarint(300) // Uint8Array [0xac, 0x02]
 */
export function uvarint(n: number): Uint8Array {
  aint(n, 'n', 0, Number.MAX_SAFE_INTEGER)
  const out: number[] = []
  // Division, not bit shifts: shifts would truncate indexes above 2^31.
  while (n >= 0x80) {
    out.push((n % 0x80) | 0x80)
    n = Math.floor(n / 0x80)
  }
  out.push(n)
  return Uint8Array.from(out)
}

/**
 * HashScalar(point, outputIndex) of §3, as 32 little-endian bytes.
 * @param point the 32-byte shared point (r·A on the sender side, a·R on the receiver side)
 * @throws {TypeError | RangeError} on a wrong-length point or a bad index
 */
export function hashScalar(point: Uint8Array, outputIndex: number): Uint8Array {
  abytes(point, 'point', 32)
  return numberToBytesLE(hashScalarBig(point, outputIndex), 32)
}

/** {@link hashScalar} as a bigint, for callers that keep computing with it. */
export function hashScalarBig(point: Uint8Array, outputIndex: number): bigint {
  const u = uvarint(outputIndex)
  const src = new Uint8Array(64)
  const input = new Uint8Array(32 + u.length)
  input.set(point, 0)
  input.set(u, 32)
  const h1 = blake3(input)
  src.set(h1, 0)
  src.set(blake3(h1), 32)
  const s1 = bytesToNumberLE(src) % GROUP_ORDER
  const h3 = blake3(numberToBytesLE(s1, 32))
  src.set(h3, 0)
  src.set(blake3(h3), 32)
  const x = bytesToNumberLE(src) % GROUP_ORDER
  src.fill(0)
  return x
}

/**
 * The output key P = B + HashScalar(r·A, index)·G (KER `DeriveGhostPublicKey`).
 * @param options.internalVanish decode B without the prime-order check
 *   (KER `DeriveGhostPublicKeyForInternalVanish`, single-member `fffe40` outputs)
 * @throws {PointError} when A or B is not a valid point
 * @throws {RangeError} when r is not a canonical scalar
 */
export function deriveGhostPublicKey(
  r: Uint8Array,
  A: Uint8Array,
  B: Uint8Array,
  index: number,
  options: { internalVanish?: boolean } = {},
): Uint8Array {
  const shared = keyMultPubPriv(A, r)
  return addScalarBase(B, hashScalarBig(shared, index), options.internalVanish !== true)
}

/**
 * The mask R = r·G published with an output.
 * @throws {RangeError} when r is not a canonical non-zero scalar
 */
export function ghostMask(r: Uint8Array): Uint8Array {
  const s = scalarFromBytes(r, 'r')
  if (s === 0n) throw new RangeError('"r" must not be zero')
  return publicFromScalar(s)
}

/**
 * One output's mask and keys for a set of receivers, all under the same r. The keys follow the
 * order of `members`, which must already be the sorted member order (§2.4: keys[j] ↔ member j).
 * @throws {PointError | RangeError | TypeError} on invalid keys, r or index
 * @example const { mask, keys } = deriveGhostOutput({ r, members: [{ A, B }], index: 0 })
 */
export function deriveGhostOutput(input: {
  r: Uint8Array
  members: readonly GhostMember[]
  index: number
}): { mask: Uint8Array; keys: Uint8Array[] } {
  if (!Array.isArray(input.members)) throw new TypeError('"members" expected an array')
  if (input.members.length < 1 || input.members.length > 256) {
    throw new RangeError(`"members" expected 1..256 entries, got ${input.members.length}`)
  }
  const mask = ghostMask(input.r)
  const keys = input.members.map((m) => deriveGhostPublicKey(input.r, m.A, m.B, input.index))
  return { mask, keys }
}

/**
 * The receiver's view scalar x = HashScalar(a·R, index) — what the Safe API returns as `views[i]`.
 * @throws {PointError} when the mask is not a valid point
 * @throws {RangeError} when `a` is not canonical
 */
export function viewScalar(a: Uint8Array, mask: Uint8Array, index: number): Uint8Array {
  return hashScalar(keyMultPubPriv(mask, a), index)
}

/**
 * Whether an output belongs to the receiver with private view `a` and public spend `B`:
 * P − x·G == B (KER `ViewGhostOutputKey`), checked as P == B + x·G on the encodings, which needs no
 * decoding of P (a non-canonical or invalid P cannot equal a fresh encoding). An output whose mask
 * is not a valid point is nobody's, so that gives false rather than an exception.
 * @throws {RangeError | TypeError} when `a` is not a canonical scalar or an argument has a wrong length
 * @throws {PointError} when `B` (the caller's own key) is not a valid point
 */
export function scanGhostKey(
  a: Uint8Array,
  mask: Uint8Array,
  index: number,
  key: Uint8Array,
  B: Uint8Array,
): boolean {
  scalarFromBytes(a, 'a')
  abytes(mask, 'mask', 32)
  abytes(key, 'key', 32)
  const spend = decodePoint(B, 'B')
  let shared: Uint8Array
  try {
    shared = keyMultPubPriv(mask, a)
  } catch (e) {
    if (e instanceof PointError) return false
    throw e
  }
  return equalBytes(spend.add(baseMultiply(hashScalarBig(shared, index))).toBytes(), key)
}

/**
 * The one-time private key t = x + y mod L (KER `DeriveGhostPrivateKey`), as 32 bytes.
 * @throws {RangeError} when x or y is not canonical
 */
export function deriveGhostPrivateKey(x: Uint8Array, y: Uint8Array): Uint8Array {
  const t = (scalarFromBytes(x, 'x') + scalarFromBytes(y, 'y')) % GROUP_ORDER
  return numberToBytesLE(t, 32)
}

function addScalarBase(B: Uint8Array, x: bigint, primeOrder: boolean): Uint8Array {
  const p = decodePoint(B, 'B', primeOrder)
  return p.add(baseMultiply(x)).toBytes()
}
