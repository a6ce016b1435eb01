/**
 * CSV as spreadsheets and bookkeeping tools read it (RFC 4180): comma-separated, CRLF between
 * records, a field quoted when it holds a comma, a quote or a line break, quotes doubled. A field
 * that starts with =, +, -, @, a tab or a carriage return is prefixed with an apostrophe, so a
 * spreadsheet shows it as text instead of running it as a formula (a memo is anyone's text). Pure.
 * @module
 */

export type CsvValue = string | number | null | undefined

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
