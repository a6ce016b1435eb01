/**
 * Why a shared account can pay what it can, against a real sequencer: a pending 120 USDT payment
 * from an account whose 2,500 USDT sit in one output locks all of it, and the wallet says what the
 * request pays, to whom, what returns as change, and what the user can do — sign, unlock, or pay
 * from what else is there; a request the wallet has not read yet is said to be that; and the review
 * of the same request carries the payment and the change apart.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { membersHash } from '../../../src/shared/kernel'
import { translator } from '../../../src/shared/i18n/translate'
import type { Words } from '../../../src/shared/i18n/words'
import { depositOutput } from '../../../src/sequencer/ledger/deposit'
import type { Core } from '../../../src/main/core'
import {
  follow,
  inKeyring,
  newCore,
  newUser,
  startHarness,
  untilSent,
  type Harness,
  type User,
} from '../../../harness/wallet-network'
import { importAccount, proposeWithGrant, signWithGrant } from '../../../harness/wallet-lock'

const USDT = '4d8c508b-91c5-375b-92b0-ee702ed2dac5'

/** Explanation sentences as a reader of `locale` reads them, one after the other. */
const said = (sentences: readonly Words[], locale: 'en' | 'zh-CN' = 'en') =>
  sentences.map((w) => translator(locale).say(w)).join(locale === 'en' ? ' ' : '')

