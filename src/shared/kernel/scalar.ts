/**
 * Scalars mod L and point decoding on top of @noble/ed25519, with the Kernel's rules
 * (wire-formats.md §2.2, §3): scalars are 32-byte little-endian, "uniform" scalars are 64 bytes
 * reduced mod L, and every point the Kernel accepts is a canonical encoding of a point of prime
 * order (KER crypto/point.go `decodePoint`).
 *
 * Secret scalars pass through bigints here, which cannot be wiped; callers wipe the byte forms they
 * own. That is the most a bigint-based curve library allows.
 * @module
 */
import * as ed from '@noble/ed25519'
import { sha512 } from '@noble/hashes/sha2.js'
import { abigint, abytes } from '../assert'

// The synchronous noble API (used by verification helpers and tests) needs a SHA-512 provider.
ed.hashes.sha512 ??= sha512

/** The order L of the prime-order subgroup (RFC 8032 `L`, noble `n`). */
export const GROUP_ORDER: bigint = ed.Point.CURVE().n

const BASE = ed.Point.BASE
const HEX: readonly string[] = Array.from({ length: 256 }, (_, i) =>
  i.toString(16).padStart(2, '0'),
)

/** Why a 32-byte string is not a point the Kernel accepts. */
export type PointErrorCode = 'not-on-curve' | 'non-canonical' | 'identity' | 'not-prime-order'

/**
 * A public key, mask or signature R that the Kernel would refuse. Extends RangeError: the input has
 * the right type and length but a value outside the accepted set.
 */
export class PointError extends RangeError {
  override readonly name = 'PointError'
  readonly code: PointErrorCode
  readonly argument: string

  constructor(code: PointErrorCode, argument: string) {
    super(`"${argument}" is not a valid point (${code})`)
    this.code = code
    this.argument = argument
  }
}

/** Little-endian bytes as an unsigned bigint. */
export function bytesToNumberLE(bytes: Uint8Array): bigint {
  let hex = ''
  for (let i = bytes.length - 1; i >= 0; i--) hex += HEX[bytes[i] as number]
  return hex.length === 0 ? 0n : BigInt('0x' + hex)
}

/** An unsigned bigint below 2^(8·length) as `length` little-endian bytes. */
export function numberToBytesLE(n: bigint, length: number): Uint8Array {
  const hex = n.toString(16).padStart(length * 2, '0')
  const out = new Uint8Array(length)
  for (let i = 0; i < length; i++) {
    const at = hex.length - 2 * (i + 1)
    out[i] = parseInt(hex.slice(at, at + 2), 16)
  }
  return out
}

/**
 * 64 little-endian bytes reduced mod L (the Kernel's `SetUniformBytes`, `NewKeyFromSeed`).
 * @throws {TypeError | RangeError} when `bytes` is not 64 bytes
 */
export function uniformScalar(bytes: Uint8Array): bigint {
  abytes(bytes, 'bytes', 64)
  return bytesToNumberLE(bytes) % GROUP_ORDER
}

/**
 * A canonical 32-byte little-endian scalar (the Kernel's `SetCanonicalBytes`).
 * @throws {RangeError} when the value is not below L (the Kernel panics or rejects such keys)
 */
export function scalarFromBytes(bytes: Uint8Array, name = 'scalar'): bigint {
  abytes(bytes, name, 32)
  const s = bytesToNumberLE(bytes)
  if (s >= GROUP_ORDER)
    throw new RangeError(`"${name}" is not a canonical scalar (not below the group order)`)
  return s
}

/**
 * A scalar in [0, L) as 32 little-endian bytes.
 * @throws {TypeError | RangeError} when `s` is not a bigint in [0, L)
 */
export function scalarToBytes(s: bigint): Uint8Array {
  abigint(s, 'scalar', 0n, GROUP_ORDER - 1n)
  return numberToBytesLE(s, 32)
}

/** `newKeyFromSeed`: the uniform scalar of a 64-byte seed, as 32 bytes. */
export function newKeyFromSeed(seed: Uint8Array): Uint8Array {
  abytes(seed, 'seed', 64)
  return numberToBytesLE(bytesToNumberLE(seed) % GROUP_ORDER, 32)
}

/**
 * The spend scalar y of a Safe user (§2.2): SHA-512 of the 32-byte spend seed, first half clamped
 * (clear the low 3 bits, clear bit 255, set bit 254), read little-endian, reduced mod L. `y·G` is the
 * ordinary Ed25519 public key of the seed.
 * @throws {TypeError | RangeError} when `seed` is not 32 bytes
 * @example clampedSpendScalar(seed) // the y with (x + y)·G == the UTXO key
 */
