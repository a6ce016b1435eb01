/**
 * UUIDs: the one pattern every UUID check of ours is built from, and fresh random ones. Free of zod
 * and of any platform API, so the kernel and the auth code use it as the schemas do.
 * @module
 */

import { bytesToHex, randomBytes } from '@noble/hashes/utils.js'

const HYPHENATED = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'

/** A lowercase hyphenated UUID: the only form the service stores and the Kernel and the API hash. */
export const UUID_PATTERN = new RegExp(`^${HYPHENATED}$`)

/** A UUID in any case, as clients may send one; read it lowercased. */
export const ANY_CASE_UUID_PATTERN = new RegExp(`^${HYPHENATED}$`, 'i')

/**
 * A UUID or a 32-byte hex hash, in any case: an id that may be either (a multisig request or its
 * transaction hash, an asset or its kernel asset id).
 */
export const UUID_OR_HASH_PATTERN = new RegExp(`^(?:[0-9a-f]{64}|${HYPHENATED})$`, 'i')

/**
 * A fresh lowercase RFC 4122 version-4 UUID for request ids (`jti`, `X-Request-Id`), from the
 * platform's CSPRNG through noble, since shared code may not assume `crypto.randomUUID`.
 */
export function randomUuidV4(): string {
  const b = randomBytes(16)
  b[6] = (b[6]! & 0x0f) | 0x40
  b[8] = (b[8]! & 0x3f) | 0x80
  const h = bytesToHex(b)
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`
}
