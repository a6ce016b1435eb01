import { describe, expect, it } from 'vitest'
import { membersHash } from '../../../../../src/shared/kernel'
import type { OutputInput } from '../../../../../src/main/core/db'
import { aliceRecord, ALICE, BOB, CAROL, memoryCache } from './helpers'

const XIN = 'c94ac88f-4671-3976-b60a-09064f1811e8'
const USDT = '4d8c508b-91c5-375b-92b0-ee702ed2dac5'
const GROUP = [ALICE, BOB, CAROL]
const KEY = { members_hash: membersHash(GROUP), threshold: 2 }
const hash = (n: number) => n.toString(16).padStart(64, '0')
const id = (n: number) => `0000${n.toString(16).padStart(4, '0')}-0000-4000-8000-000000000000`

function output(n: number, over: Partial<OutputInput> = {}): OutputInput {
  return {
    output_id: id(n),
    sequence: n,
    transaction_hash: hash(n),
    output_index: 0,
    asset_id: XIN,
    amount: '1',
    members: [CAROL, BOB, ALICE],
    members_hash: KEY.members_hash,
    threshold: 2,
    state: 'unspent',
    request_id: null,
    signed_by: '',
    senders_hash: '',
    inscription_hash: null,
    keys: [hash(1000 + n)],
    created_at: 1000 + n,
    updated_at: 1000 + n,
    ...over,
  }
}

function cacheWithAlice() {
  const c = memoryCache()
  c.accounts.upsert(aliceRecord())
  return c
}

