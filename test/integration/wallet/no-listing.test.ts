/**
 * Against a service without the request listing (the official API has none), the queue is what
 * the user opened — by code link, id or file — and syncing refreshes those requests one by one.
 * Its request records also lack our own fields (`state`, `sequence`, `code_id`, `revoked_by`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Core } from '../../../src/main/core'
import { createRequest, fund, inKeyring, newCore, newUser, startHarness, startProxy, type Harness, type User } from './helpers'
import { importAccount, grant } from '../../helpers/wallet-lock'

describe.runIf(inKeyring)('without the listing', () => {
  let h: Harness
  let alice: User, bob: User, carol: User, dave: User
  let core: Core, bobCore: Core, officialCore: Core
  const listed: string[] = []

  beforeAll(async () => {
    h = await startHarness()
    ;[alice, bob, carol, dave] = ['Alice', 'Bob', 'Carol', 'Dave'].map((n) => newUser(h, n, true)) as [User, User, User, User]
    const proxy = await startProxy(h, {
      block: (method, url) => {
        if (method !== 'GET' || !url.startsWith('/safe/multisigs?')) return undefined
        listed.push(url)
        return 404
      },
    })
    core = newCore(h, 'alice', { baseUrl: proxy.url })
    bobCore = newCore(h, 'bob')
    await importAccount(core, alice.text)
    await importAccount(bobCore, bob.text)
    // Carol's service answers like the official API: no listing, and records without our fields.
    const official = await startProxy(h, {
      block: (method, url) => (method === 'GET' && url.startsWith('/safe/multisigs?') ? 404 : undefined),
      edit: (_method, url, data) => {
        if (!url.startsWith('/safe/multisigs')) return
        for (const field of ['state', 'sequence', 'code_id', 'revoked_by']) delete data[field]
      },
    })
    officialCore = newCore(h, 'carol', { baseUrl: official.url })
    await importAccount(officialCore, carol.text)
  })
  afterAll(async () => h?.close())

  it('syncs only what was opened, and keeps it fresh', async () => {
    const senders = [alice.userId, bob.userId, carol.userId]
    const req = await createRequest(h, carol, { input: fund(h, senders, 2, 50_000_000n), senders, threshold: 2, to: dave.userId, amount: 10_000_000n })
    const empty = await core.requests.sync(alice.userId)
    expect([empty.listing, empty.fetched, empty.needs_signature]).toEqual([false, 0, 0])
    expect(listed.length).toBe(1)

    const item = await core.requests.open(alice.userId, `mixin://codes/${req.code_id}`)
    expect(item.state).toBe('needs-signature')
    // Bob signs elsewhere; Alice's sync notices through the request itself.
    const review = await bobCore.requests.review(bob.userId, req.request_id)
    if (review.status !== 'ok') throw new Error('refused')
    await bobCore.requests.open(bob.userId, req.request_id)
    await bobCore.requests.sign(bob.userId, req.request_id, review.digest, true, await grant(bobCore, 'sign', req.request_id))
    const sync = await core.requests.sync(alice.userId)
    expect([sync.listing, sync.fetched]).toEqual([false, 1])
    expect(core.requests.get(alice.userId, req.request_id).signers).toEqual([bob.userId])
  })

  it('reviews and signs a request whose record has none of our fields', async () => {
    const senders = [alice.userId, bob.userId, carol.userId]
    const req = await createRequest(h, alice, { input: fund(h, senders, 2, 30_000_000n), senders, threshold: 2, to: dave.userId, amount: 5_000_000n })
    const item = await officialCore.requests.open(carol.userId, req.request_id)
    expect([item.state, item.code_id]).toEqual(['needs-signature', null])
    const review = await officialCore.requests.review(carol.userId, req.request_id)
    if (review.status !== 'ok') throw new Error(`refused: ${JSON.stringify(review.reasons)}`)
    expect(review.summary.code_id).toBeNull()
    const signed = await officialCore.requests.sign(carol.userId, req.request_id, review.digest, true, await grant(officialCore, 'sign', req.request_id))
    expect(signed.item.signers).toEqual([carol.userId])
    expect(signed.transactionHash).toBe(req.transaction_hash)
  })
})
