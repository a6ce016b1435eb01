/**
 * A request as the core's review answers it, for the renderer's tests: 2 of 3 members (the user
 * among them) pay 1.5 XIN to Carol with a memo, nobody has signed yet.
 * @module
 */
import type { AssetInfo, RequestSummary, ReviewResult } from '../../../../src/shared/bridge'

export const ME = '11111111-1111-4111-8111-111111111111'
export const BOB = '22222222-2222-4222-8222-222222222222'
export const CAROL = '33333333-3333-4333-8333-333333333333'
export const REQUEST = '44444444-4444-4444-8444-444444444444'
export const XIN = 'c94ac88f-4671-3976-b60a-09064f1811e8'
export const DIGEST = 'd'.repeat(64)

export const XIN_INFO: AssetInfo = {
  asset_id: XIN,
  kernel_asset_id: 'b'.repeat(64),
  chain_id: XIN,
  symbol: 'XIN',
  name: 'Mixin',
  precision: 8,
  icon: null,
}

export function summary(over: Partial<RequestSummary> = {}): RequestSummary {
  return {
    request_id: REQUEST,
    transaction_hash: 'a'.repeat(64),
    asset_id: XIN,
    kernel_asset_id: 'b'.repeat(64),
    amount: '1.5',
    total: '2',
    change: '0.5',
    outputs: [
      {
        index: 0,
        kind: 'external',
        amount: '1.5',
        members: [CAROL],
        members_hash: 'c'.repeat(64),
        threshold: 1,
        destination: '',
        tag: '',
      },
      {
        index: 1,
        kind: 'change',
        amount: '0.5',
        members: [ME, BOB, CAROL].sort(),
        members_hash: 'e'.repeat(64),
        threshold: 2,
        destination: '',
        tag: '',
      },
    ],
    inputs: [{ hash: 'f'.repeat(64), index: 0, amount: '2', proven: true }],
    inputs_verified: true,
    inputs_proven: true,
    memo: { text: 'Invoice 42', hex: '496e766f696365203432' },
    senders: [
      { user_id: ME, signed: false, is_me: true },
      { user_id: BOB, signed: false, is_me: false },
      { user_id: CAROL, signed: false, is_me: false },
    ],
    threshold: 2,
    signed_count: 0,
    progress: 'open',
    revoked_by: null,
    proposer: BOB,
    updated_at: '2024-03-05T14:30:00Z',
    i_am_sender: true,
    i_have_signed: false,
    can_sign: true,
    can_unlock: true,
    collectible: null,
    warnings: [],
    ...over,
  }
}

export const reviewed = (over: Partial<RequestSummary> = {}): ReviewResult => ({
  status: 'ok',
  summary: summary(over),
  digest: DIGEST,
})
