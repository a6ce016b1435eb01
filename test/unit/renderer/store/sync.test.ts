import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createAppStore, type AppStore } from '../../../../src/renderer/store/create'
import { SYNC_EVERY_MS } from '../../../../src/renderer/store/sync'
import { account, fakeWallet, request, settle } from './fake-bridge'

let app: AppStore | undefined
beforeEach(() => void vi.useFakeTimers())
afterEach(() => {
  app?.dispose()
  vi.useRealTimers()
})

const syncs = (w: ReturnType<typeof fakeWallet>) =>
  w.calls.filter((c) => c.method === 'requests.sync').length

describe('the sync slice', () => {
  it('syncs a registered account at once and then periodically, reloading the open list', async () => {
    const w = fakeWallet()
    const a = account(true)
    w.accounts = [a]
    app = createAppStore(w.api)
    await app.actions.boot()
    await settle()
    expect(syncs(w)).toBe(1)
    expect(app.state().sync).toMatchObject({
      busy: false,
      at: Date.now(),
      result: { fetched: 0 },
      error: null,
    })
    // What a sync found shows after it: the open list is loaded again.
    w.requests.set(a.user_id, [request('needs-signature', 1)])
    await vi.advanceTimersByTimeAsync(SYNC_EVERY_MS)
    expect(syncs(w)).toBe(2)
    expect(app.state().queue['needs-signature'].items).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(SYNC_EVERY_MS)
    expect(syncs(w)).toBe(3)
  })

  it('never syncs an unregistered account, and stops syncing when one becomes current', async () => {
    const w = fakeWallet()
    const registered = account(true)
    const offline = account(false)
    w.accounts = [registered, offline]
    app = createAppStore(w.api)
    await app.actions.boot()
    await settle()
    expect(syncs(w)).toBe(1)
    app.actions.selectAccount(offline.user_id)
    expect(app.state().sync).toEqual({ busy: false, at: null, result: null, error: null })
    await vi.advanceTimersByTimeAsync(3 * SYNC_EVERY_MS)
    expect(syncs(w)).toBe(1)
  })

  it('keeps one timer across account changes, and none once the store is disposed', async () => {
    const w = fakeWallet()
    const a = account(true)
    const b = account(true)
    w.accounts = [a, b]
    app = createAppStore(w.api)
    await app.actions.boot()
    app.actions.selectAccount(b.user_id)
    app.actions.selectAccount(a.user_id)
    await settle()
    const started = syncs(w)
    await vi.advanceTimersByTimeAsync(SYNC_EVERY_MS)
    expect(syncs(w)).toBe(started + 1)
    app.dispose()
    await vi.advanceTimersByTimeAsync(3 * SYNC_EVERY_MS)
    expect(syncs(w)).toBe(started + 1)
  })

  it('drops a sync that answers after another account became current', async () => {
    const w = fakeWallet()
    const a = account(true)
    const b = account(false)
    w.accounts = [a, b]
    w.held.add('requests.sync')
    app = createAppStore(w.api)
    await app.actions.boot()
    expect(app.state().sync.busy).toBe(true)
    app.actions.selectAccount(b.user_id)
    await w.release('requests.sync')
    expect(app.state().sync).toEqual({ busy: false, at: null, result: null, error: null })
  })

  it('keeps a background failure in the status line, and shows a failure the user asked for as a notice', async () => {
    const w = fakeWallet()
    w.accounts = [account(true)]
    w.failing.set('requests.sync', { code: 'network', message: 'The service is not reachable.' })
    app = createAppStore(w.api)
    await app.actions.boot()
    await settle()
    expect(app.state().sync.error).toMatchObject({
      code: 'network',
      message: 'The service is not reachable.',
      next: expect.stringMatching(/running and reachable/),
    })
    expect(app.state().notices).toEqual([])
    await app.actions.syncNow()
    expect(app.state().notices).toMatchObject([
      { tone: 'error', title: 'The service is not reachable.' },
    ])
    expect(app.state().sync.busy).toBe(false)
  })
})
