import { describe, expect, it } from 'vitest'
import { csvField, localTimeWithOffset, toCsv } from '../../../../src/renderer/base/csv'
import { parseCsv } from '../../../helpers/csv'

describe('CSV writer', () => {
  it('leaves plain fields alone and quotes those with commas, quotes or line breaks', () => {
    expect(csvField('INV-117')).toBe('INV-117')
    expect(csvField(12.5)).toBe('12.5')
    expect(csvField(null)).toBe('')
    expect(csvField('Rent, March')).toBe('"Rent, March"')
    expect(csvField('the "booth"')).toBe('"the ""booth"""')
    expect(csvField('line one\nline two')).toBe('"line one\nline two"')
    expect(csvField('a\r\nb')).toBe('"a\r\nb"')
  })

  it('keeps a spreadsheet from running a field as a formula', () => {
    for (const danger of ['=HYPERLINK("http://x","y")', '+1+1', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd']) {
      const out = csvField(danger)
      expect(out.replace(/^"/, '').startsWith("'")).toBe(true)
    }
    expect(csvField('=1,2')).toBe(`"'=1,2"`)
    // Only the first character matters: text with those characters inside stays as it is.
    expect(csvField('a=b')).toBe('a=b')
  })

  it('writes a header and records ended by CRLF that read back field for field', () => {
    const rows = [
      ['2024-03-05T15:30:00+01:00', 'Rent, "March"\nsecond line', '=cmd', '0.5'],
      ['', null, 7, '@x'],
    ]
    const text = toCsv(['Time', 'Memo', 'Action', 'Amount'], rows)
    expect(text.endsWith('\r\n')).toBe(true)
    expect(text.split('\r\n')[0]).toBe('Time,Memo,Action,Amount')
    expect(parseCsv(text)).toEqual([
      ['Time', 'Memo', 'Action', 'Amount'],
      ['2024-03-05T15:30:00+01:00', 'Rent, "March"\nsecond line', "'=cmd", '0.5'],
      ['', '', '7', "'@x"],
    ])
  })

  it('gives local time with its offset from UTC, to the second', () => {
    const ms = Date.UTC(2024, 2, 5, 14, 30, 9)
    const text = localTimeWithOffset(ms)
    expect(text).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/)
    // Read back, it is the same instant whatever this machine's time zone.
    expect(Date.parse(text)).toBe(ms)
  })
})
