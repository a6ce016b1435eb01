/**
 * A request whose JSON disagrees with its raw transaction is refused with the reason, whatever
 * serves it: here a small proxy in front of the real sequencer edits the request it returns.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isCoreError, type Core } from '../../../src/main/core'
import {
  createRequest,
  follow,
  fund,
  inKeyring,
  newCore,
  newUser,
  startHarness,
  startProxy,
  type Harness,
  type User,
} from '../../../harness/wallet-network'
import { importAccount, grant } from '../../../harness/wallet-lock'
import { translator } from '../../../src/shared/i18n/translate'

type Edit = ((data: Record<string, unknown>) => void) | undefined

describe.runIf(inKeyring)('tampered requests', () => {
  let h: Harness
  let edit: Edit
  let alice: User, bob: User, carol: User, dave: User
  let core: Core
  let requestId: string
  let otherRaw: { raw_transaction: string; transaction_hash: string }

  beforeAll(async () => {
    h = await startHarness()
    const proxy = await startProxy(h, {
      edit: (method, url, data) => {
        if (edit && method === 'GET' && /^\/safe\/multisigs\/[0-9a-f-]{36}$/.test(url)) edit(data)
      },
    })
    ;[alice, bob, carol, dave] = ['Alice', 'Bob', 'Carol', 'Dave'].map((n) =>
      newUser(h, n, true),
    ) as [User, User, User, User]
    core = newCore(h, 'alice', { baseUrl: proxy.url })
    await importAccount(core, alice.text)
    const senders = [alice.userId, bob.userId, carol.userId]
    requestId = (
      await createRequest(h, carol, {
        input: fund(h, senders, 2, 100_000_000n),
        senders,
        threshold: 2,
        to: dave.userId,
        amount: 40_000_000n,
      })
    ).request_id
    const other = await createRequest(h, carol, {
      input: fund(h, senders, 2, 100_000_000n),
      senders,
      threshold: 2,
      to: dave.userId,
      amount: 90_000_000n,
    })
    otherRaw = { raw_transaction: other.raw_transaction, transaction_hash: other.transaction_hash }
    await follow(core, alice.userId, senders, 2)
    await core.requests.sync(alice.userId)
  })
  afterAll(async () => h?.close())

  it('an honest copy reviews fine through the proxy', async () => {
    edit = undefined
    expect((await core.requests.review(alice.userId, requestId)).status).toBe('ok')
  })

  it('shows what the raw sends whatever amount the service states, and refuses a memo that is not the raw’s, at review and at signing', async () => {
    const honest = await core.requests.review(alice.userId, requestId)
    if (honest.status !== 'ok') throw new Error('refused')
    // The stated amount is the service's reckoning (another tool may count the first output only): said, never trusted.
    edit = (d) => {
      d.amount = '0.01'
    }
    const stated = await core.requests.review(alice.userId, requestId)
    // The warning is part of what is confirmed, so the digest moves with it while the amount does not.
    expect(
      stated.status === 'ok' && [stated.summary.amount, stated.digest !== honest.digest],
    ).toEqual(['0.4', true])
    expect(
      stated.status === 'ok' && stated.summary.warnings.map((w) => translator('en').say(w)),
    ).toContainEqual(
      expect.stringMatching(
        /the service reckons 0\.01 leaves the account; the transaction itself sends 0\.4/,
      ),
    )
    edit = (d) => {
      d.extra = Buffer.from('a memo of our own').toString('hex')
    }
    const r = await core.requests.review(alice.userId, requestId)
    expect(
      r.status === 'refused' &&
        r.reasons.map((x) => ({ kind: x.kind, detail: translator('en').say(x.detail) })),
    ).toEqual([
      {
        kind: 'asset-and-memo',
        detail: 'the memo (extra) in the JSON differs from the raw transaction',
      },
    ])
    expect(r.status === 'refused' && r.reasons[0]!.detail.id).toBe('review.check.memoDiffers')
    const err = await core.requests
      .sign(alice.userId, requestId, {
        digest: honest.digest,
        confirmed: true,
        grant: await grant(core, 'sign', requestId),
      })
      .catch((e: unknown) => e)
    expect(isCoreError(err, 'request-mismatch')).toBe(true)
    expect((err as { reasons: { kind: string }[] }).reasons.map((x) => x.kind)).toEqual([
      'asset-and-memo',
    ])
    expect(core.requests.get(alice.userId, requestId).signers).toEqual([])
    expect(
      core.audit.list({ action: 'sign' }).map((e) => [e.result, e.detail.split(':')[0]]),
    ).toEqual([['refused', 'request-mismatch']])
    expect(core.audit.list({ action: 'request.refused' }).length).toBe(2)
  })

  it('refuses receivers that are not the outputs, and a transaction swapped under the same id', async () => {
    edit = (d) => {
      const receivers = d.receivers as { members: string[] }[]
      receivers[0]!.members = [carol.userId]
    }
    const r = await core.requests.review(alice.userId, requestId)
    expect(r.status === 'refused' && r.reasons.map((x) => x.kind)).toEqual(['outputs'])
    edit = (d) => Object.assign(d, otherRaw)
    const swapped = await core.requests.review(alice.userId, requestId)
    expect(
      swapped.status === 'refused' && swapped.reasons.map((x) => translator('en').say(x.detail)),
    ).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^the request was first seen with transaction/),
      ]),
    )
    // The cache keeps the transaction first seen.
    expect(core.requests.get(alice.userId, requestId).transaction_hash).not.toBe(
      otherRaw.transaction_hash,
    )
  })
})
