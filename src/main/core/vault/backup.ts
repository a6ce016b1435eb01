/**
 * Passphrase-encrypted account backups: the public record and the seeds, sealed with
 * XChaCha20-Poly1305 under a key from scrypt (./sealing).
 *
 * Envelope (JSON, version 2; version 1 files, which lack `digest`, are still read):
 * ```json
 * { "version": 2,
 *   "kdf": { "name": "scrypt", "N": 131072, "r": 8, "p": 1, "salt": "<b64, 32 B>", "check": "<b64, 16 B>" },
 *   "cipher": { "name": "xchacha20-poly1305", "nonce": "<b64, 24 B>" },
 *   "ciphertext": "<b64>",
 *   "digest": "<b64, SHA-256 of everything above>" }
 * ```
 * `check` (the first 16 bytes of the passphrase's verifier) tells a wrong passphrase
 * ('bad-passphrase') from a file whose content was altered ('corrupt'). `digest` is a plain checksum
 * over the header, the check and the ciphertext: a file damaged anywhere, the salt and the check
 * included, is reported as damaged before any passphrase is tried, where version 1 could only call
 * a damaged salt a wrong passphrase. The header fields (and, from version 2, the check) are the
 * cipher's associated data, so altering N, the salt or the version fails the tag too.
 *
 * Plaintext: one flags byte (bit 0: spend key present, bit 1: TIP key present), the session, spend
 * and TIP seeds (32 bytes each, zeros when absent), then the public record as UTF-8 JSON.
 *
 * How strong a passphrase must be is the wallet core's policy (services/passphrase-policy), not this
 * module's.
 * @module
 */

import { sha256 } from '@noble/hashes/sha2.js'
import { utf8ToBytes } from '@noble/hashes/utils.js'
import { z } from 'zod'
import { VaultError } from './errors'
import { AccountRecordSchema, type AccountRecord } from './record'
import {
  b64,
  Base64Bytes,
  checkScryptN,
  CIPHER_NAME,
  DEFAULT_SCRYPT_N,
  deriveKey,
  NONCE_LENGTH,
  newScryptParams,
  open,
  sameBytes,
  ScryptParamsSchema,
  scryptAdText,
  seal,
  type ScryptParams,
} from './sealing'
import { publicHex, SEED_LENGTH } from './seed'
import { words } from '../../../shared/i18n/words'

export const BACKUP_VERSION = 2
/** Versions this code reads. */
const READABLE = [1, 2] as const

const CHECK_LENGTH = 16
const SEEDS_OFFSET = 1
const RECORD_OFFSET = SEEDS_OFFSET + 3 * SEED_LENGTH

/** The envelope's outer shape; a version check comes first so newer files say 'unsupported'. */
const EnvelopeSchema = z.object({
  version: z.union([z.literal(1), z.literal(2)]),
  kdf: ScryptParamsSchema.extend({ check: Base64Bytes(CHECK_LENGTH) }),
  cipher: z.object({ name: z.literal(CIPHER_NAME), nonce: Base64Bytes(NONCE_LENGTH) }),
  ciphertext: Base64Bytes(),
  digest: Base64Bytes(32).optional(),
})
type ParsedEnvelope = z.infer<typeof EnvelopeSchema>

/** A backup as written to disk (JSON.stringify it). */
export interface BackupEnvelope {
  version: typeof BACKUP_VERSION
  kdf: { name: 'scrypt'; N: number; r: number; p: number; salt: string; check: string }
  cipher: { name: typeof CIPHER_NAME; nonce: string }
  ciphertext: string
  digest: string
}

/** What a backup holds. The seeds are the caller's to zero. */
export interface BackupContents {
  record: AccountRecord
  session: Uint8Array
  spend: Uint8Array | null
  tip: Uint8Array | null
}

function associatedData(
  version: number,
  params: ScryptParams,
  nonce: Uint8Array,
  check: Uint8Array,
): Uint8Array {
  const base = `cosigner-backup|${version}|${scryptAdText(params)}|${CIPHER_NAME}|${b64(nonce)}`
  return utf8ToBytes(version === 1 ? base : `${base}|${b64(check)}`)
}

function digestOf(ad: Uint8Array, ciphertext: Uint8Array): Uint8Array {
  const all = new Uint8Array(ad.length + 1 + ciphertext.length)
  all.set(ad)
  all[ad.length] = 0x7c // '|'
  all.set(ciphertext, ad.length + 1)
  return sha256(all)
}

async function derive(
  passphrase: string,
  params: ScryptParams,
): Promise<{ key: Uint8Array; check: Uint8Array }> {
  const { key, verifier } = await deriveKey(passphrase, params)
  const check = verifier.slice(0, CHECK_LENGTH)
  verifier.fill(0)
  return { key, check }
}

/**
 * Seals an account's record and seeds under a passphrase.
 * @param options.scryptN work factor, a power of two in [2^10, 2^18]; lower it only in tests
 * @throws VaultError 'key-mismatch' when a seed is not the one the record names
 * @throws RangeError for an out-of-range `scryptN`
 */
