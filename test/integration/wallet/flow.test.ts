/**
 * The wallet core against a real sequencer on loopback and the real keychain (the private Secret
 * Service of `npm test`): import, register (its TIP key set up first), a shared account followed,
 * its requests found from its locked outputs, review, a 2-of-3 signed by two cores (two data dirs,
 * two accounts) until it is sent, unlock, open by request link, and the audit trail of all of it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isCoreError } from '../../../src/main/core'
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
  untilSent,
  type Harness,
  type User,
} from '../../../harness/wallet-network'
import { UserMe } from '../../../src/shared/api/user'
import { importAccount, grant } from '../../../harness/wallet-lock'
import { SettingKey } from '../../../src/main/core/db'

describe.runIf(inKeyring)('co-signing through the wallet core', () => {
  let h: Harness
  let alice: User, bob: User, carol: User, dave: User
  let coreA: CoreWithInternals, coreB: CoreWithInternals
  const senders = () => [alice.userId, bob.userId, carol.userId]

  beforeAll(async () => {
    h = await startHarness()
    alice = newUser(h, 'Alice')
    bob = newUser(h, 'Bob')
    carol = newUser(h, 'Carol', true)
    dave = newUser(h, 'Dave', true)
    coreA = newCore(h, 'alice')
    coreB = newCore(h, 'bob')
  })
  afterAll(async () => h?.close())

  it('imports a keystore and registers the spend key with the sequencer, setting up its TIP key first', async () => {
    const a = await importAccount(coreA, alice.text, 'Alice')
    expect([a.user_id, a.label, a.registered_at]).toEqual([alice.userId, 'Alice', null])
    expect(await call(h, alice, 'GET', '/safe/me', UserMe)).toMatchObject({
      has_safe: false,
      has_pin: false,
      tip_key_base64: '',
    })
    const r = await coreA.accounts.register(alice.userId)
    expect(r.registeredNow).toBe(true)
    expect(r.account.registered_at).not.toBeNull()
    const again = await coreA.accounts.register(alice.userId)
    expect(again.registeredNow).toBe(false)
    await importAccount(coreB, bob.text, 'Bob')
    expect((await coreB.accounts.register(bob.userId)).registeredNow).toBe(true)
    expect(await call(h, alice, 'GET', '/safe/me', UserMe)).toMatchObject({
      has_safe: true,
      has_pin: true,
      tip_key_base64: expect.stringMatching(/.{40,}/),
    })
    const log = coreA.audit.list({ actor: alice.userId, action: 'register' })
    expect(log.map((e) => [e.result, e.detail.replace(/[0-9a-f]{16}…/, 'KEY…')])).toEqual([
      ['ok', 'spend key KEY…'],
      ['ok', 'TIP key KEY… set up'],
    ])
  })

  it('registers a session-only account once it has a spend key', async () => {
    const erin = newUser(h, 'Erin')
    const keystore = JSON.parse(erin.text) as Record<string, string>
    delete keystore.spend_private_key
    const core = newCore(h, 'erin')
    const account = await importAccount(core, JSON.stringify(keystore))
    expect(account.spend_public_key).toBeNull()
    await expect(core.accounts.register(erin.userId)).rejects.toSatisfy((e) =>
      isCoreError(e, 'no-spend-key'),
    )
    await expect(core.accounts.register(erin.userId, { createKeys: true })).rejects.toSatisfy((e) =>
      isCoreError(e, 'reauth-required'),
    )
    const r = await core.accounts.register(erin.userId, {
      createKeys: true,
      grant: await grant(core, 'create-keys', erin.userId),
    })
    expect(r.registeredNow).toBe(true)
    expect(r.account.spend_public_key).toMatch(/^[0-9a-f]{64}$/)
    expect(r.account.spend_public_key).toBe(r.account.tip_public_key)
    expect(core.audit.list({ actor: erin.userId }).map((e) => [e.action, e.result])).toEqual([
      ['register', 'ok'],
      ['register', 'ok'],
      ['account.create-keys', 'ok'],
      ['register', 'failed'],
      ['account.import', 'ok'],
    ])
  })

  let requestId: string
  it('finds a request another client made from a followed account’s locked outputs, and reviews it locally', async () => {
    const input = fund(h, senders(), 2, 150_000_000n)
    const req = await createRequest(h, carol, {
      input,
      senders: senders(),
      threshold: 2,
      to: dave.userId,
      amount: 100_000_000n,
      memo: 'rent',
    })
    requestId = req.request_id
    // Not followed yet: the public API shows the account's outputs only to whoever names it.
    expect(await coreA.requests.sync(alice.userId)).toEqual({
      accounts: 0,
      fetched: 0,
      needs_signature: 0,
      newly_needs_signature: [],
    })
    await follow(coreA, alice.userId, senders(), 2)
    const sync = await coreA.requests.sync(alice.userId)
    expect([sync.accounts, sync.fetched]).toEqual([1, 1])
    expect(sync.newly_needs_signature).toEqual([requestId])
    // Nothing changed: nothing fetched.
    expect(await coreA.requests.sync(alice.userId)).toMatchObject({
      fetched: 0,
      newly_needs_signature: [],
    })
    expect((await coreA.requests.sync(alice.userId)).newly_needs_signature).toEqual([])
    const page = coreA.requests.list(alice.userId, { state: ['needs-signature'] })
    expect(page.items.map((i) => i.request_id)).toEqual([requestId])
    expect(page.counts['needs-signature']).toBe(1)
    expect(page.items[0]!.progress).toBe('open')
    // The queue searches by memo, so the item carries it as text.
    expect([page.items[0]!.memo, page.items[0]!.revoked_by]).toEqual(['rent', null])
    expect(page.items[0]!.receivers.map((r) => [[...r.members].sort(), r.threshold])).toEqual([
      [[dave.userId], 1],
      [[...senders()].sort(), 2],
    ])

    const review = await coreA.requests.review(alice.userId, requestId)
    expect(review.status).toBe('ok')
    if (review.status !== 'ok') return
    const s = review.summary
    expect([
      s.amount,
      s.change,
      s.memo.text,
      s.threshold,
      s.signed_count,
      s.can_sign,
      s.inputs_verified,
    ]).toEqual(['1', '0.5', 'rent', 2, 0, true, true])
    expect(s.outputs.map((o) => [o.kind, o.members])).toEqual([
      ['external', [dave.userId]],
      ['change', [...senders()].sort()],
    ])
  })

  it('signs only with the confirmation and the digest of the summary seen', async () => {
    const review = await coreA.requests.review(alice.userId, requestId)
    if (review.status !== 'ok') throw new Error('review refused')
    await expect(
      coreA.requests.sign(alice.userId, requestId, { digest: review.digest, confirmed: false }),
    ).rejects.toSatisfy((e) => isCoreError(e, 'not-confirmed'))
    await expect(
      coreA.requests.sign(alice.userId, requestId, { digest: review.digest, confirmed: true }),
    ).rejects.toSatisfy((e) => isCoreError(e, 'reauth-required'))
    await expect(
      coreA.requests.sign(alice.userId, requestId, {
        digest: review.digest,
        confirmed: true,
        grant: await grant(coreA, 'sign', dave.userId),
      }),
    ).rejects.toSatisfy((e) => isCoreError(e, 'reauth-required'))
    await expect(
      coreA.requests.sign(alice.userId, requestId, {
        digest: 'ab'.repeat(32),
        confirmed: true,
        grant: await grant(coreA, 'sign', requestId),
      }),
    ).rejects.toSatisfy((e) => isCoreError(e, 'summary-changed'))
    const signed = await coreA.requests.sign(alice.userId, requestId, {
      digest: review.digest,
      confirmed: true,
      grant: await grant(coreA, 'sign', requestId),
    })
    expect(signed.transactionHash).toBe(review.summary.transaction_hash)
    expect([signed.item.state, signed.item.signers]).toEqual(['waiting', [alice.userId]])
    // The review the screen shows next is the request as the service answered the signature.
    expect(
      signed.review.status === 'ok' && [
        signed.review.summary.signed_count,
        signed.review.summary.i_have_signed,
        signed.review.summary.can_sign,
      ],
    ).toEqual([1, true, false])
    await expect(
      coreA.requests.sign(alice.userId, requestId, {
        digest: review.digest,
        confirmed: true,
        grant: await grant(coreA, 'sign', requestId),
      }),
    ).rejects.toSatisfy((e) => isCoreError(e, 'already-signed'))
    const log = coreA.audit.list({ actor: alice.userId, action: 'sign' })
    expect(log.map((e) => e.result)).toEqual([
      'refused',
      'ok',
      'refused',
      'refused',
      'refused',
      'refused',
    ])
    expect(log[1]!.transaction_hash).toBe(review.summary.transaction_hash)
  })

  it('a second core opens the request by its link and completes the 2-of-3, which is sent once final', async () => {
    const item = await coreB.requests.open(
      bob.userId,
      `mixin://mixin.one/multisigs/${requestId}?action=sign`,
    )
    expect([item.request_id, item.state, item.signers]).toEqual([
      requestId,
      'needs-signature',
      [alice.userId],
    ])
    const review = await coreB.requests.review(bob.userId, requestId)
    if (review.status !== 'ok') throw new Error(`refused: ${JSON.stringify(review.reasons)}`)
    expect(review.summary.senders.filter((x) => x.signed).map((x) => x.user_id)).toEqual([
      alice.userId,
    ])
    const done = await coreB.requests.sign(bob.userId, requestId, {
      digest: review.digest,
      confirmed: true,
      grant: await grant(coreB, 'sign', requestId),
    })
    // Complete, on its way: never offered for signing again.
    expect([done.item.state, done.item.progress]).toEqual(['sending', 'complete'])
    expect(
      done.review.status === 'ok' && [
        done.review.summary.progress,
        done.review.summary.can_sign,
        done.review.summary.can_unlock,
      ],
    ).toEqual(['complete', false, false])
    // The first core learns it on its syncs: complete, then sent once the service reports the transaction spent.
    await coreA.requests.sync(alice.userId)
    expect(coreA.requests.get(alice.userId, requestId).state).toMatch(/^(sending|done)$/)
    await untilSent(coreA, alice.userId, requestId)
    expect(coreA.requests.get(alice.userId, requestId).progress).toBe('sent')
    const after = await coreA.requests.review(alice.userId, requestId)
    expect(after.status === 'ok' && [after.summary.progress, after.summary.can_sign]).toEqual([
      'sent',
      false,
    ])
    await expect(
      coreA.requests.unlock(alice.userId, requestId, {
        confirmed: true,
        grant: await grant(coreA, 'unlock-request', requestId),
      }),
    ).rejects.toSatisfy((e) => isCoreError(e, 'threshold-reached'))
  })

  it('unlocks a request below its threshold', async () => {
    const input = fund(h, senders(), 2, 70_000_000n)
    const req = await createRequest(h, carol, {
      input,
      senders: senders(),
      threshold: 2,
      to: dave.userId,
      amount: 20_000_000n,
    })
    expect((await coreA.requests.sync(alice.userId)).newly_needs_signature).toEqual([
      req.request_id,
    ])
    const review = await coreA.requests.review(alice.userId, req.request_id)
    if (review.status !== 'ok') throw new Error('refused')
    const bobsReview = await coreB.requests.review(bob.userId, req.request_id)
    if (bobsReview.status !== 'ok') throw new Error('refused')
    await coreA.requests.sign(alice.userId, req.request_id, {
      digest: review.digest,
      confirmed: true,
      grant: await grant(coreA, 'sign', req.request_id),
    })
    await expect(
      coreB.requests.unlock(bob.userId, req.request_id, { confirmed: false, grant: undefined }),
    ).rejects.toSatisfy((e) => isCoreError(e, 'not-confirmed'))
    await coreB.requests.sync(bob.userId)
    // Given the digest of the summary Bob saw (a command line's --digest), only that request is unlocked; Alice's signature since does not change it.
    await expect(
      coreB.requests.unlock(bob.userId, req.request_id, {
        confirmed: true,
        grant: await grant(coreB, 'unlock-request', req.request_id),
        digest: 'ab'.repeat(32),
      }),
    ).rejects.toSatisfy((e) => isCoreError(e, 'summary-changed'))
    const unlocked = await coreB.requests.unlock(bob.userId, req.request_id, {
      confirmed: true,
      grant: await grant(coreB, 'unlock-request', req.request_id),
      digest: bobsReview.digest,
    })
    expect([unlocked.state, unlocked.progress, unlocked.revoked_by]).toEqual([
      'unlocked',
      'unlocked',
      bob.userId,
    ])
    // Alice's next sync sees it unlocked too: it no longer locks anything.
    await coreA.requests.sync(alice.userId)
    expect(coreA.requests.get(alice.userId, req.request_id).state).toBe('unlocked')
    expect(coreB.audit.list({ action: 'unlock' }).map((e) => e.result)).toEqual([
      'ok',
      'refused',
      'refused',
    ])
    await expect(
      coreA.requests.unlock(alice.userId, req.request_id, { confirmed: true, grant: undefined }),
    ).rejects.toSatisfy((e) => isCoreError(e, 'reauth-required'))
    // The released output can be spent again.
    const again = await createRequest(h, carol, {
      input: { ...input, state: 'unspent' },
      senders: senders(),
      threshold: 2,
      to: dave.userId,
      amount: 10_000_000n,
    })
    expect([again.revoked_by, again.signers]).toEqual(['', []])
  })

  it('reads the queue and the audit log offline', async () => {
    const offline = coreA.requests.list(alice.userId)
    expect(offline.items.length).toBeGreaterThanOrEqual(2)
    // The service goes away (not a change the user makes, so straight into the setting).
    coreA.cache.settings.set(SettingKey.apiBaseUrl, 'http://127.0.0.1:1')
    try {
      await expect(coreA.requests.sync(alice.userId)).rejects.toMatchObject({
        name: 'ApiClientError',
        code: 'network',
      })
      expect(coreA.requests.list(alice.userId).items).toEqual(offline.items)
      const r = await coreA.requests.review(alice.userId, requestId)
      expect(r.status).toBe('ok')
      // The answer says it is the saved copy, so the screen can say "offline" instead of presenting it as current.
      expect(r.status === 'ok' && r.offline).toBe(true)
      expect(coreA.audit.list({ actor: alice.userId }).length).toBeGreaterThan(3)
    } finally {
      coreA.cache.settings.delete(SettingKey.apiBaseUrl)
    }
    const fresh = await coreA.requests.review(alice.userId, requestId)
    expect(fresh.status === 'ok' && fresh.offline).toBeUndefined()
  })
})
