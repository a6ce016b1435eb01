/**
 * A payment form checked field by field before anything talks to the service: the asset id, who
 * receives (user ids, `mixin.one/users/…` links, code links, or one XIN or MIX address), the
 * receivers' threshold, the amount (a decimal of at most 8 places, above zero, or "max") and the
 * memo (UTF-8, under 256 bytes). Every refusal names its field and says, for a person, what to
 * enter instead. Pure.
 * @module
 */
import type { FieldError } from '../../../../shared/bridge'
import {
  AddressError,
  parseAmount,
  parseMixAddress,
  parseXinAddress,
  type XinPublics,
} from '../../../../shared/kernel'
import { readUserRef, type UserRef } from '../people/refs'
import { englishOf } from '../../../../shared/i18n/english'

export { parseUserRef, type UserRef } from '../people/refs'

/** A payment as the form gives it. `to` entries are as typed; `amount` is a decimal or "max". */
export interface PaymentDraft {
  readonly members_hash: string
  readonly threshold: number
  readonly asset_id: string
  readonly to: readonly string[]
  readonly to_threshold?: number | undefined
  readonly amount: string
  readonly memo: string
  readonly request_id?: string | undefined
}

/** Who receives, as far as it can be told without the service. */
export type ParsedRecipient =
  /** Users (by id, user link or code link), `threshold` of them to spend. */
  | { readonly kind: 'users'; readonly refs: readonly UserRef[]; readonly threshold: number }
  | XinRecipient

/** XIN addresses (one, or the members of a MIX address of XIN members): keys derived here. */
export interface XinRecipient {
  readonly kind: 'xin'
  readonly addresses: readonly string[]
  readonly publics: readonly XinPublics[]
  readonly threshold: number
}

/**
 * The keys behind XIN addresses, `threshold` of them to spend.
 * @throws AddressError when one is not a XIN address
 */
export function xinRecipient(addresses: readonly string[], threshold: number): XinRecipient {
  return { kind: 'xin', addresses, publics: addresses.map((a) => parseXinAddress(a)), threshold }
}

export interface CheckedDraft {
  readonly assetId: string
  readonly recipient: ParsedRecipient
  /** Units of 10^-8, or 'max': everything the account can spend in one transaction. */
  readonly amount: bigint | 'max'
  readonly memo: Uint8Array
}

/** The Kernel's general extra limit; the interface asks for less than it. */
export const MAX_MEMO_BYTES = 255
/** Members of one output: a threshold script stops at 64. */
export const MAX_RECIPIENTS = 64

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const AMOUNT = /^(\d+)(?:\.(\d+))?$/
const encoder = new TextEncoder()

/** Why an address does not read, for a person (after "This is not a valid … address: "). */
export const ADDRESS_REASONS: Record<AddressError['code'], string> = {
  prefix: 'it does not start as one',
  base58: 'it has characters an address never has',
  length: 'it is too short or too long',
  checksum: 'its checksum does not match (a character is wrong or missing)',
  key: 'its keys are not valid',
  version: 'it is of a version this wallet does not know',
  threshold: 'its threshold is impossible for its members',
  count: 'it has too many or too few members',
  members: 'its members are malformed',
  'mixed-members': 'it mixes user ids and XIN addresses',
  member: 'one of its members is malformed',
}

const short = (text: string) => (text.length > 24 ? `${text.slice(0, 12)}…${text.slice(-6)}` : text)

