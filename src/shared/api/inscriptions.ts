/**
 * Inscriptions (interface 2.5, 2.6, 4.4; wire-formats §8.5): collections and their items
 * (collectibles). The lookups answer `data` as an ARRAY, as the interface says (DESIGN.md
 * "inscription lookups"); the official SDK and Go client decode a single object there, so through
 * them a lookup returns the one-element array. `GET …/collections/:hash/items` is an array for
 * everyone.
 *
 * Shapes are the union of the interface's fields and the SDK's `SafeCollection`/`SafeCollectible`
 * (`kernel_asset_id`, `minimum_price`, item `owner`), so either kind of client finds what it reads.
 * @module
 */
import { z } from 'zod'
import { Amount, Hash, Timestamp, Uuid } from './common'

/** A MIX or XIN address as base58 text (wire-formats §4); checksum is the sequencer's business. */
const MixOrXinAddress = z
  .string()
  .regex(/^(?:MIX|XIN)[1-9A-HJ-NP-Za-km-z]{20,6000}$/, 'expected a MIX or XIN address')

/**
 * The treasury of a collection (INSCRIPTION.md `Treasury`): the share of each inscription's tokens
 * kept for `recipient`. A collection deployed without one shows `{ratio: "0", recipient: ""}`.
 */
const InscriptionTreasury = z.object({
  ratio: Amount,
  recipient: z.union([MixOrXinAddress, z.literal('')]),
})
type InscriptionTreasury = z.infer<typeof InscriptionTreasury>

/** A collection (2.5): the deployment of an inscription asset. */
export const InscriptionCollection = z.object({
  type: z.literal('collection'),
  /** The deploy transaction hash. */
  collection_hash: Hash,
  /** The collection's asset UUID: what outputs holding its tokens carry as `asset_id`. */
  asset_id: Uuid,
  /** SHA3-256 of `asset_id` (wire-formats §1.6): the asset of its Kernel outputs. */
  kernel_asset_id: Hash,
  asset_key: z.string(),
  name: z.string(),
  symbol: z.string(),
  description: z.string(),
  icon_url: z.string(),
  /** Total tokens; `supply / unit` items can be inscribed. */
  supply: Amount,
  /** Tokens per item: the amount of the output that holds a collectible. */
  unit: Amount,
  minimum_price: Amount.optional(),
  treasury: InscriptionTreasury,
  created_at: Timestamp,
  updated_at: Timestamp,
})
export type InscriptionCollection = z.infer<typeof InscriptionCollection>

/** An item (2.6): one collectible of a collection. */
export const InscriptionItem = z.object({
  type: z.literal('inscription'),
  inscription_hash: Hash,
  collection_hash: Hash,
  /** Position in its collection, from 0. */
  sequence: z.number().int().nonnegative(),
  content_type: z.string(),
  content_url: z.string(),
  /** The MIX address it was inscribed for; never changes. */
  recipient: MixOrXinAddress,
  /** The MIX address of the output's holders now; '' while the item is released (vacant). */
  occupied_by: z.union([MixOrXinAddress, z.literal('')]),
  /** Same as `occupied_by` (the SDK and Go client read this name). */
  owner: z.union([MixOrXinAddress, z.literal('')]).optional(),
  created_at: Timestamp,
  updated_at: Timestamp,
})
export type InscriptionItem = z.infer<typeof InscriptionItem>

/** `GET /safe/inscriptions/collections/:hash` → `data`. */
export const InscriptionCollectionLookup = z.array(InscriptionCollection)
/** `GET /safe/inscriptions/items/:hash` and `GET …/collections/:hash/items` → `data`. */
export const InscriptionItemList = z.array(InscriptionItem)
