/**
 * Offline signing: export on the online machine, review and sign on a core that has no network at
 * all (its fetch counts calls and fails), submit back online; a doctored file is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isCoreError, type Core } from '../../../src/main/core'
import {
  cosignAs,
  createRequest,
  fund,
  inKeyring,
  newCore,
  newUser,
  startHarness,
  untilFinal,
  type Harness,
  type User,
} from '../../../harness/wallet-network'
import { call } from '../../../harness/wallet-network'
import { SafeOutput } from '../../../src/shared/api/ledger'
import { membersHash } from '../../../src/shared/kernel'
import { z } from 'zod'
import { importAccount, grant } from '../../../harness/wallet-lock'

describe.runIf(inKeyring)('the offline round trip', () => {
  let h: Harness
  let alice: User, bob: User, carol: User, dave: User
  let online: Core, offline: Core, bobCore: Core
  let fetches = 0
  let requestId: string

  beforeAll(async () => {
    h = await startHarness()
    ;[alice, bob, carol, dave] = ['Alice', 'Bob', 'Carol', 'Dave'].map((n) =>
      newUser(h, n, true),
    ) as [User, User, User, User]
    online = newCore(h, 'online')
    bobCore = newCore(h, 'bob')
    offline = newCore(h, 'offline', {
      baseUrl: 'http://127.0.0.1:1',
      fetch: (async () => {
        fetches++
        throw new TypeError('no network on this machine')
      }) as typeof fetch,
    })
    await importAccount(online, alice.text)
    await importAccount(offline, alice.text)
    await importAccount(bobCore, bob.text)
    const senders = [alice.userId, bob.userId, carol.userId]
    // The funds are the change of an earlier payment of the account, so the service shows where they
    // came from (the earlier request by its hash) and that proof travels with the file.
    const earlier = await createRequest(h, carol, {
      input: fund(h, senders, 2, 400_000_000n),
      senders,
      threshold: 2,
      to: dave.userId,
      amount: 100_000_000n,
    })
    await cosignAs(h, bob, earlier.request_id)
    await cosignAs(h, carol, earlier.request_id)
    await untilFinal(h, carol, earlier.request_id)
    const outputs = await call(
      h,
      carol,
      'GET',
      `/safe/outputs?members=${membersHash(senders)}&threshold=2&state=unspent`,
      z.array(SafeOutput),
    )
    const change = outputs.find((o) => o.transaction_hash === earlier.transaction_hash)!
    const req = await createRequest(h, carol, {
      input: change,
      senders,
      threshold: 2,
      to: dave.userId,
      amount: 250_000_000n,
      memo: 'cold',
    })
    requestId = req.request_id
  })
  afterAll(async () => h?.close())

  let requestFile: string
  let signatureFile: string
  it('exports a request file that carries what signing needs', async () => {
    const out = await online.requests.exportOffline(alice.userId, requestId)
    expect(out.file_name).toBe(`cosigner-request-${requestId}.json`)
    const file = JSON.parse(out.text)
    expect([
      file.format,
      file.account,
      file.request.request_id,
      file.request.views.length,
      file.spent_outputs.length,
    ]).toEqual(['cosigner/offline-request', alice.userId, requestId, 1, 1])
    // The previous transaction of its input travels with it, so the offline machine proves the input itself.
    expect(
      file.previous_transactions.map((p: { transaction_hash: string }) => p.transaction_hash),
    ).toEqual([file.spent_outputs[0].transaction_hash])
    requestFile = out.text
  })

  it('reviews and signs on a machine with no network', async () => {
    const review = offline.requests.reviewOffline(alice.userId, requestFile)
    expect(review.status).toBe('ok')
    if (review.status !== 'ok') return
    expect([
      review.summary.amount,
      review.summary.memo.text,
      review.summary.can_sign,
      review.summary.inputs_proven,
    ]).toEqual(['2.5', 'cold', true, true])
    await expect(
      offline.requests.signOffline(alice.userId, requestFile, {
        digest: review.digest,
        confirmed: false,
      }),
    ).rejects.toSatisfy((e) => isCoreError(e, 'not-confirmed'))
    await expect(
      offline.requests.signOffline(alice.userId, requestFile, {
        digest: review.digest,
        confirmed: true,
      }),
    ).rejects.toSatisfy((e) => isCoreError(e, 'reauth-required'))
    await expect(
      offline.requests.signOffline(alice.userId, requestFile, {
        digest: review.digest,
        confirmed: true,
        grant: await grant(offline, 'sign', alice.userId),
      }),
    ).rejects.toSatisfy((e) => isCoreError(e, 'reauth-required'))
    await expect(
      offline.requests.signOffline(alice.userId, requestFile, {
        digest: 'cd'.repeat(32),
        confirmed: true,
        grant: await grant(offline, 'sign', requestId),
      }),
    ).rejects.toSatisfy((e) => isCoreError(e, 'summary-changed'))
    const signed = await offline.requests.signOffline(alice.userId, requestFile, {
      digest: review.digest,
      confirmed: true,
      grant: await grant(offline, 'sign', requestId),
    })
    expect(signed.file_name).toBe(`cosigner-signature-${requestId}.json`)
    // The review the screen shows next is the request as the signature leaves it: signed here, nothing more to sign.
    expect(signed.review.status).toBe('ok')
    if (signed.review.status !== 'ok') return
    expect([
      signed.review.summary.i_have_signed,
      signed.review.summary.can_sign,
      signed.review.summary.signed_count,
      signed.review.digest,
    ]).toEqual([true, false, 1, review.digest])
    signatureFile = signed.text
    expect(fetches).toBeLessThanOrEqual(1) // the keystore check at import, which found no network
    expect(offline.audit.list({ action: 'offline.sign' }).map((e) => e.result)).toEqual([
      'ok',
      'refused',
      'refused',
      'refused',
      'refused',
    ])
  })

  it('refuses a doctored request file, and a file for another account', async () => {
    const file = JSON.parse(requestFile)
    // A memo in the file that is not the transaction's own.
    file.request.extra = Buffer.from('warm').toString('hex')
    const doctored = JSON.stringify(file)
    const review = offline.requests.reviewOffline(alice.userId, doctored)
    expect(review.status === 'refused' && review.reasons.map((r) => r.kind)).toEqual([
      'asset-and-memo',
    ])
    // A previous transaction swapped in the file is not taken on the file's word.
    const swapped = JSON.parse(requestFile)
    swapped.previous_transactions[0].raw = swapped.request.raw_transaction
    const forged = offline.requests.reviewOffline(alice.userId, JSON.stringify(swapped))
    expect(forged.status === 'refused' && forged.reasons.map((r) => r.kind)).toEqual(['proofs'])
    await expect(
      offline.requests.signOffline(alice.userId, doctored, {
        digest: 'ab'.repeat(32),
        confirmed: true,
        grant: await grant(offline, 'sign', requestId),
      }),
    ).rejects.toSatisfy((e) => isCoreError(e, 'request-mismatch'))
    expect(() => bobCore.requests.reviewOffline(bob.userId, requestFile)).toThrow(
      expect.objectContaining({ code: 'invalid-file' }),
    )
    expect(() =>
      offline.requests.reviewOffline(alice.userId, '{"format":"something else"}'),
    ).toThrow(expect.objectContaining({ code: 'invalid-file' }))
  })

  it('submits the signed file from the online machine', async () => {
    await expect(
      bobCore.requests.submitSigned(bob.userId, requestId, signatureFile),
    ).rejects.toSatisfy((e) => isCoreError(e, 'invalid-file'))
    // Imported on another request's review, the file is refused with what it is for, and nothing is sent.
    const other = '6a1b2c3d-0000-4000-8000-0000000000ff'
    const wrong = await online.requests
      .submitSigned(alice.userId, other, signatureFile)
      .catch((e: unknown) => e)
    expect(isCoreError(wrong, 'wrong-request') && (wrong as Error).message).toMatch(
      /^This signature file is for another request: a request for 2\.5 .* Nothing was submitted\.$/,
    )
    expect(online.requests.inspectSigned(alice.userId, signatureFile)).toMatchObject({
      request_id: requestId,
      request: { request_id: requestId, amount: '2.5' },
    })
    const tampered = JSON.parse(signatureFile)
    tampered.raw = tampered.raw.slice(0, -8) + '00000000'
    await expect(
      online.requests.submitSigned(alice.userId, requestId, JSON.stringify(tampered)),
    ).rejects.toSatisfy((e) => isCoreError(e, 'request-mismatch'))
    const done = await online.requests.submitSigned(alice.userId, requestId, signatureFile)
    expect([done.item.request_id, done.item.signers, done.item.state]).toEqual([
      requestId,
      [alice.userId],
      'waiting',
    ])
    expect(
      online.audit.list({ action: 'sign' }).map((e) => [e.result, e.detail.startsWith('offline')]),
    ).toEqual([
      ['ok', true],
      ['refused', true],
      ['refused', true],
    ])
  })

  it('opens a request from a file into the queue', async () => {
    const item = bobCore.requests.openFile(bob.userId, requestFile)
    expect([item.request_id, item.state]).toEqual([requestId, 'needs-signature'])
    expect(bobCore.requests.list(bob.userId).items.map((i) => i.request_id)).toEqual([requestId])
    // Bob completes it online, as usual.
    const review = await bobCore.requests.review(bob.userId, requestId)
    if (review.status !== 'ok') throw new Error('refused')
    expect(
      (
        await bobCore.requests.sign(bob.userId, requestId, {
          digest: review.digest,
          confirmed: true,
          grant: await grant(bobCore, 'sign', requestId),
        })
      ).item.state,
    ).toBe('sending')
  })
})
