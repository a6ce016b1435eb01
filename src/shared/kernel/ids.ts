/**
 * Identifiers and small hashes derived from text (wire-formats.md §1.6, §3, §8.1): the kernel asset
 * id, members hashes, threshold scripts, and the conversation ids and checksum.
 * Every "Sha256Hash" of the Kernel is SHA3-256 (§1.6 trap); the conversation ids are MD5-based
 * version-3-style UUIDs, always lowercase.
 * @module
 */
import { sha3_256 } from '@noble/hashes/sha3.js'
import { md5 } from '@noble/hashes/legacy.js'
import { aint, abytes, astring, auuid } from '../assert'
import { toHex } from './scalar'

const encoder = new TextEncoder()

/**
 * The 32-byte kernel asset hash of an asset UUID, as hex: SHA3-256 of the UUID text.
 * @throws {TypeError} when `assetUuid` is not a lowercase UUID
 * @example kernelAssetId('c94ac88f-4671-3976-b60a-09064f1811e8') // 'a99c2e0e…2cdc' (XIN)
 */
export function kernelAssetId(assetUuid: string): string {
  auuid(assetUuid, 'assetUuid')
  return toHex(sha3_256(encoder.encode(assetUuid)))
}

/**
 * `members_hash` / `senders_hash` / `receivers_hash`: SHA3-256 over the members sorted and
 * concatenated, hex. The caller's array is left as it was (the SDK sorts it in place).
 * @throws {TypeError} when `members` is not an array of strings
 */
export function membersHash(members: readonly string[]): string {
  if (!Array.isArray(members)) throw new TypeError('"members" expected an array of strings')
  members.forEach((m, i) => astring(m, `members[${i}]`))
  const sorted = [...members].sort(compareUtf8)
  return toHex(sha3_256(encoder.encode(sorted.join(''))))
}

/** A script that is not the Kernel's `ff fe T` threshold script. */
export class ScriptError extends Error {
  override readonly name = 'ScriptError'
  readonly code: 'length' | 'operators' | 'threshold'

  constructor(code: 'length' | 'operators' | 'threshold', detail: string) {
    super(`not a threshold script: ${detail}`)
    this.code = code
  }
}

/**
 * The output script `ff fe T` for a T-of-n output.
 * @throws {RangeError} unless 1 ≤ T ≤ 64 (the SDK would emit anything, the Kernel stops at 64)
 * @example thresholdScript(2) // Uint8Array [0xff, 0xfe, 0x02]
 */
export function thresholdScript(threshold: number): Uint8Array {
  aint(threshold, 'threshold', 1, 64)
  return Uint8Array.of(0xff, 0xfe, threshold)
}

/**
 * The threshold T of a script `ff fe T` (KER `Script.VerifyFormat`: T ≤ 64; T = 0 is well-formed for
 * the Kernel and returned as 0).
 * @throws {ScriptError} when the script is not a threshold script
 */
export function scriptThreshold(script: Uint8Array): number {
  abytes(script, 'script')
  if (script.length !== 3) throw new ScriptError('length', `length ${script.length}`)
  if (script[0] !== 0xff || script[1] !== 0xfe)
    throw new ScriptError('operators', toHex(script.subarray(0, 2)))
  const t = script[2] as number
  if (t > 64) throw new ScriptError('threshold', `threshold ${t} above 64`)
  return t
}

/**
 * The CONTACT conversation id of two users: MD5(min ‖ max) with version 3 and RFC 4122 variant bits.
 * @throws {TypeError} when either id is not a lowercase UUID
 * @example uniqueConversationId('67a87828-…7c43', 'c94ac88f-…11e8') // 'c18d2d0e-bdca-36ce-9129-ec5f76d7d3b0'
 */
export function uniqueConversationId(a: string, b: string): string {
  auuid(a, 'a')
  auuid(b, 'b')
  return uniqueId(a, b)
}

/**
 * A deterministic GROUP conversation id (DOCS/GO): g = U(owner, name), g = U(g, randomId), then
 * g = U(g, p) for each participant in sorted order, U being the contact-id function on text.
 * @throws {TypeError} when an id is not a lowercase UUID or `name` is not a string
 */
export function groupConversationId(
  owner: string,
  name: string,
  participants: readonly string[],
  randomId: string,
): string {
  auuid(owner, 'owner')
  astring(name, 'name')
  auuid(randomId, 'randomId')
  if (!Array.isArray(participants)) throw new TypeError('"participants" expected an array of UUIDs')
  participants.forEach((p, i) => auuid(p, `participants[${i}]`))
  let g = uniqueId(owner, name)
  g = uniqueId(g, randomId)
  for (const p of [...participants].sort(compareUtf8)) g = uniqueId(g, p)
  return g
}

/**
 * The encrypted-message conversation checksum: hex MD5 of the participants' session ids sorted
 * ascending and concatenated.
 * @throws {TypeError} when a session id is not a lowercase UUID
 */
export function conversationChecksum(sessionIds: readonly string[]): string {
  if (!Array.isArray(sessionIds)) throw new TypeError('"sessionIds" expected an array of UUIDs')
  sessionIds.forEach((s, i) => auuid(s, `sessionIds[${i}]`))
  return toHex(md5(encoder.encode([...sessionIds].sort(compareUtf8).join(''))))
}

/**
 * 16 UUID bytes from lowercase hyphenated text.
 * @throws {TypeError} when `id` is not a lowercase UUID
 */
export function uuidToBytes(id: string): Uint8Array {
  auuid(id, 'id')
  const hex = id.replace(/-/g, '')
  const out = new Uint8Array(16)
  for (let i = 0; i < 16; i++) out[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16)
  return out
}

/**
 * Lowercase hyphenated text of 16 UUID bytes.
 * @throws {TypeError | RangeError} when `bytes` is not 16 bytes
 */
export function bytesToUuid(bytes: Uint8Array): string {
  abytes(bytes, 'bytes', 16)
  const h = toHex(bytes)
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`
}

/**
 * U(a, b) on arbitrary text, as the SDK (`uniqueConversationID`) and GO compute it: MD5 of the two
 * texts in order, with version 3 and RFC 4122 variant bits. The contact id is this on two user ids;
 * the SDK also names ghost key hints with it (./trace).
 */
export function uniqueTextId(a: string, b: string): string {
  astring(a, 'a')
  astring(b, 'b')
  return uniqueId(a, b)
}

function uniqueId(a: string, b: string): string {
  const [lo, hi] = compareUtf8(a, b) <= 0 ? [a, b] : [b, a]
  const digest = md5(encoder.encode(lo + hi))
  digest[6] = ((digest[6] as number) & 0x0f) | 0x30
  digest[8] = ((digest[8] as number) & 0x3f) | 0x80
  return bytesToUuid(digest)
}

// Go compares strings bytewise (UTF-8); JS `<` compares UTF-16 units, which differs above U+FFFF.
function compareUtf8(a: string, b: string): number {
  if (a === b) return 0
  const x = encoder.encode(a)
  const y = encoder.encode(b)
  const n = Math.min(x.length, y.length)
  for (let i = 0; i < n; i++) {
    if (x[i] !== y[i]) return (x[i] as number) - (y[i] as number)
  }
  return x.length - y.length
}
