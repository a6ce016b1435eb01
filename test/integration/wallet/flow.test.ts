/**
 * The wallet core against a real sequencer on loopback and the real keychain (the private Secret
 * Service of `npm test`): import, register, sync, review, a 2-of-3 signed by two cores (two data
 * dirs, two accounts), unlock, open by code link, and the audit trail of all of it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isCoreError } from '../../../src/main/core'
import type { Core } from '../../../src/main/core'
import { createRequest, fund, inKeyring, newCore, newUser, startHarness, type Harness, type User } from './helpers'
import { importAccount, grant } from '../../helpers/wallet-lock'
import { SettingKey } from '../../../src/main/core/db'

describe.runIf(inKeyring)('co-signing through the wallet core', () => {
  let h: Harness
  let alice: User, bob: User, carol: User, dave: User
  let coreA: Core, coreB: Core
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

  it('imports a keystore and registers the spend key with the sequencer', async () => {
    const a = await importAccount(coreA, alice.text, 'Alice')
    expect([a.user_id, a.label, a.registered_at]).toEqual([alice.userId, 'Alice', null])
    const r = await coreA.accounts.register(alice.userId)
    expect(r.registeredNow).toBe(true)
    expect(r.account.registered_at).not.toBeNull()
    const again = await coreA.accounts.register(alice.userId)
    expect(again.registeredNow).toBe(false)
    await importAccount(coreB, bob.text, 'Bob')
    expect((await coreB.accounts.register(bob.userId)).registeredNow).toBe(true)
    const log = coreA.audit.list({ actor: alice.userId, action: 'register' })
    expect(log.map((e) => e.result)).toEqual(['ok'])
  })

  it('registers a session-only account once it has a spend key', async () => {
    const erin = newUser(h, 'Erin')
    const keystore = JSON.parse(erin.text) as Record<string, string>
    delete keystore.spend_private_key
    const core = newCore(h, 'erin')
    const account = await importAccount(core, JSON.stringify(keystore))
    expect(account.spend_public_key).toBeNull()
    await expect(core.accounts.register(erin.userId)).rejects.toSatisfy((e) => isCoreError(e, 'no-spend-key'))
    await expect(core.accounts.register(erin.userId, { createKeys: true })).rejects.toSatisfy((e) => isCoreError(e, 'reauth-required'))
    const r = await core.accounts.register(erin.userId, { createKeys: true, grant: await grant(core, 'create-keys', erin.userId) })
    expect(r.registeredNow).toBe(true)
    expect(r.account.spend_public_key).toMatch(/^[0-9a-f]{64}$/)
    expect(r.account.spend_public_key).toBe(r.account.tip_public_key)
    expect(core.audit.list({ actor: erin.userId }).map((e) => [e.action, e.result])).toEqual([
      ['register', 'ok'],
      ['account.create-keys', 'ok'],
      ['register', 'failed'],
      ['account.import', 'ok'],
    ])
  })

  let requestId: string
  let codeId: string
  it('syncs the queue from the listing and reviews a request locally', async () => {
    const input = fund(h, senders(), 2, 150_000_000n)
    const req = await createRequest(h, carol, { input, senders: senders(), threshold: 2, to: dave.userId, amount: 100_000_000n, memo: 'rent' })
    requestId = req.request_id
    codeId = req.code_id
    const sync = await coreA.requests.sync(alice.userId)
    expect(sync.listing).toBe(true)
    expect(sync.newly_needs_signature).toEqual([requestId])
    expect((await coreA.requests.sync(alice.userId)).newly_needs_signature).toEqual([])
    const page = coreA.requests.list(alice.userId, { state: ['needs-signature'] })
    expect(page.items.map((i) => i.request_id)).toEqual([requestId])
    expect(page.counts['needs-signature']).toBe(1)
    expect(page.items[0]!.code_id).toBe(codeId)
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
    expect([s.amount, s.change, s.memo.text, s.threshold, s.signed_count, s.can_sign, s.inputs_verified]).toEqual(['1', '0.5', 'rent', 2, 0, true, true])
    expect(s.outputs.map((o) => [o.kind, o.members])).toEqual([
      ['external', [dave.userId]],
      ['change', [...senders()].sort()],
    ])
  })

  it('signs only with the confirmation and the digest of the summary seen', async () => {
    const review = await coreA.requests.review(alice.userId, requestId)
    if (review.status !== 'ok') throw new Error('review refused')
    await expect(coreA.requests.sign(alice.userId, requestId, review.digest, false)).rejects.toSatisfy((e) => isCoreError(e, 'not-confirmed'))
    await expect(coreA.requests.sign(alice.userId, requestId, review.digest, true)).rejects.toSatisfy((e) => isCoreError(e, 'reauth-required'))
    await expect(coreA.requests.sign(alice.userId, requestId, review.digest, true, await grant(coreA, 'sign', codeId))).rejects.toSatisfy((e) => isCoreError(e, 'reauth-required'))
    await expect(coreA.requests.sign(alice.userId, requestId, 'ab'.repeat(32), true, await grant(coreA, 'sign', requestId))).rejects.toSatisfy((e) => isCoreError(e, 'summary-changed'))
    const signed = await coreA.requests.sign(alice.userId, requestId, review.digest, true, await grant(coreA, 'sign', requestId))
    expect(signed.transactionHash).toBe(review.summary.transaction_hash)
    expect([signed.item.state, signed.item.signers]).toEqual(['waiting', [alice.userId]])
    await expect(coreA.requests.sign(alice.userId, requestId, review.digest, true, await grant(coreA, 'sign', requestId))).rejects.toSatisfy((e) => isCoreError(e, 'already-signed'))
    const log = coreA.audit.list({ actor: alice.userId, action: 'sign' })
    expect(log.map((e) => e.result)).toEqual(['refused', 'ok', 'refused', 'refused', 'refused', 'refused'])
    expect(log[1]!.transaction_hash).toBe(review.summary.transaction_hash)
  })

  it('a second core opens the request by its code link and completes the 2-of-3', async () => {
    const item = await coreB.requests.open(bob.userId, `https://mixin.one/codes/${codeId}`)
    expect([item.request_id, item.state, item.signers]).toEqual([requestId, 'needs-signature', [alice.userId]])
    const review = await coreB.requests.review(bob.userId, requestId)
    if (review.status !== 'ok') throw new Error(`refused: ${JSON.stringify(review.reasons)}`)
    expect(review.summary.senders.filter((x) => x.signed).map((x) => x.user_id)).toEqual([alice.userId])
    const done = await coreB.requests.sign(bob.userId, requestId, review.digest, true, await grant(coreB, 'sign', requestId))
    expect([done.item.state, done.item.service_state]).toEqual(['done', 'signed'])
    // The first core learns it on its next sync.
    await coreA.requests.sync(alice.userId)
    expect(coreA.requests.get(alice.userId, requestId).state).toBe('done')
    await expect(coreA.requests.unlock(alice.userId, requestId, true, await grant(coreA, 'unlock-request', requestId))).rejects.toSatisfy((e) => isCoreError(e, 'request-closed'))
  })

  it('unlocks a request below its threshold', async () => {
    const input = fund(h, senders(), 2, 70_000_000n)
    const req = await createRequest(h, carol, { input, senders: senders(), threshold: 2, to: dave.userId, amount: 20_000_000n })
    await coreA.requests.sync(alice.userId)
    const review = await coreA.requests.review(alice.userId, req.request_id)
    if (review.status !== 'ok') throw new Error('refused')
    const bobsReview = await coreB.requests.review(bob.userId, req.request_id)
    if (bobsReview.status !== 'ok') throw new Error('refused')
    await coreA.requests.sign(alice.userId, req.request_id, review.digest, true, await grant(coreA, 'sign', req.request_id))
    await expect(coreB.requests.unlock(bob.userId, req.request_id, false, undefined)).rejects.toSatisfy((e) => isCoreError(e, 'not-confirmed'))
    await coreB.requests.sync(bob.userId)
    // Given the digest of the summary Bob saw (a command line's --digest), only that request is unlocked; Alice's signature since does not change it.
    await expect(coreB.requests.unlock(bob.userId, req.request_id, true, await grant(coreB, 'unlock-request', req.request_id), 'ab'.repeat(32))).rejects.toSatisfy((e) =>
      isCoreError(e, 'summary-changed'),
    )
    const unlocked = await coreB.requests.unlock(bob.userId, req.request_id, true, await grant(coreB, 'unlock-request', req.request_id), bobsReview.digest)
    expect([unlocked.state, unlocked.service_state, unlocked.revoked_by]).toEqual(['unlocked', 'unlocked', bob.userId])
    expect(coreB.audit.list({ action: 'unlock' }).map((e) => e.result)).toEqual(['ok', 'refused', 'refused'])
    await expect(coreA.requests.unlock(alice.userId, req.request_id, true, undefined)).rejects.toSatisfy((e) => isCoreError(e, 'reauth-required'))
    // The released output can be spent again.
    const again = await createRequest(h, carol, { input: { ...input, state: 'unspent' }, senders: senders(), threshold: 2, to: dave.userId, amount: 10_000_000n })
    expect(again.state).toBe('initial')
  })

  it('reads the queue and the audit log offline', async () => {
    const offline = coreA.requests.list(alice.userId)
    expect(offline.items.length).toBeGreaterThanOrEqual(2)
    // The service goes away (not a change the user makes, so straight into the setting).
    coreA.cache.settings.set(SettingKey.apiBaseUrl, 'http://127.0.0.1:1')
    try {
      await expect(coreA.requests.sync(alice.userId)).rejects.toMatchObject({ name: 'ApiClientError', code: 'network' })
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