export async function sealBackup(
  contents: BackupContents,
  passphrase: string,
  options: { scryptN?: number } = {},
): Promise<BackupEnvelope> {
  if (typeof passphrase !== 'string' || passphrase.length === 0)
    throw new TypeError('"passphrase" expected a non-empty string')
  const params = newScryptParams(checkScryptN(options.scryptN ?? DEFAULT_SCRYPT_N))
  const record = AccountRecordSchema.parse(contents.record)
  if (!seedsMatch(contents, record))
    throw new VaultError('key-mismatch', words('core.vault.keyMismatch'))
  const recordBytes = utf8ToBytes(JSON.stringify(record))
  const plain = new Uint8Array(RECORD_OFFSET + recordBytes.length)
  plain[0] = (contents.spend ? 1 : 0) | (contents.tip ? 2 : 0)
  plain.set(contents.session, SEEDS_OFFSET)
  if (contents.spend) plain.set(contents.spend, SEEDS_OFFSET + SEED_LENGTH)
  if (contents.tip) plain.set(contents.tip, SEEDS_OFFSET + 2 * SEED_LENGTH)
  plain.set(recordBytes, RECORD_OFFSET)

  const { key, check } = await derive(passphrase, params)
  try {
    const sealed = seal(key, plain, (nonce) => associatedData(BACKUP_VERSION, params, nonce, check))
    return {
      version: BACKUP_VERSION,
      kdf: {
        name: 'scrypt',
        N: params.N,
        r: params.r,
        p: params.p,
        salt: b64(params.salt),
        check: b64(check),
      },
      cipher: { name: CIPHER_NAME, nonce: b64(sealed.nonce) },
      ciphertext: b64(sealed.ciphertext),
      digest: b64(digestOf(sealed.ad, sealed.ciphertext)),
    }
  } finally {
    key.fill(0)
    plain.fill(0)
  }
}

/** Why a backup reads as damaged, for its refusal. */
type Damage =
  | 'notJson'
  | 'notObject'
  | 'noVersion'
  | 'noChecksum'
  | 'changed'
  | 'layout'
  | 'record'
  | 'keyMismatch'
  | 'field'

function corrupt(reason: Damage, values: Record<string, string> = {}): VaultError {
  return new VaultError('corrupt', words('core.backup.damaged', { reason, ...values }))
}

function readEnvelope(input: unknown): ParsedEnvelope {
  let value = input
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value)
    } catch {
      throw corrupt('notJson')
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw corrupt('notObject')
  const version = (value as { version?: unknown }).version
  if (!READABLE.includes(version as 1 | 2)) {
    if (typeof version === 'number')
      throw new VaultError(
        'unsupported',
        words('core.backup.version', { version: String(version) }),
      )
    throw corrupt('noVersion')
  }
  const r = EnvelopeSchema.safeParse(value)
  if (r.success) {
    if (r.data.version === 2 && r.data.digest === undefined) throw corrupt('noChecksum')
    return r.data
  }
  const issue = r.error.issues[0]!
  const path = issue.path.map(String).join('.')
  // A known field holding a value from a newer or foreign scheme is "unsupported", not damage.
  if (/^(kdf\.(name|r|p|N)|cipher\.name)$/.test(path))
    throw new VaultError('unsupported', words('core.backup.setting', { field: path }))
  throw corrupt('field', { field: path, issue: issue.message })
}

/**
 * Opens a backup (an envelope object or its JSON text) and checks that each seed matches its
 * public key in the record.
 * @throws VaultError 'bad-passphrase' | 'corrupt' | 'unsupported'
 */
export async function openBackup(input: unknown, passphrase: string): Promise<BackupContents> {
  if (typeof passphrase !== 'string') throw new TypeError('"passphrase" expected a string')
  const env = readEnvelope(input)
  const params: ScryptParams = { N: env.kdf.N, r: env.kdf.r, p: env.kdf.p, salt: env.kdf.salt }
  const ad = associatedData(env.version, params, env.cipher.nonce, env.kdf.check)
  if (env.digest !== undefined && !sameBytes(env.digest, digestOf(ad, env.ciphertext)))
    throw corrupt('changed')
  const { key, check } = await derive(passphrase, params)
  let plain: Uint8Array | null
  try {
    if (!sameBytes(check, env.kdf.check))
      throw new VaultError('bad-passphrase', words('core.backup.wrongPassphrase'))
    plain = open(key, env.cipher.nonce, env.ciphertext, ad)
    if (plain === null) throw corrupt('changed')
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
  const matches = (seed: Uint8Array | null, pub: string | null) =>
    seed === null ? pub === null : pub !== null && publicHex(seed) === pub
  return (
    matches(seeds.session, record.session_public_key) &&
    matches(seeds.spend, record.spend_public_key) &&
    matches(seeds.tip, record.tip_public_key)
  )
}

function unpack(plain: Uint8Array): BackupContents {
  if (plain.length <= RECORD_OFFSET || (plain[0]! & ~3) !== 0) throw corrupt('layout')
  let record: AccountRecord
  try {
    record = AccountRecordSchema.parse(
      JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(plain.subarray(RECORD_OFFSET))),
    )
  } catch {
    throw corrupt('record')
  }
  const seedAt = (i: number) =>
    plain.slice(SEEDS_OFFSET + i * SEED_LENGTH, SEEDS_OFFSET + (i + 1) * SEED_LENGTH)
  const session = seedAt(0)
  const spend = plain[0]! & 1 ? seedAt(1) : null
  const tip = plain[0]! & 2 ? seedAt(2) : null
  if (!seedsMatch({ session, spend, tip }, record)) {
    session.fill(0)
    spend?.fill(0)
    tip?.fill(0)
    throw corrupt('keyMismatch')
  }
  return { record, session, spend, tip }
}
