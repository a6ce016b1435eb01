/**
 * Payment requests (`POST /payments`, the official call the SDK's `payment.payment` makes): a
 * payment code that asks anyone holding the code to pay `amount` of an asset to one user or to a
 * multisig of users. The sequencer only records and shows it (status `pending`, the one value the
 * interface names); paying is an ordinary transaction.
 * @module
 */
import { randomUUID } from 'node:crypto'
import type { PaymentCodeResult } from '../../shared/api/code'
import type { PaymentBody } from '../../shared/api/payments'
import { formatAmount, parseAmount } from '../../shared/kernel'
import { createCode } from '../codes/store'
import type { SequencerContext } from '../context'
import { conflict, userNotRegistered } from '../http/errors'
import { findUsers } from '../users/store'
import { presentPayment } from './present'
import { findPayment, insertPayment } from './store'
import { immediateTransaction } from '../../node/sqlite/transaction'

/**
 * Creates the payment `body` describes for `userId`, or returns the one its `trace_id` names
 * already when every field matches.
 * @throws ApiError 10404 when a receiver is not a registered user; 409 when the trace id belongs
 *   to a different payment. Nothing is written when it throws.
 */
export function createPayment(
  ctx: SequencerContext,
  userId: string,
  body: PaymentBody,
): PaymentCodeResult {
  const receivers = [
    ...(body.opponent_id !== undefined ? [body.opponent_id] : body.opponent_multisig!.receivers),
  ].sort()
  const threshold = body.opponent_multisig?.threshold ?? 1
  const amount = formatAmount(parseAmount(body.amount))
  const memo = body.memo ?? ''
  const traceId = body.trace_id ?? randomUUID()
  const db = ctx.db
  return immediateTransaction(db, (): PaymentCodeResult => {
    const existing = findPayment(db, traceId)
    if (existing) {
      const same =
        existing.asset_id === body.asset_id &&
        existing.amount === amount &&
        Number(existing.threshold) === threshold &&
        existing.receivers === JSON.stringify(receivers) &&
        existing.memo === memo
      if (!same) throw conflict('The trace_id belongs to another payment.')
      return presentPayment(existing)
    }
    const registered = new Set(
      findUsers(db, receivers)
        .filter((u) => u.spendPublicKey !== null)
        .map((u) => u.userId),
    )
    const missing = receivers.find((r) => !registered.has(r))
    if (missing !== undefined) throw userNotRegistered(missing)
    const nowNs = ctx.clock.nowNs()
    const row = {
      trace_id: traceId,
      user_id: userId,
      asset_id: body.asset_id,
      amount,
      threshold,
      receivers: JSON.stringify(receivers),
      memo,
      code_id: createCode(db, 'payment', traceId, nowNs),
      created_at: nowNs,
    }
    insertPayment(db, row)
    return presentPayment({ ...row, threshold: BigInt(threshold), status: 'pending' })
  })
}
