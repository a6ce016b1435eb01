/**
 * CSV as spreadsheets and bookkeeping tools read it (RFC 4180): comma-separated, CRLF between
 * records, a field quoted when it holds a comma, a quote or a line break, quotes doubled. A field
 * that starts with =, +, -, @, a tab or a carriage return is prefixed with an apostrophe, so a
 * spreadsheet shows it as text instead of running it as a formula (a memo is anyone's text). Times
 * are written one way only: ISO 8601 local time with its offset from UTC. Pure; the one CSV writer
 * of the project, for the core's exports and the window's alike, and the one reader (a payroll's
 * rows: the core checks them, the window shows each refusal beside its row). Records read are
 * numbered as a spreadsheet numbers its rows (the first is row 1), so a refusal points where the
 * person looks; a leading byte-order mark is skipped.
 * @module
 */
import { words, type Words } from './i18n/words'

export type CsvValue = string | number | null | undefined

/** A byte-order mark, so spreadsheet programs read names and memos as UTF-8. */
export const CSV_BOM = '\uFEFF'

/** One field, escaped. */
export function csvField(value: CsvValue): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** A whole file: the header, then one record per row, each ended by CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows].map((r) => `${r.map(csvField).join(',')}\r\n`).join('')
}

/** {@link toCsv} with the byte-order mark in front: the text of a file to save. */
export function csvFile(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return CSV_BOM + toCsv(header, rows)
}

/**
 * A local time with its offset from UTC, to the second ("2024-03-05T15:30:00+01:00"): what a
 * bookkeeper matches to a statement, and unambiguous in any time zone.
 */
export function localTimeWithOffset(ms: number): string {
  const d = new Date(ms)
  const two = (n: number) => String(n).padStart(2, '0')
  const offset = -d.getTimezoneOffset()
  const sign = offset >= 0 ? '+' : '-'
  const abs = Math.abs(offset)
  return (
    `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}` +
    `${sign}${two(Math.floor(abs / 60))}:${two(abs % 60)}`
  )
}

/** The local date of `ms` ("2024-03-05"), for a file's name. */
export const localDate = (ms: number): string => localTimeWithOffset(ms).slice(0, 10)

/** One record and the row a spreadsheet shows it on. */
export interface CsvRecord {
  readonly row: number
  readonly fields: readonly string[]
}

export type CsvReading =
  | { readonly ok: true; readonly records: CsvRecord[] }
  | { readonly ok: false; readonly row: number; readonly message: Words }

/**
 * The records of a CSV text. Lines with nothing on them are left out (their row numbers stay
 * counted). A quoted field may span lines; one left open is refused, naming the row it opened on.
 * @example readCsv('payee,amount\nBob,1.5\n') // { ok: true, records: [{ row: 1, fields: ['payee', 'amount'] }, { row: 2, fields: ['Bob', '1.5'] }] }
 */
export function readCsv(csv: string): CsvReading {
  const text = csv.replace(/^\uFEFF/, '')
  const records: CsvRecord[] = []
  let fields: string[] = []
  let field = ''
  let quoted = false
  let row = 1
  let opened = 1
  let afterQuote = false
  const endRecord = () => {
    fields.push(field)
    if (fields.length > 1 || fields[0]!.trim() !== '') records.push({ row, fields })
    fields = []
    field = ''
    row++
  }
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (c === '"') {
        quoted = false
        afterQuote = true
      } else field += c
      continue
    }
    if (c === '"' && field.trim() === '' && !afterQuote) {
      // A quote opens a quoted field only at its start (spaces before it are dropped, as spreadsheets do).
      field = ''
      quoted = true
      opened = row
    } else if (c === ',') {
      fields.push(field)
      field = ''
      afterQuote = false
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++
      endRecord()
      afterQuote = false
    } else if (!(afterQuote && (c === ' ' || c === '\t'))) {
      field += c
    }
  }
  if (quoted)
    return {
      ok: false,
      row: opened,
      message: words('runs.field.unclosedQuote', { row: String(opened) }),
    }
  if (field !== '' || fields.length > 0) endRecord()
  return { ok: true, records }
}