function parseRecipient(draft: PaymentDraft, errors: FieldError[]): ParsedRecipient | undefined {
  const texts = draft.to.map((t) => t.trim()).filter((t) => t !== '')
  const refuse = (field: 'to' | 'to_threshold', message: string) =>
    void errors.push({ field, message })
  if (texts.length === 0)
    return refuse(
      'to',
      'Enter who receives the payment: a user id, a user or code link, or a XIN or MIX address.',
    )
  if (texts.length > MAX_RECIPIENTS)
    return refuse('to', `At most ${MAX_RECIPIENTS} users can receive one payment together.`)

  const addresses = texts.filter((t) => /^(?:XIN|MIX)/.test(t))
  if (addresses.length > 0) {
    if (texts.length > 1)
      return refuse(
        'to',
        'An address receives alone: remove the other recipients, or pay them separately.',
      )
    const text = texts[0]!
    try {
      if (text.startsWith('XIN')) {
        if (
          draft.to_threshold !== undefined &&
          draft.to_threshold !== 1 &&
          draft.to_threshold !== 0
        )
          return refuse('to_threshold', 'A XIN address is one receiver: its threshold is 1.')
        return xinRecipient([text], 1)
      }
      const mix = parseMixAddress(text)
      if (
        draft.to_threshold !== undefined &&
        draft.to_threshold !== 0 &&
        draft.to_threshold !== mix.threshold
      ) {
        return refuse(
          'to_threshold',
          `This MIX address sets its own threshold, ${mix.threshold} of ${mix.members.length}; leave the threshold empty.`,
        )
      }
      if (mix.kind === 'xin') return xinRecipient(mix.members, mix.threshold)
      return {
        kind: 'users',
        refs: mix.members.map((id) => ({ kind: 'user' as const, id, text })),
        threshold: mix.threshold,
      }
    } catch (e) {
      if (!(e instanceof AddressError)) throw e
      return refuse(
        'to',
        `This is not a valid ${text.startsWith('XIN') ? 'XIN' : 'MIX'} address: ${ADDRESS_REASONS[e.code]}.`,
      )
    }
  }

  const refs: UserRef[] = []
  for (const text of texts) {
    const r = readUserRef(text)
    if (!r.ok) {
      if (r.reason) return refuse('to', `“${short(text)}” cannot be used: ${englishOf(r.reason)}.`)
      return refuse(
        'to',
        `“${short(text)}” is not a user id, a user or code link, or a XIN or MIX address.`,
      )
    }
    const ref = r.ref
    if (refs.some((r) => r.id === ref.id)) return refuse('to', `${short(text)} is listed twice.`)
    refs.push(ref)
  }
  const n = refs.length
  const t = draft.to_threshold
  if (n === 1) {
    if (t !== undefined && t !== 0 && t !== 1)
      return refuse('to_threshold', 'One receiver: the threshold is 1.')
    return { kind: 'users', refs, threshold: 1 }
  }
  if (t === undefined || t === 0)
    return refuse(
      'to_threshold',
      `How many of the ${n} receivers must sign to spend it? Enter 1 to ${n}.`,
    )
  if (t < 1 || t > n)
    return refuse('to_threshold', `The threshold must be 1 to ${n}, the number of receivers.`)
  return { kind: 'users', refs, threshold: t }
}

/**
 * An amount as typed: units of 10^-8 above zero, or why not, for a person. `orMax` where “max”
 * is also taken (the caller reads it first).
 * @example readAmount('1.5') // { ok: true, units: 150000000n }
 */
export function readAmount(
  text: string,
  orMax = false,
): { ok: true; units: bigint } | { ok: false; message: string } {
  const t = text.trim()
  const max = orMax ? ', or “max”' : ''
  const refuse = (message: string) => ({ ok: false as const, message })
  if (t === '') return refuse(`Enter an amount, such as 1.5${max}.`)
  if (/^-/.test(t)) return refuse('The amount must be above zero.')
  const m = AMOUNT.exec(t)
  if (!m)
    return refuse(
      `Enter the amount as a number, such as 1.5 (a dot before the decimals, no spaces or commas)${max}.`,
    )
  if ((m[2] ?? '').length > 8)
    return refuse('At most 8 decimal places: the smallest amount is 0.00000001.')
  if (t.length > 40) return refuse('This amount is larger than anything an account can hold.')
  const units = parseAmount(t)
  if (units === 0n) return refuse('The amount must be above zero.')
  return { ok: true, units }
}

function parseDraftAmount(text: string, errors: FieldError[]): bigint | 'max' | undefined {
  if (text.trim().toLowerCase() === 'max') return 'max'
  const r = readAmount(text, true)
  if (r.ok) return r.units
  errors.push({ field: 'amount', message: r.message })
  return undefined
}

/** Checks what needs no service. `errors` is empty when the draft may go on to the service. */
export function checkDraft(draft: PaymentDraft): {
  draft: CheckedDraft | undefined
  errors: FieldError[]
  funds: Pick<CheckedDraft, 'assetId' | 'amount'> | undefined
} {
  const errors: FieldError[] = []
  const assetOk = UUID.test(draft.asset_id.trim())
  if (!assetOk) errors.push({ field: 'asset_id', message: 'Choose the asset to pay with.' })
  const recipient = parseRecipient(draft, errors)
  const amount = parseDraftAmount(draft.amount, errors)
  const memo = encoder.encode(draft.memo)
  if (memo.length > MAX_MEMO_BYTES)
    errors.push({
      field: 'memo',
      message: `The memo is ${memo.length} bytes; it must be under 256 bytes (at most ${MAX_MEMO_BYTES}).`,
    })
  // What the balance is checked against even while another field is wrong, so every refusal comes at once.
  const funds =
    assetOk && amount !== undefined
      ? { assetId: draft.asset_id.trim().toLowerCase(), amount }
      : undefined
  if (errors.length > 0 || !recipient || !funds) return { draft: undefined, errors, funds }
  return { draft: { ...funds, recipient, memo }, errors, funds }
}
