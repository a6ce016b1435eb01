/**
 * Ed25519 signing with a raw scalar (wire-formats.md §2.3; KER crypto/signature.go `Key.Sign`, SDK
 * `edwards25519.sign`). The secret is the scalar t itself, not a seed: the nonce prefix is the second
 * half of SHA-512(t). The result is a standard Ed25519 signature under P = t·G, deterministic in
 * (t, message).
 * @module
 */
import { sha512 } from '@noble/hashes/sha2.js'
import { abytes } from '../assert'
import {
  GROUP_ORDER,
  bytesToNumberLE,
  numberToBytesLE,
  publicFromScalar,
  scalarFromBytes,
} from './scalar'

/**
 * Signs `message` (for Safe transactions: the 32-byte tx hash) with scalar `t`.
 * @param t 32-byte little-endian canonical non-zero scalar
 * @returns 64 bytes R ‖ S
 * @throws {RangeError} when t is not canonical or is zero
 * @throws {TypeError} when an argument is not a Uint8Array
 * @example signWithScalar(t, hash) // same bytes as the SDK's edwards25519.sign(hash, t)
 */
export function signWithScalar(t: Uint8Array, message: Uint8Array): Uint8Array {
  const s = scalarFromBytes(t, 't')
  if (s === 0n) throw new RangeError('"t" must not be zero')
  abytes(message, 'message')
  return signWithScalarUnchecked(t, s, publicFromScalar(s), message)
}

/**
 * The signing core for callers that already hold t as bytes and bigint and its public key P = t·G
 * (the co-signer computes P anyway to find its key index). No argument checks.
 */
export function signWithScalarUnchecked(
  t: Uint8Array,
  s: bigint,
  P: Uint8Array,
  message: Uint8Array,
): Uint8Array {
  const digest = sha512(t)
  const prefixed = new Uint8Array(32 + message.length)
  prefixed.set(digest.subarray(32), 0)
  prefixed.set(message, 32)
  const nonceDigest = sha512(prefixed)
  const z = bytesToNumberLE(nonceDigest) % GROUP_ORDER
  digest.fill(0)
  prefixed.fill(0)
  nonceDigest.fill(0)

  const R = publicFromScalar(z)
  const challenge = new Uint8Array(64 + message.length)
  challenge.set(R, 0)
  challenge.set(P, 32)
  challenge.set(message, 64)
  const k = bytesToNumberLE(sha512(challenge)) % GROUP_ORDER
  const S = (k * s + z) % GROUP_ORDER

  const signature = new Uint8Array(64)
  signature.set(R, 0)
  signature.set(numberToBytesLE(S, 32), 32)
  return signature
}
