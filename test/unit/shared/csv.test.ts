import { describe, expect, it } from 'vitest'
import {
  csvField,
  csvFile,
  localDate,
  localTimeWithOffset,
  readCsv,
  toCsv,
} from '../../../src/shared/csv'
import { parseCsv } from '../../helpers/csv'
import { translator } from '../../../src/shared/i18n/translate'

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
    for (const danger of [
      '=HYPERLINK("http://x","y")',
      '+1+1',
      '-2+3',
      '@SUM(A1)',
      '\tcmd',
      '\rcmd',
    ]) {
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

describe('CSV file', () => {
  it('starts with a byte-order mark so spreadsheets read UTF-8, then the same records', () => {
    const text = csvFile(['Name'], [['Zoë']])
    expect(text).toBe('\uFEFFName\r\nZoë\r\n')
    expect(localDate(Date.UTC(2024, 2, 5, 12))).toMatch(/^2024-03-0[456]$/)
  })
})

describe('readCsv', () => {
  it('numbers records as a spreadsheet numbers its rows: blank lines counted, a quoted line break kept in its field of the same row', () => {
    expect(
      readCsv('\uFEFFpayee,amount,note\r\n\r\nBob,1.5,"Salary, ""May""\nand June"\nCarol,2,\n'),
    ).toEqual({
      ok: true,
      records: [
        { row: 1, fields: ['payee', 'amount', 'note'] },
        { row: 3, fields: ['Bob', '1.5', 'Salary, "May"\nand June'] },
        { row: 4, fields: ['Carol', '2', ''] },
      ],
    })
  })

  it('refuses a quoted field that never closes, naming the row it opened on', () => {
    const read = readCsv('payee,amount\nBob,"1.5\nCarol,2\n')
    expect(read).toMatchObject({ ok: false, row: 2 })
    expect(!read.ok && translator('en').say(read.message)).toBe(
      'Row 2 opens a quoted field (with ") that never closes: add the closing quote.',
    )
    expect(!read.ok && translator('zh-TW').say(read.message)).toBe(
      '第 2 列有一個以引號（"）開始的欄位沒有結束：請補上結尾的引號。',
    )
  })
})