describe.runIf(inKeyring)('what a shared account can pay now', () => {
  let h: Harness
  let alice: User, bob: User, carol: User
  let aliceCore: Core, bobCore: Core, carolCore: Core
  let members: string[]
  let key: { members_hash: string; threshold: number }
  let requestId: string

  const usdt = (core: Core, user: User) =>
    core.treasury.availability(user.userId, key, USDT).assets[0]!

  beforeAll(async () => {
    h = await startHarness()
    ;[alice, bob, carol] = ['Alice', 'Bob', 'Carol'].map((n) => newUser(h, n, true)) as [
      User,
      User,
      User,
    ]
    members = [alice.userId, bob.userId, carol.userId]
    key = { members_hash: membersHash(members), threshold: 2 }
    depositOutput(h.server.ctx, { members, threshold: 2, assetId: USDT, amount: 2500_00000000n })
    aliceCore = newCore(h, 'alice')
    bobCore = newCore(h, 'bob')
    carolCore = newCore(h, 'carol')
    for (const [core, user] of [
      [aliceCore, alice],
      [bobCore, bob],
      [carolCore, carol],
    ] as const) {
      await importAccount(core, user.text)
      await follow(core, user.userId, members, 2)
      await core.treasury.sync(user.userId)
      await core.people.get(user.userId, members)
    }
  })
  afterAll(async () => h?.close())

  it('says all of it can be paid while nothing is locked', () => {
    expect(usdt(bobCore, bob)).toMatchObject({
      symbol: 'USDT',
      available: '2500',
      locked: '0',
      reason: 'free',
      locks: [],
      explanation: [{ id: 'core.availability.free', values: { available: '2,500 USDT' } }],
    })
    expect(said(usdt(bobCore, bob).explanation)).toBe(
      'All 2,500 USDT can be paid now; no pending request locks any of it.',
    )
  })

  it('tells a 120 USDT payment locking all 2,500 as what it pays, to whom, and what returns', async () => {
    const proposed = await proposeWithGrant(aliceCore, alice.userId, {
      ...key,
      asset_id: USDT,
      to: [carol.userId],
      amount: '120',
      memo: 'Booth, invoice 42',
    })
    if (proposed.status !== 'proposed') throw new Error(JSON.stringify(proposed.errors))
    requestId = proposed.request.request_id
    await bobCore.requests.sync(bob.userId)
    await bobCore.treasury.sync(bob.userId)

    const a = usdt(bobCore, bob)
    expect(a).toMatchObject({
      available: '0',
      locked: '2500',
      locked_outputs: 1,
      returning: '2380',
      reason: 'all-locked',
    })
    expect(a.locks).toHaveLength(1)
    expect(a.locks[0]).toMatchObject({
      request_id: requestId,
      transaction_hash: proposed.transaction_hash,
      locked: '2500',
      outputs: 1,
      pays: '120',
      to: [
        {
          amount: '120',
          kind: 'external',
          members: [carol.userId],
          threshold: 1,
          destination: '',
          tag: '',
        },
      ],
      change: '2380',
      memo: 'Booth, invoice 42',
      request: { request_id: requestId, state: 'needs-signature', signers: [alice.userId] },
      actions: ['sign', 'unlock'],
    })
    expect(said(a.explanation)).toBe(
      'A pending request locks all 2,500 USDT of this account. It pays 120 USDT to Carol; once it is signed and sent, 2,380 USDT comes back as change, and ' +
        'unlocking it frees all 2,500 USDT. Nothing else can be paid in USDT until then: sign it, or unlock it.',
    )
    // The same sentences, in the reader's language: names and amounts as they are.
    expect(said(a.explanation, 'zh-CN')).toBe(
      '有 1 笔待处理请求锁定了此账户的全部 2,500 USDT。它向 Carol 支付 120 USDT；签名并发送后，2,380 USDT 会作为找零退回；撤销它则会释放全部 2,500 USDT。' +
        '在此之前，USDT 无法再付出其他款项：请签名或撤销。',
    )
    // The proposer has signed: she can only unlock it.
    await aliceCore.treasury.sync(alice.userId)
    expect(usdt(aliceCore, alice).locks[0]!.actions).toEqual(['unlock'])
  })

  it('carries the payment and the change apart in the review the unlock dialog reads', async () => {
    const review = await bobCore.requests.review(bob.userId, requestId)
    if (review.status !== 'ok') throw new Error(JSON.stringify(review.reasons))
    expect([review.summary.amount, review.summary.change, review.summary.total]).toEqual([
      '120',
      '2380',
      '2500',
    ])
    expect(review.summary.outputs.map((o) => [o.kind, o.amount])).toEqual([
      ['external', '120'],
      ['change', '2380'],
    ])
  })

  it('says a lock it cannot explain yet is a request it has not read, and nothing is made up', async () => {
    // Carol's wallet read the account's outputs but not its requests.
    await carolCore.treasury.sync(carol.userId)
    const a = usdt(carolCore, carol)
    expect(a.locks).toEqual([
      {
        request_id: requestId,
        transaction_hash: expect.any(String),
        locked: '2500',
        outputs: 1,
        pays: null,
        to: null,
        change: null,
        memo: '',
        request: null,
        actions: [],
      },
    ])
    expect(said(a.explanation)).toBe(
      'A pending request locks all 2,500 USDT of this account. This wallet has not read that request yet, so what it pays is not known: sync the requests to see it (it locks 2,500 USDT). ' +
        'Nothing else can be paid in USDT until then.',
    )
  })

  it('says what else can be paid when other outputs are free, and all of it once the payment is sent', async () => {
    depositOutput(h.server.ctx, { members, threshold: 2, assetId: USDT, amount: 500_00000000n })
    await bobCore.treasury.sync(bob.userId)
    const partly = usdt(bobCore, bob)
    expect(partly).toMatchObject({ available: '500', locked: '2500', reason: 'partly-locked' })
    expect(said(partly.explanation)).toBe(
      '500 USDT can be paid now. A pending request locks 2,500 USDT. It pays 120 USDT to Carol; once it is signed and sent, 2,380 USDT comes back as change, and unlocking it frees all 2,500 USDT.',
    )

    const review = await bobCore.requests.review(bob.userId, requestId)
    if (review.status !== 'ok') throw new Error('refused')
    await signWithGrant(bobCore, bob.userId, requestId, review.digest)
    await untilSent(bobCore, bob.userId, requestId)
    await bobCore.treasury.sync(bob.userId)
    expect(usdt(bobCore, bob)).toMatchObject({
      available: '2880',
      locked: '0',
      reason: 'free',
      locks: [],
    })
  })

  it('answers for one known account only', () => {
    expect(() =>
      bobCore.treasury.availability(bob.userId, { members_hash: 'ab'.repeat(32), threshold: 2 }),
    ).toThrow(expect.objectContaining({ code: 'shared-account-not-found' }))
  })
})
