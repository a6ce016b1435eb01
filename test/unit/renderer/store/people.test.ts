import { afterEach, describe, expect, it } from 'vitest'
import type { Person } from '../../../../src/shared/bridge'
import { createAppStore, type AppStore } from '../../../../src/renderer/store/create'
import { account, fakeWallet, settle } from './fake-bridge'

let app: AppStore | undefined
afterEach(() => app?.dispose())

const id = (n: number) => `b0b00000-0000-4000-8000-${String(n).padStart(12, '0')}`
const person = (n: number, full_name = `Person ${n}`): Person => ({
  user_id: id(n),
  full_name,
  identity_number: String(7000000 + n),
  avatar: null,
  fetched_at: 1,
})
const tick = () => new Promise((r) => setTimeout(r, 5))

async function booted() {
  const w = fakeWallet()
  w.accounts = [account(true)]
  app = createAppStore(w.api)
  await app.actions.boot()
  await settle()
  w.calls.length = 0
  return w
}

describe('the people slice', () => {
  it('asks for the ids screens meet in one call per tick, each id once, at most 100 a call', async () => {
    const w = await booted()
    for (let n = 1; n <= 130; n++) w.people.set(id(n), person(n))
    app!.actions.needPeople([id(1), id(2)])
    app!.actions.needPeople([id(2), id(3)])
    await tick()
    await settle()
    expect(
      w.calls.map((c) => [c.method, (c.input as { user_ids: string[] }).user_ids.length]),
    ).toEqual([['people.get', 3]])
    expect(app!.state().people[id(3)]?.full_name).toBe('Person 3')
    // Known ids are not asked again; a long list goes in calls of 100.
    w.calls.length = 0
    app!.actions.needPeople(Array.from({ length: 130 }, (_, i) => id(i + 1)))
    await tick()
    await settle()
    expect(w.calls.map((c) => (c.input as { user_ids: string[] }).user_ids.length)).toEqual([
      100, 27,
    ])
    expect(Object.keys(app!.state().people)).toHaveLength(130)
  })

  it('asks once, leaving the cache to the core, and asks again later for ids nobody knew', async () => {
    const w = await booted()
    w.people.set(id(1), person(1, 'Bob'))
    app!.actions.needPeople([id(1), id(2)])
    await tick()
    await settle()
    // The core answers from its cache when the service is out of reach: the store asks no second time.
    expect(
      w.calls.map((c) => [c.method, (c.input as { offline?: boolean }).offline ?? false]),
    ).toEqual([['people.get', false]])
    expect(app!.state().people[id(1)]?.full_name).toBe('Bob')
    // Nobody knew id 2: a later screen asks again.
    w.people.set(id(2), person(2, 'Carol'))
    w.calls.length = 0
    app!.actions.needPeople([id(1), id(2)])
    await tick()
    await settle()
    expect(w.calls.map((c) => (c.input as { user_ids: string[] }).user_ids)).toEqual([[id(2)]])
    expect(app!.state().people[id(2)]?.full_name).toBe('Carol')
  })

  it('refreshes on demand, and keeps people answered elsewhere', async () => {
    const w = await booted()
    app!.actions.peopleLoaded([person(1, 'Bob')])
    w.people.set(id(1), person(1, 'Robert'))
    await app!.actions.refreshPeople([id(1)])
    expect(w.calls.map((c) => c.input)).toEqual([
      { account: w.accounts[0]!.user_id, user_ids: [id(1)], refresh: true },
    ])
    expect(app!.state().people[id(1)]?.full_name).toBe('Robert')
  })
})
