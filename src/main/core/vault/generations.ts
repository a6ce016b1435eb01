/**
 * Moving keychain entries between generations (./keychain), the steps behind the vault's re-seal
 * and reconcile: list this service's entries, copy one generation's into another and check each
 * copy, sort what an interrupted re-seal left by what its journal (./reseal-journal) proves. Apart from ./vault, which decides when they run (one at a time,
 * with the new generation committed between copying and removing).
 * @module
 */
import { equalBytes } from '@noble/ciphers/utils.js'
import { deleteNames, keychainCall, readSeed, type EntryCodec } from './entries'
import { VaultError } from './errors'
import { entryName, parseEntryName, type EntryName, type Keychain } from './keychain'
import type { JournalSide, ResealJournal } from './reseal-journal'
import { sealedEntrySalt } from './sealed-entry'
import { isClearEntryText } from './seed'
import { words } from '../../../shared/i18n/words'

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
export async function copyEntries(
  keychain: Keychain,
  service: string,
  entries: readonly ListedEntry[],
  from: EntryCodec,
  to: EntryCodec,
): Promise<string[]> {
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
      if (!same)
        throw new VaultError(
          'keychain-corrupt',
          words('core.keychain.resealNotKept', { kind: e.kind, account: e.userId }),
        )
    }
    return written
  } catch (e) {
    await deleteNames(keychain, service, written).catch(() => undefined)
    throw e
  }
}

/** Deletes `entries` one by one, going on past failures; @returns how many could not be deleted. */
export async function deleteLeftovers(
  keychain: Keychain,
  service: string,
  entries: readonly ListedEntry[],
): Promise<number> {
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

/** An entry as found with what seals it: its salt (base64) when sealed, null for a seed in clear, undefined for anything else. */
export type FoundEntry = ListedEntry & { readonly seal: string | null | undefined }

/**
 * Reads what seals each entry, without opening any. An entry listed but not found (a keychain that
 * lists by prefix, as Windows' does) is left out.
 */
export async function readSeals(
  keychain: Keychain,
  service: string,
  entries: readonly ListedEntry[],
): Promise<FoundEntry[]> {
  const found: FoundEntry[] = []
  for (const e of entries) {
    const text = await keychainCall(() => keychain.get(service, e.name))
    if (text === null) continue
    found.push({
      ...e,
      seal:
        e.generation === 0
          ? isClearEntryText(text)
            ? null
            : undefined
          : sealedEntrySalt(e.name, text),
    })
  }
  return found
}

const sealedBy = (e: FoundEntry, side: JournalSide): boolean =>
  e.generation === side.generation && e.seal !== undefined && e.seal === side.salt

/**
 * What an interrupted re-seal left, seen from generation `current`, and what the journal proves may go:
 * - the re-seal was committed (`current` is its `to`): its `from` entries whose key has a copy sealed by `to`;
 * - it was not (`current` is its `from`): its `to` entries, which nothing ever used.
 * Every other entry outside the current generation is kept: without that proof it may be the only
 * copy of a key, or not this wallet's at all.
 */
export function sortLeftovers(
  entries: readonly FoundEntry[],
  current: number,
  journal: ResealJournal | null,
): { stale: FoundEntry[]; kept: FoundEntry[] } {
  const others = entries.filter((e) => e.generation !== current)
  if (journal === null) return { stale: [], kept: others }
  const key = (e: FoundEntry) => `${e.userId}/${e.kind}`
  let isStale: (e: FoundEntry) => boolean = () => false
  if (current === journal.to.generation) {
    const copied = new Set(entries.filter((e) => sealedBy(e, journal.to)).map(key))
    isStale = (e) => sealedBy(e, journal.from) && copied.has(key(e))
  } else if (current === journal.from.generation) {
    isStale = (e) => sealedBy(e, journal.to)
  }
  return { stale: others.filter(isStale), kept: others.filter((e) => !isStale(e)) }
}
