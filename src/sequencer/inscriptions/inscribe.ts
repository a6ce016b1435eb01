/**
 * Inscribing an item and occupying a released one (INSCRIPTION.md "Inscribe", "Distribute",
 * "Occupy"): admin procedures outside the interface (4.4), run by `cosigner sequencer inscription
 * inscribe|occupy`. Each creates, in one transaction with the item change, an unspent output of
 * the collection's unit amount that carries the inscription, owned by the given members through
 * the ledger's `depositOutput` (real ghost keys for their registered spend keys). Its `extra` is
 * the distribution (or occupation) document naming the item's sequence.
 * @module
 */
import type { InscriptionItem } from '../../shared/api/inscriptions'
import type { SafeOutput } from '../../shared/api/ledger'
import { parseAmount } from '../../shared/kernel'
import type { SequencerContext } from '../context'
import { conflict, invalidField, notFound } from '../http/errors'
import { hashArg } from '../http/params'
import { depositOutput } from '../ledger/deposit'
import { XIN_ASSET_ID, contentChecksum, inscriptionHash, legacyTokenId } from './derive'
import { presentItem } from './present'
import {
  countItems,
  findCollection,
  findItem,
  hasContent,
  insertItem,
  recordEvent,
  setHolder,
  type CollectionRow,
} from './store'
import { contentType, holders, url } from './validate'
import { immediateTransaction } from '../../node/sqlite/transaction'

/** Largest content stored inline (as a data URL); host larger content and pass its URL. */
export const MAX_CONTENT_BYTES = 64 * 1024

const encoder = new TextEncoder()

export interface InscribeInput {
  /** The collection's deploy hash or kernel asset id. */
  readonly collection: string
  readonly members: readonly string[]
  readonly threshold: number
  readonly contentType: string
  /** Either the content's bytes (served as a data URL) or a URL where it lives (hashed as its text). */
  readonly content?: Uint8Array
  readonly contentUrl?: string
}

export interface Holding {
  readonly item: InscriptionItem
  /** The output now holding the item. */
  readonly output: SafeOutput
}

/**
 * Inscribes the next item of a collection for `members`/`threshold` and deposits its holding output.
 * @throws ApiError 10002 for an invalid field; 404 for an unknown collection; 409 when the
 *   collection is fully inscribed or an item has the same content; 10404 (from the ledger) when a
 *   member is not registered. Nothing is written when it throws.
 */
export function inscribeItem(ctx: SequencerContext, input: InscribeInput): Holding {
  const owner = holders(input.members, input.threshold)
  const type = contentType(input.contentType, 'content_type')
  const { bytes, contentUrl } = contentOf(input, type)
  const checksum = bytes.length > 0 ? contentChecksum(bytes) : null
  const db = ctx.db
  return immediateTransaction(db, (): Holding => {
    const collection = lookupCollection(ctx, input.collection)
    if (collection.content_type !== '' && collection.content_type !== type) {
      throw invalidField('content_type', `the collection only takes ${collection.content_type}`)
    }
    const sequence = countItems(db, collection.collection_hash)
    if (BigInt(sequence) >= parseAmount(collection.supply) / parseAmount(collection.unit)) {
      throw conflict('The collection is fully inscribed.')
    }
    if (checksum !== null && hasContent(db, collection.collection_hash, checksum)) {
      throw conflict('An item of the collection has this content already.')
    }
    const hash = inscriptionHash(collection.collection_hash, sequence, bytes)
    const nowNs = ctx.clock.nowNs()
    insertItem(db, {
      inscription_hash: hash,
      collection_hash: collection.collection_hash,
      sequence,
      token_id: legacyTokenId(collection.asset_id, sequence),
      content_type: type,
      content_url: contentUrl,
      content_checksum: checksum,
      recipient: owner.address,
      occupied_by: owner.address,
      created_at: nowNs,
      updated_at: nowNs,
    })
    const output = holdingOutput(ctx, collection, owner, hash, {
      operation: 'distribute',
      sequence,
    })
    recordEvent(db, {
      inscriptionHash: hash,
      kind: 'inscribe',
      holder: owner.address,
      outputId: output.output_id,
      nowNs,
    })
    return { item: presentItem(findItem(db, hash)!), output }
  })
}

export interface OccupyInput {
  readonly inscription: string
  readonly members: readonly string[]
  readonly threshold: number
}

/**
 * Occupies a released item: a new holding output for `members`/`threshold`.
 * @throws ApiError 10002 for an invalid field; 404 for an unknown item; 409 when the item is
 *   occupied; 10404 (from the ledger) when a member is not registered. Nothing is written when it throws.
 */
export function occupyItem(ctx: SequencerContext, input: OccupyInput): Holding {
  const hash = hashArg(input.inscription, 'inscription')
  const owner = holders(input.members, input.threshold)
  const db = ctx.db
  return immediateTransaction(db, (): Holding => {
    const item = findItem(db, hash)
    if (!item) throw notFound('The inscription is not found.')
    if (item.occupied_by !== '')
      throw conflict('The inscription is occupied; only a released one can be occupied.')
    const collection = findCollection(db, item.collection_hash)!
    const output = holdingOutput(ctx, collection, owner, hash, {
      operation: 'occupy',
      sequence: Number(item.sequence),
    })
    setHolder(db, {
      inscriptionHash: hash,
      holder: owner.address,
      kind: 'occupy',
      outputId: output.output_id,
      nowNs: ctx.clock.nowNs(),
    })
    return { item: presentItem(findItem(db, hash)!), output }
  })
}

/**
 * A collection by deploy hash or kernel asset id.
 * @throws ApiError 10002 when `hash` is not 32 bytes of hex, 404 when no collection has it
 */
export function lookupCollection(ctx: SequencerContext, hash: string): CollectionRow {
  const collection = findCollection(ctx.db, hashArg(hash, 'collection'))
  if (!collection) throw notFound('The collection is not found.')
  return collection
}

function holdingOutput(
  ctx: SequencerContext,
  collection: CollectionRow,
  owner: { members: string[]; threshold: number },
  hash: string,
  doc: { operation: 'distribute' | 'occupy'; sequence: number },
): SafeOutput {
  return depositOutput(ctx, {
    members: owner.members,
    threshold: owner.threshold,
    assetId: collection.asset_id,
    amount: parseAmount(collection.unit),
    inscriptionHash: hash,
    extra: encoder.encode(JSON.stringify(doc)),
    // The collection's asset lives on the Kernel's own chain under its deploy hash (./derive).
    asset: {
      symbol: collection.symbol,
      name: collection.name,
      chainId: XIN_ASSET_ID,
      assetKey: collection.asset_key,
      collectionHash: collection.collection_hash,
    },
  })
}

function contentOf(input: InscribeInput, type: string): { bytes: Uint8Array; contentUrl: string } {
  if ((input.content === undefined) === (input.contentUrl === undefined)) {
    throw invalidField('content', 'give either the content or its URL')
  }
  if (input.content !== undefined) {
    if (!(input.content instanceof Uint8Array)) throw invalidField('content', 'expected bytes')
    if (input.content.length > MAX_CONTENT_BYTES)
      throw invalidField('content', `at most ${MAX_CONTENT_BYTES} bytes; host it and pass its URL`)
    const bytes = new Uint8Array(input.content)
    const dataUrl =
      bytes.length === 0 ? '' : `data:${type};base64,${Buffer.from(bytes).toString('base64')}`
    return { bytes, contentUrl: dataUrl }
  }
  const contentUrl = url(input.contentUrl, 'content_url', false)
  return { bytes: encoder.encode(contentUrl), contentUrl }
}
