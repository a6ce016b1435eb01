/**
 * The treasury against a real sequencer: the shared accounts the wallet follows, each read by its
 * members and threshold, balances and locked funds kept in step by syncs, history, asset descriptions
 * and icons, inputs checked against the synced outputs and proven from an earlier request's raw where
 * the service shows it (and a forged proof refused), conflicts and stale requests.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hexToBytes } from '@noble/hashes/utils.js'
import { membersHash } from '../../../src/shared/kernel'
import { depositOutput } from '../../../src/sequencer/ledger/deposit'
import type { CoreWithInternals } from '../../../src/main/core'
import {
  call,
  createRequest,
  follow,
  fund,
  inKeyring,
  newCore,
  newUser,
  startHarness,
  startProxy,
  untilSent,
  XIN,
  type Harness,
  type User,
} from '../../../harness/wallet-network'
import { importAccount, signWithGrant } from '../../../harness/wallet-lock'
import { MultisigRequest } from '../../../src/shared/api/ledger'
import { cosignTransaction } from '../../../src/shared/kernel'
import { z } from 'zod'
import { translator } from '../../../src/shared/i18n/translate'

const USDT = '4d8c508b-91c5-375b-92b0-ee702ed2dac5'
const DAY = 24 * 3600 * 1000

describe.runIf(inKeyring)('the treasury', () => {
  let h: Harness
  let alice: User, bob: User, carol: User, dave: User
  let core: CoreWithInternals
  let senders: string[]
  let key: { members_hash: string; threshold: number }
  const clock = { offset: 0 }
  let forge: { hash: string; raw: string } | undefined
  /** A request whose input is the change of an earlier one, so the service shows that input's origin. */
  let proofTarget: { request: string; inputHash: string } | undefined
  /** Every call Alice's wallet made, as `METHOD path`. */
  const calls: string[] = []

  beforeAll(async () => {
    h = await startHarness()
    ;[alice, bob, carol, dave] = ['Alice', 'Bob', 'Carol', 'Dave'].map((n) =>
      newUser(h, n, true),
    ) as [User, User, User, User]
    senders = [alice.userId, bob.userId, carol.userId]
    key = { members_hash: membersHash(senders), threshold: 2 }
    // Alice's wallet reads through a proxy that can forge the answer for one previous transaction.
    const proxy = await startProxy(h, {
      seen: (method, url) => calls.push(`${method} ${url}`),
      edit: (method, url, data) => {
        if (forge && method === 'GET' && url === `/safe/multisigs/${forge.hash}`)
          data.raw_transaction = forge.raw
      },
    })
    core = newCore(h, 'alice', { baseUrl: proxy.url, clock: () => Date.now() + clock.offset })
    await importAccount(core, alice.text)
  })
  afterAll(async () => h?.close())

  it('reads the shared accounts it follows by their members and threshold, and sums their balances per asset', async () => {
    fund(h, senders, 2, 100_000_000n)
    fund(h, senders, 2, 50_000_000n)
    depositOutput(h.server.ctx, {
      members: senders,
      threshold: 2,
      assetId: USDT,
      amount: 2500_00000000n,
    })
    fund(h, [alice.userId], 1, 7_000_000n)
    fund(h, [alice.userId, dave.userId], 1, 9_000_000n)
    // Nothing followed, nothing read: the public API lists a shared account only for whoever names it.
    expect(await core.treasury.sync(alice.userId)).toEqual({ fetched: 0, settled: 0, accounts: 0 })
    await follow(core, alice.userId, senders, 2)
    await follow(core, alice.userId, [alice.userId], 1)
    expect(await core.treasury.sync(alice.userId)).toEqual({ fetched: 0, settled: 0, accounts: 2 })
    const { accounts } = core.treasury.list(alice.userId)
    const group = accounts.find((a) => a.members_hash === key.members_hash)!
    expect(group).toMatchObject({ threshold: 2, members: [...senders].sort(), label: '' })
    expect(
      Object.fromEntries(group.balances.map((b) => [b.asset_id, [b.balance, b.locked, b.outputs]])),
    ).toEqual({ [XIN]: ['1.5', '0', 2], [USDT]: ['2500', '0', 1] })
    expect(accounts.filter((a) => a.threshold === 1).map((a) => [a.members, a.balances])).toEqual([
      [
        [alice.userId],
        [
          {
            asset_id: XIN,
            balance: '0.07',
            locked: '0',
            outputs: 1,
            locked_outputs: 0,
            collectibles: 0,
          },
        ],
      ],
    ])
    expect(group.address).toMatch(/^MIX/)

    expect(core.treasury.setLabel(alice.userId, key, 'Operations').label).toBe('Operations')
    // Nothing new: the next sync reads nothing more and keeps the label.
    expect(await core.treasury.sync(alice.userId)).toEqual({ fetched: 0, settled: 0, accounts: 2 })
    expect(core.treasury.get(alice.userId, key).label).toBe('Operations')
  })

  it('describes the assets from the registry, with the icon the sequencer draws, and offline from the cache', async () => {
    const assets = await core.assets.describe(alice.userId, [
      XIN,
      USDT,
      '00000000-0000-4000-8000-000000000000',
    ])
    expect(assets.map((a) => [a.symbol, a.precision]).sort()).toEqual([
      ['USDT', 6],
      ['XIN', 18],
    ])
    const xin = assets.find((a) => a.asset_id === XIN)!
    expect(xin.icon).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(Buffer.from(xin.icon!.split(',')[1]!, 'base64').toString()).toMatch(/^<svg /)
    expect(core.assets.cached([USDT])[0]).toMatchObject({
      symbol: 'USDT',
      name: expect.any(String),
    })
  })

  it('keeps locked funds, history and checked inputs in step with a request, its completion and its finality', async () => {
    const [input] = (await call(
      h,
      bob,
      'GET',
      '/safe/outputs?state=unspent&asset=' + XIN + '&members=' + key.members_hash + '&threshold=2',
      z.array(z.any()),
    )) as [never]
    const req = await createRequest(h, bob, {
      input,
      senders,
      threshold: 2,
      to: dave.userId,
      amount: 40_000_000n,
      memo: 'booth',
    })
    await core.treasury.sync(alice.userId)
    const xinOf = () =>
      core.treasury.get(alice.userId, key).balances.find((b) => b.asset_id === XIN)!
    expect(xinOf()).toMatchObject({ balance: '0.5', locked: '1', outputs: 1, locked_outputs: 1 })
    const locked = core.treasury.history(alice.userId, key, XIN)
    expect(locked.locked_by).toEqual([
      {
        request_id: req.request_id,
        transaction_hash: req.transaction_hash,
        amount: '1',
        outputs: 1,
      },
    ])
    expect(locked.entries.map((e) => e.kind)).toEqual(['locked', 'received', 'received'])

    // Review checks the input against the outputs the account synced; a deposit's transaction the
    // public API does not serve, so it is not proven from its raw, and the review says so — without
    // asking for it: the synced output says it was paid in from outside the account.
    await core.requests.sync(alice.userId)
    calls.length = 0
    const review = await core.requests.review(alice.userId, req.request_id)
    expect(
      calls.filter((c) =>
        c.startsWith(
          `GET /safe/multisigs/${(input as { transaction_hash: string }).transaction_hash}`,
        ),
      ),
    ).toEqual([])
    expect(
      review.status === 'ok' && [
        review.summary.inputs_verified,
        review.summary.inputs_proven,
        review.summary.inputs.map((i) => [i.amount, i.proven]),
      ],
    ).toEqual([true, false, [['1', false]]])

    // Alice and Carol sign: the payment completes, the change comes back.
    if (review.status !== 'ok') throw new Error('refused')
    await signWithGrant(core, alice.userId, req.request_id, review.digest)
    const current = await call(
      h,
      carol,
      'GET',
      `/safe/multisigs/${req.request_id}`,
      MultisigRequest,
    )
    const byCarol = cosignTransaction({
      raw: hexToBytes(current.raw_transaction),
      spendSeed: carol.spendSeed,
      views: current.views,
      spentOutputs: [{ keys: (input as { keys: string[] }).keys }],
    })
    await call(h, carol, 'POST', `/safe/multisigs/${req.request_id}/sign`, MultisigRequest, {
      raw: Buffer.from(byCarol.raw).toString('hex'),
    })
    // Complete: its inputs stay locked until the transaction is final, and only then does the change come back.
    await core.treasury.sync(alice.userId)
    expect(xinOf()).toMatchObject({ balance: '0.5', locked: '1' })
    await untilSent(core, alice.userId, req.request_id)
    expect(xinOf()).toMatchObject({ balance: '1.1', locked: '0', outputs: 2, locked_outputs: 0 })
    const history = core.treasury.history(alice.userId, key, XIN)
    expect(history.locked_by).toEqual([])
    expect(history.entries[0]).toMatchObject({
      kind: 'sent',
      amount: '0.4',
      change: '0.6',
      request_id: req.request_id,
      transaction_hash: req.transaction_hash,
    })
    expect(history.entries.filter((e) => e.kind === 'received')).toHaveLength(2)

    // A request spending that change is proven from the raw of the request that made it, and offline from the cache.
    const change = (
      await call(
        h,
        bob,
        'GET',
        `/safe/outputs?members=${key.members_hash}&threshold=2&asset=${XIN}&state=unspent`,
        z.array(z.any()),
      )
    ).find(
      (o: { transaction_hash: string }) => o.transaction_hash === req.transaction_hash,
    ) as never
    const next = await createRequest(h, bob, {
      input: change,
      senders,
      threshold: 2,
      to: dave.userId,
      amount: 10_000_000n,
      memo: 'stamps',
    })
    await core.requests.sync(alice.userId)
    calls.length = 0
    const proven = await core.requests.review(alice.userId, next.request_id)
    expect(calls).toContain(`GET /safe/multisigs/${req.transaction_hash}`)
    expect(
      proven.status === 'ok' && [
        proven.summary.inputs_proven,
        proven.summary.inputs.map((i) => [i.amount, i.proven]),
      ],
    ).toEqual([true, [['0.6', true]]])
    const offline = await core.requests.review(alice.userId, next.request_id, { offline: true })
    expect(offline.status === 'ok' && offline.summary.inputs_proven).toBe(true)
    proofTarget = { request: next.request_id, inputHash: req.transaction_hash }
  })

  it('refuses a request whose previous transaction the service forges', async () => {
    // A fresh wallet of Alice's (nothing cached), through the same proxy, which answers another valid raw under the input's hash.
    const fresh = newCore(h, 'alice-again', { baseUrl: core.context.baseUrl() })
    await importAccount(fresh, alice.text)
    await follow(fresh, alice.userId, senders, 2)
    await fresh.requests.sync(alice.userId)
    const target = proofTarget!
    forge = {
      hash: target.inputHash,
      raw: (await call(h, bob, 'GET', `/safe/multisigs/${target.request}`, MultisigRequest))
        .raw_transaction,
    }
    try {
      const r = await fresh.requests.review(alice.userId, target.request)
      expect(
        r.status === 'refused' &&
          r.reasons.map((m) => ({ kind: m.kind, detail: translator('en').say(m.detail) })),
      ).toEqual([
        {
          kind: 'proofs',
          detail: `input 0: asked for the transaction ${target.inputHash}, the service answered with another one`,
        },
      ])
    } finally {
      forge = undefined
    }
    expect((await fresh.requests.review(alice.userId, target.request)).status).toBe('ok')
  })

  it('lists pending requests older than the threshold as stale, and shows a request conflicting with the one that took its input', async () => {
    const input = fund(h, senders, 2, 20_000_000n)
    const first = await createRequest(h, bob, {
      input,
      senders,
      threshold: 2,
      to: dave.userId,
      amount: 5_000_000n,
    })
    await core.requests.sync(alice.userId)
    expect(core.treasury.stale(alice.userId, key).requests.map((r) => r.request_id)).not.toContain(
      first.request_id,
    )
    clock.offset = 4 * DAY
    try {
      const stale = core.treasury.stale(alice.userId, key)
      expect(stale.stale_after_ms).toBe(3 * DAY)
      expect(stale.requests.map((r) => r.request_id)).toContain(first.request_id)
      core.treasury.setStaleAfter(5 * DAY)
      expect(
        core.treasury.stale(alice.userId, key).requests.map((r) => r.request_id),
      ).not.toContain(first.request_id)
    } finally {
      clock.offset = 0
    }

    // Bob unlocks it and proposes again on the same output; Alice's queue still holds the first as pending.
    await call(h, bob, 'POST', `/safe/multisigs/${first.request_id}/unlock`, MultisigRequest)
    const second = await createRequest(h, bob, {
      input: { ...input, state: 'unspent' },
      senders,
      threshold: 2,
      to: dave.userId,
      amount: 6_000_000n,
    })
    await core.treasury.sync(alice.userId)
    expect(core.requests.conflicts(alice.userId, first.request_id)).toEqual([
      {
        request_id: first.request_id,
        with: [
          {
            request_id: second.request_id,
            transaction_hash: second.transaction_hash,
            reason: 'shares-inputs',
          },
        ],
      },
    ])
    // Once the queue is synced the first is unlocked, and nothing conflicts.
    await core.requests.sync(alice.userId)
    expect(core.requests.conflicts(alice.userId)).toEqual([])
  })
})
