/**
 * The Safe registration payload, `POST /safe/users` (wire-formats §6.1, DESIGN "registration
 * `signature`"). The official SDKs sign SHA3-256(user_id) for `signature` and put the TIP key's
 * signature of SHA-256("SEQUENCER:REGISTER:" + user_id + public_key_hex) encrypted in `pin_base64`;
 * the interface text puts that SHA-256 digest under `signature`. We send the former and accept both.
 * @module
 */

import { sha256 } from '@noble/hashes/sha2.js'
import { sha3_256 } from '@noble/hashes/sha3.js'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js'
import { abigint, abytes, astring, auuid, hexArg } from '../assert'
import { base64UrlDecode, base64UrlEncode } from './base64url'
import { isStrictPublicKey, publicKeyOf, signWithSeed, verifyStrict } from './ed25519'
import { decryptPin, encryptPin, PinError } from './pin'

export interface RegistrationBody {
  public_key: string
  signature: string
  pin_base64: string
}

export interface VerifiedRegistration {
  publicKey: Uint8Array
  /** Which message `signature` signs: the SDKs' SHA3(user_id), or the interface text's digest. */
  signatureKind: 'sha3-user-id' | 'sequencer-register'
  /** From the PIN ciphertext; the server must check it increases per session. */
  iterator: bigint
  timeSeconds: bigint
}

export type RegistrationErrorCode =
  'malformed' | 'public-key' | 'signature' | 'pin' | 'tip-signature'

/** A registration payload that was refused; `code` says which part failed. */
export class RegistrationError extends Error {
  override readonly name = 'RegistrationError'
  readonly code: RegistrationErrorCode

  constructor(code: RegistrationErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.code = code
  }
}

const REGISTER_PREFIX = 'SEQUENCER:REGISTER:'
const PUBLIC_KEY_HEX = /^[0-9a-fA-F]{64}$/
const SIGNATURE_HEX = /^[0-9a-fA-F]{128}$/
const MAX_FIELD_CHARS = 1024

/**
 * SHA-256("SEQUENCER:REGISTER:" + user_id + public_key_hex), the TIP body of a registration. The
 * key is hashed as the string given, so pass `public_key` exactly as sent.
 * @throws {TypeError|RangeError} when `userId` is not a lowercase UUID or `publicKeyHex` not 32 bytes of hex.
 */
export function registrationDigest(userId: string, publicKeyHex: string): Uint8Array {
  auuid(userId, 'userId')
  hexArg(publicKeyHex, 'publicKeyHex', 32)
  return sha256(utf8ToBytes(`${REGISTER_PREFIX}${userId}${publicKeyHex}`))
}

/**
 * Builds the body the SDK's `SafeKeystoreClient.register` sends. For bots the TIP key is the spend
 * key, the default here.
 * @throws {TypeError|RangeError} on malformed options.
 * @example const body = buildRegistration({ userId, spendSeed, sessionSeed, serverPublicKey, iterator })
 */
export function buildRegistration(o: {
  userId: string
  spendSeed: Uint8Array
  tipSeed?: Uint8Array
  sessionSeed: Uint8Array
  serverPublicKey: Uint8Array
  iterator: bigint
  timeSeconds?: bigint
  /** Tests only: a fixed IV for the PIN ciphertext. */
  iv?: Uint8Array
}): RegistrationBody {
  if (typeof o !== 'object' || o === null) throw new TypeError('"options" expected an object')
  auuid(o.userId, 'userId')
  abytes(o.spendSeed, 'spendSeed', 32)
  const tipSeed = o.tipSeed ?? o.spendSeed
  abytes(tipSeed, 'tipSeed', 32)
  abytes(o.sessionSeed, 'sessionSeed', 32)
  abytes(o.serverPublicKey, 'serverPublicKey', 32)
  abigint(o.iterator, 'iterator', 0n, (1n << 64n) - 1n)

  const publicKeyHex = bytesToHex(publicKeyOf(o.spendSeed))
  const signature = base64UrlEncode(signWithSeed(sha3_256(utf8ToBytes(o.userId)), o.spendSeed))
  const tipSignature = signWithSeed(registrationDigest(o.userId, publicKeyHex), tipSeed)
  try {
    const pin_base64 = encryptPin(tipSignature, {
      sessionSeed: o.sessionSeed,
      serverPublicKey: o.serverPublicKey,
      iterator: o.iterator,
      ...(o.timeSeconds !== undefined ? { timeSeconds: o.timeSeconds } : {}),
      ...(o.iv !== undefined ? { iv: o.iv } : {}),
    })
    return { public_key: publicKeyHex, signature, pin_base64 }
  } finally {
    tipSignature.fill(0)
  }
}

