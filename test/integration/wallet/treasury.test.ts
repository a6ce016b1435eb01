/**
 * The treasury against a real sequencer: shared accounts found from the outputs listing, balances
 * and locked funds kept in step by incremental syncs, history, asset descriptions and icons,
 * proven inputs in review (and a forged proof refused), conflicts and stale requests.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hexToBytes } from '@noble/hashes/utils.js'
import { membersHash } from '../../../src/shared/kernel'
import { depositOutput } from '../../../src/sequencer/ledger/deposit'
import type { Core } from '../../../src/main/core'
import { call, createRequest, fund, inKeyring, newCore, newUser, startHarness, startProxy, XIN, type Harness, type User } from './helpers'
import { importAccount, signWithGrant } from '../../helpers/wallet-lock'
import { MultisigRequest } from '../../../src/shared/api/ledger'
import { cosignTransaction } from '../../../src/shared/kernel'
import { z } from 'zod'

const USDT = '4d8c508b-91c5-375b-92b0-ee702ed2dac5'
const DAY = 24 * 3600 * 1000

describe.runIf(inKeyring)('the treasury', () => {
  let h: Harness
  let alice: User, bob: User, carol: User, dave: User
  let core: Core
  let senders: string[]
  let key: { members_hash: string; threshold: number }
  const clock = { offset: 0 }
  let forge: string | undefined

  beforeAll(async () => {
    h = await startHarness()
    ;[alice, bob, carol, dave] = ['Alice', 'Bob', 'Carol', 'Dave'].map((n) => newUser(h, n, true)) as [User, User, User, User]
    senders = [alice.userId, bob.userId, carol.userId]
    key = { members_hash: membersHash(senders), threshold: 2 }
    // Alice's wallet reads through a proxy that can forge one previous transaction.
    const proxy = await startProxy(h, {
      edit: (method, url, data) => {
        if (forge && method === 'GET' && url.startsWith('/safe/transactions/')) data.raw_transaction = forge
      },
    })
    core = newCore(h, 'alice', { baseUrl: proxy.url, clock: () => Date.now() + clock.offset })
    await importAccount(core, alice.text)
  })
  afterAll(async () => h?.close())

  it('finds the shared accounts in the outputs and sums their balances per asset', async () => {
    fund(h, senders, 2, 100_000_000n)
    fund(h, senders, 2, 50_000_000n)
    depositOutput(h.server.ctx, { members: senders, threshold: 2, assetId: USDT, amount: 2500_00000000n })
    fund(h, [alice.userId], 1, 7_000_000n)
    const first = await core.treasury.sync(alice.userId)
    expect(first).toEqual({ fetched: 4, settled: 0, accounts: 2 })
    const { accounts } = core.treasury.list(alice.userId)
    const group = accounts.find((a) => a.members_hash === key.members_hash)!
    expect(group).toMatchObject({ threshold: 2, members: [...senders].sort(), label: '' })
    expect(Object.fromEntries(group.balances.map((b) => [b.asset_id, [b.balance, b.locked, b.outputs]]))).toEqual({ [XIN]: ['1.5', '0', 2], [USDT]: ['2500', '0', 1] })
    expect(accounts.find((a) => a.threshold === 1)?.balances).toEqual([{ asset_id: XIN, balance: '0.07', locked: '0', outputs: 1, locked_outputs: 0, collectibles: 0 }])

    expect(core.treasury.setLabel(alice.userId, key, 'Operations').label).toBe('Operations')
    // Nothing new: the next sync reads nothing more and keeps the label.
    expect(await core.treasury.sync(alice.userId)).toEqual({ fetched: 0, settled: 0, accounts: 2 })
    expect(core.treasury.get(alice.userId, key).label).toBe('Operations')
  })

  it('describes the assets from the registry, with the icon the sequencer draws, and offline from the cache', async () => {
    const assets = await core.assets.describe(alice.userId, [XIN, USDT, '00000000-0000-4000-8000-000000000000'])
    expect(assets.map((a) => [a.symbol, a.precision]).sort()).toEqual([
      ['USDT', 6],
      ['XIN', 18],
    ])
    const xin = assets.find((a) => a.asset_id === XIN)!
    expect(xin.icon).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(Buffer.from(xin.icon!.split(',')[1]!, 'base64').toString()).toMatch(/^<svg /)
    expect(core.assets.cached([USDT])[0]).toMatchObject({ symbol: 'USDT', name: expect.any(String) })
  })

  it('keeps locked funds, history and proven inputs in step with a request and its completion', async () => {
    const [input] = (await call(h, bob, 'GET', '/safe/outputs?state=unspent&asset=' + XIN + '&members=' + key.members_hash + '&threshold=2', z.array(z.any()))) as [never]
    const req = await createRequest(h, bob, { input, senders, threshold: 2, to: dave.userId, amount: 40_000_000n, memo: 'booth' })
    await core.treasury.sync(alice.userId)
    const xinOf = () => core.treasury.get(alice.userId, key).balances.find((b) => b.asset_id === XIN)!
    expect(xinOf()).toMatchObject({ balance: '0.5', locked: '1', outputs: 1, locked_outputs: 1 })
    const locked = core.treasury.history(alice.userId, key, XIN)
    expect(locked.locked_by).toEqual([{ request_id: req.request_id, transaction_hash: req.transaction_hash, amount: '1', outputs: 1 }])
    expect(locked.entries.map((e) => e.kind)).toEqual(['locked', 'received', 'received'])

    // Review proves the input from the deposit transaction that created it.
    await core.requests.sync(alice.userId)
    const review = await core.requests.review(alice.userId, req.request_id)
    expect(review.status === 'ok' && [review.summary.inputs_proven, review.summary.inputs.map((i) => [i.amount, i.proven])]).toEqual([true, [['1', true]]])
    // Offline, the proof comes from the cache.
    const offline = await core.requests.review(alice.userId, req.request_id, { offline: true })
    expect(offline.status === 'ok' && offline.summary.inputs_proven).toBe(true)

    // Alice and Carol sign: the payment completes, the change comes back.
    if (review.status !== 'ok') throw new Error('refused')
    await signWithGrant(core, alice.userId, req.request_id, review.digest)
    const current = await call(h, carol, 'GET', `/safe/multisigs/${req.request_id}`, MultisigRequest)
    const byCarol = cosignTransaction({ raw: hexToBytes(current.raw_transaction), spendSeed: carol.spendSeed, views: current.views, spentOutputs: [{ keys: (input as { keys: string[] }).keys }] })
    await call(h, carol, 'POST', `/safe/multisigs/${req.request_id}/sign`, MultisigRequest, { raw: Buffer.from(byCarol.raw).toString('hex') })
    const after = await core.treasury.sync(alice.userId)
    expect(after).toMatchObject({ fetched: 1, settled: 1 })
    expect(xinOf()).toMatchObject({ balance: '1.1', locked: '0', outputs: 2, locked_outputs: 0 })
    const history = core.treasury.history(alice.userId, key, XIN)
    expect(history.locked_by).toEqual([])
    expect(history.entries[0]).toMatchObject({ kind: 'sent', amount: '0.4', change: '0.6', request_id: req.request_id, transaction_hash: req.transaction_hash })
    expect(history.entries.filter((e) => e.kind === 'received')).toHaveLength(2)
  })

  it('refuses a request whose previous transaction the service forges', async () => {
    const input = fund(h, senders, 2, 30_000_000n)
    const req = await createRequest(h, bob, { input, senders, threshold: 2, to: dave.userId, amount: 10_000_000n })
    await core.requests.sync(alice.userId)
    // Any other valid transaction, answered under the input's hash.
    forge = (await call(h, bob, 'GET', `/safe/multisigs/${req.request_id}`, MultisigRequest)).raw_transaction
    try {
      const r = await core.requests.review(alice.userId, req.request_id)
      expect(r.status === 'refused' && r.reasons).toEqual([{ kind: 'inputs', detail: `input 0: asked for the transaction ${input.transaction_hash}, the service answered with another one` }])
    } finally {
      forge = undefined
    }
    expect((await core.requests.review(alice.userId, req.request_id)).status).toBe('ok')
  })

  it('lists pending requests older than the threshold as stale, and shows a request conflicting with the one that took its input', async () => {
    const input = fund(h, senders, 2, 20_000_000n)
    const first = await createRequest(h, bob, { input, senders, threshold: 2, to: dave.userId, amount: 5_000_000n })
    await core.requests.sync(alice.userId)
    expect(core.treasury.stale(alice.userId, key).requests.map((r) => r.request_id)).not.toContain(first.request_id)
    clock.offset = 4 * DAY
    try {
      const stale = core.treasury.stale(alice.userId, key)
      expect(stale.stale_after_ms).toBe(3 * DAY)
      expect(stale.requests.map((r) => r.request_id)).toContain(first.request_id)
      core.treasury.setStaleAfter(5 * DAY)
      expect(core.treasury.stale(alice.userId, key).requests.map((r) => r.request_id)).not.toContain(first.request_id)
    } finally {
      clock.offset = 0
    }

    // Bob unlocks it and proposes again on the same output; Alice's queue still holds the first as pending.
    await call(h, bob, 'POST', `/safe/multisigs/${first.request_id}/unlock`, MultisigRequest)
    const second = await createRequest(h, bob, { input, senders, threshold: 2, to: dave.userId, amount: 6_000_000n })
    await core.treasury.sync(alice.userId)
    expect(core.requests.conflicts(alice.userId, first.request_id)).toEqual([
      { request_id: first.request_id, with: [{ request_id: second.request_id, transaction_hash: second.transaction_hash, reason: 'shares-inputs' }] },
    ])
    // Once the queue is synced the first is unlocked, and nothing conflicts.
    await core.requests.sync(alice.userId)
    expect(core.requests.conflicts(alice.userId)).toEqual([])
  })
})
