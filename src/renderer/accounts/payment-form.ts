/**
 * What the payment form works out by itself: the memo's size in bytes (the limit is in bytes, not
 * characters), the recipients as lines, whether a threshold is asked, and the wallet's refusals
 * by field. The wallet core decides what is valid; this only shapes the form. Pure, unit-tested.
 * @module
 */
import type { FieldError, PaymentField } from '../../shared/bridge'

/** The memo must be under 256 bytes of UTF-8. */
export const MEMO_LIMIT = 255

const encoder = new TextEncoder()

export function memoBytes(memo: string): number {
  return encoder.encode(memo).length
}

/** The recipients typed, one per line (commas separate too), blanks dropped. */
export function recipientLines(text: string): string[] {
  return text
    .split(/[\n,]/)
    .map((l) => l.trim())
    .filter((l) => l !== '')
}

/** Several users receive together, so how many of them must sign is asked. */
export function asksThreshold(lines: readonly string[]): boolean {
  return lines.length > 1 && !lines.some((l) => /^(?:XIN|MIX)/.test(l))
}

/** The threshold field as the wallet takes it: a whole number, or nothing. */
export function thresholdValue(text: string): number | undefined {
  const t = text.trim()
  return /^\d{1,3}$/.test(t) ? Number(t) : undefined
}

/** The first refusal of each field. */
export function errorsByField(errors: readonly FieldError[]): Partial<Record<PaymentField, string>> {
  const out: Partial<Record<PaymentField, string>> = {}
  for (const e of errors) out[e.field] ??= e.message
  return out
}
