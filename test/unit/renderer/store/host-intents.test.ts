/**
 * The host's intents in the page: after boot, each opens its screen (and only that); before boot
 * they wait; without an account, a notice instead.
 */
import { afterEach, describe, expect, it } from 'vitest'
import type { CosignerApi } from '../../../../src/shared/bridge'
import type { HostIntent } from '../../../../src/shared/host-intents'
import { createAppStore, type AppStore } from '../../../../src/renderer/store/create'
import { followHostIntents, routeForIntent } from '../../../../src/renderer/store/host-intents'
import { account, fakeWallet, settle } from './fake-bridge'

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

describe('routeForIntent', () => {
  it('opens Open anything (with the text) or the review (with the action); nothing without an account', () => {
    const s = { accountId: ID }
    expect(routeForIntent({ screen: 'open' }, s)).toEqual({ name: 'open' })
    expect(routeForIntent({ screen: 'open', text: ID }, s)).toEqual({ name: 'open', text: ID })
    expect(routeForIntent({ screen: 'review', request_id: ID, action: 'unlock' }, s)).toEqual({ name: 'review', source: { kind: 'request', requestId: ID, action: 'unlock' } })
    expect(routeForIntent({ screen: 'review', request_id: ID }, s)).toEqual({ name: 'review', source: { kind: 'request', requestId: ID } })
    expect(routeForIntent({ screen: 'open' }, { accountId: null })).toBeNull()
  })
})

describe('followHostIntents', () => {
  it('listens once the wallet has booted, then navigates — and calls nothing on the bridge', async () => {
    const h = withHost()
    h.w.accounts = [account(true)]
    app = createAppStore(h.api)
    stop = followHostIntents(h.api, app)
    expect(h.listening()).toBe(false)
    await app.actions.boot()
    await settle()
    expect(h.listening()).toBe(true)
    const before = h.w.calls.length
    h.send({ screen: 'review', request_id: ID, action: 'sign' })
    expect(app.state().route).toEqual({ name: 'review', source: { kind: 'request', requestId: ID, action: 'sign' } })
    h.send({ screen: 'open', text: 'c4d6e8f0-1a2b-4c3d-8e9f-0a1b2c3d4e5f' })
    expect(app.state().route).toEqual({ name: 'open', text: 'c4d6e8f0-1a2b-4c3d-8e9f-0a1b2c3d4e5f' })
    expect(h.w.calls.slice(before).map((c) => c.method).filter((m) => m.startsWith('requests.sign') || m.startsWith('requests.unlock') || m === 'groups.join')).toEqual([])
  })

  it('tells the user to add an account first when there is none', async () => {
    const h = withHost()
    app = createAppStore(h.api)
    await app.actions.boot()
    stop = followHostIntents(h.api, app)
    h.send({ screen: 'open' })
    expect(app.state().route).toEqual({ name: 'onboarding' })
    expect(app.state().notices.map((n) => n.title)).toEqual(['Add an account first; then the link can be opened.'])
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
