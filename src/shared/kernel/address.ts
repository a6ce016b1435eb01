/**
 * XIN mainnet addresses and MIX multisig addresses (wire-formats.md §4; KER common/address.go,
 * GO mix.go, SDK `getMainnetAddressFrom*`, `buildMixAddress`, `parseMixAddress`).
 *
 * - XIN: "XIN" + base58(spend ‖ view ‖ SHA3-256("XIN" ‖ spend ‖ view)[0..4]); both keys must be valid
 *   prime-order points (KER `CheckKey`).
 * - MIX: "MIX" + base58(payload ‖ SHA3-256("MIX" ‖ payload)[0..4]), payload = 02 ‖ T ‖ n ‖ members,
 *   members all 16-byte UUIDs or all 64-byte XIN publics, in the given order.
 * @module
 */
import { sha3_256 } from '@noble/hashes/sha3.js'
import { UUID_PATTERN } from '../api/uuid'
import { abytes, aint, astring } from '../assert'
import { base58Decode, base58Encode } from './base58'
import { bytesToUuid, uuidToBytes } from './ids'
import {
  equalBytes,
  isValidPublicKey,
  newKeyFromSeed,
  publicFromScalar,
  scalarFromBytes,
} from './scalar'

const encoder = new TextEncoder()
const XIN = 'XIN'
const MIX = 'MIX'
const MIX_VERSION = 2
/** Longest MIX text we decode: 64 XIN members (3 + 64·64 + 4 bytes) is about 5,600 base58 digits. */
const MAX_TEXT = 6000

export type AddressErrorCode =
  | 'prefix'
  | 'base58'
  | 'length'
  | 'checksum'
  | 'key'
  | 'version'
  | 'threshold'
  | 'count'
  | 'members'
  | 'mixed-members'
  | 'member'

/** An address that does not parse or cannot be built; `code` says which rule failed. */
export class AddressError extends Error {
  override readonly name = 'AddressError'
  readonly code: AddressErrorCode

  constructor(code: AddressErrorCode, detail: string) {
    super(`invalid address: ${detail}`)
    this.code = code
  }
}

/** The two public keys behind a XIN address. */
export interface XinPublics {
  readonly spend: Uint8Array
  readonly view: Uint8Array
}

/**
 * The XIN address of a public spend and view key.
 * @throws {AddressError} code 'key' when a key is not a valid prime-order point
 * @throws {TypeError | RangeError} when a key is not 32 bytes
 */
export function buildXinAddress(publics: XinPublics): string {
  abytes(publics.spend, 'spend', 32)
  abytes(publics.view, 'view', 32)
  if (!isValidPublicKey(publics.spend))
    throw new AddressError('key', 'public spend key is not a valid point')
  if (!isValidPublicKey(publics.view))
    throw new AddressError('key', 'public view key is not a valid point')
  return xinText(publics.spend, publics.view)
}

/**
 * The public keys of a XIN address, checksum and keys verified.
 * @throws {AddressError} with code 'prefix' | 'base58' | 'length' | 'checksum' | 'key'
 * @example parseXinAddress('XIN8AJMg…DEu8').spend // 36bb0e30…ce66
 */
export function parseXinAddress(address: string): XinPublics {
  astring(address, 'address')
  const data = decodeChecked(address, XIN, (n) => n === 68, '68')
  const spend = data.slice(0, 32)
  const view = data.slice(32, 64)
  if (!isValidPublicKey(spend))
    throw new AddressError('key', 'public spend key is not a valid point')
  if (!isValidPublicKey(view)) throw new AddressError('key', 'public view key is not a valid point')
  return { spend, view }
}

/**
 * The full key set of a 64-byte seed (KER `NewAddressFromSeed`): spend = newKeyFromSeed(seed),
 * view = newKeyFromSeed(SHA3(seed) ‖ SHA3(SHA3(seed))).
 * @throws {TypeError | RangeError} when `seed` is not 64 bytes
 */
export function xinAddressFromSeed(seed: Uint8Array): {
  address: string
  privateSpend: Uint8Array
  privateView: Uint8Array
  publicSpend: Uint8Array
  publicView: Uint8Array
} {
  abytes(seed, 'seed', 64)
  const h1 = sha3_256(seed)
  const h2 = sha3_256(h1)
  const src = new Uint8Array(64)
  src.set(h1, 0)
  src.set(h2, 32)
  const privateSpend = newKeyFromSeed(seed)
  const privateView = newKeyFromSeed(src)
  src.fill(0)
  h1.fill(0)
  h2.fill(0)
  // A zero scalar has probability 2^-252; publicFromScalar would refuse it with a RangeError.
  const publicSpend = publicFromScalar(scalarFromBytes(privateSpend))
  const publicView = publicFromScalar(scalarFromBytes(privateView))
  return {
    address: xinText(publicSpend, publicView),
    privateSpend,
    privateView,
    publicSpend,
    publicView,
  }
}

/** What a MIX address holds. `members` are in encoded order (not sorted). */
export interface MixAddress {
  readonly members: readonly string[]
  readonly threshold: number
  readonly kind: 'uuid' | 'xin'
}

/**
 * A MIX address for 1..255 members (all lowercase UUIDs or all XIN addresses), written in the given
 * order, duplicates kept, and a threshold 1..n.
 * @throws {AddressError} 'count' | 'threshold' | 'mixed-members' | 'member' (or a XIN member's parse code)
 * @example buildMixAddress({ members: ['67a87828-18f5-46a1-b6cc-c72a97a77c43'], threshold: 1 }) // 'MIX3QEeg…tpPc'
 */
