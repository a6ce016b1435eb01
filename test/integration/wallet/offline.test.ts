/**
 * Offline signing: export on the online machine, review and sign on a core that has no network at
 * all (its fetch counts calls and fails), submit back online; a doctored file is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isCoreError, type Core } from '../../../src/main/core'
import { createRequest, fund, inKeyring, newCore, newUser, startHarness, type Harness, type User } from './helpers'

describe.runIf(inKeyring)('the offline round trip', () => {
  let h: Harness
  let alice: User, bob: User, carol: User, dave: User
  let online: Core, offline: Core, bobCore: Core
  let fetches = 0
  let requestId: string

  beforeAll(async () => {
    h = await startHarness()
    ;[alice, bob, carol, dave] = ['Alice', 'Bob', 'Carol', 'Dave'].map((n) => newUser(h, n, true)) as [User, User, User, User]
    online = newCore(h, 'online')
    bobCore = newCore(h, 'bob')
    offline = newCore(h, 'offline', {
      baseUrl: 'http://127.0.0.1:1',
      fetch: (async () => {
        fetches++
        throw new TypeError('no network on this machine')
      }) as typeof fetch,
    })
    await online.accounts.importKeystore(alice.text)
    await offline.accounts.importKeystore(alice.text)
    await bobCore.accounts.importKeystore(bob.text)
    const senders = [alice.userId, bob.userId, carol.userId]
    const req = await createRequest(h, carol, { input: fund(h, senders, 2, 300_000_000n), senders, threshold: 2, to: dave.userId, amount: 250_000_000n, memo: 'cold' })
    requestId = req.request_id
  })
  afterAll(async () => h?.close())

  let requestFile: string
  let signatureFile: string
  it('exports a request file that carries what signing needs', async () => {
    const out = await online.requests.exportOffline(alice.userId, requestId)
    expect(out.file_name).toBe(`cosigner-request-${requestId}.json`)
    const file = JSON.parse(out.text)
    expect([file.format, file.account, file.request.request_id, file.request.views.length, file.spent_outputs.length]).toEqual([
      'cosigner/offline-request',
      alice.userId,
      requestId,
      1,
      1,
    ])
    // The previous transaction of its input travels with it, so the offline machine proves the input itself.
    expect(file.previous_transactions.map((p: { transaction_hash: string }) => p.transaction_hash)).toEqual([file.spent_outputs[0].transaction_hash])
    requestFile = out.text
  })

  it('reviews and signs on a machine with no network', async () => {
    const review = offline.requests.reviewOffline(alice.userId, requestFile)
    expect(review.status).toBe('ok')
    if (review.status !== 'ok') return
    expect([review.summary.amount, review.summary.memo.text, review.summary.can_sign, review.summary.inputs_proven]).toEqual(['2.5', 'cold', true, true])
    await expect(offline.requests.signOffline(alice.userId, requestFile, review.digest, false)).rejects.toSatisfy((e) => isCoreError(e, 'not-confirmed'))
    await expect(offline.requests.signOffline(alice.userId, requestFile, 'cd'.repeat(32), true)).rejects.toSatisfy((e) => isCoreError(e, 'summary-changed'))
    const signed = await offline.requests.signOffline(alice.userId, requestFile, review.digest, true)
    expect(signed.file_name).toBe(`cosigner-signature-${requestId}.json`)
    signatureFile = signed.text
    expect(fetches).toBe(0)
    expect(offline.audit.list({ action: 'offline.sign' }).map((e) => e.result)).toEqual(['ok', 'refused', 'refused'])
  })

  it('refuses a doctored request file, and a file for another account', async () => {
    const file = JSON.parse(requestFile)
    file.request.amount = '0.1'
    const doctored = JSON.stringify(file)
    const review = offline.requests.reviewOffline(alice.userId, doctored)
    expect(review.status === 'refused' && review.reasons.map((r) => r.kind)).toEqual(['amount'])
    // A previous transaction swapped in the file is not taken on the file's word.
    const swapped = JSON.parse(requestFile)
    swapped.previous_transactions[0].raw = swapped.request.raw_transaction
    const forged = offline.requests.reviewOffline(alice.userId, JSON.stringify(swapped))
    expect(forged.status === 'refused' && forged.reasons.map((r) => r.kind)).toEqual(['inputs'])
    await expect(offline.requests.signOffline(alice.userId, doctored, 'ab'.repeat(32), true)).rejects.toSatisfy((e) => isCoreError(e, 'request-mismatch'))
    expect(() => bobCore.requests.reviewOffline(bob.userId, requestFile)).toThrow(expect.objectContaining({ code: 'invalid-file' }))
    expect(() => offline.requests.reviewOffline(alice.userId, '{"format":"something else"}')).toThrow(expect.objectContaining({ code: 'invalid-file' }))
  })

  it('submits the signed file from the online machine', async () => {
    await expect(bobCore.requests.submitSigned(bob.userId, signatureFile)).rejects.toSatisfy((e) => isCoreError(e, 'invalid-file'))
    const tampered = JSON.parse(signatureFile)
    tampered.raw = tampered.raw.slice(0, -8) + '00000000'
    await expect(online.requests.submitSigned(alice.userId, JSON.stringify(tampered))).rejects.toSatisfy((e) => isCoreError(e, 'request-mismatch'))
    const done = await online.requests.submitSigned(alice.userId, signatureFile)
    expect([done.item.request_id, done.item.signers, done.item.state]).toEqual([requestId, [alice.userId], 'waiting'])
    expect(online.audit.list({ action: 'sign' }).map((e) => [e.result, e.detail.startsWith('offline')])).toEqual([
      ['ok', true],
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
    expect((await bobCore.requests.sign(bob.userId, requestId, review.digest, true)).item.state).toBe('done')
  })
})
