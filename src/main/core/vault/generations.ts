/**
 * Moving keychain entries between generations (./keychain), the steps behind the vault's re-seal
 * and reconcile: list this service's entries, copy one generation's into another and check each
 * copy, remove what was left behind. Apart from ./vault, which decides when they run (one at a time,
 * with the new generation committed between copying and removing).
 * @module
 */
import { equalBytes } from '@noble/ciphers/utils.js'
import { deleteNames, keychainCall, readSeed, type EntryCodec } from './entries'
import { VaultError } from './errors'
import { entryName, parseEntryName, type EntryName, type Keychain } from './keychain'

export type ListedEntry = EntryName & { name: string }

/** This service's entries the vault wrote (names it can read), with their parsed names. */
export async function listEntries(keychain: Keychain, service: string): Promise<ListedEntry[]> {
  const names = await keychainCall(() => keychain.list(service))
  return names.flatMap((name) => {
    const e = parseEntryName(name)
    return e ? [{ ...e, name }] : []
  })
}

/**
 * Writes each of `entries` (read with `from`) again under `to`, then reads both back and compares.
 * On any failure the copies written are deleted and the error thrown; the originals are untouched.
 * @returns the names written
 */
export async function copyEntries(keychain: Keychain, service: string, entries: readonly ListedEntry[], from: EntryCodec, to: EntryCodec): Promise<string[]> {
  const written: string[] = []
  try {
    for (const e of entries) {
      const seed = await readSeed(keychain, service, from, e.userId, e.kind)
      if (!seed) continue
      try {
        const name = entryName(e.userId, e.kind, to.generation)
        await keychainCall(() => keychain.set(service, name, to.encode(name, seed)))
        written.push(name)
      } finally {
        seed.fill(0)
      }
    }
    for (const e of entries) {
      const before = await readSeed(keychain, service, from, e.userId, e.kind)
      const after = await readSeed(keychain, service, to, e.userId, e.kind)
      const same = before !== null && after !== null && equalBytes(before, after)
      before?.fill(0)
      after?.fill(0)
      if (!same) throw new VaultError('keychain-corrupt', `The keychain did not keep the re-sealed ${e.kind} key of ${e.userId}; nothing was changed.`)
    }
    return written
  } catch (e) {
    await deleteNames(keychain, service, written).catch(() => undefined)
    throw e
  }
}

/** Deletes `entries` one by one, going on past failures; @returns how many could not be deleted. */
export async function deleteLeftovers(keychain: Keychain, service: string, entries: readonly ListedEntry[]): Promise<number> {
  let leftovers = 0
  for (const e of entries) {
    try {
      await keychain.delete(service, e.name)
    } catch {
      leftovers++
    }
  }
  return leftovers
}

/**
 * What a crash in a re-seal left, seen from generation `current`: entries of a newer generation, or
 * of an older one whose key has a current copy, are stale (safe to delete); an older entry without a
 * current copy is stranded (its key exists nowhere else, so it stays).
 */
export function sortLeftovers(entries: readonly ListedEntry[], current: number): { stale: ListedEntry[]; stranded: ListedEntry[] } {
  const kept = new Set(entries.filter((e) => e.generation === current).map((e) => `${e.userId}/${e.kind}`))
  const stale: ListedEntry[] = []
  const stranded: ListedEntry[] = []
  for (const e of entries) {
    if (e.generation === current) continue
    if (e.generation > current || kept.has(`${e.userId}/${e.kind}`)) stale.push(e)
    else stranded.push(e)
  }
  return { stale, stranded }
}
