/**
 * Entries in the layout before each wallet had its own keychain namespace: every wallet's entries
 * under the one service (`cosigner`), named `<user_id>/<kind>[/<g>]`. A wallet that upgrades moves its
 * own into its namespace, and proves an entry is its own without opening it: a sealed entry carries
 * the salt of the passphrase that sealed it, 32 random bytes no other wallet has. A seed in clear
 * (generation 0, before wallets had a passphrase) is taken only by a wallet still without one whose
 * accounts name its user. Everything else stays where it is, for the wallet it belongs to.
 * @module
 */
import { keychainCall } from './entries'
import { VaultError } from './errors'
import { listEntries, type ListedEntry } from './generations'
import type { Keychain } from './keychain'
import { sealedEntrySalt } from './sealed-entry'
import { isClearEntryText } from './seed'
import { words } from '../../../shared/i18n/words'

/** What tells a wallet's entries apart in the shared layout. */
export interface LegacyOwner {
  /** The wallet's current generation. */
  readonly generation: number
  /** Its passphrase's salt (base64, as entries carry it); null for a wallet without a passphrase. */
  readonly salt: string | null
  /** The wallet's accounts (only consulted for seeds in clear). */
  readonly users: readonly string[]
}

export interface AdoptionReport {
  /** Entry names moved into this wallet's namespace. */
  readonly moved: readonly string[]
  /** Entries of the shared layout left in place: another wallet's, or not provably this one's. */
  readonly left: number
}

function isOwnedBy(e: ListedEntry, text: string, owner: LegacyOwner): boolean {
  if (e.generation !== owner.generation) return false
  if (e.generation === 0)
    return owner.salt === null && isClearEntryText(text) && owner.users.includes(e.userId)
  return owner.salt !== null && sealedEntrySalt(e.name, text) === owner.salt
}

/**
 * Moves `owner`'s entries from the shared service `from` into its own service `to`, each copied as it
 * is, read back, and only then removed from `from`. A name that already holds something else in `to`
 * keeps both where they are.
 * @throws VaultError keychain errors ('keychain-corrupt' when a copy does not read back the same);
 *   entries moved before the failure stay moved
 */
export async function adoptLegacyEntries(
  keychain: Keychain,
  from: string,
  to: string,
  owner: LegacyOwner,
): Promise<AdoptionReport> {
  const listed = await listEntries(keychain, from)
  const moved: string[] = []
  let left = 0
  for (const e of listed) {
    const text = await keychainCall(() => keychain.get(from, e.name))
    if (text === null) continue // listed by prefix, stored elsewhere
    if (!isOwnedBy(e, text, owner)) {
      left++
      continue
    }
    const present = await keychainCall(() => keychain.get(to, e.name))
    if (present === null) {
      await keychainCall(() => keychain.set(to, e.name, text))
      if ((await keychainCall(() => keychain.get(to, e.name))) !== text) {
        await keychain.delete(to, e.name).catch(() => false)
        throw new VaultError(
          'keychain-corrupt',
          words('core.keychain.copyNotKept', { name: e.name }),
        )
      }
    } else if (present !== text) {
      left++
      continue
    }
    await keychainCall(() => keychain.delete(from, e.name))
    moved.push(e.name)
  }
  return { moved, left }
}
