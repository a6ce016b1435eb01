/**
 * Moving a 2-of-3 account (Alice, Bob, Carol) to a new 2-of-3 without Carol (Alice, Bob, Dave)
 * against the real sequencer: bad member sets are refused with nothing created; the plan lists a
 * sweep per asset and one for the collectible, the pending request that holds some funds back, and
 * the flags; starting follows the new account and proposes the sweeps signed by Alice; Bob reviews
 * the move as one thing, signs one sweep with the official SDK and the others in his wallet; the
 * pending request is unlocked and what it freed swept in a second round; progress follows it until
 * the old account is empty, then retires it and the new one carries its name.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CoreWithInternals } from '../../../src/main/core'
import { runGrantSubject, type RunDetail } from '../../../src/shared/bridge'
import { membersHash } from '../../../src/shared/kernel'
import { translator } from '../../../src/shared/i18n/translate'
import { runStatement } from '../../../src/shared/run-statement'
import { depositOutput } from '../../../src/sequencer/ledger/deposit'
import { deployCollection } from '../../../src/sequencer/inscriptions/deploy'
import { inscribeItem } from '../../../src/sequencer/inscriptions/inscribe'
import { grant, importAccount } from '../../../harness/wallet-lock'
import {
  createRequest,
  follow,
  fund,
  inKeyring,
  newCore,
  newUser,
  startHarness,
  until,
  untilSent,
  XIN,
  type Harness,
  type User,
} from '../../../harness/wallet-network'
import { sdkSigns } from './sdk-cosign'
import { inEnglish } from '../../helpers/english'

const USDT = '4d8c508b-91c5-375b-92b0-ee702ed2dac5'

describe.runIf(inKeyring)('moving an account to a new set of members', () => {
  let h: Harness
  let alice: User, bob: User, carol: User, dave: User, erin: User
  const nameFor = (me: string) => (id: string) =>
    id === me
      ? 'you'
      : (new Map(
          [alice, bob, carol, dave].map((u, i) => [
            u.userId,
            ['Alice', 'Bob', 'Carol', 'Dave'][i]!,
          ]),
        ).get(id) ?? id)
  let core: CoreWithInternals, bobCore: CoreWithInternals
  let old: string[]
  let next: string[]
  let pendingId: string
  let inscription: string
  let moved: RunDetail
  let watcher: { stop(): void; mode(): string }
  const rotationId = randomUUID()
  const requestsInSequencer = () =>
    h.server.ctx.db.prepare('SELECT count(*) FROM multisig_requests').pluck().get() as number
  const input = (over: Partial<{ to: string[]; to_threshold: number }> = {}) => ({
    members_hash: membersHash(old),
    threshold: 2,
    to: next,
    to_threshold: 2,
    rotation_id: rotationId,
    ...over,
  })

  beforeAll(async () => {
    h = await startHarness()
    ;[alice, bob, carol, dave] = ['Alice', 'Bob', 'Carol', 'Dave'].map((n) =>
      newUser(h, n, true),
    ) as [User, User, User, User]
    erin = newUser(h, 'Erin', false)
    old = [alice.userId, bob.userId, carol.userId]
    next = [alice.userId, bob.userId, dave.userId]
    core = newCore(h, 'alice')
    bobCore = newCore(h, 'bob')
    await importAccount(core, alice.text)
    await importAccount(bobCore, bob.text)
    const outputs = [
      fund(h, old, 2, 10_00000000n),
      fund(h, old, 2, 10_00000000n),
      fund(h, old, 2, 10_00000000n),
    ]
    depositOutput(h.server.ctx, {
      members: old,
      threshold: 2,
      assetId: USDT,
      amount: 500_00000000n,
    })
    const collection = deployCollection(h.server.ctx, {
      name: 'Pixels',
      symbol: 'PXL',
      supply: '10',
      unit: '1',
    })
    inscription = inscribeItem(h.server.ctx, {
      collection: collection.collection_hash,
      members: old,
      threshold: 2,
      contentType: 'text/plain',
      content: new TextEncoder().encode('pixel #0'),
    }).item.inscription_hash
    // Carol's own pending payment holds one XIN output back.
    pendingId = (
      await createRequest(h, carol, {
        input: outputs[2]!,
        senders: old,
        threshold: 2,
        to: carol.userId,
        amount: 1_00000000n,
      })
    ).request_id
    await follow(core, alice.userId, old, 2)
    await follow(bobCore, bob.userId, old, 2)
    core.treasury.setLabel(
      alice.userId,
      { members_hash: membersHash(old), threshold: 2 },
      'Treasury',
    )
    await core.groups.create(alice.userId, {
      name: 'Treasury',
      participants: [bob.userId, carol.userId],
    })
    watcher = bobCore.watch.start(bob.userId, { pollMs: 60_000, reconnectMs: 50 })
    await until(() => (watcher.mode() === 'blaze' ? true : undefined), 'Bob’s socket')
  })
  afterAll(async () => {
    watcher?.stop()
    await h?.close()
  })

  it('refuses a member set that cannot be moved to, creating nothing', async () => {
    const before = requestsInSequencer()
    const stranger = randomUUID()
    const refusal = async (over: Partial<{ to: string[]; to_threshold: number }>) => {
      const r = await core.rotation.plan(alice.userId, input(over))
      if (r.status !== 'invalid') throw new Error(`expected a refusal for ${JSON.stringify(over)}`)
      return inEnglish(r.errors)
    }
    expect(await refusal({ to: old })).toEqual([
      {
        row: null,
        field: 'members',
        message: 'These are the account’s members and threshold already: nothing would move.',
      },
    ])
    expect(await refusal({ to_threshold: 4 })).toEqual([
      {
        row: null,
        field: 'threshold',
        message: 'How many of the 3 new members must sign? Enter 1 to 3.',
      },
    ])
    expect(await refusal({ to: [...next.slice(0, 2), stranger] })).toEqual([
      { row: null, field: 'members', message: `No user ${stranger} is known to the service.` },
    ])
    expect(await refusal({ to: [...next.slice(0, 2), erin.userId] })).toEqual([
      {
        row: null,
        field: 'members',
        message:
          'Erin has no Safe account yet, so the new account could not be signed for. Ask them to set up their wallet first.',
      },
    ])
    expect(requestsInSequencer()).toBe(before)
  })

  it('plans a sweep per asset and for the collectible, lists the pending request to unlock, and flags the change', async () => {
    const lower = await core.rotation.plan(alice.userId, input({ to_threshold: 1 }))
    expect(lower.status === 'ok' && lower.flags.lowers_threshold).toBe(true)
    const r = await core.rotation.plan(alice.userId, input())
    if (r.status !== 'ok') throw new Error(JSON.stringify(r.errors))
    expect(
      r.run.requests.map((q) => [q.kind, q.symbol, q.amount, q.inputs, q.outputs, q.state]),
    ).toEqual([
      ['sweep', 'XIN', '20', 2, 1, null],
      ['sweep', 'USDT', '500', 1, 1, null],
      ['collectible', expect.any(String), '1', 1, 1, null],
    ])
    expect(r.run.requests[2]!.inscription_hash).toBe(inscription)
    expect(r.pending.map((p) => p.request_id)).toEqual([pendingId])
    expect(r.flags).toEqual({
      first_payments: 0,
      not_in_contacts: 0,
      lowers_threshold: false,
      outside_contacts: [dave.userId],
      joins: [dave.userId],
      leaves: [carol.userId],
    })
    // The host words what the move does from its data, with the names it knows.
    expect(runStatement(translator('en').t, r.run, nameFor(alice.userId))).toMatch(
      /^Moves everything in the 2-of-3 account of .* \(20 XIN, 500 USDT and 1 collectible\) to a new set of members: .*, 2 of them to sign\. Carol leaves; Dave joins\.$/,
    )
    expect(r.run.target).toMatchObject({
      members: [...next].sort(),
      threshold: 2,
      label: 'Treasury',
    })
  })

  it('starts the move: follows the new account and proposes the sweeps, each signed by the proposer', async () => {
    await expect(core.rotation.start(alice.userId, input())).rejects.toMatchObject({
      code: 'reauth-required',
    })
    const r = await core.rotation.start(
      alice.userId,
      input(),
      await grant(core, 'sign', runGrantSubject(rotationId)),
    )
    if (r.status !== 'proposed') throw new Error(JSON.stringify(r.errors))
    moved = r.run
    expect(moved.requests.map((q) => [q.kind, q.state, q.signers])).toEqual([
      ['sweep', 'waiting', [alice.userId]],
      ['sweep', 'waiting', [alice.userId]],
      ['collectible', 'waiting', [alice.userId]],
    ])
    expect(r.shared_in).not.toBeNull()
    const nextAccount = core.treasury.get(alice.userId, {
      members_hash: membersHash(next),
      threshold: 2,
    })
    expect([nextAccount.status, nextAccount.label]).toEqual(['followed', 'Treasury'])
  })

  it('lets Bob review it as a move to new members, sign one sweep with the official SDK and the rest in his wallet', async () => {
    const shared = await until(
      () => bobCore.runs.list(bob.userId).shared.find((f) => f.user_id === alice.userId),
      'the move’s file at Bob’s',
    )
    await bobCore.runs.openShared(bob.userId, shared.conversation_id, shared.message_id)
    const review = await bobCore.runs.review(bob.userId, rotationId)
    if (review.status !== 'ok') throw new Error(JSON.stringify(review.reasons))
    expect(runStatement(translator('en').t, review.run, nameFor(bob.userId))).toMatch(
      /^Moves everything in the 2-of-3 account of .* to a new set of members: .*Dave.*, 2 of them to sign\. Carol leaves; Dave joins\.$/,
    )
    expect(review.flags).toMatchObject({
      lowers_threshold: false,
      joins: [dave.userId],
      leaves: [carol.userId],
      outside_contacts: [dave.userId],
    })

    // The USDT sweep with the official SDK, as a bot co-signer would.
    const usdt = moved.requests[1]!.request_id
    const byTheSdk = await sdkSigns(h, bob, usdt)
    expect([...byTheSdk.signers].sort()).toEqual([alice.userId, bob.userId].sort())
    const again = await bobCore.runs.review(bob.userId, rotationId)
    if (again.status !== 'ok') throw new Error(JSON.stringify(again.reasons))
    expect(again.requests.map((q) => q.can_sign)).toEqual([true, false, true])
    const signed = await bobCore.runs.sign(
      bob.userId,
      rotationId,
      again.digest,
      true,
      await grant(bobCore, 'sign', runGrantSubject(rotationId)),
    )
    expect(signed.signed).toEqual([moved.requests[0]!.request_id, moved.requests[2]!.request_id])
  })

  it('tracks the move, sweeps what an unlocked request freed, and retires the old account once it is empty', async () => {
    for (const q of moved.requests) await untilSent(core, alice.userId, q.request_id)
    const midway = await core.rotation.progress(alice.userId, rotationId)
    expect(midway.done).toBe(false)
    expect(midway.left).toEqual([
      { asset_id: XIN, symbol: 'XIN', balance: '0', locked: '10', collectibles: 0 },
    ])
    expect(midway.pending.map((p) => p.request_id)).toEqual([pendingId])
    expect(midway.run.requests.map((q) => [q.state, q.waiting_for])).toEqual([
      ['done', []],
      ['done', []],
      ['done', []],
    ])

    await core.requests.unlock(alice.userId, pendingId, {
      confirmed: true,
      grant: await grant(core, 'unlock-request', pendingId),
    })
    const rest = await core.rotation.sweepRest(
      alice.userId,
      rotationId,
      await grant(core, 'sign', runGrantSubject(rotationId)),
    )
    if (rest.status !== 'proposed') throw new Error(JSON.stringify(rest.errors))
    const last = rest.run.requests[3]!
    expect([rest.run.requests.length, last.kind, last.amount, last.waiting_for.sort()]).toEqual([
      4,
      'sweep',
      '10',
      [bob.userId, carol.userId].sort(),
    ])

    // Bob's wallet takes the new sweep in from its link and signs the move again.
    await until(
      async () =>
        (await bobCore.requests.sync(bob.userId),
        bobCore.requests.list(bob.userId).items.some((i) => i.request_id === last.request_id))
          ? true
          : undefined,
      'the new sweep at Bob’s',
    )
    // The second round posts the move's file again, with its four sweeps; the first file is not offered again.
    const file = await until(
      () => bobCore.runs.list(bob.userId).shared[0],
      'the second round’s file',
    )
    expect(bobCore.runs.list(bob.userId).shared).toHaveLength(1)
    expect(
      (await bobCore.runs.openShared(bob.userId, file.conversation_id, file.message_id)).requests,
    ).toHaveLength(4)
    expect(bobCore.runs.list(bob.userId).shared).toEqual([])
    const review = await bobCore.runs.review(bob.userId, rotationId)
    if (review.status !== 'ok') throw new Error(JSON.stringify(review.reasons))
    const signed = await bobCore.runs.sign(
      bob.userId,
      rotationId,
      review.digest,
      true,
      await grant(bobCore, 'sign', runGrantSubject(rotationId)),
    )
    expect(signed.signed).toEqual([last.request_id])
    await untilSent(core, alice.userId, last.request_id)

    const done = await core.rotation.progress(alice.userId, rotationId)
    expect([done.done, done.left, done.pending]).toEqual([true, [], []])
    expect(done.run.finished_at).not.toBeNull()
    expect(
      core.treasury.get(alice.userId, { members_hash: membersHash(old), threshold: 2 }).label,
    ).toBe('Treasury (retired)')
    await core.treasury.sync(alice.userId)
    const nextAccount = core.treasury.get(alice.userId, {
      members_hash: membersHash(next),
      threshold: 2,
    })
    expect(nextAccount.label).toBe('Treasury')
    expect(nextAccount.balances.map((b) => [b.asset_id, b.balance, b.collectibles]).sort()).toEqual(
      [
        [XIN, '30', 0],
        [USDT, '500', 0],
        [expect.any(String), '0', 1],
      ].sort(),
    )
  })
})
