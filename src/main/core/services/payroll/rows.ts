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
import { addressReason, readAmount, xinRecipient, type XinRecipient } from '../proposals/draft'
import { readCsv } from '../../../../shared/csv'
import { words, type Words } from '../../../../shared/i18n/words'

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

/**
 * Why a payee text names nobody: an address that does not read (`reason` as the catalog's select
 * names it), or a link with its reason in words. A row's refusal and a move's member's each say it
 * in a sentence of their own.
 */
export type PayeeRefusal =
  | { readonly refused: 'address'; readonly kind: 'XIN' | 'MIX'; readonly reason: string }
  | { readonly refused: 'link'; readonly text: string; readonly reason: Words }

/** What a payee text is, or why it is none. */
export function payeeForm(text: string): PayeeForm | PayeeRefusal {
  if (/^(?:XIN|MIX)/.test(text)) {
    try {
      if (text.startsWith('XIN')) return xinRecipient([text], 1)
      const mix = parseMixAddress(text)
      if (mix.kind === 'xin') return xinRecipient(mix.members, mix.threshold)
      return { kind: 'mix', members: mix.members, threshold: mix.threshold }
    } catch (e) {
      if (!(e instanceof AddressError)) throw e
      return {
        refused: 'address',
        kind: text.startsWith('XIN') ? 'XIN' : 'MIX',
        reason: addressReason(e.code),
      }
    }
  }
  const r = readUserRef(text)
  if (r.ok) return { kind: 'ref', ref: r.ref }
  if (r.reason) return { refused: 'link', text: short(text), reason: r.reason }
  if (IDENTITY_NUMBER.test(text)) return { kind: 'identity', number: text }
  return { kind: 'name', name: text }
}

/** A row's payee refused, in the row's own sentence. */
function rowPayeeRefusal(row: string, r: PayeeRefusal): Words {
  return r.refused === 'address'
    ? words('runs.field.badAddress', { row, kind: r.kind, reason: r.reason })
    : words('runs.field.refUnusable', { row, text: r.text, reason: r.reason })
}

/**
 * The rows of a CSV text, each checked on its own, with every refusal found.
 * @example readRows('payee,amount,asset,note\nBob,100,USDT,November\n') // { rows: [{ row: 2, … }], errors: [] }
 */
export function readRows(csv: string): { rows: RowDraft[]; errors: RunFieldError[] } {
  const errors: RunFieldError[] = []
  const refuse = (row: number | null, field: RunFieldError['field'], message: Words) =>
    void errors.push({ row, field, message })
  const read = readCsv(csv)
  if (!read.ok) {
    refuse(read.row, 'file', read.message)
    return { rows: [], errors }
  }
  const [header, ...records] = read.records
  if (!header) {
    refuse(null, 'file', words('runs.field.noRows'))
    return { rows: [], errors }
  }
  const names = header.fields.map((f) => f.trim().toLowerCase())
  const at = Object.fromEntries(COLUMNS.map((c) => [c, names.indexOf(c)])) as Record<
    (typeof COLUMNS)[number],
    number
  >
  const missing = COLUMNS.filter((c) => c !== 'note' && at[c] < 0)
  if (missing.length > 0) {
    refuse(header.row, 'header', words('runs.field.missingColumns', { missing: missing.join('_') }))
    return { rows: [], errors }
  }
  if (records.length === 0) refuse(null, 'file', words('runs.field.onlyHeader'))
  if (records.length > MAX_ROWS) {
    refuse(
      null,
      'file',
      words('runs.field.tooManyRows', { count: String(records.length), max: String(MAX_ROWS) }),
    )
    return { rows: [], errors }
  }

  const rows: RowDraft[] = []
  for (const { row, fields } of records) {
    const cell = (c: (typeof COLUMNS)[number]) => (at[c] >= 0 ? (fields[at[c]] ?? '').trim() : '')
    const before = errors.length
    const rowText = String(row)
    const payeeText = cell('payee')
    let payee: PayeeForm | undefined
    if (payeeText === '') refuse(row, 'payee', words('runs.field.noPayee', { row: rowText }))
    else if (payeeText.length > MAX_PAYEE_CHARS)
      refuse(
        row,
        'payee',
        words('runs.field.payeeTooLong', { row: rowText, max: String(MAX_PAYEE_CHARS) }),
      )
    else {
      const form = payeeForm(payeeText)
      if ('refused' in form) refuse(row, 'payee', rowPayeeRefusal(rowText, form))
      else payee = form
    }
    const amountText = cell('amount')
    const amount = amountText.toLowerCase() === 'max' ? undefined : readAmount(amountText)
    if (amount === undefined) refuse(row, 'amount', words('runs.field.noMax', { row: rowText }))
    else if (!amount.ok)
      refuse(row, 'amount', words('runs.field.amount', { row: rowText, reason: amount.reason }))
    const assetText = cell('asset')
    if (assetText === '') refuse(row, 'asset', words('runs.field.noAsset', { row: rowText }))
    else if (assetText.length > MAX_ASSET_CHARS)
      refuse(
        row,
        'asset',
        words('runs.field.assetUnreadable', { row: rowText, text: short(assetText) }),
      )
    const note = cell('note')
    if (note.length > MAX_NOTE_CHARS)
      refuse(
        row,
        'note',
        words('runs.field.noteTooLong', {
          row: rowText,
          length: String(note.length),
          max: String(MAX_NOTE_CHARS),
        }),
      )
    if (errors.length === before && payee && amount?.ok)
      rows.push({ row, payeeText, payee, amount: amount.units, assetText, note })
  }
  return { rows, errors }
}
