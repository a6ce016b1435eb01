import type { Hono } from 'hono'
import { PaymentBody } from '../../shared/api/payments'
import type { SequencerContext } from '../context'
import { requireCaller } from '../http/auth'
import { parseBody } from '../http/body'
import type { AppEnv } from '../http/env'
import { createPayment } from './create'

/**
 * `POST /payments` (wire-formats §8.4 `payment`; the SDK's `payment.payment` / `payment.request`):
 * body `{asset_id, amount, trace_id?, memo?, opponent_id | opponent_multisig {receivers, threshold}}`,
 * answer the `payment` code result. Needs a token, as the official API (the SDK signs every call).
 */
export function paymentRoutes(app: Hono<AppEnv>, ctx: SequencerContext): void {
  app.post('/payments', requireCaller(ctx), (c) => {
    const body = parseBody(c, PaymentBody)
    return c.json({ data: createPayment(ctx, c.get('caller').userId, body) })
  })
}
