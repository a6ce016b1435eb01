/**
 * Verified inputs: what a request's inputs spend is read from the transactions that created those
 * outputs, not taken on the service's word. Each input's previous transaction is fetched by hash
 * (`GET /safe/transactions/:hash`, wire-formats §8.7) and kept only when its raw hashes to that
 * hash; review then takes the spent output's amount, keys and threshold from the decoded raw
 * (./review). A proof never changes, so it is fetched once and read from the cache after, offline
 * included. A transaction the service will not show (unknown, forbidden, or a service without the
 * endpoint) leaves its inputs unproven, which review says; a raw that does not hash to the name it
 * was asked by is a lie, which review refuses.
 * @module
 */
import { hexToBytes } from '@noble/hashes/utils.js'
import { z } from 'zod'
import { Hex } from '../../../../shared/api/common'
import type { ServiceMultisigRequest } from '../../../../shared/api/ledger'
import { decodeTransactionHex, rawTransactionHash, toHex } from '../../../../shared/kernel'
import { isApiClientError, type ApiClient } from '../../client'
import type { CoreContext } from '../../context'
import type { PreviousTransactions } from './review'

/** Only the raw matters: everything else about the transaction is read from it. */
const PreviousTransaction = z.object({ raw_transaction: Hex })
const CONCURRENCY = 4


/** The hashes of the transactions a request's inputs spend from, each once; [] when the raw does not decode. */
export function previousHashes(rawHex: string): string[] {
  try {
    return [...new Set(decodeTransactionHex(rawHex).inputs.map((i) => toHex(i.hash)))]
  } catch {
    return []
  }
}

/** The proofs the cache holds for a request (offline review). */
export function cachedProofs(ctx: CoreContext, req: Pick<ServiceMultisigRequest, 'raw_transaction'>): PreviousTransactions {
  return { proven: ctx.cache.provenTransactions.getMany(previousHashes(req.raw_transaction)), forged: new Set() }
}

/**
 * Fetches the previous transactions the cache lacks, keeps those whose raw hashes to their name,
 * and answers with every proof the request's inputs have.
 * @throws ApiClientError other than 'not-found', 'forbidden' and 'invalid-response'
 */
export async function fetchProofs(ctx: CoreContext, client: ApiClient, req: Pick<ServiceMultisigRequest, 'raw_transaction'>): Promise<PreviousTransactions> {
  const hashes = previousHashes(req.raw_transaction)
  const proven = new Map(ctx.cache.provenTransactions.getMany(hashes))
  const forged = new Set<string>()
  const queue = hashes.filter((h) => !proven.has(h))
  const worker = async () => {
    for (let hash = queue.shift(); hash !== undefined; hash = queue.shift()) {
      let rawHex: string
      try {
        rawHex = (await client.call('GET', `/safe/transactions/${hash}`, PreviousTransaction)).raw_transaction
      } catch (e) {
        if (isApiClientError(e, 'not-found') || isApiClientError(e, 'forbidden') || isApiClientError(e, 'invalid-response')) continue
        throw e
      }
      let raw: Uint8Array | undefined
      try {
        raw = hexToBytes(rawHex)
        if (toHex(rawTransactionHash(raw)) !== hash) raw = undefined
      } catch {
        raw = undefined
      }
      if (raw) {
        ctx.cache.provenTransactions.put(hash, raw)
        proven.set(hash, raw)
      } else {
        forged.add(hash)
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, queue.length) }, worker))
  return { proven, forged }
}
