/**
 * The host's intents in the page: once the wallet is open, each opens its screen (and only that);
 * before boot, and while the wallet is locked (as the core says), they wait for the unlock; without
 * an account, a notice instead; the host's lock shows the lock screen.
 */
import { afterEach, describe, expect, it } from 'vitest'
import type { CosignerApi } from '../../../../src/shared/bridge'
import type { HostIntent } from '../../../../src/shared/host-intents'
import { createAppStore, type AppStore } from '../../../../src/renderer/store/create'
import { followHostIntents, routeForIntent } from '../../../../src/renderer/store/host-intents'
import { account, FAKE_PASSPHRASE, fakeWallet, lockStatus, settle } from './fake-bridge'

const ID = '0b8a3c5e-58a1-4bd4-9c2b-7a8e5f4a2d11'
let app: AppStore | undefined
let stop: (() => void) | undefined
afterEach(() => {
  stop?.()
  app?.dispose()
})

/** The fake wallet with a host that can send intents (as the Electron preload's onHostIntent). */
function withHost() {
  const w = fakeWallet()
  let listener: ((i: HostIntent) => void) | undefined
  const api: CosignerApi = {
    ...w.api,
    onHostIntent: (fn) => {
      listener = fn
      return () => (listener = undefined)
    },
  }
  return { w, api, send: (i: HostIntent) => listener?.(i), listening: () => listener !== undefined }
}

/** A store on the host with one registered account, following the host's intents, booted. */
async function bootedWithHost() {
  const h = withHost()
  h.w.accounts = [account(true)]
  app = createAppStore(h.api)
  stop = followHostIntents(h.api, app)
  await app.actions.boot()
  await settle()
  return h
}

describe('routeForIntent', () => {
  it('opens Open anything (with the text) or the review (with the action); nothing without an account', () => {
    const s = { accountId: ID }
    expect(routeForIntent({ screen: 'open' }, s)).toEqual({ name: 'open' })
    expect(routeForIntent({ screen: 'open', text: ID }, s)).toEqual({ name: 'open', text: ID })
    expect(routeForIntent({ screen: 'review', request_id: ID, action: 'unlock' }, s)).toEqual({
      name: 'review',
      source: { kind: 'request', requestId: ID, action: 'unlock' },
    })
    expect(routeForIntent({ screen: 'review', request_id: ID }, s)).toEqual({
      name: 'review',
      source: { kind: 'request', requestId: ID },
    })
    expect(routeForIntent({ screen: 'open' }, { accountId: null })).toBeNull()
  })
})

describe('followHostIntents', () => {
  const review = { name: 'review', source: { kind: 'request', requestId: ID, action: 'sign' } }

  it('once booted, navigates — and calls nothing on the bridge but the lock’s status', async () => {
    const h = await bootedWithHost()
    const store = app!
    const before = h.w.calls.length
    h.send({ screen: 'review', request_id: ID, action: 'sign' })
    await settle()
    expect(store.state().route).toEqual(review)
    h.send({ screen: 'open', text: 'c4d6e8f0-1a2b-4c3d-8e9f-0a1b2c3d4e5f' })
    await settle()
    expect(store.state().route).toEqual({
      name: 'open',
      text: 'c4d6e8f0-1a2b-4c3d-8e9f-0a1b2c3d4e5f',
    })
    expect(
      h.w.calls
        .slice(before)
        .map((c) => c.method)
        .filter(
          (m) =>
            m.startsWith('requests.sign') || m.startsWith('requests.unlock') || m === 'groups.join',
        ),
    ).toEqual([])
  })

  it('an intent that comes before boot opens once the wallet has booted', async () => {
    const h = withHost()
    h.w.accounts = [account(true)]
    app = createAppStore(h.api)
    stop = followHostIntents(h.api, app)
    h.send({ screen: 'review', request_id: ID, action: 'sign' })
    expect(app.state().route).toEqual({ name: 'queue' })
    await app.actions.boot()
    await settle()
    expect(app.state().route).toEqual(review)
  })

  it('waits while the wallet is locked at start, and opens its screen after the unlock — the newest intent only', async () => {
    const h = withHost()
    h.w.lock = lockStatus('locked', { accounts: 1 })
    h.w.accounts = [account(true)]
    app = createAppStore(h.api)
    stop = followHostIntents(h.api, app)
    await app.actions.boot()
    h.send({ screen: 'open' })
    h.send({ screen: 'review', request_id: ID, action: 'sign' })
    await settle()
    expect(app.state()).toMatchObject({ lock: { state: 'locked' }, accountId: null, notices: [] })
    expect(new Set(h.w.calls.map((c) => c.method))).toEqual(
      new Set(['lock.status', 'settings.language']),
    )
    await app.actions.unlock(FAKE_PASSPHRASE)
    await settle()
    expect(app.state().route).toEqual(review)
    expect(app.state().history.map((r) => r.name)).toEqual(['queue'])
  })

  it('waits when the window still thinks the wallet is open but the core has locked it', async () => {
    const h = await bootedWithHost()
    const store = app!
    h.w.lock = lockStatus('locked', { accounts: 1 }) // e.g. the computer slept; the window has not asked since
    expect(store.state().lock?.state).toBe('unlocked')
    h.send({ screen: 'review', request_id: ID, action: 'sign' })
    await settle()
    expect(store.state().lock?.state).toBe('locked')
    expect(store.state().route).toEqual({ name: 'queue' })
    await store.actions.unlock(FAKE_PASSPHRASE)
    await settle()
    expect(store.state().route).toEqual(review)
  })

  it('the host’s lock shows the lock screen at once, as the core says', async () => {
    const h = await bootedWithHost()
    const store = app!
    h.w.lock = lockStatus('locked', { accounts: 1 })
    h.send({ screen: 'lock' })
    expect(store.state().lock?.state).toBe('locked')
    await settle()
    expect(store.state().lock?.state).toBe('locked')
    // A lock the core does not confirm is undone by its answer.
    await store.actions.unlock(FAKE_PASSPHRASE)
    h.send({ screen: 'lock' })
    await settle()
    expect(store.state().lock?.state).toBe('unlocked')
  })

  it('tells the user to add an account first when there is none', async () => {
    const h = withHost()
    app = createAppStore(h.api)
    await app.actions.boot()
    stop = followHostIntents(h.api, app)
    h.send({ screen: 'open' })
    await settle()
    expect(app.state().route).toEqual({ name: 'onboarding' })
    expect(app.state().notices.map((n) => n.title)).toEqual([
      'Add an account first; then the link can be opened.',
    ])
  })

  it('stops listening when stopped, and does nothing on a bridge without intents', async () => {
    const h = withHost()
    h.w.accounts = [account(true)]
    app = createAppStore(h.api)
    await app.actions.boot()
    followHostIntents(h.api, app)()
    expect(h.listening()).toBe(false)
    expect(() => followHostIntents(h.w.api, app!)()).not.toThrow()
    expect(() => followHostIntents(undefined, app!)()).not.toThrow()
  })
})