/**
 * Verifies a registration body for the authenticated user: `public_key` is a sound Ed25519 key,
 * `signature` signs SHA3-256(user_id) (base64url) or the SEQUENCER:REGISTER digest (hex or
 * base64url), and `pin_base64` decrypts to a 64-byte TIP signature of that digest.
 * @throws {RegistrationError} `malformed`, `public-key`, `signature`, `pin` or `tip-signature`.
 * @throws {TypeError|RangeError} on malformed options (not on a malformed body).
 */
export function verifyRegistration(
  body: unknown,
  o: {
    userId: string
    serverSeed: Uint8Array
    sessionPublicKey: Uint8Array
    tipPublicKey?: Uint8Array
  },
): VerifiedRegistration {
  if (typeof o !== 'object' || o === null) throw new TypeError('"options" expected an object')
  auuid(o.userId, 'userId')
  abytes(o.serverSeed, 'serverSeed', 32)
  abytes(o.sessionPublicKey, 'sessionPublicKey', 32)
  if (o.tipPublicKey !== undefined) abytes(o.tipPublicKey, 'tipPublicKey', 32)

  const fields = readBody(body)
  if (!PUBLIC_KEY_HEX.test(fields.public_key))
    throw new RegistrationError('public-key', 'public_key must be 32 bytes of hex')
  const publicKey = hexArg(fields.public_key, 'public_key', 32)
  if (!isStrictPublicKey(publicKey))
    throw new RegistrationError('public-key', 'public_key is not a usable Ed25519 key')

  const digest = registrationDigest(o.userId, fields.public_key)
  const signature = decodeSignature(fields.signature)
  let signatureKind: VerifiedRegistration['signatureKind']
  if (verifyStrict(signature, sha3_256(utf8ToBytes(o.userId)), publicKey))
    signatureKind = 'sha3-user-id'
  else if (verifyStrict(signature, digest, publicKey)) signatureKind = 'sequencer-register'
  else throw new RegistrationError('signature', 'signature does not verify with public_key')

  let pin
  try {
    pin = decryptPin(fields.pin_base64, {
      serverSeed: o.serverSeed,
      sessionPublicKey: o.sessionPublicKey,
    })
  } catch (cause) {
    if (cause instanceof PinError)
      throw new RegistrationError('pin', `pin_base64: ${cause.message}`, { cause })
    throw cause
  }
  try {
    if (pin.pin.length !== 64)
      throw new RegistrationError('pin', 'pin_base64 must hold a 64-byte TIP signature')
    if (!verifyStrict(pin.pin, digest, o.tipPublicKey ?? publicKey)) {
      throw new RegistrationError(
        'tip-signature',
        'the TIP signature in pin_base64 does not verify',
      )
    }
  } finally {
    pin.pin.fill(0)
  }
  return { publicKey, signatureKind, iterator: pin.iterator, timeSeconds: pin.timeSeconds }
}

function readBody(body: unknown): RegistrationBody {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new RegistrationError('malformed', 'registration body must be a JSON object')
  }
  const out: Record<string, string> = {}
  for (const key of ['public_key', 'signature', 'pin_base64'] as const) {
    const v = Object.prototype.hasOwnProperty.call(body, key)
      ? (body as Record<string, unknown>)[key]
      : undefined
    if (typeof v !== 'string') throw new RegistrationError('malformed', `${key} must be a string`)
    if (v.length === 0 || v.length > MAX_FIELD_CHARS)
      throw new RegistrationError('malformed', `${key} has a bad length`)
    out[key] = v
  }
  return out as unknown as RegistrationBody
}

function decodeSignature(text: string): Uint8Array {
  astring(text, 'signature')
  if (SIGNATURE_HEX.test(text)) return hexArg(text, 'signature', 64)
  let bytes: Uint8Array
  try {
    bytes = base64UrlDecode(text)
  } catch (cause) {
    throw new RegistrationError('signature', 'signature is neither hex nor base64url', { cause })
  }
  if (bytes.length !== 64) throw new RegistrationError('signature', 'signature must be 64 bytes')
  return bytes
}
