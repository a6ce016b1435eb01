/**
 * Reading and writing an account's seeds in the keychain, all or nothing: a write of several
 * entries that fails part-way removes the entries it had created before reporting the failure.
 * @module
 */

import { equalBytes } from '@noble/ciphers/utils.js'
import { classifyKeychainError } from './keytar-keychain'
import { VaultError } from './errors'
import { entryName, KEY_KINDS, type Keychain, type KeyKind } from './keychain'
import { seedFromEntry, seedToEntry } from './seed'

export type SeedSet = Partial<Record<KeyKind, Uint8Array>>

/** A keychain implementation's failure as a VaultError; argument errors (our bugs) pass unchanged. */
export function asVaultError(e: unknown): Error {
  if (e instanceof TypeError || e instanceof RangeError) return e
  return classifyKeychainError(e)
}

/**
 * The seed stored for one key, or null when there is none. The caller zeroes it.
 * @throws VaultError 'keychain-corrupt' when the entry is not a hex seed; keychain errors
 */
export async function readSeed(keychain: Keychain, service: string, userId: string, kind: KeyKind): Promise<Uint8Array | null> {
  let text: string | null
  try {
    text = await keychain.get(service, entryName(userId, kind))
  } catch (e) {
    throw asVaultError(e)
  }
  if (text === null) return null
  const seed = seedFromEntry(text)
  if (!seed) throw new VaultError('keychain-corrupt', `The keychain entry for the ${kind} key of ${userId} does not hold a key.`)
  return seed
}

/**
 * Stores the given seeds. An entry already holding the same seed is left as it is; one holding a
 * different seed stops everything before any write ('already-exists'). If a write fails, entries
 * created by this call are deleted again, so the keychain is as it was.
 * @throws VaultError 'already-exists', or the keychain error of the failed write
 */
export async function writeSeeds(keychain: Keychain, service: string, userId: string, seeds: SeedSet): Promise<void> {
  const kinds = KEY_KINDS.filter((k) => seeds[k] !== undefined)
  const toWrite: KeyKind[] = []
  for (const kind of kinds) {
    const existing = await readSeed(keychain, service, userId, kind)
    if (existing === null) {
      toWrite.push(kind)
      continue
    }
    const same = equalBytes(existing, seeds[kind]!)
    existing.fill(0)
    if (!same) throw new VaultError('already-exists', `A different ${kind} key is already stored for ${userId}; nothing was changed.`)
  }
  const written: KeyKind[] = []
  try {
    for (const kind of toWrite) {
      await keychain.set(service, entryName(userId, kind), seedToEntry(seeds[kind]!))
      written.push(kind)
    }
  } catch (e) {
    const failure = asVaultError(e)
    await deleteEntries(keychain, service, userId, written).catch(() => undefined)
    throw failure
  }
}

/**
 * Deletes the named entries, attempting every one even after a failure.
 * @throws VaultError the first failure, after trying them all
 */
export async function deleteEntries(keychain: Keychain, service: string, userId: string, kinds: readonly KeyKind[]): Promise<number> {
  let first: Error | undefined
  let deleted = 0
  for (const kind of kinds) {
    try {
      if (await keychain.delete(service, entryName(userId, kind))) deleted++
    } catch (e) {
      first ??= asVaultError(e)
    }
  }
  if (first) throw first
  return deleted
}
