/**
 * A payroll's rows as pasted or loaded, checked for what needs no service: a header row naming the
 * columns `payee`, `amount`, `asset` and `note` (in any order, any case; `note` may be left out,
 * other columns are ignored), then per row the payee's form, the amount and that an asset is named.
 * Every refusal names its row (as a spreadsheet numbers it) and field, in words. Pure.
 *
 * A payee is a user id, a user or code link, a MIX or XIN address, an identity number (digits), or
 * a contact's name (anything else); who the last two are is for the contacts to say (./payees).
 * @module
 */
import type { RunFieldError } from '../../../../shared/bridge'
import { AddressError, parseMixAddress } from '../../../../shared/kernel'
import { readUserRef, type UserRef } from '../people/refs'
import { ADDRESS_REASONS, readAmount, xinRecipient, type XinRecipient } from '../proposals/draft'
import { readCsv } from '../../../../shared/csv'
import { englishOf } from '../../../../shared/i18n/english'

/** Who a row names, as far as the text tells. */
export type PayeeForm =
  /** A user id, a user link or a code link. */
  | { readonly kind: 'ref'; readonly ref: UserRef }
  | { readonly kind: 'identity'; readonly number: string }
  | { readonly kind: 'name'; readonly name: string }
  /** A MIX address of users: these ids, `threshold` of them to spend. */
  | { readonly kind: 'mix'; readonly members: readonly string[]; readonly threshold: number }
  | XinRecipient

export interface RowDraft {
  readonly row: number
  readonly payeeText: string
  readonly payee: PayeeForm
  /** Units of 10^-8. */
  readonly amount: bigint
  /** The asset as written: an id or a symbol. */
  readonly assetText: string
  readonly note: string
}

/** Most rows one payroll takes; a bigger one is split into several runs. */
export const MAX_ROWS = 1000
export const MAX_NOTE_CHARS = 1000
const MAX_PAYEE_CHARS = 512
const MAX_ASSET_CHARS = 64
const COLUMNS = ['payee', 'amount', 'asset', 'note'] as const
const IDENTITY_NUMBER = /^\d{1,19}$/

const short = (text: string) => (text.length > 40 ? `${text.slice(0, 24)}…${text.slice(-8)}` : text)

/** What a payee text is, or why it is none (for a person, lower case first). */
export function payeeForm(text: string): PayeeForm | string {
  if (/^(?:XIN|MIX)/.test(text)) {
    try {
      if (text.startsWith('XIN')) return xinRecipient([text], 1)
      const mix = parseMixAddress(text)
      if (mix.kind === 'xin') return xinRecipient(mix.members, mix.threshold)
      return { kind: 'mix', members: mix.members, threshold: mix.threshold }
    } catch (e) {
      if (!(e instanceof AddressError)) throw e
      return `this is not a valid ${text.startsWith('XIN') ? 'XIN' : 'MIX'} address: ${ADDRESS_REASONS[e.code]}`
    }
  }
  const r = readUserRef(text)
  if (r.ok) return { kind: 'ref', ref: r.ref }
  if (r.reason) return `“${short(text)}” cannot be used: ${englishOf(r.reason)}`
  if (IDENTITY_NUMBER.test(text)) return { kind: 'identity', number: text }
  return { kind: 'name', name: text }
}

/**
 * The rows of a CSV text, each checked on its own, with every refusal found.
 * @example readRows('payee,amount,asset,note\nBob,100,USDT,November\n') // { rows: [{ row: 2, … }], errors: [] }
 */
export function readRows(csv: string): { rows: RowDraft[]; errors: RunFieldError[] } {
  const errors: RunFieldError[] = []
  const refuse = (row: number | null, field: RunFieldError['field'], message: string) =>
    void errors.push({ row, field, message })
  const read = readCsv(csv)
  if (!read.ok) {
    refuse(read.row, 'file', read.message)
    return { rows: [], errors }
  }
  const [header, ...records] = read.records
  if (!header) {
    refuse(
      null,
      'file',
      'There are no rows: paste or load a header row (payee,amount,asset,note) and one row per payee.',
    )
    return { rows: [], errors }
  }
  const names = header.fields.map((f) => f.trim().toLowerCase())
  const at = Object.fromEntries(COLUMNS.map((c) => [c, names.indexOf(c)])) as Record<
    (typeof COLUMNS)[number],
    number
  >
  const missing = COLUMNS.filter((c) => c !== 'note' && at[c] < 0)
  if (missing.length > 0) {
    const list = missing.map((c) => `“${c}”`).join(' and ')
    refuse(
      header.row,
      'header',
      `The header row has no ${list} column${missing.length > 1 ? 's' : ''}: the first row must name the columns payee, amount, asset and note (in any order).`,
    )
    return { rows: [], errors }
  }
  if (records.length === 0)
    refuse(null, 'file', 'There are only column names: add one row per payee under the header.')
  if (records.length > MAX_ROWS) {
    refuse(
      null,
      'file',
      `There are ${records.length} rows; one payroll takes at most ${MAX_ROWS}. Split them into several payrolls.`,
    )
    return { rows: [], errors }
  }

  const rows: RowDraft[] = []
  for (const { row, fields } of records) {
    const cell = (c: (typeof COLUMNS)[number]) => (at[c] >= 0 ? (fields[at[c]] ?? '').trim() : '')
    const before = errors.length
    const payeeText = cell('payee')
    let payee: PayeeForm | undefined
    if (payeeText === '')
      refuse(
        row,
        'payee',
        `Row ${row} names no payee: enter a user id, an identity number, a contact’s name, a user or code link, or a MIX or XIN address.`,
      )
    else if (payeeText.length > MAX_PAYEE_CHARS)
      refuse(
        row,
        'payee',
        `Row ${row}: the payee is longer than anything that names one (${MAX_PAYEE_CHARS} characters at most).`,
      )
    else {
      const form = payeeForm(payeeText)
      if (typeof form === 'string') refuse(row, 'payee', `Row ${row}: ${form}.`)
      else payee = form
    }
    const amountText = cell('amount')
    const amount = amountText.toLowerCase() === 'max' ? undefined : readAmount(amountText)
    if (amount === undefined)
      refuse(
        row,
        'amount',
        `Row ${row}: a payroll pays set amounts; enter the amount, such as 1.5 (“max” is for a single payment).`,
      )
    else if (!amount.ok)
      refuse(
        row,
        'amount',
        `Row ${row}: ${amount.message.charAt(0).toLowerCase()}${amount.message.slice(1)}`,
      )
    const assetText = cell('asset')
    if (assetText === '')
      refuse(
        row,
        'asset',
        `Row ${row} names no asset: enter its symbol (such as USDT) or its asset id.`,
      )
    else if (assetText.length > MAX_ASSET_CHARS)
      refuse(
        row,
        'asset',
        `Row ${row}: “${short(assetText)}” is neither an asset’s symbol nor its id.`,
      )
    const note = cell('note')
    if (note.length > MAX_NOTE_CHARS)
      refuse(
        row,
        'note',
        `Row ${row}: the note is ${note.length} characters; keep it to ${MAX_NOTE_CHARS}.`,
      )
    if (errors.length === before && payee && amount?.ok)
      rows.push({ row, payeeText, payee, amount: amount.units, assetText, note })
  }
  return { rows, errors }
}
