/**
 * CSV as spreadsheets write and read it (RFC 4180): fields separated by commas, quoted with double
 * quotes where they hold a comma, a quote or a line break, a quote inside doubled; lines ending in
 * CRLF or LF; a leading byte-order mark skipped. Records are numbered as a spreadsheet numbers its
 * rows (the first is row 1), so a refusal points where the person looks. Pure.
 * @module
 */

/** One record and the row a spreadsheet shows it on. */
export interface CsvRecord {
  readonly row: number
  readonly fields: readonly string[]
}

export type CsvReading = { readonly ok: true; readonly records: CsvRecord[] } | { readonly ok: false; readonly row: number; readonly message: string }

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
  if (quoted) return { ok: false, row: opened, message: `Row ${opened} opens a quoted field (with ") that never closes: add the closing quote.` }
  if (field !== '' || fields.length > 0) endRecord()
  return { ok: true, records }
}

/** Cells a spreadsheet would read as a formula: names come from the service, so they are defused. */
const FORMULA_START = /^[=+\-@\t\r]/

/** A field as written: quoted when it must be; text a spreadsheet would run as a formula gets a leading apostrophe. */
export function csvField(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/** Records as CSV text, CRLF after each, as spreadsheets expect. */
export function writeCsv(records: readonly (readonly string[])[]): string {
  return records.map((r) => `${r.map(csvField).join(',')}\r\n`).join('')
}
