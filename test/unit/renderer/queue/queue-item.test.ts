import { describe, expect, it } from 'vitest'
import { externalReceivers, offlineFileKind, searchText, type QueueItem } from '../../../../src/renderer/queue/queue-item'

const A = '11111111-1111-4111-8111-111111111111'
const B = '22222222-2222-4222-8222-222222222222'
const C = '33333333-3333-4333-8333-333333333333'

function item(over: Partial<QueueItem> = {}): QueueItem {
  return {
    request_id: '44444444-4444-4444-8444-444444444444',
    transaction_hash: 'f'.repeat(64),
    state: 'needs-signature',
    my_role: 'signer',
    service_state: 'initial',
    asset_id: 'c94ac88f-4671-3976-b60a-09064f1811e8',
    amount: '12.5',
    senders: [A, B],
    signers: [],
    threshold: 2,
    inscription_hash: null,
    receivers: [],
    code_id: null,
    created_at: '2024-01-01T00:00:00Z',
    updated_at: 0,
    synced_at: 0,
    reviewed: false,
    ...over,
  }
}

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
