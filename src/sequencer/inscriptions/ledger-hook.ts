/**
 * What happens to collectibles when the Kernel makes a transaction of the ledger final (interface
 * 2.6 rules 1–3, INSCRIPTION.md "Transfer", "Release"): the inscriptions' follower of the ledger's
 * new outputs (../followers, wired in ../assemble.ts), told inside the database transaction that
 * spends the inputs and creates the outputs.
 * @module
 */
import { parseAmount } from '../../shared/kernel'
import type { Db } from '../../node/sqlite/open'
import type { CreatedOutput, SpentOutput } from '../followers'
import { findCollection, findItem, setHolder } from './store'
import { holderAddress } from './validate'

/**
 * The inscription hash each created output carries (null for none), in `created`'s order.
 *
 * A collectible moves only by a transaction of exactly 1 input and 1 output of the collection's
 * unit amount (rule 2): then the output carries it and the item's holder (`occupied_by`, `owner`)
 * becomes the MIX address of the output's members and threshold. Any other transaction that spends
 * an inscribed input — a split, a combine, an extra output, another amount — releases every
 * inscription among its inputs: the item is left vacant (`occupied_by` ''), the release recorded
 * with its time, until an occupancy takes it again (rule 3). A transaction without inscribed
 * inputs is not looked at (no query).
 * @example inscriptionsForNewOutputs(db, spent, created, nowNs) // ['9f2c…'] or [null, null]
 */
export function inscriptionsForNewOutputs(
  db: Db,
  spent: ReadonlyArray<SpentOutput>,
  created: ReadonlyArray<CreatedOutput>,
  nowNs: bigint,
): Array<string | null> {
  const out: Array<string | null> = created.map(() => null)
  const inscribed = spent.filter((s) => s.inscription_hash !== null && s.inscription_hash !== '')
  if (inscribed.length === 0) return out

  if (spent.length === 1 && created.length === 1) {
    const hash = inscribed[0]!.inscription_hash!
    const target = created[0]!
    const item = findItem(db, hash)
    const holder =
      item && target.amount === unitOf(db, item.collection_hash) ? addressOf(target) : undefined
    if (item && holder !== undefined) {
      setHolder(db, { inscriptionHash: hash, holder, kind: 'move', outputId: null, nowNs })
      out[0] = hash
      return out
    }
  }
  for (const s of new Set(inscribed.map((i) => i.inscription_hash!))) {
    if (findItem(db, s))
      setHolder(db, { inscriptionHash: s, holder: '', kind: 'release', outputId: null, nowNs })
  }
  return out
}

function unitOf(db: Db, collectionHash: string): bigint | undefined {
  const collection = findCollection(db, collectionHash)
  return collection && parseAmount(collection.unit)
}

// An output the ledger could create but no MIX address can name (no members, over 255) cannot hold
// a collectible; it is released rather than the ledger's transaction failing.
function addressOf(o: CreatedOutput): string | undefined {
  try {
    return holderAddress(o.members, o.threshold)
  } catch {
    return undefined
  }
}
