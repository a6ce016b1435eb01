import { describe, expect, it } from 'vitest'
import type { RequestInput } from '../../../../../src/main/core/db/requests'
import {
  aliceRecord,
  ALICE,
  BOB,
  memoryCache,
  plan,
  REQUEST,
  requestRecord,
  TX_HASH,
} from './helpers'

const id = (n: number) => `f1e2d3c4-0000-4000-8000-${String(n).padStart(12, '0')}`
const hash = (n: number) => n.toString(16).padStart(2, '0').repeat(32)

function input(n: number, over: Partial<RequestInput> = {}): RequestInput {
  return {
    request_id: id(n),
    transaction_hash: hash(n),
    state: 'needs-signature',
    my_role: 'signer',
    record: requestRecord({ request_id: id(n), transaction_hash: hash(n) }),
    updated_at: 1000 + n,
    ...over,
  }
}

function withAlice() {
  const c = memoryCache()
  c.accounts.upsert(aliceRecord())
  return c
}

describe('requests store', () => {
  it('stores a served request and reads it back as it was, with times', () => {
    const c = withAlice()
    c.requests.upsert(ALICE, {
      request_id: REQUEST,
      transaction_hash: TX_HASH,
      state: 'needs-signature',
      my_role: 'signer',
      record: requestRecord(),
    })
    const row = c.requests.get(ALICE, REQUEST)!
    expect(row).toEqual({
      request_id: REQUEST,
      transaction_hash: TX_HASH,
      state: 'needs-signature',
      my_role: 'signer',
      record: requestRecord(),
      summary: null,
      created_at: c.clock.t,
      updated_at: c.clock.t,
      synced_at: c.clock.t,
    })
    expect(c.requests.byTransactionHash(ALICE, TX_HASH).map((r) => r.request_id)).toEqual([REQUEST])
  })

  it('refreshes on upsert: keeps the first-seen time, and the summary unless a new one is given', () => {
    const c = withAlice()
    const first = c.clock.t
    c.requests.upsert(ALICE, input(1, { summary: { amount: '0.5', receivers: 1 } }))
    c.clock.t += 5000
    c.requests.upsert(
      ALICE,
      input(1, { state: 'waiting', record: requestRecord({ signers: [BOB, ALICE] }) }),
    )
    let row = c.requests.get(ALICE, id(1))!
    expect(row).toMatchObject({
      state: 'waiting',
      created_at: first,
      synced_at: c.clock.t,
      summary: { amount: '0.5', receivers: 1 },
    })
    expect(row.record.signers).toEqual([BOB, ALICE])
    c.requests.upsert(ALICE, input(1, { summary: null }))
    row = c.requests.get(ALICE, id(1))!
    expect(row.summary).toBeNull()
    expect(c.requests.setSummary(ALICE, id(1), { checked: true })).toBe(true)
    expect(c.requests.get(ALICE, id(1))!.summary).toEqual({ checked: true })
  })

  it('serves the queue by state, newest first, with paging and counts, straight off the index', () => {
    const c = withAlice()
    c.requests.upsertMany(ALICE, [
      input(1),
      input(2, { state: 'waiting' }),
      input(3),
      input(4, { state: 'done' }),
      input(5, { state: 'unlocked', my_role: 'receiver' }),
    ])
    expect(c.requests.queue(ALICE, { state: 'needs-signature' }).map((r) => r.request_id)).toEqual([
      id(3),
      id(1),
    ])
    expect(
      c.requests.queue(ALICE, { state: ['done', 'unlocked'] }).map((r) => r.request_id),
    ).toEqual([id(5), id(4)])
    expect(
      c.requests
        .queue(ALICE, { state: ['needs-signature', 'waiting'], limit: 2, offset: 1 })
        .map((r) => r.request_id),
    ).toEqual([id(2), id(1)])
    expect(c.requests.counts(ALICE)).toEqual({
      sending: 0,
      'needs-signature': 2,
      waiting: 1,
      done: 1,
      unlocked: 1,
    })
    expect(c.requests.setState(ALICE, id(1), 'waiting', 9999)).toBe(true)
    expect(c.requests.queue(ALICE, { state: 'waiting' }).map((r) => r.request_id)).toEqual([
      id(1),
      id(2),
    ])
    expect(
      plan(
        c.db,
        'SELECT * FROM multisig_requests WHERE account_id = ? AND state = ? ORDER BY updated_at DESC, rowid DESC LIMIT ? OFFSET ?',
        ALICE,
        'waiting',
        1,
        0,
      ),
    ).toMatch(
      /^SEARCH multisig_requests USING INDEX multisig_requests_queue \(account_id=\? AND state=\?\)$/,
    )
  })

  it('writes many in one transaction: one bad entry stores none', () => {
    const c = withAlice()
    expect(() =>
      c.requests.upsertMany(ALICE, [input(1), input(2, { transaction_hash: 'nothex' })]),
    ).toThrow(/"inputs\.1\.transaction_hash"/)
    expect(c.requests.counts(ALICE)['needs-signature']).toBe(0)
  })

  it('refuses bad states, roles, ids and JSON that cannot be stored', () => {
    const c = withAlice()
    expect(() => c.requests.upsert(ALICE, input(1, { state: 'pending' as never }))).toThrow(
      /"input\.state"/,
    )
    expect(() => c.requests.upsert(ALICE, input(1, { my_role: 'owner' as never }))).toThrow(
      /"input\.my_role"/,
    )
    expect(() => c.requests.upsert(ALICE, input(1, { summary: 10n }))).toThrow(/"input\.summary"/)
    expect(() => c.requests.queue(ALICE, { state: [] })).toThrow(TypeError)
    expect(() => c.requests.queue(ALICE, { state: 'done', limit: 0 })).toThrow(TypeError)
    expect(() => c.requests.get(ALICE, 'F1E2D3C4-0000-4000-8000-000000000003')).toThrow(TypeError)
  })

  it('keeps accounts apart and removes single requests', () => {
    const c = withAlice()
    c.accounts.upsert(aliceRecord({ user_id: BOB }))
    c.requests.upsert(ALICE, input(1))
    c.requests.upsert(BOB, input(1, { my_role: 'observer' }))
    expect(c.requests.remove(ALICE, id(1))).toBe(true)
    expect(c.requests.get(ALICE, id(1))).toBeUndefined()
    expect(c.requests.get(BOB, id(1))?.my_role).toBe('observer')
  })

  it('reads the fields a search needs out of the stored JSON, newest first, and stamps every change', () => {
    const c = withAlice()
    const stamp0 = c.requests.changeStamp()
    c.requests.upsertMany(ALICE, [
      input(1),
      input(2, {
        record: requestRecord({
          request_id: id(2),
          transaction_hash: hash(2),
          extra: '72656e74',
          senders_threshold: 2,
        }),
      }),
    ])
    const stamp1 = c.requests.changeStamp()
    expect(stamp1).not.toBe(stamp0)
    const rows = c.requests.searchRows(ALICE)
    expect(
      rows.map((r) => [r.request_id, r.state, r.amount, r.extra, r.senders_threshold]),
    ).toEqual([
      [id(2), 'needs-signature', '0.5', '72656e74', 2],
      [id(1), 'needs-signature', '0.5', null, null],
    ])
    expect(JSON.parse(rows[0]!.senders_json!)).toEqual([
      ALICE,
      expect.any(String),
      expect.any(String),
    ])
    expect(c.requests.changeStamp()).toBe(stamp1)
    c.requests.setState(ALICE, id(1), 'unlocked')
    expect(c.requests.changeStamp()).not.toBe(stamp1)
    expect(c.requests.searchRows(BOB)).toEqual([])
  })
})