describe('treasury store', () => {
  it('sums the balances of the outputs it stores per shared account and asset, exactly; an account it did not know is only offered', () => {
    const c = cacheWithAlice()
    c.treasury.follow(ALICE, { ...KEY, members: GROUP }, 'followed')
    c.treasury.write(ALICE, [
      output(1, { amount: '0.1' }),
      output(2, { amount: '0.2' }),
      output(3, { amount: '21000000.12345678', asset_id: USDT }),
      output(4, { amount: '5', state: 'signed', request_id: id(99), signed_by: hash(99) }),
      output(5, { amount: '7', state: 'spent', signed_by: hash(98) }),
      output(6, { amount: '1', inscription_hash: hash(77) }),
      output(7, {
        members: [ALICE],
        members_hash: membersHash([ALICE]),
        threshold: 1,
        amount: '3',
      }),
    ])
    const byHash = (a: unknown[], b: unknown[]) => ((a[0] as string) < (b[0] as string) ? -1 : 1)
    expect(
      c.treasury
        .sharedAccounts(ALICE)
        .map((a) => [a.members_hash, a.threshold, a.members, a.label, a.status])
        .sort(byHash),
    ).toEqual(
      [
        [KEY.members_hash, 2, [...GROUP].sort(), '', 'followed'],
        [membersHash([ALICE]), 1, [ALICE], '', 'offered'],
      ].sort(byHash),
    )
    expect(c.treasury.byReference(ALICE, hash(1), 0)?.keys).toEqual([hash(1001)])
    const balances = c.treasury.balances(ALICE, KEY)
    // 0.1 + 0.2 is 0.3 here, not 0.30000000000000004.
    expect(
      balances.map((b) => [
        b.asset_id,
        b.unspent,
        b.locked,
        b.unspent_outputs,
        b.locked_outputs,
        b.collectibles,
      ]),
    ).toEqual(
      [
        [XIN, '0.3', '5', 2, 1, 1],
        [USDT, '21000000.12345678', '0', 1, 0, 0],
      ].sort((a, b) => ((a[0] as string) < (b[0] as string) ? -1 : 1)),
    )
    expect(c.treasury.balances(ALICE)).toHaveLength(3)
  })

  it('updates states on a second write and marks as spent what the service no longer lists as live', () => {
    const c = cacheWithAlice()
    c.treasury.write(ALICE, [output(1), output(2), output(3), output(4)])
    // The next sync: output 5 is new; 1 got locked; 2 and 3 are no longer live (spent); 4 still unspent.
    const r = c.treasury.write(
      ALICE,
      [
        output(5),
        output(1, { state: 'signed', request_id: id(50), signed_by: hash(50) }),
        output(4),
      ],
      {
        key: KEY,
        live: new Set([id(1), id(4), id(5)]),
      },
    )
    expect(r).toEqual({ written: 3, added: 1, settled: 2 })
    expect([1, 2, 3, 4, 5].map((n) => c.treasury.byReference(ALICE, hash(n), 0)?.state)).toEqual([
      'signed',
      'spent',
      'spent',
      'unspent',
      'unspent',
    ])
    expect(c.treasury.balances(ALICE, KEY)[0]).toMatchObject({
      unspent: '2',
      locked: '1',
      unspent_outputs: 2,
      locked_outputs: 1,
    })
    expect(c.treasury.spentBy(ALICE, hash(50)).map((o) => o.output_id)).toEqual([id(1)])
    // An asset whose outputs are all spent keeps a zero balance (its history stays reachable).
    c.treasury.write(ALICE, [], { key: KEY, live: new Set() })
    expect(c.treasury.balances(ALICE, KEY)[0]).toMatchObject({
      unspent: '0',
      locked: '0',
      unspent_outputs: 0,
    })
  })

  it('settles one asset only when the read was of one asset, leaving the others as they were', () => {
    const c = cacheWithAlice()
    c.treasury.write(ALICE, [output(1), output(2), output(3, { asset_id: USDT })])
    // A read of the XIN outputs lists only 2: 1 is gone; USDT's 3 was not read, so it stays.
    expect(
      c.treasury.write(ALICE, [output(2)], { key: KEY, live: new Set([id(2)]), assetId: XIN }),
    ).toEqual({ written: 1, added: 0, settled: 1 })
    expect([1, 2, 3].map((n) => c.treasury.byReference(ALICE, hash(n), 0)?.state)).toEqual([
      'spent',
      'unspent',
      'unspent',
    ])
    expect(() =>
      c.treasury.write(ALICE, [], { key: KEY, live: new Set(), assetId: 'XIN' }),
    ).toThrow(/assetId/)
  })

  it('follows a shared account, never demotes a followed one to offered, and forgets one with its outputs', () => {
    const c = cacheWithAlice()
    expect(
      c.treasury.follow(ALICE, { ...KEY, members: [CAROL, ALICE, BOB] }, 'offered'),
    ).toMatchObject({ status: 'offered', members: [...GROUP].sort(), label: '' })
    expect(c.treasury.follow(ALICE, { ...KEY, members: GROUP }, 'followed', 'Ops')).toMatchObject({
      status: 'followed',
      label: 'Ops',
    })
    expect(c.treasury.follow(ALICE, { ...KEY, members: GROUP }, 'offered')).toMatchObject({
      status: 'followed',
      label: 'Ops',
    })
    c.treasury.write(ALICE, [
      output(1),
      output(2, { state: 'signed', request_id: id(9), signed_by: hash(9) }),
    ])
    expect(c.treasury.locked(ALICE, KEY).map((o) => o.sequence)).toEqual([2])
    c.treasury.markSynced(ALICE, KEY, 4242, 3)
    expect(c.treasury.sharedAccount(ALICE, KEY)).toMatchObject({
      synced_at: 4242,
      history_cursor: 3,
    })
    expect(c.treasury.unfollow(ALICE, KEY)).toBe(true)
    expect([
      c.treasury.sharedAccount(ALICE, KEY),
      c.treasury.byReference(ALICE, hash(1), 0),
      c.treasury.balances(ALICE),
    ]).toEqual([undefined, undefined, []])
    expect(c.treasury.unfollow(ALICE, KEY)).toBe(false)
    expect(() => c.treasury.follow(ALICE, { ...KEY, members: ['not-a-user'] }, 'followed')).toThrow(
      TypeError,
    )
  })

  it('lists what a payment may spend: unspent, of the asset, no collectible, oldest first', () => {
    const c = cacheWithAlice()
    c.treasury.write(ALICE, [
      output(3),
      output(1),
      output(2, { state: 'signed', signed_by: hash(9) }),
      output(4, { inscription_hash: hash(7) }),
      output(5, { asset_id: USDT }),
    ])
    expect(c.treasury.spendable(ALICE, KEY, XIN).map((o) => o.sequence)).toEqual([1, 3])
  })

  it('labels a shared account it knows, and refuses a label too long', () => {
    const c = cacheWithAlice()
    c.treasury.write(ALICE, [output(1)])
    expect(c.treasury.setLabel(ALICE, KEY, '  Ops budget ')).toBe(true)
    expect(c.treasury.sharedAccount(ALICE, KEY)?.label).toBe('Ops budget')
    expect(c.treasury.setLabel(ALICE, { members_hash: hash(1), threshold: 2 }, 'x')).toBe(false)
    expect(() => c.treasury.setLabel(ALICE, KEY, 'x'.repeat(65))).toThrow(TypeError)
  })

  it('serves the history queries from its indexes', () => {
    const c = cacheWithAlice()
    c.treasury.write(ALICE, [
      output(1, { amount: '10', state: 'spent', signed_by: hash(20), updated_at: 5000 }),
      output(2, { amount: '4', transaction_hash: hash(20), senders_hash: KEY.members_hash }),
      output(3, { amount: '2' }),
    ])
    expect(c.treasury.received(ALICE, KEY, XIN, 2).map((o) => o.sequence)).toEqual([3, 2])
    expect(c.treasury.spent(ALICE, KEY, XIN, 10).map((o) => o.sequence)).toEqual([1])
    expect(c.treasury.createdBy(ALICE, KEY, XIN, [hash(20)]).map((o) => o.amount)).toEqual(['4'])
    expect(c.treasury.createdBy(ALICE, KEY, XIN, [])).toEqual([])
  })

  it('keeps who paid an output and its memo, and lists a shared account’s whole history by sequence', () => {
    const c = cacheWithAlice()
    c.treasury.write(ALICE, [
      output(2, { asset_id: USDT, senders: [BOB], senders_threshold: 1, extra: '696e766f696365' }),
      output(1),
      output(3, { senders: [] }),
    ])
    const all = c.treasury.allOf(ALICE, KEY)
    expect(all.map((o) => [o.sequence, o.senders, o.senders_threshold, o.extra])).toEqual([
      [1, null, null, null],
      [2, [BOB], 1, '696e766f696365'],
      [3, [], null, null],
    ])
    expect(c.treasury.allOf(ALICE, KEY, USDT).map((o) => o.sequence)).toEqual([2])
    // A later read without them (an older copy of the page) keeps what was known.
    c.treasury.write(ALICE, [output(2, { asset_id: USDT, state: 'signed' })])
    expect(c.treasury.allOf(ALICE, KEY, USDT).map((o) => [o.state, o.senders, o.extra])).toEqual([
      ['signed', [BOB], '696e766f696365'],
    ])
  })
})
