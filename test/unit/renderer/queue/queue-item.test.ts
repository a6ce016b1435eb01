import { describe, expect, it } from 'vitest'
import { offlineFileKind, rowTime, searchText, type QueueItem } from '../../../../src/renderer/queue/queue-item'
import { requestItem } from '../request-item'

const A = '11111111-1111-4111-8111-111111111111'
const B = '22222222-2222-4222-8222-222222222222'
const C = '33333333-3333-4333-8333-333333333333'

const item = (over: Partial<QueueItem> = {}): QueueItem => requestItem({ senders: [A, B], ...over })

describe('queue items', () => {

  it('searches amount, asset, ids and hash', () => {
    const text = searchText(item({ receivers: [{ members: [C], threshold: 1 }] }), 'XIN')
    for (const needle of ['12.5', 'xin', '44444444', 'ffff', C]) expect(text).toContain(needle)
  })

  it('finds a request by its memo (an invoice number), whatever the case', () => {
    expect(searchText(item({ memo: 'Invoice INV-2024-117' }), 'XIN')).toContain('inv-2024-117')
    expect(searchText(item(), 'XIN')).not.toContain('inv-2024-117')
  })

  it('shows when a finished request finished, in local time, and how old an open one is', () => {
    const finished = Date.UTC(2024, 2, 5, 14, 30)
    const now = Date.UTC(2024, 5, 1)
    const done = rowTime(item({ state: 'done', updated_at: finished }), now)
    expect(done.text).toBe(`Sent ${new Date(finished).toLocaleString(undefined, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' })}`)
    expect(done.text).not.toContain('ago')
    expect(done.dateTime).toBe('2024-03-05T14:30:00.000Z')
    // Complete but not yet sent: when it became complete, not an age as if it still waited.
    expect(rowTime(item({ state: 'sending', updated_at: finished }), now).text).toMatch(/^Complete \w/)
    expect(rowTime(item({ state: 'unlocked', updated_at: finished }), now).text).toMatch(/^Unlocked /)
    expect(rowTime(item({ created_at: '2024-05-31T00:00:00Z' }), now)).toEqual({ text: '24 h ago', dateTime: '2024-05-31T00:00:00Z' })
  })


  it('tells request files from signature files from anything else', () => {
    expect(offlineFileKind('{"format":"cosigner/offline-request","version":1}')).toBe('request')
    expect(offlineFileKind('{"format":"cosigner/offline-signature"}')).toBe('signature')
    expect(offlineFileKind('{"format":"other"}')).toBe('unknown')
    expect(offlineFileKind('not json')).toBe('unknown')
    expect(offlineFileKind('null')).toBe('unknown')
  })
})
