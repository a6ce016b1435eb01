/**
 * Proposing payments against a real sequencer: a 2-of-3 account pays a user, several users with a
 * threshold, and a XIN address; the proposer's signature is on the request at once and a
 * co-signer completes it; bad input is refused field by field with nothing created; a network
 * failure halfway is finished by a retry under the same request id without a second request; a
 * revoked id stays dead; a payment needing more than 256 inputs says how to merge.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { membersHash, xinAddressFromSeed, decodeTransactionHex } from '../../../src/shared/kernel'
import { depositOutput } from '../../../src/sequencer/ledger/deposit'
import { isApiClientError, type ApiClientError } from '../../../src/main/core/client'
import { isCoreError, type CoreWithInternals, type PaymentDraft } from '../../../src/main/core'
import {
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
import { grant, importAccount, proposeWithGrant, signWithGrant } from '../../../harness/wallet-lock'
import { inEnglish } from '../../helpers/english'

const USDT = '4d8c508b-91c5-375b-92b0-ee702ed2dac5'
const BTC = 'c6d0c728-2624-429b-8e0d-d9d19b6592fa'

describe.runIf(inKeyring)('proposing payments', () => {
  let h: Harness
  let alice: User, bob: User, carol: User, dave: User, erin: User
  let core: CoreWithInternals, bobCore: CoreWithInternals
  let senders: string[]
  let draft: (over?: Partial<PaymentDraft>) => PaymentDraft
  let drop = false

  const requestsInSequencer = () =>
    h.server.ctx.db.prepare('SELECT count(*) FROM multisig_requests').pluck().get() as number

  beforeAll(async () => {
    h = await startHarness()
    ;[alice, bob, carol, dave] = ['Alice', 'Bob', 'Carol', 'Dave'].map((n) =>
      newUser(h, n, true),
    ) as [User, User, User, User]
    erin = newUser(h, 'Erin', false)
    senders = [alice.userId, bob.userId, carol.userId]
    // Alice's wallet goes through a proxy that can cut the answer to a proposal after the sequencer took it.
    const proxy = await startProxy(h, {
      drop: (method, url) => drop && method === 'POST' && url === '/safe/multisigs',
    })
    core = newCore(h, 'alice', { baseUrl: proxy.url })
    await importAccount(core, alice.text)
    bobCore = newCore(h, 'bob')
    await importAccount(bobCore, bob.text)
    fund(h, senders, 2, 100_00000000n)
    depositOutput(h.server.ctx, {
      members: senders,
      threshold: 2,
      assetId: USDT,
      amount: 2500_00000000n,
    })
    await follow(core, alice.userId, senders, 2)
    await follow(bobCore, bob.userId, senders, 2)
    draft = (over = {}) => ({
      members_hash: membersHash(senders),
      threshold: 2,
      asset_id: XIN,
      to: [carol.userId],
      amount: '1.5',
      memo: 'Reimburse Carol',
      request_id: randomUUID(),
      ...over,
    })
  })
  afterAll(async () => h?.close())

  it('proposes 1.5 XIN to Carol and signs it as the proposer; a co-signer completes it and the balance follows', async () => {
    const r = await proposeWithGrant(core, alice.userId, draft())
    if (r.status !== 'proposed') throw new Error(JSON.stringify(r.errors))
    expect(r.request).toMatchObject({
      state: 'waiting',
      signers: [alice.userId],
      amount: '1.5',
      threshold: 2,
    })
    expect(r.record.signers).toEqual([alice.userId])
    const tx = decodeTransactionHex(r.record.raw_transaction)
    expect([tx.outputs.length, new TextDecoder().decode(tx.extra)]).toEqual([2, 'Reimburse Carol'])

    // The proposer's review: what it built, its input checked against the synced outputs (a deposit's
    // transaction is not served, so not proven from its raw), signed by her.
    const review = await core.requests.review(alice.userId, r.request.request_id)
    expect(
      review.status === 'ok' && [
        review.summary.amount,
        review.summary.change,
        review.summary.inputs_verified,
        review.summary.inputs_proven,
        review.summary.signed_count,
        review.summary.i_have_signed,
      ],
    ).toEqual(['1.5', '98.5', true, false, 1, true])
    await core.treasury.sync(alice.userId)
    expect(
      core.treasury
        .get(alice.userId, { members_hash: membersHash(senders), threshold: 2 })
        .balances.find((b) => b.asset_id === XIN),
    ).toMatchObject({ balance: '0', locked: '100' })

    // Bob signs in his own wallet: done.
    await bobCore.requests.sync(bob.userId)
    const forBob = await bobCore.requests.review(bob.userId, r.request.request_id)
    if (forBob.status !== 'ok') throw new Error('refused')
    const signed = await signWithGrant(bobCore, bob.userId, r.request.request_id, forBob.digest)
    expect(signed.item.state).toBe('sending')
    await untilSent(core, alice.userId, r.request.request_id)
    await core.treasury.sync(alice.userId)
    expect(
      core.treasury
        .get(alice.userId, { members_hash: membersHash(senders), threshold: 2 })
        .balances.find((b) => b.asset_id === XIN),
    ).toMatchObject({ balance: '98.5', locked: '0' })
    expect(core.audit.list({ action: 'propose' })).toMatchObject([
      { result: 'ok', subject: r.request.request_id, transaction_hash: r.transaction_hash },
    ])
    expect(core.audit.list({ action: 'sign' })).toMatchObject([
      { result: 'ok', subject: r.request.request_id },
    ])
  })

  it('refuses bad input field by field, in words, and creates nothing', async () => {
    const before = requestsInSequencer()
    const audits = core.audit.list().length
    // Without a grant, as the form first asks: a mistake is answered before the passphrase is.
    const refusal = async (over: Partial<PaymentDraft>) => {
      const r = await core.proposals.propose(alice.userId, draft(over))
      if (r.status !== 'invalid') throw new Error(`expected a refusal for ${JSON.stringify(over)}`)
      return inEnglish(r.errors)
    }
    expect(await refusal({ amount: '1000' })).toEqual([
      { field: 'amount', message: 'The account has 98.5 XIN to spend. Enter at most 98.5.' },
    ])
    expect(await refusal({ amount: '1.123456789' })).toEqual([
      { field: 'amount', message: 'At most 8 decimal places: the smallest amount is 0.00000001.' },
    ])
    expect(await refusal({ amount: '0' })).toEqual([
      { field: 'amount', message: 'The amount must be above zero.' },
    ])
    expect(await refusal({ amount: '-2' })).toEqual([
      { field: 'amount', message: 'The amount must be above zero.' },
    ])
    expect(await refusal({ memo: 'm'.repeat(256) })).toEqual([
      {
        field: 'memo',
        message: 'The memo is 256 bytes; it must be under 256 bytes (at most 255).',
      },
    ])
    const stranger = randomUUID()
    expect(await refusal({ to: [stranger] })).toEqual([
      { field: 'to', message: `No user ${stranger} is known to the service.` },
    ])
    // The public user has no has_safe: the service tells an unregistered receiver when asked for its keys.
    expect(await refusal({ to: [erin.userId] })).toEqual([
      {
        field: 'to',
        message:
          'Erin has no Safe account yet, so nothing sent to them could be spent. Ask them to set up their wallet first.',
      },
    ])
    expect(
      await refusal({
        to: [
          'XIN8AJMgQUD11jZYN9ggbQDqkmozrha3zPEZxEkKxVFBufZpEVMtrR6PjtmgtNAH6jrg8dTUQFb9waqqw9euU7Ea8AC6DEu9',
        ],
      }),
    ).toEqual([
      {
        field: 'to',
        message:
          'This is not a valid XIN address: its checksum does not match (a character is wrong or missing).',
      },
    ])
    expect(await refusal({ asset_id: BTC })).toEqual([
      { field: 'asset_id', message: 'This account holds no BTC.' },
    ])
    // Every field at once: the balance's refusal comes with the receiver's, whichever stage finds it.
    expect(await refusal({ to: [stranger], amount: '1000' })).toEqual([
      { field: 'to', message: `No user ${stranger} is known to the service.` },
      { field: 'amount', message: 'The account has 98.5 XIN to spend. Enter at most 98.5.' },
    ])
    expect(await refusal({ to: [], amount: '1000' })).toEqual([
      { field: 'to', message: expect.any(String) as string },
      { field: 'amount', message: 'The account has 98.5 XIN to spend. Enter at most 98.5.' },
    ])
    expect(await refusal({ members_hash: membersHash([alice.userId, dave.userId]) })).toEqual([
      {
        field: 'account',
        message:
          'This wallet does not follow a shared account of yours with these members and threshold. Add it under Accounts (its members and threshold, or its MIX address), then pay from it.',
      },
    ])
    expect(requestsInSequencer()).toBe(before)
    expect(core.audit.list().length).toBe(audits)
    // A proposal that passed is signed at once, so it needs the passphrase: without it, nothing is created.
    const unsigned = await core.proposals
      .propose(alice.userId, draft({ amount: '1' }))
      .catch((e: unknown) => e)
    expect(isCoreError(unsigned, 'reauth-required')).toBe(true)
    expect(requestsInSequencer()).toBe(before)
  })

  it('pays several users with a threshold, a user by code link, and a XIN address', async () => {
    // Each proposal locks what it spends: one output of 100 USDT for each of the two after the first.
    for (let i = 0; i < 2; i++)
      depositOutput(h.server.ctx, {
        members: senders,
        threshold: 2,
        assetId: USDT,
        amount: 100_00000000n,
      })
    const both = await proposeWithGrant(
      core,
      alice.userId,
      draft({
        to: [carol.userId, `https://mixin.one/users/${dave.userId}`],
        to_threshold: 2,
        amount: '2',
        asset_id: USDT,
      }),
    )
    expect(both.status === 'proposed' && both.record.receivers[0]).toMatchObject({
      members: [carol.userId, dave.userId].sort(),
      threshold: 2,
    })
    const byCode = await proposeWithGrant(
      core,
      alice.userId,
      draft({ to: [`https://mixin.one/codes/${dave.codeId}`], amount: '3', asset_id: USDT }),
    )
    expect(byCode.status === 'proposed' && byCode.record.receivers[0]).toMatchObject({
      members: [dave.userId],
      threshold: 1,
    })
    const address = xinAddressFromSeed(new Uint8Array(64).fill(3)).address
    const toAddress = await proposeWithGrant(
      core,
      alice.userId,
      draft({ to: [address], amount: '4', asset_id: USDT, memo: '' }),
    )
    if (toAddress.status !== 'proposed') throw new Error('refused')
    // The service cannot tell whose keys these are: the receiver reads as external, with no members.
    expect(toAddress.record.receivers[0]).toMatchObject({
      members: [],
      members_hash: '',
      threshold: 1,
    })
    const review = await core.requests.review(alice.userId, toAddress.request.request_id)
    expect(review.status === 'ok' && review.summary.outputs.map((o) => [o.kind, o.amount])).toEqual(
      [
        ['external', '4'],
        ['change', '96'],
      ],
    )
  })

  it('finishes the same request when the answer to the proposal is lost, and creates no second one', async () => {
    const requestId = randomUUID()
    const before = requestsInSequencer()
    drop = true
    const lost = await proposeWithGrant(
      core,
      alice.userId,
      draft({ request_id: requestId, amount: '0.25' }),
    ).catch((e: unknown) => e)
    drop = false
    expect(isApiClientError(lost, 'network')).toBe(true)
    expect(requestsInSequencer()).toBe(before + 1)
    expect(core.audit.list({ action: 'propose' })[0]).toMatchObject({
      result: 'failed',
      subject: requestId,
    })

    const again = await proposeWithGrant(
      core,
      alice.userId,
      draft({ request_id: requestId, amount: '0.25' }),
    )
    expect(again.status === 'proposed' && [again.request.request_id, again.record.signers]).toEqual(
      [requestId, [alice.userId]],
    )
    expect(requestsInSequencer()).toBe(before + 1)
    // A third try finds it done already and changes nothing.
    const third = await proposeWithGrant(
      core,
      alice.userId,
      draft({ request_id: requestId, amount: '0.25' }),
    )
    expect(third.status === 'proposed' && third.transaction_hash).toBe(
      again.status === 'proposed' && again.transaction_hash,
    )
    expect(requestsInSequencer()).toBe(before + 1)
    // The same id for another payment is refused.
    const other = await proposeWithGrant(
      core,
      alice.userId,
      draft({ request_id: requestId, amount: '0.3' }),
    ).catch((e: unknown) => e)
    expect(isCoreError(other, 'request-id-used') ? 'request-id-used' : other).toBe(
      'request-id-used',
    )

    // Unlocked, its id is dead.
    await core.requests.unlock(alice.userId, requestId, {
      confirmed: true,
      grant: await grant(core, 'unlock-request', requestId),
    })
    const dead = await proposeWithGrant(
      core,
      alice.userId,
      draft({ request_id: requestId, amount: '0.25' }),
    ).catch((e: unknown) => e)
    expect(isCoreError(dead, 'request-id-used') && (dead as Error).message).toMatch(
      /unlocked \(revoked\), so the id cannot be used again/,
    )
  })

  it('says how to merge when a payment needs more than 256 outputs', async () => {
    const team = [alice.userId, bob.userId]
    for (let i = 0; i < 260; i++) fund(h, team, 1, 1_000_000n)
    await follow(core, alice.userId, team, 1)
    const r = await proposeWithGrant(
      core,
      alice.userId,
      draft({ members_hash: membersHash(team), threshold: 1, amount: '2.58' }),
    )
    expect(r.status === 'invalid' && inEnglish(r.errors)).toEqual([
      {
        field: 'amount',
        message:
          'Paying this takes 258 of the account’s outputs, but one transaction spends at most 256. Pay at most 2.56 XIN now, or merge outputs first: ' +
          'propose “max” to the account itself (its own members, 1 of them to sign), which joins its 256 largest outputs into one, then propose this payment again.',
      },
    ])
    // Merging as it says: "max" to the account itself, completed by Alice alone (1 of 2).
    const merge = await proposeWithGrant(
      core,
      alice.userId,
      draft({
        members_hash: membersHash(team),
        threshold: 1,
        amount: 'max',
        to: team,
        to_threshold: 1,
      }),
    )
    expect(merge.status === 'proposed' && [merge.request.state, merge.record.amount]).toEqual([
      'sending',
      '2.56',
    ])
    if (merge.status !== 'proposed') return
    await untilSent(core, alice.userId, merge.request.request_id)
    const paid = await proposeWithGrant(
      core,
      alice.userId,
      draft({ members_hash: membersHash(team), threshold: 1, amount: '2.58' }),
    )
    expect(paid.status === 'proposed' && paid.request.state).toBe('sending')
  })

  it('answers a network failure before anything was sent as such', async () => {
    const offline = newCore(h, 'offline', { baseUrl: 'http://127.0.0.1:9' })
    await importAccount(offline, alice.text)
    offline.cache.treasury.follow(
      alice.userId,
      { members: senders, members_hash: membersHash(senders), threshold: 2 },
      'followed',
    )
    const e = await proposeWithGrant(offline, alice.userId, draft()).catch((x: unknown) => x)
    expect(isApiClientError(e, 'network')).toBe(true)
    expect((e as ApiClientError).message).not.toMatch(/ECONNREFUSED/)
  })
})
