/**
 * `POST /payments` (the official call behind the SDK's `payment.payment`/`payment.request`): asks
 * for a payment code that pays `amount` of `asset_id` to one user (`opponent_id`) or to a multisig
 * (`opponent_multisig {receivers, threshold}`). The answer is the `payment` code result of 2.7
 * ({@link PaymentCodeResult} in ./code), whose `code_id` resolves through `GET /codes/:id`.
 * The same `trace_id` asked again returns the same payment.
 * @module
 */
import { z } from 'zod'
import { Amount, Uuid } from './common'

/** Interface rule 2.6.4: a memo is shorter than 256 bytes (larger ones need object storage). */
const MAX_PAYMENT_MEMO_BYTES = 255
/** The Kernel's limit on the members of one output. */
const MAX_PAYMENT_RECEIVERS = 64

const encoder = new TextEncoder()

export const PaymentBody = z
  .object({
    asset_id: Uuid,
    amount: Amount.refine((a) => /[1-9]/.test(a), 'amount must be positive'),
    trace_id: Uuid.optional(),
    memo: z
      .string()
      .refine(
        (m) => encoder.encode(m).length <= MAX_PAYMENT_MEMO_BYTES,
        `memo must be shorter than ${MAX_PAYMENT_MEMO_BYTES + 1} bytes`,
      )
      .optional(),
    /** A single receiver: threshold 1. */
    opponent_id: Uuid.optional(),
    opponent_multisig: z
      .object({
        receivers: z
          .array(Uuid)
          .min(1)
          .max(MAX_PAYMENT_RECEIVERS)
          .refine((r) => new Set(r).size === r.length, 'receivers must not repeat'),
        threshold: z.number().int().min(1).max(MAX_PAYMENT_RECEIVERS),
      })
      .refine((m) => m.threshold <= m.receivers.length, {
        message: 'threshold exceeds the receivers',
        path: ['threshold'],
      })
      .optional(),
    /** A raw mainnet ghost key; this sequencer pays users only, so it is refused when present. */
    opponent_key: z
      .undefined({ error: 'opponent_key is not supported; use opponent_id or opponent_multisig' })
      .optional(),
    /** Deprecated; accepted and ignored (a payment code needs no PIN). */
    pin: z.string().max(1024).optional(),
  })
  .refine((b) => (b.opponent_id === undefined) !== (b.opponent_multisig === undefined), {
    message: 'exactly one of opponent_id and opponent_multisig is required',
    path: ['opponent_id'],
  })
export type PaymentBody = z.infer<typeof PaymentBody>
