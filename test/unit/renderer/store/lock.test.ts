import { afterEach, describe, expect, it, vi } from 'vitest'
import { createAppStore, type AppStore } from '../../../../src/renderer/store/create'
import { ACTIVITY_EVERY_MS, POLL_MS } from '../../../../src/renderer/store/lock'
import { account, FAKE_PASSPHRASE, fakeWallet, lockStatus, settle } from './fake-bridge'

let app: AppStore | undefined
afterEach(() => {
  app?.dispose()
  vi.useRealTimers()
})

describe('the lock slice', () => {
  it('boots a locked wallet to the lock screen without asking for anything else, and loads the session once unlocked', async () => {
    const w = fakeWallet()
    w.lock = lockStatus('locked', { accounts: 1 })
    w.accounts = [account(true)]
    app = createAppStore(w.api)
    await app.actions.boot()
    expect(app.state()).toMatchObject({
      booted: true,
      lock: { state: 'locked' },
      settings: null,
      accounts: [],
    })
    // The language is asked for too, so the lock screen speaks it.
    expect(w.calls.map((c) => c.method).sort()).toEqual(['lock.status', 'settings.language'])
    await expect(app.actions.unlock('wrong')).rejects.toMatchObject({ code: 'wrong-passphrase' })
    await app.actions.unlock(FAKE_PASSPHRASE)
    await settle()
    expect(app.state()).toMatchObject({
      lock: { state: 'unlocked' },
      accountId: w.accounts[0]!.user_id,
      settings: w.settings,
    })
  })

  it('boots to the lock screen, not to a fault, when the wallet locks between its status and the session', async () => {
    const w = fakeWallet()
    w.accounts = [account(true)]
    w.held.add('accounts.list')
    app = createAppStore(w.api)
    const booting = app.actions.boot()
    await settle()
    w.lock = lockStatus('locked', { accounts: 1 })
    w.failing.set('accounts.list', { code: 'locked', message: 'The wallet is locked.' })
    await w.release('accounts.list')
    await booting
    await settle()
    expect(app.state()).toMatchObject({ booted: true, fatal: null, lock: { state: 'locked' } })
  })

  it('asks again at the idle deadline the boot status gave, before the next poll', async () => {
    vi.useFakeTimers()
    const w = fakeWallet()
    w.lock = lockStatus('unlocked', { locks_at: 1_700_000_003_000 })
    app = createAppStore(w.api)
    await app.actions.boot()
    w.lock = lockStatus('locked')
    await vi.advanceTimersByTimeAsync(3000 + 300)
    expect(POLL_MS).toBeGreaterThan(3300)
    expect(w.calls.filter((c) => c.method === 'lock.status')).toHaveLength(2)
    expect(app.state().lock?.state).toBe('locked')
  })

  it('shows the lock screen as soon as any call is refused as locked', async () => {
    const w = fakeWallet()
    w.accounts = [account(false)]
    app = createAppStore(w.api)
    await app.actions.boot()
    await settle()
    w.lock = lockStatus('locked')
    w.failing.set('requests.list', { code: 'locked', message: 'The wallet is locked.' })
    await app.actions.reloadQueue()
    await settle()
    expect(app.state().lock?.state).toBe('locked')
  })

  it('reports the user’s activity at most every few seconds, and only while unlocked', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const w = fakeWallet()
    app = createAppStore(w.api)
    await app.actions.boot()
    const reports = () => w.calls.filter((c) => c.method === 'lock.activity').length
    app.actions.reportActivity()
    app.actions.reportActivity()
    expect(reports()).toBe(1)
    vi.setSystemTime(Date.now() + ACTIVITY_EVERY_MS)
    app.actions.reportActivity()
    expect(reports()).toBe(2)
    await app.actions.lockNow()
    vi.setSystemTime(Date.now() + ACTIVITY_EVERY_MS)
    app.actions.reportActivity()
    expect(reports()).toBe(2)
  })

  it('turns the passphrase prompt into a grant for one action, and a closed prompt into a cancellation', async () => {
    const w = fakeWallet()
    app = createAppStore(w.api)
    await app.actions.boot()
    const granted = app.actions.requestGrant('sign', 'r-1', 'Signing this request')
    expect(app.state().reauth).toMatchObject({ purpose: 'sign', what: 'Signing this request' })
    await expect(app.actions.answerReauth('wrong')).rejects.toMatchObject({
      code: 'wrong-passphrase',
    })
    expect(app.state().reauth).not.toBeNull()
    await app.actions.answerReauth(FAKE_PASSPHRASE)
    expect(await granted).toMatch(/^sign:r-1/)
    expect(app.state().reauth).toBeNull()
    expect(w.calls.filter((c) => c.method === 'lock.reauthenticate').map((c) => c.input)).toEqual([
      { passphrase: 'wrong', purpose: 'sign', subject: 'r-1' },
      { passphrase: FAKE_PASSPHRASE, purpose: 'sign', subject: 'r-1' },
    ])
    const closed = app.actions.requestGrant('export-backup', null, 'Exporting a backup')
    app.actions.cancelReauth()
    await expect(closed).rejects.toMatchObject({ code: 'cancelled' })
  })

  it('asks for no passphrase in the demo’s wallet, which has none', async () => {
    const w = fakeWallet()
    w.lock = lockStatus('unprotected')
    app = createAppStore(w.api)
    await app.actions.boot()
    expect(await app.actions.requestGrant('import-account', null, 'Adding an account')).toMatch(
      /^import-account/,
    )
    expect(app.state().reauth).toBeNull()
  })
})
