/**
 * PIN ciphertext (wire-formats §5.3): AES-256-CBC under the X25519 key shared by the session key
 * and the server key, over pin ‖ u64 LE seconds ‖ u64 LE iterator ‖ PKCS#7, sent as
 * base64url(IV ‖ ciphertext). Byte-identical to the SDK's `signEd25519PIN` and Go's `EncryptEd25519PIN`.
 * @module
 */

import { cbc } from '@noble/ciphers/aes.js'
import { x25519, ed25519 } from '@noble/curves/ed25519.js'
import { sha512 } from '@noble/hashes/sha2.js'
import { randomBytes } from '@noble/hashes/utils.js'
import { abigint, abytes, astring } from '../assert'
import { base64UrlDecode, base64UrlEncode } from './base64url'

const BLOCK = 16
const TRAILER = 16 // u64 time ‖ u64 iterator
const U64_MAX = (1n << 64n) - 1n
/** Larger than any PIN the protocol carries (a 64-byte TIP signature); bounds hostile input. */
const MAX_PIN_BYTES = 1024
const MAX_CIPHERTEXT_CHARS = Math.ceil(((BLOCK + MAX_PIN_BYTES + TRAILER + BLOCK) * 4) / 3) + 4

export type PinErrorCode = 'malformed' | 'padding' | 'length'

/** A PIN ciphertext that cannot be opened. `code` says why; the message holds no plaintext. */
export class PinError extends Error {
  override readonly name = 'PinError'
  readonly code: PinErrorCode

  constructor(code: PinErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.code = code
  }
}

export interface EncryptPinOptions {
  sessionSeed: Uint8Array
  /** The server's Ed25519 public key (keystore `server_public_key`). */
  serverPublicKey: Uint8Array
  /** Must increase with every PIN the session sends; the SDK uses nanoseconds since the epoch. */
  iterator: bigint
  /** Unix seconds; now when absent. */
  timeSeconds?: bigint
  /** Tests only: a fixed IV instead of a random one. */
  iv?: Uint8Array
}

export interface DecryptedPin {
  pin: Uint8Array
  timeSeconds: bigint
  iterator: bigint
}

/**
 * X25519 key shared by a 32-byte Ed25519 seed and a peer's Ed25519 public key, both converted to
 * their Montgomery forms; either side computes the same key. The caller should zero the result.
 * @throws {TypeError|RangeError} on wrong types or lengths, or a peer key that is not a usable point.
 */
export function sharedPinKey(ownSeed: Uint8Array, peerEd25519Public: Uint8Array): Uint8Array {
  abytes(ownSeed, 'ownSeed', 32)
  abytes(peerEd25519Public, 'peerEd25519Public', 32)
  let peerU: Uint8Array
  try {
    peerU = ed25519.utils.toMontgomery(peerEd25519Public)
  } catch (cause) {
    throw new RangeError('"peerEd25519Public" is not a valid Ed25519 point', { cause })
  }
  // SHA-512(seed)[0..32] clamped, as noble's toMontgomerySecret, but here all 64 bytes can be wiped.
  const digest = sha512(ownSeed)
  const scalar = digest.slice(0, 32)
  digest.fill(0)
  scalar[0]! &= 248
  scalar[31]! &= 127
  scalar[31]! |= 64
  try {
    return x25519.getSharedSecret(scalar, peerU)
  } catch (cause) {
    throw new RangeError('"peerEd25519Public" is a low-order point', { cause })
  } finally {
    scalar.fill(0)
  }
}

/**
 * Encrypts a PIN (raw bytes: the hex-decoded PIN, or a 64-byte TIP signature) for the server.
 * @throws {TypeError|RangeError} on malformed options.
 * @example encryptPin(tipSignature, { sessionSeed, serverPublicKey, iterator: nanosNow })
 */
