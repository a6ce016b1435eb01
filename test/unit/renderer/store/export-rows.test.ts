import { afterEach, describe, expect, it } from 'vitest'
import {
  requestColumns,
  requestRows,
  type ExportWords,
} from '../../../../src/renderer/store/export-rows'
import { requestItem } from '../request-item'
import { setWordsLocale } from '../../../../src/renderer/base/words'

const A = '11111111-1111-4111-8111-111111111111'
const B = '22222222-2222-4222-8222-222222222222'
const D = '33333333-3333-4333-8333-333333333333'
const NAMES: Record<string, string> = { [A]: 'Alice', [B]: 'Bob', [D]: 'Dave' }
const words: ExportWords = {
  nameOf: (id) => NAMES[id] ?? id,
  symbolOf: () => 'XIN',
  accountOf: (item) =>
    `${item.threshold}-of-${item.senders.length}: ${item.senders.map((s) => NAMES[s]).join(', ')}`,
}
const item = requestItem({
  senders: [A, B],
  signers: [A],
  state: 'done',
  memo: 'INV-117, March',
  updated_at: Date.UTC(2024, 2, 5, 14, 30),
  receivers: [
    { members: [D], threshold: 1 },
    { members: [A, B], threshold: 2 },
  ],
})
const column = (row: unknown[], columns: readonly string[], name: string) =>
  row[columns.indexOf(name)]

describe('CSV export rows', () => {
  it('gives a request the columns a bookkeeper expects, receivers by name and id, change left out', () => {
    const [row] = requestRows([item], words)
    expect(row).toHaveLength(requestColumns().length)
    const get = (name: string) => column(row!, requestColumns(), name)
    expect(Date.parse(String(get('Time')))).toBe(item.updated_at)
    expect(get('Time')).toMatch(/[+-]\d{2}:\d{2}$/)
    expect([get('Account'), get('Action'), get('Request id'), get('Asset'), get('Amount')]).toEqual(
      ['2-of-2: Alice, Bob', 'Completed payment', item.request_id, 'XIN', '12.5'],
    )
    expect([get('Receivers'), get('Memo'), get('State'), get('Signed by')]).toEqual([
      `Dave (${D})`,
      'INV-117, March',
      'Sent',
      `Alice (${A})`,
    ])
  })

  it('tells a complete payment still on its way from one sent, and an open request from both', () => {
    const rows = requestRows(
      [
        requestItem({ ...item, state: 'sending' }),
        item,
        requestItem({ ...item, state: 'waiting' }),
      ],
      words,
    )
    const pick = (name: string) => rows.map((r) => column(r, requestColumns(), name))
    expect(pick('Action')).toEqual(['Completed payment', 'Completed payment', 'Payment request'])
    expect(pick('State')).toEqual(['Complete, being sent', 'Sent', 'Waiting for others'])
  })
})

describe('CSV export rows, in Chinese', () => {
  afterEach(() => setWordsLocale('en'))

  it('heads the columns and words the action and state in the language shown, data as it is', () => {
    setWordsLocale('zh-CN')
    const columns = requestColumns()
    expect(columns.slice(0, 3)).toEqual(['时间', '账户', '操作'])
    const [row] = requestRows([item], words)
    expect(column(row!, columns, '操作')).toBe('已完成付款')
    expect(column(row!, columns, '状态')).toBe('已发送')
    expect(column(row!, columns, '备注')).toBe('INV-117, March')
    setWordsLocale('zh-TW')
    expect(column(requestRows([item], words)[0]!, requestColumns(), '狀態')).toBe('已傳送')
  })
})
