import { afterEach, describe, expect, it } from 'vitest'
import type { BridgeInput } from '../../../../src/shared/bridge'
import { createAppStore, type AppStore } from '../../../../src/renderer/store/create'
import { account, fakeWallet, group, settle } from './fake-bridge'

let app: AppStore | undefined
afterEach(() => app?.dispose())

const B = 'b0b00000-0000-4000-8000-000000000002'
const C = 'ca201000-0000-4000-8000-000000000003'
const REQUEST = '44444444-4444-4444-8444-444444444444'

async function booted() {
  const w = fakeWallet()
  const a = account(true)
  w.accounts = [a]
  w.groups = [group('Treasury', [a.user_id, B, C])]
  app = createAppStore(w.api)
  await app.actions.boot()
  await settle()
  return { w, a, store: app, g: w.groups[0]! }
}

describe('the groups slice', () => {
  it('lists the account’s groups and names a group’s members', async () => {
    const { a, store, g } = await booted()
    await store.actions.loadGroups()
    expect(store.state().groups).toMatchObject({
      account: a.user_id,
      loading: false,
      value: [{ conversation_id: g.conversation_id, name: 'Treasury' }],
    })
    await expect(store.actions.groupMembers(g.conversation_id)).resolves.toEqual([a.user_id, B, C])
  })

  it('asks the core once for a group’s members, which answers from its copy when the service is out of reach', async () => {
    const { w, a, store, g } = await booted()
    await expect(store.actions.groupMembers(g.conversation_id)).resolves.toEqual([a.user_id, B, C])
    const asked = w.calls
      .filter((c) => c.method === 'groups.open')
      .map((c) => (c.input as BridgeInput<'groups.open'>).offline ?? false)
    expect(asked).toEqual([false])
  })

  it('shares a request into a group for the current account', async () => {
    const { w, a, store, g } = await booted()
    await store.actions.shareRequest(g.conversation_id, REQUEST)
    expect(w.calls.filter((c) => c.method === 'messages.shareRequest').map((c) => c.input)).toEqual(
      [{ account: a.user_id, conversation_id: g.conversation_id, request_id: REQUEST }],
    )
  })
})
