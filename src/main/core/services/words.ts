/**
 * How the core words what it hands people — an export's rows, an explanation of a locked balance:
 * people by the names the users cache holds, a shared account by the label this wallet gave it,
 * assets by their registry symbol, amounts with thousands separators. From the cache alone, so it
 * reads the same offline; what the cache does not know reads as the short form of its id, with the
 * full id beside it wherever the caller gives ids.
 * @module
 */
import { membersHash } from '../../../shared/kernel'
import type { CoreContext } from '../context'

/** The first block of an id: what people compare by eye. */
export const shortId = (id: string): string => id.slice(0, 8)

/** A decimal amount with thousands separators ("2,380.5"), never through a float. */
export function groupedAmount(amount: string): string {
  const [whole = '0', fraction] = amount.split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return fraction === undefined ? grouped : `${grouped}.${fraction}`
}

export interface Words {
  /** A user's name, or the short form of the id while the cache has none. */
  person(userId: string): string
  /**
   * Owners as people read them: a label this wallet gave their shared account, one person by name,
   * else "2 of 3: Alice, Bob, Carol".
   */
  owners(members: readonly string[], threshold: number): string
  /** An asset's symbol, or "(asset c94ac88f)" while the registry's description is not cached. */
  symbol(assetId: string): string
  /** "2,380 USDT". */
  amount(amount: string, assetId: string): string
}

/**
 * Words for what the account `userId` (or these accounts) sees, from the caches: its labels name
 * shared accounts. `people` and `assets` name what will be asked, so each cache is read once.
 */
export function cachedWords(
  ctx: CoreContext,
  userId: string | readonly string[],
  o: { people: Iterable<string>; assets: Iterable<string> },
): Words {
  const names = new Map(
    ctx.cache.people.getMany([...new Set(o.people)]).map((u) => [u.user_id, u.full_name.trim()]),
  )
  const symbols = new Map(
    ctx.cache.assets.getMany([...new Set(o.assets)]).map((a) => [a.asset_id, a.symbol]),
  )
  const labels = new Map(
    (typeof userId === 'string' ? [userId] : userId)
      .flatMap((id) => ctx.cache.treasury.sharedAccounts(id))
      .filter((a) => a.label.trim() !== '')
      .map((a) => [`${a.members_hash}|${a.threshold}`, a.label.trim()]),
  )
  const person = (id: string) => names.get(id) || shortId(id)
  const symbol = (id: string) => symbols.get(id) ?? `(asset ${shortId(id)})`
  return {
    person,
    owners(members, threshold) {
      if (members.length === 0) return ''
      const label = labels.get(`${membersHash(members)}|${threshold}`)
      if (label !== undefined) return label
      if (members.length === 1 && threshold === 1) return person(members[0]!)
      return `${threshold} of ${members.length}: ${members.map(person).join(', ')}`
    },
    symbol,
    amount: (amount, assetId) => `${groupedAmount(amount)} ${symbol(assetId)}`,
  }
}
