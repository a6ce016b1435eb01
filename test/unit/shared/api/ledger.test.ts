/**
 * The ledger's wire schemas take the public API's shapes as its Go client declares them — an empty
 * slice as `null`, an `omitempty` field absent, an id without a value as `""` — and read them as
 * one normalised shape: lists `[]`, ids and hashes `''`.
 */
import { describe, expect, it } from 'vitest'
import { KernelTransaction, MultisigRequest, SafeOutput } from '../../../../src/shared/api/ledger'

const A = '11111111-1111-4111-8111-111111111111'
const B = '22222222-2222-4222-8222-222222222222'
const T = '2024-01-01T00:00:00.123Z'

// A request as Go's SafeMultisigRequest encodes one nobody signed yet, for a caller with no views.
const goRequest = {
  type: 'transaction_request',
  request_id: 'f1e2d3c4-0000-4000-8000-000000000003',
  transaction_hash: 'a'.repeat(64),
  asset_id: 'c94ac88f-4671-3976-b60a-09064f1811e8',
  kernel_asset_id: 'a99c2e0e2b1da4d648755ef19bd95139acbbe6564cfb06dec7cd34931ca72cdc',
  amount: '1.5',
  senders_hash: 'b'.repeat(64),
  senders_threshold: 2,
  senders: [A, B],
  signers: null,
  revoked_by: '',
  extra: '',
  raw_transaction: '7777',
  created_at: T,
  updated_at: T,
}

describe('MultisigRequest', () => {
  it('reads Go’s shape: null signers, and no receivers, views or inscription (omitempty)', () => {
    expect(MultisigRequest.parse(goRequest)).toMatchObject({
      signers: [],
      receivers: [],
      views: [],
      inscription_hash: '',
      revoked_by: '',
    })
  })

  it('reads an external receiver with null members, and a revoked one', () => {
    const receivers = [
      {
        members: null,
        members_hash: '',
        threshold: 1,
        destination: '',
        tag: '',
        withdrawal_hash: '',
      },
    ]
    expect(
      MultisigRequest.parse({ ...goRequest, receivers, revoked_by: A }).receivers[0]!.members,
    ).toEqual([])
    expect(MultisigRequest.parse({ ...goRequest, revoked_by: A }).revoked_by).toBe(A)
  })

  it('has no state, sequence or code: what a service adds is not read', () => {
    const parsed = MultisigRequest.parse({ ...goRequest, state: 'signed', sequence: 7, code_id: A })
    expect(['state', 'sequence', 'code_id'].filter((k) => k in parsed)).toEqual([])
  })

  it('still refuses a record with a wrong type in a field', () => {
    expect(MultisigRequest.safeParse({ ...goRequest, senders_threshold: '2' }).success).toBe(false)
    expect(MultisigRequest.safeParse(null).success).toBe(false)
  })
})

describe('SafeOutput and KernelTransaction', () => {
  it('read Go’s null lists and absent ids as empty', () => {
    const output = {
      output_id: A,
      transaction_hash: 'c'.repeat(64),
      output_index: 0,
      kernel_asset_id: 'd'.repeat(64),
      amount: '1',
      mask: 'e'.repeat(64),
      keys: ['f'.repeat(64)],
      senders_hash: '',
      senders_threshold: 0,
      senders: null,
      receivers_hash: 'b'.repeat(64),
      receivers_threshold: 1,
      receivers: [A],
      extra: '',
      state: 'unspent',
      sequence: 1,
      created_at: T,
      signers: null,
      signed_by: '',
    }
    expect(SafeOutput.parse(output)).toMatchObject({
      senders: [],
      signers: [],
      signed_by: '',
      request_id: '',
      inscription_hash: '',
    })
    const tx = {
      request_id: A,
      transaction_hash: 'c'.repeat(64),
      asset: 'd'.repeat(64),
      amount: '1',
      extra: '',
      state: 'signed',
      raw_transaction: '7777',
      created_at: T,
      updated_at: T,
      snapshot_id: '',
      snapshot_hash: '',
      snapshot_at: '0001-01-01T00:00:00Z',
      receivers: null,
      senders: [A],
      senders_hash: 'b'.repeat(64),
      senders_threshold: 1,
      signers: null,
      views: null,
    }
    expect(KernelTransaction.parse(tx)).toMatchObject({
      receivers: [],
      signers: [],
      views: [],
      user_id: '',
      state: 'signed',
    })
  })
})
