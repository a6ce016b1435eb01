import { afterEach, describe, expect, it } from 'vitest'
import type { BridgeInput, SignedFileInfo } from '../../../../src/shared/bridge'
import { createAppStore, type AppStore } from '../../../../src/renderer/store/create'
import { signedText } from '../../../../src/renderer/store/review'
import { setWordsLocale } from '../../../../src/renderer/base/words'
import { ME, REQUEST, reviewed } from '../review/summary'
import { requestItem } from '../request-item'
import { account, fakeWallet, lockStatus, settle } from './fake-bridge'

let app: AppStore | undefined
afterEach(() => app?.dispose())

const OTHER = '55555555-5555-4555-8555-555555555555'

/** A store on ME's wallet, inside the re-auth window (so signing asks for no passphrase), with the request under review. */
async function reviewing() {
  const w = fakeWallet()
  w.accounts = [{ ...account(false), user_id: ME }]
  w.lock = lockStatus('unlocked', { sign_without_reauth_until: 1_700_000_100_000 })
  w.answers.set('requests.review', () => reviewed())
  app = createAppStore(w.api)
  await app.actions.boot()
  app.actions.navigate({ name: 'review', source: { kind: 'request', requestId: REQUEST } })
  await app.actions.openReview({ kind: 'request', requestId: REQUEST })
  await settle()
  w.calls.length = 0
  return { w, store: app }
}

const methods = (w: ReturnType<typeof fakeWallet>) =>
  w.calls.map((c) => c.method).filter((m) => !m.startsWith('requests.list') && m !== 'lock.status')

describe('the review slice', () => {
  it('says how far a signature took the request', () => {
    expect(signedText({ state: 'waiting', signers: ['a'], threshold: 2 })).toBe(
      'Signed. 1 of 2 signatures so far.',
    )
    expect(signedText({ state: 'sending', signers: ['a', 'b'], threshold: 2 })).toBe(
      'Signed. Every signature is in; the transaction is being sent.',
    )
    expect(signedText({ state: 'done', signers: ['a', 'b'], threshold: 2 })).toBe(
      'Signed. The threshold is reached and the transaction was sent.',
    )
  })

  it('shows the saved copy the core answers when the service is out of reach, asking once', async () => {
    const { w, store } = await reviewing()
    w.answers.set('requests.review', () => ({ ...reviewed(), offline: true }))
    await store.actions.reloadReview()
    expect(methods(w)).toEqual(['requests.review'])
    expect(store.state().review.result).toMatchObject({ status: 'ok', offline: true })
  })

  it('signs inside the re-auth window without a grant, and shows the review the core answered', async () => {
    const { w, store } = await reviewing()
    w.answers.set('requests.sign', () => ({
      request: requestItem({ state: 'waiting', signers: [ME] }),
      transaction_hash: 'a'.repeat(64),
      review: reviewed({ signed_count: 1, can_sign: false }),
    }))
    await expect(store.actions.signReviewed()).resolves.toBe('done')
    const sign = w.calls.find((c) => c.method === 'requests.sign')!
      .input as BridgeInput<'requests.sign'>
    expect(sign.grant).toBeUndefined()
    expect(store.state().review.result).toMatchObject({ summary: { signed_count: 1 } })
    expect(methods(w)).not.toContain('requests.review')
  })

  it('shows a request that moved on as it now is, and says so, instead of failing', async () => {
    const { w, store } = await reviewing()
    w.failing.set('requests.sign', {
      code: 'already-signed',
      message: 'Your signature is already on it.',
    })
    w.answers.set('requests.review', () =>
      reviewed({ signed_count: 1, i_have_signed: true, can_sign: false }),
    )
    await expect(store.actions.signReviewed()).resolves.toBe('moved-on')
    expect(methods(w)).toEqual(['requests.sign', 'requests.review'])
    expect(store.state().review.result).toMatchObject({ summary: { i_have_signed: true } })
    expect(store.state().notices.at(-1)).toMatchObject({
      tone: 'info',
      title: 'Your signature is already on it. The review now shows the request as it is.',
    })
  })

  it('opens no confirmation for a request that changed since it was shown', async () => {
    const { w, store } = await reviewing()
    await expect(store.actions.mayConfirm('sign')).resolves.toBe(true)
    w.answers.set('requests.review', () => ({
      ...reviewed({ can_sign: false, signed_count: 2, progress: 'complete' }),
      digest: 'e'.repeat(64),
    }))
    await expect(store.actions.mayConfirm('sign')).resolves.toBe(false)
    expect(store.state().review.result).toMatchObject({ summary: { progress: 'complete' } })
    expect(store.state().notices.at(-1)?.tone).toBe('info')
  })

  it('submits a signature file only for the request it signs, and says which one it signs otherwise', async () => {
    const { w, store } = await reviewing()
    const info: SignedFileInfo = {
      request_id: OTHER,
      transaction_hash: 'a'.repeat(64),
      request: null,
    }
    w.answers.set('requests.inspectSigned', () => info)
    await expect(
      store.actions.submitSignatureFile('{"format":"cosigner/offline-signature"}', REQUEST),
    ).resolves.toEqual({ kind: 'other-request', info })
    expect(methods(w)).toEqual(['requests.inspectSigned'])

    // Asked again for the request it signs, it goes to that one, whose review opens.
    w.answers.set('requests.submitSigned', () => ({
      request: requestItem({ request_id: OTHER, signers: [ME] }),
      transaction_hash: 'a'.repeat(64),
    }))
    await store.actions.submitSignatureFile('{"format":"cosigner/offline-signature"}')
    const submitted = w.calls.find((c) => c.method === 'requests.submitSigned')!
      .input as BridgeInput<'requests.submitSigned'>
    expect(submitted.request_id).toBe(OTHER)
    expect(store.state().route).toEqual({
      name: 'review',
      source: { kind: 'request', requestId: OTHER },
    })
    expect(store.state().notices.at(-1)?.title).toBe(
      'Signature submitted for request 55555555: 1 of 2 signatures.',
    )
  })
})

describe('the notice after signing, in Chinese', () => {
  afterEach(() => setWordsLocale('en'))

  it('says how many signatures are in, in the language shown', () => {
    setWordsLocale('zh-CN')
    expect(signedText({ state: 'waiting', signers: ['a'], threshold: 2 })).toBe(
      '已签名。目前已有 1 个签名，共需 2 个。',
    )
    setWordsLocale('zh-TW')
    expect(signedText({ state: 'done', signers: ['a', 'b'], threshold: 2 })).toBe(
      '已簽名。已達到簽名門檻，交易已傳送。',
    )
  })
})
