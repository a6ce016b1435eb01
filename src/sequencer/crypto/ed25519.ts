/**
 * Ed25519 verification for the sequencer's hot paths — every request's token and every
 * co-signature — by libsodium (sodium-native), on the calling thread. Why libsodium: it verifies
 * in about 45 µs here, OpenSSL 3 (node:crypto) in 94 µs, and the shared pure-JS verifier (noble)
 * in some 3 ms, which every request would pay.
 *
 * The shared verifier gives the verdicts the rest of the code base relies on (RFC 8032 strict: S
 * below L, canonical R and A of more than small order, R = [S]B − [k]A); this one is held to the
 * same verdicts by its tests and by those of its callers (http/auth.ts, ledger/verify-signature.ts).
 */
import { createRequire } from 'node:module'

interface Sodium {
  crypto_sign_verify_detached(signature: Uint8Array, message: Uint8Array, key: Uint8Array): boolean
}
let sodium: Sodium | undefined

/**
 * Whether `signature` by the raw 32-byte `publicKey` over `message` verifies; false (never an
 * exception) for a key or signature of the wrong length or any malformed bytes. The argument
 * order is shared/auth's `verifyStrict`'s.
 */
export function verifyEd25519(
  signature: Uint8Array,
  message: Uint8Array,
  publicKey: Uint8Array,
): boolean {
  if (publicKey.length !== 32 || signature.length !== 64) return false
  sodium ??= createRequire(import.meta.url)('sodium-native') as Sodium
  try {
    return sodium.crypto_sign_verify_detached(signature, message, publicKey)
  } catch {
    return false
  }
}
