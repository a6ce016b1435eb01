/**
 * The Ed25519 operations this module needs, on @noble/ed25519's synchronous API, in the strict
 * (RFC 8032, zip215: false) mode a server should verify with. Verification here never throws:
 * any undecodable key or signature is simply "not valid".
 * @module
 */

import * as ed from '@noble/ed25519'
import { sha512 } from '@noble/hashes/sha2.js'

ed.hashes.sha512 = sha512

/** Public key of a 32-byte seed. */
export function publicKeyOf(seed: Uint8Array): Uint8Array {
  return ed.getPublicKey(seed)
}

/** Ed25519 signature of `message` by a 32-byte seed. */
export function signWithSeed(message: Uint8Array, seed: Uint8Array): Uint8Array {
  return ed.sign(message, seed)
}

/** Strict verification; false (never an exception) for malformed keys or signatures of any length. */
export function verifyStrict(
  signature: Uint8Array,
  message: Uint8Array,
  publicKey: Uint8Array,
): boolean {
  if (signature.length !== 64 || publicKey.length !== 32) return false
  try {
    return ed.verify(signature, message, publicKey, { zip215: false })
  } catch {
    return false
  }
}

/** Whether `bytes` is a canonical encoding of a curve point that is not of small order. */
export function isStrictPublicKey(bytes: Uint8Array): boolean {
  if (bytes.length !== 32) return false
  try {
    return !ed.Point.fromBytes(bytes, false).isSmallOrder()
  } catch {
    return false
  }
}
