import { afterEach, describe, expect, it } from 'vitest'
import { BridgeFailure } from '../../../../src/renderer/base/bridge-caller'
import { createAppStore, type AppStore } from '../../../../src/renderer/store/create'
import { account, fakeWallet, settle, sharedAccount } from './fake-bridge'

let app: AppStore | undefined
afterEach(() => app?.dispose())

const B = 'b0b00000-0000-4000-8000-000000000002'
const C = 'ca201000-0000-4000-8000-000000000003'

async function booted(w: ReturnType<typeof fakeWallet>) {
  app = createAppStore(w.api)
  await app.actions.boot()
  await settle()
  return app
}

describe('the treasury slice', () => {
  it('reads the shared accounts, then syncs and reads them again; a failed sync leaves the last copy and says why', async () => {
    const w = fakeWallet()
    const a = account(true)
    w.accounts = [a]
    w.sharedAccounts.set(a.user_id, [sharedAccount([a.user_id, B, C], 2)])
    const store = await booted(w)
    await store.actions.loadTreasury()
    expect(store.state().treasury).toMatchObject({
      account: a.user_id,
      loading: false,
      error: null,
      value: { accounts: [{ synced_at: null }] },
    })
    await store.actions.syncTreasury()
    expect(store.state().treasury).toMatchObject({
      syncing: false,
      syncError: null,
      value: { accounts: [{ synced_at: w.lock.now }] },
    })
    w.failing.set('treasury.sync', {
      code: 'network',
      message: 'The service could not be reached.',
    })
    await store.actions.syncTreasury()
    expect(store.state().treasury).toMatchObject({
      syncing: false,
      syncError: { code: 'network' },
      value: { accounts: [{ synced_at: w.lock.now }] },
    })
  })

  it('shows an account as followed as soon as it is added, and gone once unfollowed', async () => {
    const w = fakeWallet()
    const a = account(true)
    w.accounts = [a]
    const offered = sharedAccount([a.user_id, B], 1, 'offered')
    w.sharedAccounts.set(a.user_id, [offered])
    const store = await booted(w)
    const followed = await store.actions.followSharedAccount({
      members: [a.user_id, B, C],
      threshold: 2,
      label: 'Ops',
    })
    expect(followed).toMatchObject({ status: 'followed', label: 'Ops' })
    expect(store.state().treasury.value?.accounts.map((x) => [x.status, x.label])).toEqual([
      ['offered', ''],
      ['followed', 'Ops'],
    ])
    await store.actions.nameSharedAccount(followed, 'Operations')
    expect(store.state().treasury.value?.accounts[1]?.label).toBe('Operations')
    // Dismissing an offered account is the same call as unfollowing: it leaves the list.
    await store.actions.unfollowSharedAccount(offered)
    await store.actions.unfollowSharedAccount(followed)
    expect(store.state().treasury.value?.accounts).toEqual([])
  })

  it('passes on a refusal for the form to show, and changes nothing', async () => {
    const w = fakeWallet()
    const a = account(true)
    w.accounts = [a]
    const store = await booted(w)
    await store.actions.loadTreasury()
    const refused = await store.actions
      .followSharedAccount({ members: [B, C], threshold: 1 })
      .catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(BridgeFailure)
    expect(refused).toMatchObject({
      code: 'invalid-shared-account',
      message: 'You are not among these members.',
    })
    expect(store.state().treasury.value?.accounts).toEqual([])
  })

  it('never shows one account’s shared accounts or sync failure as another’s', async () => {
    const w = fakeWallet()
    const a = account(true)
    const b = account(true)
    w.accounts = [a, b]
    w.sharedAccounts.set(a.user_id, [sharedAccount([a.user_id, B], 2)])
    w.failing.set('treasury.sync', {
      code: 'network',
      message: 'The service could not be reached.',
    })
    const store = await booted(w)
    await store.actions.syncTreasury()
    expect(store.state().treasury).toMatchObject({
      account: a.user_id,
      syncError: { code: 'network' },
    })
    store.actions.selectAccount(b.user_id)
    await store.actions.loadTreasury()
    expect(store.state().treasury).toMatchObject({
      account: b.user_id,
      value: { accounts: [] },
      syncError: null,
    })
  })
})