export function clampedSpendScalar(seed: Uint8Array): bigint {
  abytes(seed, 'seed', 32)
  const digest = sha512(seed)
  const head = digest.subarray(0, 32)
  head[0] = (head[0] as number) & 0xf8
  head[31] = ((head[31] as number) & 0x7f) | 0x40
  const y = bytesToNumberLE(head) % GROUP_ORDER
  digest.fill(0)
  return y
}

/**
 * `s·G` as 32 bytes. Uses noble's precomputed base-point table and its constant-time path.
 * @throws {RangeError} when `s` is not in [1, L)
 */
export function publicFromScalar(s: bigint): Uint8Array {
  abigint(s, 'scalar', 1n, GROUP_ORDER - 1n)
  return BASE.multiply(s).toBytes()
}

/** `s·G` as a point for `s` in [0, L) (zero gives the identity); noble's base-point table walk. */
export function baseMultiply(s: bigint): ed.Point {
  return s === 0n ? ed.Point.ZERO : BASE.multiply(s)
}

/**
 * Decodes a 32-byte point the way the Kernel does: canonical encoding (y < p, no "negative zero"),
 * on the curve, and — unless `primeOrder` is false — not the identity and in the prime-order
 * subgroup. Results of the prime-order check are cached (public data, bounded), as the Kernel does.
 * @throws {PointError} when the bytes are not such a point
 * @throws {TypeError | RangeError} when `bytes` is not 32 bytes
 */
export function decodePoint(bytes: Uint8Array, name = 'point', primeOrder = true): ed.Point {
  abytes(bytes, name, 32)
  if (primeOrder) {
    const cached = primeOrderCache.get(keyOf(bytes))
    if (cached !== undefined) return cached
  }
  let p: ed.Point
  try {
    p = ed.Point.fromBytes(bytes, false)
  } catch {
    throw new PointError(isNonCanonical(bytes) ? 'non-canonical' : 'not-on-curve', name)
  }
  if (!primeOrder) return p
  if (p.is0()) throw new PointError('identity', name)
  if (!p.isTorsionFree()) throw new PointError('not-prime-order', name)
  remember(keyOf(bytes), p)
  return p
}

/** True when `bytes` is a 32-byte canonical encoding of a prime-order point (KER `CheckKey`). */
export function isValidPublicKey(bytes: unknown): boolean {
  if (!(bytes instanceof Uint8Array) || bytes.length !== 32) return false
  try {
    decodePoint(bytes)
    return true
  } catch {
    return false
  }
}

/**
 * `priv·pub` (KER `KeyMultPubPriv`): `pub` must be a valid prime-order point and `priv` a canonical
 * scalar. A zero scalar gives the identity encoding, as in the Kernel.
 * @throws {PointError} when `pub` is not a valid point
 * @throws {RangeError} when `priv` is not canonical
 */
export function keyMultPubPriv(pub: Uint8Array, priv: Uint8Array): Uint8Array {
  const q = decodePoint(pub, 'pub')
  const s = scalarFromBytes(priv, 'priv')
  // noble's constant-time multiply: `priv` is a secret (a view key, or a sender's r).
  return s === 0n ? ed.Point.ZERO.toBytes() : q.multiply(s).toBytes()
}

/** Constant-time-ish equality of two byte arrays (length is not secret). */
export function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false
  let diff = 0
  for (let i = 0; i < a.length; i++) diff |= (a[i] as number) ^ (b[i] as number)
  return diff === 0
}

/** Lowercase hex of bytes. */
export function toHex(bytes: Uint8Array): string {
  let s = ''
  for (let i = 0; i < bytes.length; i++) s += HEX[bytes[i] as number]
  return s
}

// y ≥ p with the sign bit masked, or x = 0 with the sign bit set, are the non-canonical forms.
function isNonCanonical(bytes: Uint8Array): boolean {
  const y = bytesToNumberLE(bytes) & ((1n << 255n) - 1n)
  if (y >= ed.Point.CURVE().p) return true
  if (((bytes[31] as number) & 0x80) === 0) return false
  // x = 0 exactly when y = ±1; with the sign bit set that encoding is "negative zero".
  return y === 1n || y === ed.Point.CURVE().p - 1n
}

const CACHE_LIMIT = 4096
const primeOrderCache = new Map<string, ed.Point>()

function keyOf(bytes: Uint8Array): string {
  return toHex(bytes)
}

function remember(key: string, p: ed.Point): void {
  if (primeOrderCache.size >= CACHE_LIMIT) {
    const oldest = primeOrderCache.keys().next().value
    if (oldest !== undefined) primeOrderCache.delete(oldest)
  }
  primeOrderCache.set(key, p)
}
