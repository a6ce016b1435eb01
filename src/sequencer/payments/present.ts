import type { PaymentCodeResult } from '../../shared/api/code'
import { formatTime } from '../../shared/api/time'
import type { SequencerContext } from '../context'
import { findPayment, type PaymentRow } from './store'

/** A payment as `POST /payments` answers it and `GET /codes/:id` resolves it (2.7 `payment`). */
export function presentPayment(r: PaymentRow): PaymentCodeResult {
  return {
    type: 'payment',
    trace_id: r.trace_id,
    asset_id: r.asset_id,
    amount: r.amount,
    threshold: Number(r.threshold),
    receivers: JSON.parse(r.receivers) as string[],
    memo: r.memo,
    created_at: formatTime(r.created_at),
    status: r.status,
    code_id: r.code_id,
  }
}

/** The `payment` code resolver: the payment whose trace id the code names. */
export function presentPaymentCode(
  ctx: SequencerContext,
  traceId: string,
): PaymentCodeResult | undefined {
  const row = findPayment(ctx.db, traceId)
  return row && presentPayment(row)
}
