/**
 * A keychain entry that holds a seed sealed under the wallet passphrase. The entry is one line of
 * JSON and carries everything needed to open it again besides the passphrase:
 *
 * ```json
 * {"cosigner":"sealed-key","v":1,"name":"<user_id>/<kind>/<generation>",
 *  "kdf":{"name":"scrypt","N":131072,"r":8,"p":1,"salt":"<b64, 32 B>"},
 *  "cipher":{"name":"xchacha20-poly1305","nonce":"<b64, 24 B>"},"ct":"<b64, 48 B>"}
 * ```
 *
 * `ct` is XChaCha20-Poly1305 of the 32-byte Ed25519 seed under the first 32 bytes of
 * scrypt(NFKC passphrase, salt, N, r, p, 64), with the associated data
 * `cosigner-sealed-key|1|<name>|scrypt|<N>|<r>|<p>|<salt>|xchacha20-poly1305|<nonce>`. The entry's
 * own name is in it, so an entry copied under another account or kind does not open. Every entry
 * of one generation shares the salt, so the wallet derives one key per unlock; the README's "Where
 * your keys live" shows how to open an entry by hand.
 * @module
 */
import { utf8ToBytes } from '@noble/hashes/utils.js'
import { z } from 'zod'
import { VaultError } from './errors'
import {
  b64,
  Base64Bytes,
  CIPHER_NAME,
  deriveKey,
  NONCE_LENGTH,
  open,
  ScryptParamsSchema,
  scryptAdText,
  scryptParamsJson,
  seal,
  type ScryptParams,
} from './sealing'
import { SEED_LENGTH } from './seed'
import { words } from '../../../shared/i18n/words'

export const SEALED_ENTRY_VERSION = 1
const TAG = 'sealed-key'

/** The key entries of one generation are sealed under, with the parameters it came from. */
export interface SealingKey {
  readonly params: ScryptParams
  /** 32 bytes; whoever holds the key zeroes it. */
  readonly key: Uint8Array
}

const EntrySchema = z.object({
  cosigner: z.literal(TAG),
  v: z.literal(SEALED_ENTRY_VERSION),
  name: z.string().min(1).max(200),
  kdf: ScryptParamsSchema,
  cipher: z.object({ name: z.literal(CIPHER_NAME), nonce: Base64Bytes(NONCE_LENGTH) }),
  ct: Base64Bytes(SEED_LENGTH + 16),
})
type Entry = z.infer<typeof EntrySchema>

function associatedData(name: string, params: ScryptParams, nonce: Uint8Array): Uint8Array {
  return utf8ToBytes(
    `cosigner-${TAG}|${SEALED_ENTRY_VERSION}|${name}|${scryptAdText(params)}|${CIPHER_NAME}|${b64(nonce)}`,
  )
}

/** Whether an entry's text is a sealed entry (rather than a legacy seed in clear, or something else). */
export function isSealedEntryText(text: string): boolean {
  return text.startsWith('{') && text.includes(`"cosigner":"${TAG}"`)
}

/** The entry's text for `seed`, stored under `name`. */
export function sealEntry(sealing: SealingKey, name: string, seed: Uint8Array): string {
  if (seed.length !== SEED_LENGTH) throw new RangeError(`"seed" expected ${SEED_LENGTH} bytes`)
  const sealed = seal(sealing.key, seed, (nonce) => associatedData(name, sealing.params, nonce))
  return JSON.stringify({
    cosigner: TAG,
    v: SEALED_ENTRY_VERSION,
    name,
    kdf: scryptParamsJson(sealing.params),
    cipher: { name: CIPHER_NAME, nonce: b64(sealed.nonce) },
    ct: b64(sealed.ciphertext),
  })
}

/** The parsed entry, or undefined when the text is not a sealed entry of a version this code reads. */
function parseEntry(text: string): Entry | undefined {
  if (!isSealedEntryText(text)) return undefined
  try {
    const r = EntrySchema.safeParse(JSON.parse(text))
    return r.success ? r.data : undefined
  } catch {
    return undefined
  }
}

/**
 * The salt (base64, as stored) a sealed entry under `name` carries, without opening it: every entry
 * of one generation shares its passphrase's salt, so the salt tells whose generation an entry is.
 * Undefined when the text is not a sealed entry for this name.
 */
export function sealedEntrySalt(name: string, text: string): string | undefined {
  const e = parseEntry(text)
  return e && e.name === name ? b64(e.kdf.salt) : undefined
}

const paramsOf = (e: Entry): ScryptParams => ({
  N: e.kdf.N,
  r: e.kdf.r,
  p: e.kdf.p,
  salt: e.kdf.salt,
})

const damaged = (name: string) =>
  new VaultError('keychain-corrupt', words('core.keychain.entryDamaged', { name }))

/**
 * The seed in an entry stored under `name`, opened with the generation's key. The caller zeroes it.
 * @throws VaultError 'keychain-corrupt' when the text is not a sealed entry for this name and key
 */
export function openEntry(sealing: SealingKey, name: string, text: string): Uint8Array {
  const e = parseEntry(text)
  if (!e || e.name !== name) throw damaged(name)
  const seed = open(
    sealing.key,
    e.cipher.nonce,
    e.ct,
    associatedData(e.name, paramsOf(e), e.cipher.nonce),
  )
  if (seed === null) throw damaged(name)
  return seed
}

/**
 * Opens an entry with nothing but its text and the passphrase: what a person recovering a key by
 * hand does (the README shows the same steps with the @noble packages alone).
 * @throws VaultError 'bad-passphrase' when the passphrase does not open it (or the entry was altered);
 *   'keychain-corrupt' when the text is not a sealed entry
 */
export async function recoverEntrySeed(text: string, passphrase: string): Promise<Uint8Array> {
  const e = parseEntry(text)
  if (!e) throw new VaultError('keychain-corrupt', words('core.keychain.notSealed'))
  const { key, verifier } = await deriveKey(passphrase, paramsOf(e))
  verifier.fill(0)
  try {
    const seed = open(
      key,
      e.cipher.nonce,
      e.ct,
      associatedData(e.name, paramsOf(e), e.cipher.nonce),
    )
    if (seed === null)
      throw new VaultError('bad-passphrase', words('core.keychain.wrongPassphrase'))
    return seed
  } finally {
    key.fill(0)
  }
}
