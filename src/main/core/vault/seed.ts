/**
 * Ed25519 seeds as they appear in keystores and in our keychain entries. Every function here that
 * returns a seed hands the caller a fresh Uint8Array to zero when done.
 * @module
 */

import { equalBytes } from '@noble/ciphers/utils.js'
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js'
import { publicKeyOf } from '../../../shared/auth/ed25519'

export const SEED_LENGTH = 32

const HEX_SEED = /^[0-9a-f]{64}$/
const HEX_SEED_AND_PUBLIC = /^[0-9a-f]{128}$/
const B64URL_SEED_AND_PUBLIC = /^[A-Za-z0-9_-]{86}(?:==)?$/

/** Why a private-key text was refused; never includes the text. */
export type SeedTextProblem = 'format' | 'public-key-mismatch'

/**
 * Reads a private key as keystores write it: a 64-hex seed, a 128-hex seed ‖ public key, or (legacy)
 * base64url of seed ‖ public key. When the public half is present it must match the seed.
 * Returns the 32-byte seed, or the reason it was refused.
 */
export function seedFromKeystoreText(text: string): Uint8Array | SeedTextProblem {
  const t = text.trim()
  const lower = t.toLowerCase()
  let bytes: Uint8Array
  if (HEX_SEED.test(lower)) return hexToBytes(lower)
  if (HEX_SEED_AND_PUBLIC.test(lower)) bytes = hexToBytes(lower)
  else if (B64URL_SEED_AND_PUBLIC.test(t)) bytes = new Uint8Array(Buffer.from(t, 'base64url'))
  else return 'format'
  const seed = bytes.slice(0, SEED_LENGTH)
  const claimed = bytes.subarray(SEED_LENGTH)
  const pub = publicKeyOf(seed)
  const ok = claimed.length === 32 && equalBytes(pub, claimed)
  bytes.fill(0)
  if (!ok) {
    seed.fill(0)
    return 'public-key-mismatch'
  }
  return seed
}

/** The text we store in the keychain for a seed: 64 lowercase hex characters. */
export function seedToEntry(seed: Uint8Array): string {
  return bytesToHex(seed)
}

/** Whether a keychain entry's text is a seed in clear, as generation 0 stores it. */
export const isClearEntryText = (text: string): boolean => HEX_SEED.test(text)

/** The seed of a keychain entry, or undefined when the entry is not one of ours. */
export function seedFromEntry(text: string): Uint8Array | undefined {
  return HEX_SEED.test(text) ? hexToBytes(text) : undefined
}

/** Hex public key of a seed. */
export function publicHex(seed: Uint8Array): string {
  return bytesToHex(publicKeyOf(seed))
}
