import { describe, expect, it } from 'vitest'
import { externalReceivers, offlineFileKind, searchText, type QueueItem } from '../../../../src/renderer/queue/queue-item'
import { requestItem } from '../request-item'

const A = '11111111-1111-4111-8111-111111111111'
const B = '22222222-2222-4222-8222-222222222222'
const C = '33333333-3333-4333-8333-333333333333'

const item = (over: Partial<QueueItem> = {}): QueueItem => requestItem({ senders: [A, B], ...over })

describe('queue items', () => {
  it('picks the receivers that are not change back to the senders', () => {
    expect(externalReceivers(item())).toBeUndefined()
    const receivers = [{ members: [C], threshold: 1 }, { members: [B, A], threshold: 2 }]
    expect(externalReceivers(item({ receivers }))).toEqual([{ members: [C], threshold: 1 }])
    expect(externalReceivers(item({ receivers: [{ members: [A, B], threshold: 2 }] }))).toEqual([{ members: [A, B], threshold: 2 }])
  })

  it('searches amount, asset, ids and hash', () => {
    const text = searchText(item({ receivers: [{ members: [C], threshold: 1 }] }), 'XIN')
    for (const needle of ['12.5', 'xin', '44444444', 'ffff', C]) expect(text).toContain(needle)
  })

  it('tells request files from signature files from anything else', () => {
    expect(offlineFileKind('{"format":"cosigner/offline-request","version":1}')).toBe('request')
    expect(offlineFileKind('{"format":"cosigner/offline-signature"}')).toBe('signature')
    expect(offlineFileKind('{"format":"other"}')).toBe('unknown')
    expect(offlineFileKind('not json')).toBe('unknown')
    expect(offlineFileKind('null')).toBe('unknown')
  })
})
