import { describe, expect, it } from 'vitest'
import {
  filterStatus,
  matchText,
  offlineFileKind,
  rowTime,
  type QueueItem,
} from '../../../../src/renderer/queue/queue-item'
import { requestItem } from '../request-item'

const A = '11111111-1111-4111-8111-111111111111'
const B = '22222222-2222-4222-8222-222222222222'
const C = '33333333-3333-4333-8333-333333333333'

const item = (over: Partial<QueueItem> = {}): QueueItem => requestItem({ senders: [A, B], ...over })

describe('queue items', () => {
  it('says what the filter matched: the memo quoted, people by name', () => {
    expect(
      matchText([
        { field: 'memo', text: 'Invoice INV-2024-117', user_id: null },
        { field: 'receiver', text: 'Carol', user_id: C },
      ]),
    ).toBe('Matched the memo “Invoice INV-2024-117”, the receiver Carol')
    expect(matchText([])).toBe('')
  })

  it('says how many match in the open list and in the others, and when not all are shown', () => {
    expect(
      filterStatus({
        query: 'rent',
        matches: 3,
        inList: 1200,
        shown: 3,
        elsewhere: [{ name: 'Done', matches: 1 }],
      }),
    ).toBe('3 of 1,200 here match “rent”; 1 in Done')
    expect(
      filterStatus({ query: '5', matches: 900, inList: 6000, shown: 500, elsewhere: [] }),
    ).toBe('900 of 6,000 here match “5” (the newest 500 shown)')
  })

  it('shows when a finished request finished, in local time, and how old an open one is', () => {
    const finished = Date.UTC(2024, 2, 5, 14, 30)
    const now = Date.UTC(2024, 5, 1)
    const done = rowTime(item({ state: 'done', updated_at: finished }), now)
    expect(done.text).toBe(
      `Sent ${new Date(finished).toLocaleString(undefined, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' })}`,
    )
    expect(done.text).not.toContain('ago')
    expect(done.dateTime).toBe('2024-03-05T14:30:00.000Z')
    // Complete but not yet sent: when it became complete, not an age as if it still waited.
    expect(rowTime(item({ state: 'sending', updated_at: finished }), now).text).toMatch(
      /^Complete \w/,
    )
    expect(rowTime(item({ state: 'unlocked', updated_at: finished }), now).text).toMatch(
      /^Unlocked /,
    )
    expect(rowTime(item({ created_at: '2024-05-31T00:00:00Z' }), now)).toEqual({
      text: '24 h ago',
      dateTime: '2024-05-31T00:00:00Z',
    })
  })

  it('tells request files from signature files from anything else', () => {
    expect(offlineFileKind('{"format":"cosigner/offline-request","version":1}')).toBe('request')
    expect(offlineFileKind('{"format":"cosigner/offline-signature"}')).toBe('signature')
    expect(offlineFileKind('{"format":"other"}')).toBe('unknown')
    expect(offlineFileKind('not json')).toBe('unknown')
    expect(offlineFileKind('null')).toBe('unknown')
  })
})
