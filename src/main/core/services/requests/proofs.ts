/**
 * Proven inputs: what a request's inputs spend is read from the transactions that created those
 * outputs, not taken on the service's word, wherever the service shows them. The public API serves a
 * transaction by its request id only, but a multisig request by its transaction hash
 * (`GET /safe/multisigs/:idOrHash`, the Go client's name) to its senders: so an input created by an
 * earlier request of the same account (its change, most funds of a busy treasury) is proven from that
 * request's raw, kept only when the raw hashes to the hash asked for. Review then takes the spent
 * output's amount, keys and threshold from the decoded raw (./review). A proof never changes, so it is
 * fetched once and read from the cache after, offline included. An input the service will not show
 * the origin of (a deposit, a payment from another account) stays unproven, which review says; a raw
 * that does not hash to the name it was asked by is a lie, which review refuses. Such an input is not
 * even asked about when the account's sync already says where it came from: a call that can only be
 * refused would cost a signature a round trip for nothing.
 * @module
 */
import { hexToBytes } from '@noble/hashes/utils.js'
import { z } from 'zod'
import { Hex } from '../../../../shared/api/common'
import type { MultisigRequest } from '../../../../shared/api/ledger'
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

/**
 * The previous transactions worth asking the service for: all but those whose spent outputs the
 * account's sync holds as paid in from outside it (a sender set other than the account's own members),
 * which the service shows only to their senders.
 */
export function askableHashes(ctx: CoreContext, userId: string, rawHex: string): string[] {
  let inputs: readonly { hash: Uint8Array; index: number }[]
  try {
    inputs = decodeTransactionHex(rawHex).inputs
  } catch {
    return []
  }
  const askable = new Set<string>()
  for (const input of inputs) {
    const hash = toHex(input.hash)
    const known = ctx.cache.treasury.byReference(userId, hash, input.index)
    if (!known || known.senders_hash === known.members_hash) askable.add(hash)
  }
  return [...askable]
}

/** The proofs the cache holds for a request (offline review). */
export function cachedProofs(
  ctx: CoreContext,
  req: Pick<MultisigRequest, 'raw_transaction'>,
): PreviousTransactions {
  return {
    proven: ctx.cache.provenTransactions.getMany(previousHashes(req.raw_transaction)),
    forged: new Set(),
  }
}

/**
 * Fetches the previous transactions the cache lacks, keeps those whose raw hashes to their name,
 * and answers with every proof the request's inputs have.
 * @throws ApiClientError other than 'not-found', 'forbidden' and 'invalid-response'
 */
export async function fetchProofs(
  ctx: CoreContext,
  userId: string,
  client: ApiClient,
  req: Pick<MultisigRequest, 'raw_transaction'>,
): Promise<PreviousTransactions> {
  const hashes = previousHashes(req.raw_transaction)
  const proven = new Map(ctx.cache.provenTransactions.getMany(hashes))
  const forged = new Set<string>()
  const queue = askableHashes(ctx, userId, req.raw_transaction).filter((h) => !proven.has(h))
  const worker = async () => {
    for (let hash = queue.shift(); hash !== undefined; hash = queue.shift()) {
      let rawHex: string
      try {
        rawHex = (await client.call('GET', `/safe/multisigs/${hash}`, PreviousTransaction))
          .raw_transaction
      } catch (e) {
        if (
          isApiClientError(e, 'not-found') ||
          isApiClientError(e, 'forbidden') ||
          isApiClientError(e, 'invalid-response')
        )
          continue
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
