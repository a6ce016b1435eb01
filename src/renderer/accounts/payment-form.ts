/**
 * What the payment form works out by itself: the memo's size in bytes (the limit is in bytes, not
 * characters), the recipients as lines, whether a threshold is asked, and the wallet's refusals
 * by field. The wallet core decides what is valid; this only shapes the form. Pure, unit-tested.
 * @module
 */
import type { FieldError, PaymentField } from '../../shared/bridge'
import type { Words } from '../../shared/i18n/words'
import { readContactInput } from '../components/contact-input'

/** The memo must be under 256 bytes of UTF-8. */
export const MEMO_LIMIT = 255

const encoder = new TextEncoder()

export function memoBytes(memo: string): number {
  return encoder.encode(memo).length
}

/**
 * The receivers typed in the To field and not picked: each id or link, the address, or the text as
 * it is (a name nobody was picked for), which the wallet then refuses in words.
 */
export function typedReceivers(text: string): string[] {
  const input = readContactInput(text, { addresses: true })
  switch (input.kind) {
    case 'empty':
      return []
    case 'refs':
      return input.refs
    case 'address':
      return [input.address]
    case 'search':
    case 'bad-link':
      return [text.trim()]
  }
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

/** The first refusal of each field, worded by `say` (the reader's language). */
export function errorsByField(
  errors: readonly FieldError[],
  say: (w: Words) => string,
): Partial<Record<PaymentField, string>> {
  const out: Partial<Record<PaymentField, string>> = {}
  for (const e of errors) out[e.field] ??= say(e.message)
  return out
}
