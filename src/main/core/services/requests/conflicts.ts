/**
 * Conflicts: two requests that spend the same output cannot both complete. A pending request
 * conflicts with another pending one that spends one of its inputs too, and with the transaction
 * that has already spent one of them (the treasury's outputs say which transaction locks or spent
 * each output). Read from the cache, so it works offline and reflects the last sync.
 * @module
 */
import { OPEN_QUEUE_STATES, type Conflict } from '../../../../shared/bridge'
import { decodeTransactionHex, toHex } from '../../../../shared/kernel'
import type { CoreContext } from '../../context'
import { recordOf } from './records'
import { progressOf } from './state'

/** Beyond this many pending requests only the newest are compared. */
const SCAN_LIMIT = 1000

interface Pending {
  requestId: string
  transactionHash: string
  inputs: string[]
}

/**
 * The conflicts of the account's pending requests (of one request, when given), each request once
 * with every request or transaction it conflicts with.
 */
export function requestConflicts(
  ctx: CoreContext,
  userId: string,
  onlyRequestId?: string,
): Conflict[] {
  ctx.requireAccount(userId)
  const pending: Pending[] = []
  for (const row of ctx.cache.requests.queue(userId, {
    state: OPEN_QUEUE_STATES,
    limit: SCAN_LIMIT,
  })) {
    const req = recordOf(row)
    if (!req || progressOf(req, { sent: false }) !== 'open') continue
    let inputs: string[]
    try {
      inputs = decodeTransactionHex(req.raw_transaction).inputs.map(
        (i) => `${toHex(i.hash)}:${i.index}`,
      )
    } catch {
      continue
    }
    pending.push({ requestId: req.request_id, transactionHash: req.transaction_hash, inputs })
  }
  const spenders = new Map<string, Pending[]>()
  for (const p of pending)
    for (const ref of p.inputs) spenders.set(ref, [...(spenders.get(ref) ?? []), p])

  const out: Conflict[] = []
  for (const p of pending) {
    if (onlyRequestId !== undefined && p.requestId !== onlyRequestId) continue
    const found = new Map<string, Conflict['with'][number]>()
    for (const ref of p.inputs) {
      for (const other of spenders.get(ref) ?? []) {
        if (other.transactionHash !== p.transactionHash)
          found.set(other.transactionHash, {
            request_id: other.requestId,
            transaction_hash: other.transactionHash,
            reason: 'shares-inputs',
          })
      }
      const [hash, index] = ref.split(':') as [string, string]
      const output = ctx.cache.treasury.byReference(userId, hash, Number(index))
      if (
        !output ||
        output.signed_by === '' ||
        output.signed_by === p.transactionHash ||
        found.has(output.signed_by)
      )
        continue
      const requestId =
        output.request_id ??
        ctx.cache.requests.byTransactionHash(userId, output.signed_by)[0]?.request_id ??
        null
      found.set(output.signed_by, {
        request_id: requestId,
        transaction_hash: output.signed_by,
        reason: output.state === 'spent' ? 'input-spent' : 'shares-inputs',
      })
    }
    if (found.size > 0) out.push({ request_id: p.requestId, with: [...found.values()] })
  }
  return out
}
