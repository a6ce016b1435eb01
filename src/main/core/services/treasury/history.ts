/**
 * An asset's history in a shared account, from its outputs: each output it received (change that
 * came back from its own payments excepted), each pending request's lock, and each completed
 * payment with what left — the inputs less the change. Requests are named by id when the service
 * or the queue says which one spent an output; the transaction hash always.
 * @module
 */
import type { AssetHistory, HistoryEntry } from '../../../../shared/bridge'
import { formatAmount, parseAmount } from '../../../../shared/kernel'
import type { CoreContext } from '../../context'
import type { SharedAccountKey } from '../../db'

/** How many outputs of each kind are read; the history shows the newest {@link HISTORY_LIMIT} lines. */
const READ_LIMIT = 600
export const HISTORY_LIMIT = 200

interface Spend {
  transactionHash: string
  requestId: string | null
  amount: bigint
  outputs: number
  locked: boolean
  at: number
}

/** One asset of one shared account; works offline. */
export function assetHistory(
  ctx: CoreContext,
  userId: string,
  key: SharedAccountKey,
  assetId: string,
): AssetHistory {
  const t = ctx.cache.treasury
  const spends = new Map<string, Spend>()
  for (const o of t.spent(userId, key, assetId, READ_LIMIT)) {
    if (o.signed_by === '') continue
    const s = spends.get(o.signed_by) ?? {
      transactionHash: o.signed_by,
      requestId: null,
      amount: 0n,
      outputs: 0,
      locked: false,
      at: 0,
    }
    s.amount += parseAmount(o.amount)
    s.outputs++
    s.locked ||= o.state === 'signed'
    s.requestId ??= o.request_id
    s.at = Math.max(s.at, o.updated_at)
    spends.set(o.signed_by, s)
  }
  for (const s of spends.values()) {
    s.requestId ??=
      ctx.cache.requests.byTransactionHash(userId, s.transactionHash)[0]?.request_id ?? null
  }
  const change = new Map<string, bigint>()
  for (const o of t.createdBy(userId, key, assetId, [...spends.keys()])) {
    change.set(o.transaction_hash, (change.get(o.transaction_hash) ?? 0n) + parseAmount(o.amount))
  }

  const entries: HistoryEntry[] = []
  for (const o of t.received(userId, key, assetId, READ_LIMIT)) {
    // Change of a payment of its own shows in that payment's line.
    if (o.senders_hash === key.members_hash && spends.has(o.transaction_hash)) continue
    entries.push({
      kind: 'received',
      at: o.created_at,
      amount: o.amount,
      transaction_hash: o.transaction_hash,
      output_index: o.output_index,
    })
  }
  for (const s of spends.values()) {
    if (s.locked) {
      entries.push({
        kind: 'locked',
        at: s.at,
        amount: formatAmount(s.amount),
        request_id: s.requestId,
        transaction_hash: s.transactionHash,
      })
    } else {
      const back = change.get(s.transactionHash) ?? 0n
      const sent = s.amount > back ? s.amount - back : 0n
      entries.push({
        kind: 'sent',
        at: s.at,
        amount: formatAmount(sent),
        change: formatAmount(back),
        request_id: s.requestId,
        transaction_hash: s.transactionHash,
      })
    }
  }
  entries.sort((a, b) => b.at - a.at)
  const lockedBy = [...spends.values()]
    .filter((s) => s.locked)
    .map((s) => ({
      request_id: s.requestId,
      transaction_hash: s.transactionHash,
      amount: formatAmount(s.amount),
      outputs: s.outputs,
    }))
  return { asset_id: assetId, entries: entries.slice(0, HISTORY_LIMIT), locked_by: lockedBy }
}
