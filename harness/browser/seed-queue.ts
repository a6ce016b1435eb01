/**
 * Ten thousand requests in a wallet's cache, for the queue's scrolling and filtering tests and the
 * renderer benchmark. One real request (created on the sequencer, as served to the account) is
 * cloned under fresh ids and hashes with varied amounts, ages and states; the queue lists clones
 * exactly as it lists synced requests (reviewing one would be refused, which these tests never do).
 * @module
 */
import { randomBytes, randomUUID } from 'node:crypto'
import type { MultisigRequest } from '../../src/shared/api/ledger'
import type { CoreWithInternals } from '../../src/main/core'
import { toCacheInput } from '../../src/main/core/services/requests/records'

export interface SeedPlan {
  /** How many of each queue state. */
  readonly needs: number
  readonly waiting: number
  readonly done: number
}

/** The amount of clone `i`, canonical (no trailing zeros) and varied enough to filter on, e.g. "17.0042". */
export const cloneAmount = (i: number) =>
  `${(i % 997) + 1}.${String(i % 10_000).padStart(4, '0')}`.replace(/\.?0+$/, '')

/**
 * Stores clones of `base` (served to `me`, one of its senders) in `core`'s cache: `needs` that await
 * `me`, `waiting` that `me` signed, `done` that reached the threshold and were sent. Newest first in this order.
 * @returns the clones' request ids, in seeding order
 */
export function seedQueue(
  core: CoreWithInternals,
  me: string,
  base: MultisigRequest,
  plan: SeedPlan,
  nowMs = Date.now(),
): string[] {
  const others = base.senders.filter((s) => s !== me)
  const total = plan.needs + plan.waiting + plan.done
  const inputs = []
  const ids: string[] = []
  for (let i = 0; i < total; i++) {
    const kind = i < plan.needs ? 'needs' : i < plan.needs + plan.waiting ? 'waiting' : 'done'
    const at = new Date(nowMs - i * 47_000).toISOString()
    const record: MultisigRequest = {
      ...base,
      request_id: randomUUID(),
      transaction_hash: randomBytes(32).toString('hex'),
      amount: cloneAmount(i),
      signers:
        kind === 'needs'
          ? []
          : kind === 'waiting'
            ? [me]
            : [me, ...others].slice(0, base.senders_threshold),
      created_at: at,
      updated_at: at,
      views: [],
    }
    ids.push(record.request_id)
    // A done clone is sent: its transaction final, as a sync learns it.
    inputs.push(toCacheInput(record, me, { sent: kind === 'done' }))
  }
  core.cache.requests.upsertMany(me, inputs)
  return ids
}
