/**
 * Reading and writing an account's seeds in the keychain, all or nothing: a write of several
 * entries that fails part-way removes the entries it had created before reporting the failure.
 * What an entry's text holds depends on its generation ({@link EntryCodec}): a seed sealed under the
 * wallet passphrase (./sealed-entry), or, in generation 0, the seed in clear.
 * @module
 */

import { equalBytes } from '@noble/ciphers/utils.js'
import { classifyKeychainError } from './keytar-keychain'
import { VaultError } from './errors'
import { entryName, KEY_KINDS, type Keychain, type KeyKind } from './keychain'
import { openEntry, sealEntry, type SealingKey } from './sealed-entry'
import { seedFromEntry, seedToEntry } from './seed'
import { words } from '../../../shared/i18n/words'

export type SeedSet = Partial<Record<KeyKind, Uint8Array>>

/** How the entries of one generation are named and what their text holds. */
export interface EntryCodec {
  readonly generation: number
  /** The text to store for `seed` under `name`. */
  encode(name: string, seed: Uint8Array): string
  /** The seed in the text stored under `name`. @throws VaultError 'keychain-corrupt' */
  decode(name: string, text: string): Uint8Array
}

/** Generation 0: the seed in clear, as 64 hex characters. */
export const CLEAR_CODEC: EntryCodec = {
  generation: 0,
  encode: (_name, seed) => seedToEntry(seed),
  decode(name, text) {
    const seed = seedFromEntry(text)
    if (!seed) throw new VaultError('keychain-corrupt', words('core.keychain.notAKey', { name }))
    return seed
  },
}

/** Generation `generation` (at least 1): seeds sealed under `sealing`. */
export function sealedCodec(generation: number, sealing: SealingKey): EntryCodec {
  if (!Number.isInteger(generation) || generation < 1)
    throw new RangeError('"generation" of a sealed codec expected an integer from 1')
  return {
    generation,
    encode: (name, seed) => sealEntry(sealing, name, seed),
    decode: (name, text) => openEntry(sealing, name, text),
  }
}

/** A keychain implementation's failure as a VaultError; argument errors (our bugs) pass unchanged. */
export function asVaultError(e: unknown): Error {
  if (e instanceof TypeError || e instanceof RangeError) return e
  return classifyKeychainError(e)
}

/** One keychain call, its failure as a VaultError. */
export async function keychainCall<T>(op: () => Promise<T>): Promise<T> {
  try {
    return await op()
  } catch (e) {
    throw asVaultError(e)
  }
}

/**
 * The seed stored for one key in the codec's generation, or null when there is none. The caller zeroes it.
 * @throws VaultError 'keychain-corrupt' when the entry does not open; keychain errors
 */
export async function readSeed(
  keychain: Keychain,
  service: string,
  codec: EntryCodec,
  userId: string,
  kind: KeyKind,
): Promise<Uint8Array | null> {
  const name = entryName(userId, kind, codec.generation)
  const text = await keychainCall(() => keychain.get(service, name))
  return text === null ? null : codec.decode(name, text)
}

/**
 * Stores the given seeds. An entry already holding the same seed is left as it is; one holding a
 * different seed stops everything before any write ('already-exists'). If a write fails, entries
 * created by this call are deleted again, so the keychain is as it was.
 * @throws VaultError 'already-exists', or the keychain error of the failed write
 */
export async function writeSeeds(
  keychain: Keychain,
  service: string,
  codec: EntryCodec,
  userId: string,
  seeds: SeedSet,
): Promise<void> {
  const kinds = KEY_KINDS.filter((k) => seeds[k] !== undefined)
  const toWrite: KeyKind[] = []
  for (const kind of kinds) {
    const existing = await readSeed(keychain, service, codec, userId, kind)
    if (existing === null) {
      toWrite.push(kind)
      continue
    }
    const same = equalBytes(existing, seeds[kind]!)
    existing.fill(0)
    if (!same)
      throw new VaultError(
        'already-exists',
        words('core.keychain.otherKeyStored', { kind, account: userId }),
      )
  }
  const written: string[] = []
  try {
    for (const kind of toWrite) {
      const name = entryName(userId, kind, codec.generation)
      await keychainCall(() => keychain.set(service, name, codec.encode(name, seeds[kind]!)))
      written.push(name)
    }
  } catch (e) {
    await deleteNames(keychain, service, written).catch(() => undefined)
    throw e
  }
}

/**
 * Deletes the named entries, attempting every one even after a failure.
 * @throws VaultError the first failure, after trying them all
 */
export async function deleteNames(
  keychain: Keychain,
  service: string,
  names: readonly string[],
): Promise<number> {
  let first: Error | undefined
  let deleted = 0
  for (const name of names) {
    try {
      if (await keychain.delete(service, name)) deleted++
    } catch (e) {
      first ??= asVaultError(e)
    }
  }
  if (first) throw first
  return deleted
}