export function encryptPin(pin: Uint8Array, o: EncryptPinOptions): string {
  abytes(pin, 'pin')
  if (pin.length > MAX_PIN_BYTES)
    throw new RangeError(`"pin" expected at most ${MAX_PIN_BYTES} bytes`)
  if (typeof o !== 'object' || o === null) throw new TypeError('"options" expected an object')
  abigint(o.iterator, 'iterator', 0n, U64_MAX)
  const time = o.timeSeconds ?? BigInt(Math.floor(Date.now() / 1000))
  abigint(time, 'timeSeconds', 0n, U64_MAX)
  const iv = o.iv ?? randomBytes(BLOCK)
  abytes(iv, 'iv', BLOCK)

  const body = pin.length + TRAILER
  const pad = BLOCK - (body % BLOCK) // a whole block of 0x10 when already aligned
  const plaintext = new Uint8Array(body + pad)
  plaintext.set(pin)
  const view = new DataView(plaintext.buffer)
  view.setBigUint64(pin.length, time, true)
  view.setBigUint64(pin.length + 8, o.iterator, true)
  plaintext.fill(pad, body)

  const key = sharedPinKey(o.sessionSeed, o.serverPublicKey)
  try {
    const ciphertext = cbc(key, iv, { disablePadding: true }).encrypt(plaintext)
    const out = new Uint8Array(BLOCK + ciphertext.length)
    out.set(iv)
    out.set(ciphertext, BLOCK)
    return base64UrlEncode(out)
  } finally {
    key.fill(0)
    plaintext.fill(0)
  }
}

/**
 * Opens a PIN ciphertext on the server side. Replay protection (a strictly increasing iterator
 * per session) is the caller's state, so the iterator and time are returned, not judged.
 * @throws {PinError} `malformed` (not base64), `length` (not IV plus whole blocks, or too short for
 *   the trailer), `padding` (bad PKCS#7, which also is what a wrong key usually produces).
 * @throws {TypeError|RangeError} on malformed options.
 */
export function decryptPin(
  ciphertext: string,
  o: { serverSeed: Uint8Array; sessionPublicKey: Uint8Array },
): DecryptedPin {
  astring(ciphertext, 'ciphertext')
  if (typeof o !== 'object' || o === null) throw new TypeError('"options" expected an object')
  abytes(o.serverSeed, 'serverSeed', 32)
  abytes(o.sessionPublicKey, 'sessionPublicKey', 32)
  if (ciphertext.length > MAX_CIPHERTEXT_CHARS)
    throw new PinError('length', 'PIN ciphertext is too long')
  let raw: Uint8Array
  try {
    raw = base64UrlDecode(ciphertext)
  } catch (cause) {
    throw new PinError('malformed', 'PIN ciphertext is not base64', { cause })
  }
  if (raw.length < 2 * BLOCK || raw.length % BLOCK !== 0) {
    throw new PinError('length', 'PIN ciphertext must be a 16-byte IV and whole 16-byte blocks')
  }
  const key = sharedPinKey(o.serverSeed, o.sessionPublicKey)
  let plaintext: Uint8Array
  try {
    plaintext = cbc(key, raw.subarray(0, BLOCK), { disablePadding: true }).decrypt(
      raw.subarray(BLOCK),
    )
  } finally {
    key.fill(0)
  }
  try {
    return splitPlaintext(plaintext)
  } finally {
    plaintext.fill(0)
  }
}

function splitPlaintext(plaintext: Uint8Array): DecryptedPin {
  const pad = plaintext[plaintext.length - 1]!
  let bad = pad === 0 || pad > BLOCK ? 1 : 0
  for (let i = 1; i <= BLOCK; i++) {
    // Look at a fixed number of bytes whatever the pad, so timing says little about it.
    if (i <= pad && plaintext[plaintext.length - i] !== pad) bad = 1
  }
  if (bad) throw new PinError('padding', 'PIN plaintext has invalid PKCS#7 padding')
  const body = plaintext.length - pad
  if (body < TRAILER)
    throw new PinError('length', 'PIN plaintext is shorter than its time and iterator')
  const view = new DataView(plaintext.buffer, plaintext.byteOffset, plaintext.byteLength)
  return {
    pin: plaintext.slice(0, body - TRAILER),
    timeSeconds: view.getBigUint64(body - TRAILER, true),
    iterator: view.getBigUint64(body - 8, true),
  }
}
