/**
 * What a re-seal is doing, written down before its first keychain write: the generation it moves
 * from and to, with the salt each generation's entries carry. It is how the vault later proves that
 * an entry is its own and superseded before removing it: an entry is removed only when the journal
 * names its generation and its salt (./generations). Without a journal nothing is removed.
 * @module
 */
import { z } from 'zod'
import { b64 } from './sealing'

/** One side of a re-seal: a generation and the salt its sealed entries carry (null: generation 0, seeds in clear). */
export interface JournalSide {
  readonly generation: number
  /** Base64 of the scrypt salt, as the entries carry it. */
  readonly salt: string | null
}

export interface ResealJournal {
  readonly from: JournalSide
  readonly to: JournalSide
}

/** Where the journal is kept: the wallet's cache, so it survives a crash beside the passphrase record. */
export interface JournalStore {
  read(): ResealJournal | null
  write(journal: ResealJournal): void
  clear(): void
}

const Side = z.object({
  generation: z.number().int().min(0),
  salt: z.string().min(1).max(64).nullable(),
})
const Journal = z.object({ v: z.literal(1), from: Side, to: Side })

export const journalSide = (generation: number, salt: Uint8Array | null): JournalSide => ({
  generation,
  salt: salt ? b64(salt) : null,
})

/** The journal as stored text. */
export function journalText(j: ResealJournal): string {
  return JSON.stringify({ v: 1, from: j.from, to: j.to })
}

/** The journal in stored text; null when there is none or it does not parse (then nothing is removed). */
export function parseJournal(text: string | undefined): ResealJournal | null {
  if (text === undefined) return null
  try {
    const r = Journal.safeParse(JSON.parse(text))
    return r.success ? { from: r.data.from, to: r.data.to } : null
  } catch {
    return null
  }
}

/** A journal that lives as long as the object: what a vault outside a wallet (a test, a tool) keeps. */
export function memoryJournal(): JournalStore {
  let journal: ResealJournal | null = null
  return {
    read: () => journal,
    write: (j) => void (journal = j),
    clear: () => void (journal = null),
  }
}
