/**
 * Passphrase-encrypted account backups: the public record and the seeds, sealed with
 * XChaCha20-Poly1305 under a key from scrypt.
 *
 * Envelope (JSON, version 1):
 * ```json
 * { "version": 1,
 *   "kdf": { "name": "scrypt", "N": 131072, "r": 8, "p": 1, "salt": "<b64, 32 B>", "check": "<b64, 16 B>" },
 *   "cipher": { "name": "xchacha20-poly1305", "nonce": "<b64, 24 B>" },
 *   "ciphertext": "<b64>" }
 * ```
 * scrypt (N = 2^17, r = 8, p = 1; about 128 MiB and a few seconds in pure JS, which is fine for a
 * rare export) yields 64 bytes: the first 32 are the cipher key, the last 32 only feed `check`
 * (SHA-256, first 16 bytes), which tells a wrong passphrase ('bad-passphrase') from a damaged file
 * ('corrupt') without weakening anything the ciphertext's tag does not already expose. The header
 * fields are the cipher's associated data, so altering N, the salt or the version fails the tag.
 *
 * Plaintext: one flags byte (bit 0: spend key present, bit 1: TIP key present), the session, spend
 * and TIP seeds (32 bytes each, zeros when absent), then the public record as UTF-8 JSON.
 * @module
 */

import { xchacha20poly1305 } from '@noble/ciphers/chacha.js'
import { scryptAsync } from '@noble/hashes/scrypt.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { equalBytes } from '@noble/ciphers/utils.js'
import { randomBytes, utf8ToBytes } from '@noble/hashes/utils.js'
import { z } from 'zod'
import { VaultError } from './errors'
import { AccountRecordSchema, type AccountRecord } from './record'
import { publicHex, SEED_LENGTH } from './seed'

const BACKUP_VERSION = 1
const DEFAULT_SCRYPT_N = 2 ** 17
/** Bounds on what an imported envelope may ask of scrypt, so a hostile file cannot exhaust memory. */
const MIN_SCRYPT_N = 2 ** 10
const MAX_SCRYPT_N = 2 ** 18
const MIN_PASSPHRASE_LENGTH = 8

const SCRYPT_R = 8
const SCRYPT_P = 1
const SALT_LENGTH = 32
const NONCE_LENGTH = 24
const CHECK_LENGTH = 16
const SEEDS_OFFSET = 1
const RECORD_OFFSET = SEEDS_OFFSET + 3 * SEED_LENGTH

const B64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/
const Base64Bytes = (length?: number) =>
  z
    .string()
    .max(1 << 20)
    .regex(B64, 'expected base64')
    .transform((s) => new Uint8Array(Buffer.from(s, 'base64')))
    .refine((b) => length === undefined || b.length === length, `expected ${length} bytes`)

/** The envelope's outer shape; a version check comes first so newer files say 'unsupported'. */
const EnvelopeSchema = z.object({
  version: z.literal(BACKUP_VERSION),
  kdf: z.object({
    name: z.literal('scrypt'),
    N: z.number().int().min(MIN_SCRYPT_N).max(MAX_SCRYPT_N).refine((n) => (n & (n - 1)) === 0, 'N must be a power of two'),
    r: z.literal(SCRYPT_R),
    p: z.literal(SCRYPT_P),
    salt: Base64Bytes(SALT_LENGTH),
    check: Base64Bytes(CHECK_LENGTH),
  }),
  cipher: z.object({ name: z.literal('xchacha20-poly1305'), nonce: Base64Bytes(NONCE_LENGTH) }),
  ciphertext: Base64Bytes(),
})

/** A backup as written to disk (JSON.stringify it). */
export interface BackupEnvelope {
  version: typeof BACKUP_VERSION
  kdf: { name: 'scrypt'; N: number; r: number; p: number; salt: string; check: string }
  cipher: { name: 'xchacha20-poly1305'; nonce: string }
  ciphertext: string
}

/** What a backup holds. The seeds are the caller's to zero. */
export interface BackupContents {
  record: AccountRecord
  session: Uint8Array
  spend: Uint8Array | null
  tip: Uint8Array | null
}

const b64 = (b: Uint8Array) => Buffer.from(b.buffer, b.byteOffset, b.length).toString('base64')

function associatedData(N: number, salt: Uint8Array, nonce: Uint8Array): Uint8Array {
  return utf8ToBytes(`cosigner-backup|${BACKUP_VERSION}|scrypt|${N}|${SCRYPT_R}|${SCRYPT_P}|${b64(salt)}|xchacha20-poly1305|${b64(nonce)}`)
}

async function deriveKeys(passphrase: string, salt: Uint8Array, N: number): Promise<{ key: Uint8Array; check: Uint8Array }> {
  const pw = utf8ToBytes(passphrase.normalize('NFKC'))
  try {
    const dk = await scryptAsync(pw, salt, { N, r: SCRYPT_R, p: SCRYPT_P, dkLen: 64, maxmem: 2 ** 29 })
    const key = dk.slice(0, 32)
    const check = sha256(dk.subarray(32)).slice(0, CHECK_LENGTH)
    dk.fill(0)
    return { key, check }
  } finally {
    pw.fill(0)
  }
}

/**
 * Seals an account's record and seeds under a passphrase.
 * @param options.scryptN work factor, a power of two in [2^10, 2^18]; lower it only in tests
 * @throws VaultError 'weak-passphrase' when the passphrase is shorter than 8 characters;
 *   'key-mismatch' when a seed is not the one the record names
 * @throws RangeError for an out-of-range `scryptN`
 */
