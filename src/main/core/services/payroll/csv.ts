/**
 * CSV as the payroll writes it (RFC 4180): fields quoted where they hold a comma, a quote or a line
 * break, a quote inside doubled, CRLF after each record. Reading is the shared reader's
 * (src/shared/csv), which the window uses too, to show each refusal beside its row. Pure.
 * @module
 */

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
