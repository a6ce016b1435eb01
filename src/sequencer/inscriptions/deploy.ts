/**
 * Deploying a collection (INSCRIPTION.md "Deploy"): an admin procedure, outside the interface
 * (4.4), run by `cosigner sequencer inscription deploy`. See ./derive for how the collection's
 * hash and asset are named.
 * @module
 */
import type { InscriptionCollection } from '../../shared/api/inscriptions'
import { formatAmount, kernelAssetId, UNITS_PER_COIN } from '../../shared/kernel'
import type { SequencerContext } from '../context'
import { conflict, invalidField } from '../http/errors'
import { collectionAssetId, deployTransactionHash, deploymentExtra } from './derive'
import { presentCollection } from './present'
import { findCollection, findCollectionByAsset, insertCollection } from './store'
import { address, amount, contentType, text, url } from './validate'
import { immediateTransaction } from '../../node/sqlite/transaction'

/** Most items one collection may have; bounds `supply / unit`. */
const MAX_COLLECTION_ITEMS = 1_000_000_000

export interface DeployInput {
  readonly name: string
  readonly symbol: string
  /** Total tokens, decimal. */
  readonly supply: string
  /** Tokens per item, decimal; `supply` must be a whole multiple of it. */
  readonly unit: string
  readonly description?: string
  readonly iconUrl?: string
  /** When given, every item must have exactly this content type. */
  readonly contentType?: string
  /** Both or neither: the treasury's MIX (or XIN) address and its share, a decimal in [0, 1). */
  readonly treasuryRecipient?: string
  readonly treasuryRatio?: string
  readonly minimumPrice?: string
}

/**
 * Creates a collection and returns it as the API shows it.
 * @throws ApiError 10002 naming the invalid field; 409 when the same deployment exists already
 * @example deployCollection(ctx, { name: 'Pixels', symbol: 'PXL', supply: '100', unit: '1' }).collection_hash
 */
export function deployCollection(ctx: SequencerContext, input: DeployInput): InscriptionCollection {
  const name = text(input.name, 'name', 1, 128)
  const symbol = text(input.symbol, 'symbol', 1, 32)
  const description =
    input.description === undefined ? '' : text(input.description, 'description', 0, 1024)
  const iconUrl = url(input.iconUrl, 'icon_url', true)
  const type = input.contentType === undefined ? '' : contentType(input.contentType, 'content_type')
  const unit = amount(input.unit, 'unit')
  const supply = amount(input.supply, 'supply')
  if (supply < unit || supply % unit !== 0n)
    throw invalidField('supply', 'supply must be a whole multiple of unit')
  if (supply / unit > BigInt(MAX_COLLECTION_ITEMS))
    throw invalidField('supply', `at most ${MAX_COLLECTION_ITEMS} items per collection`)
  const minimumPrice =
    input.minimumPrice === undefined ? 0n : amount(input.minimumPrice, 'minimum_price', 0n)
  const treasury = treasuryOf(input)

  const extra = deploymentExtra({
    name,
    symbol,
    description,
    icon: iconUrl,
    supply: formatAmount(supply),
    unit: formatAmount(unit),
    ...(treasury ? { treasury } : {}),
  })
  const collectionHash = deployTransactionHash(extra)
  const assetId = collectionAssetId(collectionHash)
  const nowNs = ctx.clock.nowNs()
  const row = {
    collection_hash: collectionHash,
    asset_id: assetId,
    kernel_asset_id: kernelAssetId(assetId),
    asset_key: collectionHash,
    name,
    symbol,
    description,
    icon_url: iconUrl,
    content_type: type,
    supply: formatAmount(supply),
    unit: formatAmount(unit),
    minimum_price: formatAmount(minimumPrice),
    treasury_ratio: treasury?.ratio ?? '0',
    treasury_recipient: treasury?.recipient ?? '',
    created_at: nowNs,
    updated_at: nowNs,
  }
  immediateTransaction(ctx.db, () => {
    if (findCollection(ctx.db, collectionHash) || findCollectionByAsset(ctx.db, assetId)) {
      throw conflict('A collection with this deployment exists already.')
    }
    insertCollection(ctx.db, { ...row, deploy_extra: extra })
  })
  return presentCollection(row)
}

function treasuryOf(input: DeployInput): { ratio: string; recipient: string } | undefined {
  if (input.treasuryRecipient === undefined && input.treasuryRatio === undefined) return undefined
  if (input.treasuryRecipient === undefined)
    throw invalidField('treasury.recipient', 'a treasury ratio needs a recipient')
  if (input.treasuryRatio === undefined)
    throw invalidField('treasury.ratio', 'a treasury recipient needs a ratio')
  const recipient = address(input.treasuryRecipient, 'treasury.recipient')
  const ratio = amount(input.treasuryRatio, 'treasury.ratio', 0n)
  if (ratio >= UNITS_PER_COIN)
    throw invalidField('treasury.ratio', 'expected a ratio from 0 up to (not including) 1')
  return { ratio: formatAmount(ratio), recipient }
}
