/**
 * What a co-signer needs beyond the request: the outputs its inputs spend (their keys, to find its
 * key index and check the signatures; their owners and amounts, to check the inputs) and, for a
 * collectible, what it is. Members read outputs with `GET /safe/outputs?members&threshold&asset&
 * state&offset&limit&order` (wire-formats §8.6); a pending request's inputs are `signed` (locked by
 * it), a finished one's `spent`, so the locked ones are looked at first.
 * @module
 */
import { z } from 'zod'
import { InscriptionCollection, InscriptionItem } from '../../../../shared/api/inscriptions'
import { MAX_PAGE_LIMIT, SafeOutput, type ServiceMultisigRequest } from '../../../../shared/api/ledger'
import { decodeTransactionHex, toHex } from '../../../../shared/kernel'
import { isApiClientError, type ApiClient } from '../../client'
import type { Collectible, SpentOutputInfo } from './review'

const Outputs = z.array(SafeOutput)
/** The interface answers lookups with an array, the SDKs read a single object; take either. */
const OneOrMany = <T extends z.ZodType>(s: T) => z.union([z.array(s), s.transform((x) => [x])])
const MAX_PAGES = 50

function toSpentInfo(o: SafeOutput): SpentOutputInfo {
  const { transaction_hash, output_index, kernel_asset_id, amount, keys, receivers_hash, receivers_threshold } = o
  return { transaction_hash, output_index, kernel_asset_id, amount, keys, receivers_hash, receivers_threshold }
}

/**
 * The outputs the request's inputs spend, in input order; null when the service has no outputs
 * listing or the raw does not decode (review then reports what it can). Inputs not found are left
 * out, which review refuses.
 * @throws ApiClientError for failures other than a missing listing
 */
export async function fetchSpentOutputs(client: ApiClient, req: ServiceMultisigRequest): Promise<SpentOutputInfo[] | null> {
  let wanted: string[]
  try {
    wanted = decodeTransactionHex(req.raw_transaction).inputs.map((i) => `${toHex(i.hash)}:${i.index}`)
  } catch {
    return null
  }
  const found = new Map<string, SafeOutput>()
  try {
    for (const state of ['signed', undefined] as const) {
      let offset = 0
      for (let page = 0; page < MAX_PAGES && found.size < wanted.length; page++) {
        const items = await client.call('GET', '/safe/outputs', Outputs, {
          query: { members: req.senders_hash, threshold: req.senders_threshold, asset: req.kernel_asset_id, state, offset, limit: MAX_PAGE_LIMIT, order: 'ASC' },
        })
        for (const o of items) {
          const key = `${o.transaction_hash}:${o.output_index}`
          if (wanted.includes(key)) found.set(key, o)
        }
        if (items.length < MAX_PAGE_LIMIT) break
        offset = items.at(-1)!.sequence + 1
      }
      if (found.size === wanted.length) break
    }
  } catch (e) {
    if (isApiClientError(e, 'not-found') || isApiClientError(e, 'forbidden')) return null
    throw e
  }
  return wanted.flatMap((k) => {
    const o = found.get(k)
    return o ? [toSpentInfo(o)] : []
  })
}

/** The collectible an inscription hash names, or null when it cannot be looked up. */
export async function lookupCollectible(client: ApiClient, inscriptionHash: string): Promise<Collectible | null> {
  try {
    const [item] = await client.call('GET', `/safe/inscriptions/items/${inscriptionHash}`, OneOrMany(InscriptionItem))
    if (!item) return null
    const [collection] = await client
      .call('GET', `/safe/inscriptions/collections/${item.collection_hash}`, OneOrMany(InscriptionCollection))
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