export async function sealBackup(contents: BackupContents, passphrase: string, options: { scryptN?: number } = {}): Promise<BackupEnvelope> {
  if (typeof passphrase !== 'string') throw new TypeError('"passphrase" expected a string')
  if ([...passphrase.normalize('NFKC')].length < MIN_PASSPHRASE_LENGTH) {
    throw new VaultError('weak-passphrase', `A backup passphrase needs at least ${MIN_PASSPHRASE_LENGTH} characters.`)
  }
  const N = options.scryptN ?? DEFAULT_SCRYPT_N
  if (!Number.isInteger(N) || N < MIN_SCRYPT_N || N > MAX_SCRYPT_N || (N & (N - 1)) !== 0) {
    throw new RangeError(`"scryptN" expected a power of two in [${MIN_SCRYPT_N}, ${MAX_SCRYPT_N}]`)
  }
  const record = AccountRecordSchema.parse(contents.record)
  if (!seedsMatch(contents, record)) throw new VaultError('key-mismatch', 'A key does not match its public key in the account record.')
  const recordBytes = utf8ToBytes(JSON.stringify(record))
  const plain = new Uint8Array(RECORD_OFFSET + recordBytes.length)
  plain[0] = (contents.spend ? 1 : 0) | (contents.tip ? 2 : 0)
  plain.set(contents.session, SEEDS_OFFSET)
  if (contents.spend) plain.set(contents.spend, SEEDS_OFFSET + SEED_LENGTH)
  if (contents.tip) plain.set(contents.tip, SEEDS_OFFSET + 2 * SEED_LENGTH)
  plain.set(recordBytes, RECORD_OFFSET)

  const salt = randomBytes(SALT_LENGTH)
  const nonce = randomBytes(NONCE_LENGTH)
  const { key, check } = await deriveKeys(passphrase, salt, N)
  try {
    const ciphertext = xchacha20poly1305(key, nonce, associatedData(N, salt, nonce)).encrypt(plain)
    return {
      version: BACKUP_VERSION,
      kdf: { name: 'scrypt', N, r: SCRYPT_R, p: SCRYPT_P, salt: b64(salt), check: b64(check) },
      cipher: { name: 'xchacha20-poly1305', nonce: b64(nonce) },
      ciphertext: b64(ciphertext),
    }
  } finally {
    key.fill(0)
    plain.fill(0)
  }
}

function corrupt(reason: string): VaultError {
  return new VaultError('corrupt', `The backup is damaged: ${reason}.`)
}

function readEnvelope(input: unknown): z.infer<typeof EnvelopeSchema> {
  let value = input
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value)
    } catch {
      throw corrupt('not valid JSON')
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw corrupt('not a JSON object')
  const version = (value as { version?: unknown }).version
  if (version !== BACKUP_VERSION) {
    if (typeof version === 'number') throw new VaultError('unsupported', `Backups of version ${version} are not supported by this version.`)
    throw corrupt('no version')
  }
  const r = EnvelopeSchema.safeParse(value)
  if (r.success) return r.data
  const issue = r.error.issues[0]!
  const path = issue.path.map(String).join('.')
  // A known field holding a value from a newer or foreign scheme is "unsupported", not damage.
  if (/^(kdf\.(name|r|p|N)|cipher\.name)$/.test(path)) throw new VaultError('unsupported', `Unsupported backup parameter "${path}".`)
  throw corrupt(`field "${path}": ${issue.message}`)
}

/**
 * Opens a backup (an envelope object or its JSON text) and checks that each seed matches its
 * public key in the record.
 * @throws VaultError 'bad-passphrase' | 'corrupt' | 'unsupported'
 */
export async function openBackup(input: unknown, passphrase: string): Promise<BackupContents> {
  if (typeof passphrase !== 'string') throw new TypeError('"passphrase" expected a string')
  const env = readEnvelope(input)
  const { key, check } = await deriveKeys(passphrase, env.kdf.salt, env.kdf.N)
  let plain: Uint8Array
  try {
    if (!equalBytes(check, env.kdf.check)) throw new VaultError('bad-passphrase', 'Wrong passphrase for this backup.')
    try {
      plain = xchacha20poly1305(key, env.cipher.nonce, associatedData(env.kdf.N, env.kdf.salt, env.cipher.nonce)).decrypt(env.ciphertext)
    } catch {
      throw corrupt('its content was altered')
    }
  } finally {
    key.fill(0)
  }
  try {
    return unpack(plain)
  } finally {
    plain.fill(0)
  }
}

function seedsMatch(seeds: Omit<BackupContents, 'record'>, record: AccountRecord): boolean {
  const matches = (seed: Uint8Array | null, pub: string | null) => (seed === null ? pub === null : pub !== null && publicHex(seed) === pub)
  return matches(seeds.session, record.session_public_key) && matches(seeds.spend, record.spend_public_key) && matches(seeds.tip, record.tip_public_key)
}

function unpack(plain: Uint8Array): BackupContents {
  if (plain.length <= RECORD_OFFSET || (plain[0]! & ~3) !== 0) throw corrupt('unexpected layout')
  let record: AccountRecord
  try {
    record = AccountRecordSchema.parse(JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(plain.subarray(RECORD_OFFSET))))
  } catch {
    throw corrupt('unreadable account record')
  }
  const seedAt = (i: number) => plain.slice(SEEDS_OFFSET + i * SEED_LENGTH, SEEDS_OFFSET + (i + 1) * SEED_LENGTH)
  const session = seedAt(0)
  const spend = plain[0]! & 1 ? seedAt(1) : null
  const tip = plain[0]! & 2 ? seedAt(2) : null
  if (!seedsMatch({ session, spend, tip }, record)) {
    session.fill(0)
    spend?.fill(0)
    tip?.fill(0)
    throw corrupt('a key does not match its public key')
  }
  return { record, session, spend, tip }
}