export function buildMixAddress(input: { members: readonly string[]; threshold: number }): string {
  const { members, threshold } = input
  if (!Array.isArray(members)) throw new TypeError('"members" expected an array of strings')
  members.forEach((m, i) => astring(m, `members[${i}]`))
  aint(threshold, 'threshold', 0, Number.MAX_SAFE_INTEGER)
  if (members.length < 1 || members.length > 255) {
    throw new AddressError('count', `${members.length} members, expected 1..255`)
  }
  if (threshold < 1 || threshold > members.length) {
    throw new AddressError('threshold', `threshold ${threshold} for ${members.length} members`)
  }
  const xin = members.filter((m) => m.startsWith(XIN)).length
  const uuid = members.filter((m) => UUID_PATTERN.test(m)).length
  if (xin > 0 && uuid > 0) throw new AddressError('mixed-members', 'UUID and XIN members mixed')
  const kind = xin === members.length ? 'xin' : uuid === members.length ? 'uuid' : undefined
  if (kind === undefined)
    throw new AddressError('member', 'members must be lowercase UUIDs or XIN addresses')
  const size = kind === 'uuid' ? 16 : 64
  const payload = new Uint8Array(3 + members.length * size)
  payload[0] = MIX_VERSION
  payload[1] = threshold
  payload[2] = members.length
  members.forEach((m, i) => {
    if (kind === 'uuid') {
      payload.set(uuidToBytes(m), 3 + i * 16)
    } else {
      const p = parseXinAddress(m)
      payload.set(p.spend, 3 + i * 64)
      payload.set(p.view, 3 + i * 64 + 32)
    }
  })
  return MIX + base58Encode(withChecksum(MIX, payload))
}

/**
 * Parses a MIX address (GO `NewMixAddressFromString` plus the SDK's threshold ≤ count rule).
 * XIN members must carry valid keys; they come back as XIN address text.
 * @throws {AddressError} 'prefix' | 'base58' | 'length' | 'checksum' | 'version' | 'threshold' |
 *   'count' | 'members' | 'key'
 */
export function parseMixAddress(address: string): MixAddress {
  astring(address, 'address')
  const payload = decodeChecked(address, MIX, (n) => n >= 3 + 16 + 4, '≥ 23')
  const version = payload[0] as number
  const threshold = payload[1] as number
  const count = payload[2] as number
  if (version !== MIX_VERSION) throw new AddressError('version', `version ${version}`)
  if (count < 1 || count > 64) throw new AddressError('count', `${count} members, expected 1..64`)
  if (threshold < 1 || threshold > count)
    throw new AddressError('threshold', `threshold ${threshold} of ${count}`)
  const body = payload.subarray(3)
  const members: string[] = []
  if (body.length === count * 16) {
    for (let i = 0; i < count; i++) members.push(bytesToUuid(body.subarray(i * 16, i * 16 + 16)))
    return { members, threshold, kind: 'uuid' }
  }
  if (body.length === count * 64) {
    for (let i = 0; i < count; i++) {
      const spend = body.slice(i * 64, i * 64 + 32)
      const view = body.slice(i * 64 + 32, i * 64 + 64)
      if (!isValidPublicKey(spend) || !isValidPublicKey(view)) {
        throw new AddressError('key', `member ${i} has an invalid public key`)
      }
      members.push(xinText(spend, view))
    }
    return { members, threshold, kind: 'xin' }
  }
  throw new AddressError('members', `${body.length} member bytes for ${count} members`)
}

function xinText(spend: Uint8Array, view: Uint8Array): string {
  const payload = new Uint8Array(64)
  payload.set(spend, 0)
  payload.set(view, 32)
  return XIN + base58Encode(withChecksum(XIN, payload))
}

function checksum(prefix: string, payload: Uint8Array): Uint8Array {
  const p = encoder.encode(prefix)
  const msg = new Uint8Array(p.length + payload.length)
  msg.set(p, 0)
  msg.set(payload, p.length)
  return sha3_256(msg).subarray(0, 4)
}

function withChecksum(prefix: string, payload: Uint8Array): Uint8Array {
  const out = new Uint8Array(payload.length + 4)
  out.set(payload, 0)
  out.set(checksum(prefix, payload), payload.length)
  return out
}

// Prefix, base58, decoded length, checksum (the Kernel's order); returns the payload without the checksum.
function decodeChecked(
  address: string,
  prefix: string,
  lengthOk: (n: number) => boolean,
  expected: string,
): Uint8Array {
  if (!address.startsWith(prefix)) throw new AddressError('prefix', `expected prefix ${prefix}`)
  if (address.length > MAX_TEXT)
    throw new AddressError('length', `longer than ${MAX_TEXT} characters`)
  let data: Uint8Array
  try {
    data = base58Decode(address.slice(prefix.length))
  } catch (e) {
    throw new AddressError('base58', e instanceof Error ? e.message : 'bad base58')
  }
  if (!lengthOk(data.length))
    throw new AddressError('length', `decoded length ${data.length}, expected ${expected}`)
  const payload = data.subarray(0, data.length - 4)
  if (!equalBytes(checksum(prefix, payload), data.subarray(data.length - 4))) {
    throw new AddressError('checksum', 'checksum mismatch')
  }
  return payload
}
