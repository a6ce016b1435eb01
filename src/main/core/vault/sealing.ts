/**
 * The pieces every passphrase-sealed thing of the vault is built from (backups in ./backup, keychain
 * entries in ./sealed-entry, the wallet's passphrase verifier in services/lock): scrypt turns a
 * passphrase and a random salt into 64 bytes; the first 32 are an XChaCha20-Poly1305 key, the last
 * 32 only feed a verifier (their SHA-256), which tells a wrong passphrase apart without weakening
 * anything the cipher's tag does not already expose. Headers travel as associated data, so changing
 * a parameter, a salt or a name fails the tag.
 * @module
 */
import { xchacha20poly1305 } from '@noble/ciphers/chacha.js'
import { equalBytes } from '@noble/ciphers/utils.js'
import { scryptAsync } from '@noble/hashes/scrypt.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { randomBytes, utf8ToBytes } from '@noble/hashes/utils.js'
import { z } from 'zod'

/** scrypt's work factor by default: about 128 MiB and a second or two in pure JS. */
export const DEFAULT_SCRYPT_N = 2 ** 17
/** Bounds on what a stored header may ask of scrypt, so a hostile file cannot exhaust memory. */
export const MIN_SCRYPT_N = 2 ** 10
export const MAX_SCRYPT_N = 2 ** 18
export const SCRYPT_R = 8
export const SCRYPT_P = 1
export const SALT_LENGTH = 32
export const NONCE_LENGTH = 24
export const KEY_LENGTH = 32
export const CIPHER_NAME = 'xchacha20-poly1305'

/** scrypt's parameters as stored next to what they sealed. */
export interface ScryptParams {
  readonly N: number
  readonly r: number
  readonly p: number
  readonly salt: Uint8Array
}

/** What a passphrase derives: the cipher key and a verifier of the passphrase. Both are the caller's to zero. */
export interface DerivedKey {
  readonly key: Uint8Array
  /** SHA-256 of the second half of scrypt's output: safe to store, useless for decrypting. */
  readonly verifier: Uint8Array
}

/** Whether `N` is a power of two within the accepted bounds. */
export function isScryptN(N: unknown): N is number {
  return (
    typeof N === 'number' &&
    Number.isInteger(N) &&
    N >= MIN_SCRYPT_N &&
    N <= MAX_SCRYPT_N &&
    (N & (N - 1)) === 0
  )
}

/** @throws RangeError unless `N` is a power of two in [2^10, 2^18] */
export function checkScryptN(N: number): number {
  if (!isScryptN(N))
    throw new RangeError(`"scryptN" expected a power of two in [${MIN_SCRYPT_N}, ${MAX_SCRYPT_N}]`)
  return N
}

/** Fresh parameters with a random salt. */
export function newScryptParams(N: number = DEFAULT_SCRYPT_N): ScryptParams {
  return { N: checkScryptN(N), r: SCRYPT_R, p: SCRYPT_P, salt: randomBytes(SALT_LENGTH) }
}

/** Passphrases are compared as NFKC text, so the same words typed on another keyboard layout still open. */
export function passphraseBytes(passphrase: string): Uint8Array {
  if (typeof passphrase !== 'string') throw new TypeError('"passphrase" expected a string')
  return utf8ToBytes(passphrase.normalize('NFKC'))
}

/** Derives the key and verifier of `passphrase` under `params`. */
export async function deriveKey(passphrase: string, params: ScryptParams): Promise<DerivedKey> {
  const pw = passphraseBytes(passphrase)
  try {
    const dk = await scryptAsync(pw, params.salt, {
      N: params.N,
      r: params.r,
      p: params.p,
      dkLen: 64,
      maxmem: 2 ** 29,
    })
    const key = dk.slice(0, KEY_LENGTH)
    const verifier = sha256(dk.subarray(KEY_LENGTH))
    dk.fill(0)
    return { key, verifier }
  } finally {
    pw.fill(0)
  }
}

/** Constant-time comparison of two verifiers (or checks). */
export const sameBytes = (a: Uint8Array, b: Uint8Array): boolean => equalBytes(a, b)

/**
 * Seals `plain` under `key` with a fresh nonce. The associated data is authenticated, not encrypted;
 * give a function of the nonce when the header that forms it names the nonce.
 */
export function seal(
  key: Uint8Array,
  plain: Uint8Array,
  ad: Uint8Array | ((nonce: Uint8Array) => Uint8Array),
): { nonce: Uint8Array; ciphertext: Uint8Array; ad: Uint8Array } {
  const nonce = randomBytes(NONCE_LENGTH)
  const data = typeof ad === 'function' ? ad(nonce) : ad
  return { nonce, ciphertext: xchacha20poly1305(key, nonce, data).encrypt(plain), ad: data }
}

/** Opens what {@link seal} made; null when the tag does not verify (wrong key, or altered data). */
export function open(
  key: Uint8Array,
  nonce: Uint8Array,
  ciphertext: Uint8Array,
  ad: Uint8Array,
): Uint8Array | null {
  try {
    return xchacha20poly1305(key, nonce, ad).decrypt(ciphertext)
  } catch {
    return null
  }
}

/** Standard base64 of bytes. */
export const b64 = (b: Uint8Array): string =>
  Buffer.from(b.buffer, b.byteOffset, b.length).toString('base64')

const B64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/

/** A zod schema for base64 text decoding to bytes (of exactly `length` when given). */
export const Base64Bytes = (length?: number) =>
  z
    .string()
    .max(1 << 20)
    .regex(B64, 'expected base64')
    .transform((s) => new Uint8Array(Buffer.from(s, 'base64')))
    .refine((b) => length === undefined || b.length === length, `expected ${length} bytes`)

/** The stored form of scrypt's parameters (salt in base64), as headers carry them. */
export const ScryptParamsSchema = z.object({
  name: z.literal('scrypt'),
  N: z
    .number()
    .int()
    .refine(isScryptN, `N must be a power of two in [${MIN_SCRYPT_N}, ${MAX_SCRYPT_N}]`),
  r: z.literal(SCRYPT_R),
  p: z.literal(SCRYPT_P),
  salt: Base64Bytes(SALT_LENGTH),
})

/** The stored form of `params`. */
export function scryptParamsJson(params: ScryptParams): {
  name: 'scrypt'
  N: number
  r: number
  p: number
  salt: string
} {
  return { name: 'scrypt', N: params.N, r: params.r, p: params.p, salt: b64(params.salt) }
}

/** The parameters' part of an associated-data text: `scrypt|N|r|p|salt`. */
export function scryptAdText(params: ScryptParams): string {
  return `scrypt|${params.N}|${params.r}|${params.p}|${b64(params.salt)}`
}
