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
import { words, type Words } from '../../../../shared/i18n/words'

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

/** Why an address does not read, as the catalog's select names it (`{reason, select, …}`). */
export function addressReason(code: AddressError['code']): string {
  return code === 'mixed-members' ? 'mixedMembers' : code
}

const short = (text: string) => (text.length > 24 ? `${text.slice(0, 12)}…${text.slice(-6)}` : text)

function parseRecipient(draft: PaymentDraft, errors: FieldError[]): ParsedRecipient | undefined {
  const texts = draft.to.map((t) => t.trim()).filter((t) => t !== '')
  const refuse = (field: 'to' | 'to_threshold', message: Words) =>
    void errors.push({ field, message })
  if (texts.length === 0) return refuse('to', words('accounts.field.noReceiver'))
  if (texts.length > MAX_RECIPIENTS)
    return refuse('to', words('accounts.field.tooManyReceivers', { max: String(MAX_RECIPIENTS) }))

  const addresses = texts.filter((t) => /^(?:XIN|MIX)/.test(t))
  if (addresses.length > 0) {
    if (texts.length > 1) return refuse('to', words('accounts.field.addressAlone'))
    const text = texts[0]!
    try {
      if (text.startsWith('XIN')) {
        if (
          draft.to_threshold !== undefined &&
          draft.to_threshold !== 1 &&
          draft.to_threshold !== 0
        )
          return refuse('to_threshold', words('accounts.field.xinThreshold'))
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
          words('accounts.field.mixThreshold', {
            threshold: String(mix.threshold),
            members: String(mix.members.length),
          }),
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
        words('accounts.field.badAddress', {
          kind: text.startsWith('XIN') ? 'XIN' : 'MIX',
          reason: addressReason(e.code),
        }),
      )
    }
  }

  const refs: UserRef[] = []
  for (const text of texts) {
    const r = readUserRef(text)
    if (!r.ok) {
      if (r.reason)
        return refuse(
          'to',
          words('accounts.field.refUnusable', { text: short(text), reason: r.reason }),
        )
      return refuse('to', words('accounts.field.notAReceiver', { text: short(text) }))
    }
    const ref = r.ref
    if (refs.some((r) => r.id === ref.id))
      return refuse('to', words('accounts.field.listedTwice', { text: short(text) }))
    refs.push(ref)
  }
  const n = refs.length
  const t = draft.to_threshold
  if (n === 1) {
    if (t !== undefined && t !== 0 && t !== 1)
      return refuse('to_threshold', words('accounts.field.oneReceiver'))
    return { kind: 'users', refs, threshold: 1 }
  }
  if (t === undefined || t === 0)
    return refuse('to_threshold', words('accounts.field.askThreshold', { count: String(n) }))
  if (t < 1 || t > n)
    return refuse('to_threshold', words('accounts.field.thresholdRange', { count: String(n) }))
  return { kind: 'users', refs, threshold: t }
}

/** Why an amount does not read, as the catalog's select names it (`{reason, select, …}`). */
export type AmountRefusal = 'empty' | 'negative' | 'format' | 'decimals' | 'huge' | 'zero'

/**
 * An amount as typed: units of 10^-8 above zero, or why not (each host words it for its form: the
 * payment's, which also takes “max”, or a payroll's row).
 * @example readAmount('1.5') // { ok: true, units: 150000000n }
 */
export function readAmount(
  text: string,
): { ok: true; units: bigint } | { ok: false; reason: AmountRefusal } {
  const t = text.trim()
  const refuse = (reason: AmountRefusal) => ({ ok: false as const, reason })
  if (t === '') return refuse('empty')
  if (/^-/.test(t)) return refuse('negative')
  const m = AMOUNT.exec(t)
  if (!m) return refuse('format')
  if ((m[2] ?? '').length > 8) return refuse('decimals')
  if (t.length > 40) return refuse('huge')
  const units = parseAmount(t)
  if (units === 0n) return refuse('zero')
  return { ok: true, units }
}

function parseDraftAmount(text: string, errors: FieldError[]): bigint | 'max' | undefined {
  if (text.trim().toLowerCase() === 'max') return 'max'
  const r = readAmount(text)
  if (r.ok) return r.units
  errors.push({ field: 'amount', message: words('accounts.field.amount', { reason: r.reason }) })
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
  if (!assetOk) errors.push({ field: 'asset_id', message: words('accounts.field.chooseAsset') })
  const recipient = parseRecipient(draft, errors)
  const amount = parseDraftAmount(draft.amount, errors)
  const memo = encoder.encode(draft.memo)
  if (memo.length > MAX_MEMO_BYTES)
    errors.push({
      field: 'memo',
      message: words('accounts.field.memoTooLong', {
        bytes: String(memo.length),
        max: String(MAX_MEMO_BYTES),
      }),
    })
  // What the balance is checked against even while another field is wrong, so every refusal comes at once.
  const funds =
    assetOk && amount !== undefined
      ? { assetId: draft.asset_id.trim().toLowerCase(), amount }
      : undefined
  if (errors.length > 0 || !recipient || !funds) return { draft: undefined, errors, funds }
  return { draft: { ...funds, recipient, memo }, errors, funds }
}
