import { describe, expect, it } from 'vitest'
import { MultisigRequest, ServiceMultisigRequest } from '../../../../src/shared/api/ledger'

// A request record as the official API shapes it (wire-formats §2.7): none of our own fields.
const official = {
  type: 'transaction_request',
  request_id: 'f1e2d3c4-0000-4000-8000-000000000003',
  transaction_hash: 'a'.repeat(64),
  asset_id: 'c94ac88f-4671-3976-b60a-09064f1811e8',
  kernel_asset_id: 'a99c2e0e2b1da4d648755ef19bd95139acbbe6564cfb06dec7cd34931ca72cdc',
  amount: '1.5',
  senders_hash: 'b'.repeat(64),
  senders_threshold: 2,
  senders: ['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222'],
  signers: [],
  extra: '',
  raw_transaction: '7777',
  created_at: '2024-01-01T00:00:00.123Z',
  updated_at: '2024-01-01T00:00:00.123Z',
  receivers: [{ members: ['33333333-3333-4333-8333-333333333333'], members_hash: 'c'.repeat(64), threshold: 1, destination: '', tag: '', withdrawal_hash: '' }],
  views: ['d'.repeat(64)],
}

describe('ServiceMultisigRequest (what the wallet parses)', () => {
  it('reads an official record without our fields as an open request with no code', () => {
    expect(MultisigRequest.safeParse(official).success).toBe(false)
    const r = ServiceMultisigRequest.parse(official)
    expect([r.state, r.sequence, r.code_id, r.revoked_by]).toEqual(['initial', 0, null, ''])
  })

  it('reads a revoked official record as unlocked', () => {
    const r = ServiceMultisigRequest.parse({ ...official, revoked_by: official.senders[0] })
    expect(r.state).toBe('unlocked')
  })

  it('keeps the sequencer’s own fields as sent', () => {
    const ours = { ...official, revoked_by: '', state: 'signed', sequence: 7, code_id: '44444444-4444-4444-8444-444444444444' }
    expect(MultisigRequest.parse(ours).state).toBe('signed')
    expect(ServiceMultisigRequest.parse(ours)).toMatchObject({ state: 'signed', sequence: 7, code_id: ours.code_id })
  })

  it('still refuses a record with a wrong type in a field', () => {
    expect(ServiceMultisigRequest.safeParse({ ...official, senders_threshold: '2' }).success).toBe(false)
    expect(ServiceMultisigRequest.safeParse(null).success).toBe(false)
  })
})
