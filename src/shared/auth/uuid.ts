/**
 * Random version-4 UUIDs for request ids (`jti`, `X-Request-Id`), from the platform's CSPRNG
 * through noble, since shared code may not assume `crypto.randomUUID`.
 * @module
 */

import { bytesToHex, randomBytes } from '@noble/hashes/utils.js'

/** A fresh lowercase RFC 4122 version-4 UUID. */
export function randomUuidV4(): string {
  const b = randomBytes(16)
  b[6] = (b[6]! & 0x0f) | 0x40
  b[8] = (b[8]! & 0x3f) | 0x80
  const h = bytesToHex(b)
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`
}
