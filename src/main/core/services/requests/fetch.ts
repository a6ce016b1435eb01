/**
 * Reading one request and its transaction from the service: `GET /safe/multisigs/:idOrHash` (the Go
 * client's name: a request id or its transaction hash) and `GET /safe/transactions/:request_id`,
 * which tells whether a complete request's transaction went out (`signed`) and is final (`spent`).
 * @module
 */
import { KernelTransaction, MultisigRequest } from '../../../../shared/api/ledger'
import { isApiClientError, type ApiClient } from '../../client'

/** Fetches one request; undefined when the service does not know it (any more). */
export async function fetchRequest(
  client: ApiClient,
  idOrHash: string,
): Promise<MultisigRequest | undefined> {
  try {
    return await client.call('GET', `/safe/multisigs/${idOrHash}`, MultisigRequest)
  } catch (e) {
    if (isApiClientError(e, 'not-found')) return undefined
    throw e
  }
}

/** The transaction of a request; undefined when there is none yet, or will never be (revoked). */
export async function fetchTransaction(
  client: ApiClient,
  requestId: string,
): Promise<KernelTransaction | undefined> {
  try {
    return await client.call('GET', `/safe/transactions/${requestId}`, KernelTransaction)
  } catch (e) {
    if (isApiClientError(e, 'not-found')) return undefined
    throw e
  }
}

/** Runs `task` for each item, at most `width` at a time, and collects what it returns (undefined left out). */
export async function eachLimited<T, R>(
  items: readonly T[],
  width: number,
  task: (item: T) => Promise<R | undefined>,
): Promise<R[]> {
  const out: R[] = []
  const queue = [...items]
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) {
      const r = await task(item)
      if (r !== undefined) out.push(r)
    }
  }
  await Promise.all(Array.from({ length: Math.min(width, queue.length) }, worker))
  return out
}
