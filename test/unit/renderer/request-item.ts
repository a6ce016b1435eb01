/**
 * A queue item as the bridge lists it, for the renderer's tests: a 2-of-n XIN request that needs the
 * user's signature, with whatever a test changes.
 * @module
 */
import type { RequestItem } from '../../../src/shared/bridge'

export function requestItem(over: Partial<RequestItem> = {}): RequestItem {
  return {
    request_id: '44444444-4444-4444-8444-444444444444',
    transaction_hash: 'f'.repeat(64),
    state: 'needs-signature',
    my_role: 'signer',
    progress: 'open',
    asset_id: 'c94ac88f-4671-3976-b60a-09064f1811e8',
    amount: '12.5',
    senders: [],
    signers: [],
    threshold: 2,
    inscription_hash: null,
    receivers: [],
    memo: '',
    revoked_by: null,
    created_at: '2024-01-01T00:00:00Z',
    updated_at: 0,
    synced_at: 0,
    reviewed: false,
    ...over,
  }
}
