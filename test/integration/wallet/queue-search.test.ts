/**
 * Searching the queue against a real sequencer: a query finds requests in every state at once, with
 * the count per state for the tabs, by memo, by the names of whom a request pays and who signed it
 * (accents and case ignored), by amount written with separators, asset, account label or id — and
 * says per request what matched. Change back to the account is not "paying" its members.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { membersHash } from '../../../src/shared/kernel'
import { depositOutput } from '../../../src/sequencer/ledger/deposit'
import { createBridgeHandlers } from '../../../src/main/core/bridge-handlers'
import type { Core } from '../../../src/main/core'
import {
  follow,
  fund,
  inKeyring,
  newCore,
  newUser,
  startHarness,
  untilSent,
  XIN,
  type Harness,
  type User,
} from '../../../harness/wallet-network'
import { grant, importAccount, proposeWithGrant, signWithGrant } from '../../../harness/wallet-lock'

const USDT = '4d8c508b-91c5-375b-92b0-ee702ed2dac5'

describe.runIf(inKeyring)('searching the queue', () => {
  let h: Harness
  let alice: User, bob: User, carol: User, zoe: User
  let aliceCore: Core, bobCore: Core
  let booth: string, rent: string, dropped: string
  let rentHash: string

  const search = (query: string, state?: Parameters<Core['requests']['search']>[1]['state']) =>
    bobCore.requests.search(bob.userId, { query, ...(state ? { state } : {}) })
  const ids = (page: ReturnType<typeof search>) => page.items.map((i) => i.request_id)

  beforeAll(async () => {
    h = await startHarness()
    ;[alice, bob, carol] = ['Alice', 'Bob', 'Carol'].map((n) => newUser(h, n, true)) as [
      User,
      User,
      User,
    ]
    zoe = newUser(h, 'Zoë Ødegaard', true)
    const members = [alice.userId, bob.userId, carol.userId]
    const key = { members_hash: membersHash(members), threshold: 2 }
    depositOutput(h.server.ctx, { members, threshold: 2, assetId: USDT, amount: 2500_00000000n })
    fund(h, members, 2, 3000_00000000n)
    fund(h, members, 2, 5_00000000n)
    aliceCore = newCore(h, 'alice')
    bobCore = newCore(h, 'bob')
    await importAccount(aliceCore, alice.text)
    await importAccount(bobCore, bob.text)
    await follow(aliceCore, alice.userId, members, 2)
    await bobCore.treasury.addAccount(bob.userId, { members, threshold: 2 }, 'Treasury')

    const propose = async (asset: string, to: string, amount: string, memo: string) => {
      const r = await proposeWithGrant(aliceCore, alice.userId, {
        ...key,
        asset_id: asset,
        to: [to],
        amount,
        memo,
      })
      if (r.status !== 'proposed') throw new Error(JSON.stringify(r.errors))
      return r
    }
    booth = (await propose(USDT, carol.userId, '120', 'Booth, invoice 42')).request.request_id
    const r = await propose(XIN, zoe.userId, '2500', 'Rent for March')
    rent = r.request.request_id
    rentHash = r.transaction_hash
    dropped = (await propose(XIN, zoe.userId, '1', 'Invoice 43, sent twice')).request.request_id
    // Bob's wallet sees all three pending; then Alice unlocks the one sent twice, and his next sync says so.
    await bobCore.requests.sync(bob.userId)
    await aliceCore.requests.unlock(alice.userId, dropped, {
      confirmed: true,
      grant: await grant(aliceCore, 'unlock-request', dropped),
    })
    await bobCore.requests.sync(bob.userId)
    const review = await bobCore.requests.review(bob.userId, rent)
    if (review.status !== 'ok') throw new Error('refused')
    await signWithGrant(bobCore, bob.userId, rent, review.digest)
    await untilSent(bobCore, bob.userId, rent)
    await bobCore.treasury.sync(bob.userId)
    await bobCore.people.get(bob.userId, [alice.userId, bob.userId, carol.userId, zoe.userId])
  }, 30_000)
  afterAll(async () => h?.close())

  it('finds a memo in every state, counts each tab, and quotes the memo that matched', () => {
    const all = search('INVOICE')
    expect(ids(all).sort()).toEqual([booth, dropped].sort())
    expect(all.counts).toEqual({
      'needs-signature': 1,
      waiting: 0,
      sending: 0,
      done: 0,
      unlocked: 1,
    })
    expect(all.total).toBe(2)
    expect(all.items.find((i) => i.request_id === booth)!.matched).toEqual([
      { field: 'memo', text: 'Booth, invoice 42', user_id: null },
    ])
    // Asked for one tab, it lists that tab and still counts the others.
    const tab = search('invoice', ['needs-signature'])
    expect([ids(tab), tab.counts.unlocked, tab.total]).toEqual([[booth], 1, 2])
  })

  it('finds whom a request pays and who signed it by name, accents and case ignored', () => {
    const paid = search('zoe')
    expect(ids(paid).sort()).toEqual([rent, dropped].sort())
    expect(paid.items[0]!.matched).toEqual([
      { field: 'receiver', text: 'Zoë Ødegaard', user_id: zoe.userId },
    ])
    const signed = search('bob')
    expect(ids(signed)).toEqual([rent])
    expect(signed.items[0]!.matched).toEqual([
      { field: 'signer', text: 'Bob', user_id: bob.userId },
    ])
    // Alice signed all three as their proposer; the change back to her account does not "pay" her.
    const alices = search('alice')
    expect(alices.total).toBe(3)
    expect(alices.items.flatMap((i) => i.matched.map((m) => m.field))).toEqual([
      'signer',
      'signer',
      'signer',
    ])
  })

  it('takes every word, and amounts as people write them', () => {
    expect(ids(search('invoice zoe'))).toEqual([dropped])
    expect(search('2,500').items.map((i) => [i.request_id, i.matched])).toEqual([
      [rent, [{ field: 'amount', text: '2500', user_id: null }]],
    ])
    expect(search('usdt').items.map((i) => [i.request_id, i.matched[0]!.field])).toEqual([
      [booth, 'asset'],
    ])
    expect(search('treasury').total).toBe(3)
    expect(
      search(rentHash.slice(0, 12)).items.map((i) => [i.request_id, i.matched[0]!.field]),
    ).toEqual([[rent, 'transaction-hash']])
    // Ids match from their start only: digits somewhere inside a hash are not what anyone searched for.
    expect(search(rentHash.slice(20, 32)).total).toBe(0)
    expect(search('nothing like this')).toMatchObject({
      items: [],
      total: 0,
      counts: { 'needs-signature': 0, unlocked: 0 },
    })
    // An empty query lists every request, matching nothing in particular.
    expect(search('  ')).toMatchObject({ query: '', total: 3 })
    expect(search('').items.every((i) => i.matched.length === 0)).toBe(true)
  })

  it('answers through the bridge, and refuses what is not a query', async () => {
    const handlers = createBridgeHandlers(bobCore, { log: { warn: () => {}, error: () => {} } })
    const r = (await handlers['requests.search']({
      account: bob.userId,
      query: 'booth',
      state: ['needs-signature', 'waiting'],
      limit: 10,
    })) as {
      ok: boolean
      value: { items: { request_id: string; matched: unknown[] }[]; counts: Record<string, number> }
    }
    expect(r.ok).toBe(true)
    expect(r.value.items.map((i) => i.request_id)).toEqual([booth])
    expect(
      await handlers['requests.search']({ account: bob.userId, query: 'x'.repeat(300) }),
    ).toMatchObject({ ok: false, error: { code: 'invalid-input' } })
  })
})
