/**
 * What a co-signer needs beyond the request: the outputs its inputs spend (their keys, to check the
 * signatures already on it; their owners and amounts, to check the inputs) and, for a collectible,
 * what it is. The account's own sync keeps the outputs of its followed shared accounts, locked ones
 * included, so they are usually here already; otherwise a pending request's inputs are read as what
 * they are, outputs of the senders' account locked by it (`GET /safe/outputs?members&threshold&asset&
 * state=signed`, a few pages at most). Nothing is read from sequence 0: a request whose inputs are not
 * found is shown unchecked, never refused for it.
 * @module
 */
import { z } from 'zod'
import { InscriptionCollection, InscriptionItem } from '../../../../shared/api/inscriptions'
import { SafeOutput, type MultisigRequest } from '../../../../shared/api/ledger'
import { decodeTransactionHex, kernelAssetId, toHex } from '../../../../shared/kernel'
import { isApiClientError, type ApiClient } from '../../client'
import type { CoreContext } from '../../context'
import type { OutputRow } from '../../db'
import { outputPages } from '../treasury/sync'
import type { Collectible, SpentOutputInfo } from './review'

/** The interface answers lookups with an array, the SDKs read a single object; take either. */
const OneOrMany = <T extends z.ZodType>(s: T) => z.union([z.array(s), s.transform((x) => [x])])
/** Pages of an account's locked outputs read to find a request's inputs. */
const MAX_PAGES = 4

const fromService = (o: SafeOutput): SpentOutputInfo => ({
  transaction_hash: o.transaction_hash,
  output_index: o.output_index,
  kernel_asset_id: o.kernel_asset_id,
  amount: o.amount,
  keys: o.keys,
  receivers_hash: o.receivers_hash,
  receivers_threshold: o.receivers_threshold,
})

const fromCache = (o: OutputRow & { keys: readonly string[] }): SpentOutputInfo => ({
  transaction_hash: o.transaction_hash,
  output_index: o.output_index,
  kernel_asset_id: kernelAssetId(o.asset_id),
  amount: o.amount,
  keys: o.keys,
  receivers_hash: o.members_hash,
  receivers_threshold: o.threshold,
})

/** The `hash:index` each input of the raw spends, in input order; null when the raw does not decode. */
function inputRefs(rawHex: string): string[] | null {
  try {
    return decodeTransactionHex(rawHex).inputs.map((i) => `${toHex(i.hash)}:${i.index}`)
  } catch {
    return null
  }
}

/** The spent outputs the account synced, in input order; null unless every one is there with its keys. */
export function cachedSpentOutputs(
  ctx: CoreContext,
  userId: string,
  req: MultisigRequest,
): SpentOutputInfo[] | null {
  const refs = inputRefs(req.raw_transaction)
  if (!refs) return null
  const out: SpentOutputInfo[] = []
  for (const ref of refs) {
    const [hash, index] = ref.split(':') as [string, string]
    const o = ctx.cache.treasury.byReference(userId, hash, Number(index))
    if (!o || !o.keys) return null
    out.push(fromCache({ ...o, keys: o.keys }))
  }
  return out
}

/**
 * The outputs the request's inputs spend, in input order: from the account's sync, else read from
 * the service as the outputs its senders' account has locked. Null when not every one is found (the
 * review then says the inputs are unchecked and signing waits).
 * @throws ApiClientError for failures other than a refusal to list (not a member)
 */
export async function fetchSpentOutputs(
  ctx: CoreContext,
  userId: string,
  client: ApiClient,
  req: MultisigRequest,
): Promise<SpentOutputInfo[] | null> {
  const cached = cachedSpentOutputs(ctx, userId, req)
  if (cached) return cached
  const refs = inputRefs(req.raw_transaction)
  if (!refs) return null
  try {
    const query = {
      members: req.senders_hash,
      threshold: req.senders_threshold,
      asset: req.kernel_asset_id,
      state: 'signed',
    }
    const { items } = await outputPages(client, query, 0, MAX_PAGES)
    const found = new Map(items.map((o) => [`${o.transaction_hash}:${o.output_index}`, o]))
    if (!refs.every((r) => found.has(r))) return null
    return refs.map((r) => fromService(found.get(r)!))
  } catch (e) {
    if (isApiClientError(e, 'not-found') || isApiClientError(e, 'forbidden')) return null
    throw e
  }
}

/** The collectible an inscription hash names, or null when it cannot be looked up. */
export async function lookupCollectible(
  client: ApiClient,
  inscriptionHash: string,
): Promise<Collectible | null> {
  try {
    const [item] = await client.call(
      'GET',
      `/safe/inscriptions/items/${inscriptionHash}`,
      OneOrMany(InscriptionItem),
    )
    if (!item) return null
    const [collection] = await client
      .call(
        'GET',
        `/safe/inscriptions/collections/${item.collection_hash}`,
        OneOrMany(InscriptionCollection),
      )
      .catch(() => [undefined])
    return {
      inscription_hash: item.inscription_hash,
      collection_hash: item.collection_hash,
      collection_name: collection?.name ?? '',
      symbol: collection?.symbol ?? '',
      sequence: item.sequence,
      content_type: item.content_type,
      content_url: item.content_url,
    }
  } catch {
    return null
  }
}
