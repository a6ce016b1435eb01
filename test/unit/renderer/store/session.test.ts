import { afterEach, describe, expect, it } from 'vitest'
import { explain } from '../../../../src/renderer/base/errors'
import { createAppStore, type AppStore } from '../../../../src/renderer/store/create'
import { account, fakeWallet, request, settle } from './fake-bridge'

let app: AppStore | undefined
afterEach(() => app?.dispose())

describe('the session slice', () => {
  it('boots to the queue of the first account, loading its list', async () => {
    const w = fakeWallet()
    const a = account(false)
    w.accounts = [a, account(false)]
    w.requests.set(a.user_id, [request('needs-signature', 1)])
    app = createAppStore(w.api)
    await app.actions.boot()
    await settle()
    const s = app.state()
    expect(s).toMatchObject({
      booted: true,
      fatal: null,
      accountId: a.user_id,
      route: { name: 'queue' },
      settings: w.settings,
    })
    expect(s.queue['needs-signature'].items.map((i) => i.request_id)).toEqual([
      w.requests.get(a.user_id)![0]!.request_id,
    ])
    expect(app.currentAccount()).toBe(a.user_id)
  })

  it('boots to onboarding when the wallet has no account, and has no current account', async () => {
    const w = fakeWallet()
    app = createAppStore(w.api)
    await app.actions.boot()
    expect(app.state()).toMatchObject({
      booted: true,
      accountId: null,
      route: { name: 'onboarding' },
    })
    expect(() => app!.currentAccount()).toThrow(TypeError)
    expect(w.calls.map((c) => c.method).sort()).toEqual([
      'accounts.list',
      'lock.status',
      'settings.get',
      'settings.language',
    ])
  })

  it('shows a failed boot in plain words, with what to do next', async () => {
    const w = fakeWallet()
    w.failing.set('accounts.list', { code: 'keychain-locked', message: 'The keychain is locked.' })
    app = createAppStore(w.api)
    await app.actions.boot()
    expect(app.state().booted).toBe(true)
    expect(app.state().fatal).toEqual({
      code: 'keychain-locked',
      message: 'The keychain is locked.',
      next: explain({ code: 'keychain-locked' }).next,
    })
    expect(app.state().fatal?.next).toMatch(/Unlock your system keyring/)
  })

  it('without a bridge, boots to the reason: the page must be opened by the app', async () => {
    app = createAppStore(undefined)
    await app.actions.boot()
    expect(app.state().fatal).toMatchObject({
      code: 'no-bridge',
      message: 'This page must be opened by the Cosigner app.',
    })
    expect(app.state().fatal?.next).toMatch(/npm start/)
  })

  it('switches accounts only to one it knows, and adds (or refreshes) an account as current', async () => {
    const w = fakeWallet()
    const a = account(false)
    w.accounts = [a]
    app = createAppStore(w.api)
    await app.actions.boot()
    app.actions.selectAccount('99999999-9999-4999-8999-999999999999')
    expect(app.state().accountId).toBe(a.user_id)
    const b = account(false, 'Second')
    app.actions.accountAdded(b)
    app.actions.accountAdded({ ...b, label: 'Renamed' })
    expect(app.state().accounts.map((x) => x.label)).toEqual(['Test', 'Renamed'])
    expect(app.state().accountId).toBe(b.user_id)
    app.actions.selectAccount(a.user_id)
    expect(app.state().accountId).toBe(a.user_id)
  })
})

describe('the navigation slice', () => {
  it('goes back through the screens visited, then to the queue', () => {
    app = createAppStore(fakeWallet().api)
    app.actions.navigate({ name: 'groups' })
    app.actions.navigate({ name: 'group', conversationId: 'c' })
    app.actions.back()
    expect(app.state().route).toEqual({ name: 'groups' })
    app.actions.back()
    app.actions.back()
    expect(app.state().route).toEqual({ name: 'queue' })
    expect(app.state().history).toEqual([])
  })

  it('turns sharing new proposals off and on, and the settings follow what the wallet answers', async () => {
    const w = fakeWallet()
    w.accounts = [account(false)]
    app = createAppStore(w.api)
    await app.actions.boot()
    await app.actions.setShareProposals(false)
    expect(app.state().settings?.share_proposals).toBe(false)
    await app.actions.setShareProposals(true)
    expect(app.state().settings?.share_proposals).toBe(true)
  })
})
