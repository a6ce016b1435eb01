import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { BridgeFailure } from '../../../../src/renderer/base/bridge-caller'
import { createAppStore, type AppStore } from '../../../../src/renderer/store/create'
import { NOTICE_MS } from '../../../../src/renderer/store/notices'
import { fakeWallet } from './fake-bridge'

const stores: AppStore[] = []
const newStore = () => {
  const s = createAppStore(fakeWallet().api)
  stores.push(s)
  return s
}
beforeEach(() => void vi.useFakeTimers())
afterEach(() => {
  for (const s of stores.splice(0)) s.dispose()
  vi.useRealTimers()
})

describe('the notices slice', () => {
  it('numbers each notice uniquely, lets the passing ones expire and keeps errors', async () => {
    const app = newStore()
    app.actions.notify({ tone: 'success', title: 'Signed.' })
    app.actions.notify({ tone: 'error', title: 'It failed.', next: 'Try again.' })
    app.actions.notify({ tone: 'info', title: 'Copied.' })
    const ids = app.state().notices.map((n) => n.id)
    expect(new Set(ids).size).toBe(3)
    await vi.advanceTimersByTimeAsync(NOTICE_MS - 1)
    expect(app.state().notices).toHaveLength(3)
    await vi.advanceTimersByTimeAsync(1)
    expect(app.state().notices).toEqual([
      { id: ids[1], tone: 'error', title: 'It failed.', next: 'Try again.' },
    ])
    app.actions.dismiss(ids[1]!)
    expect(app.state().notices).toEqual([])
  })

  it('keeps the five newest', () => {
    const app = newStore()
    for (let i = 1; i <= 7; i++) app.actions.notify({ tone: 'error', title: `E${i}` })
    expect(app.state().notices.map((n) => n.title)).toEqual(['E3', 'E4', 'E5', 'E6', 'E7'])
  })

  it('shows a failure in plain words, with its next step', () => {
    const app = newStore()
    app.actions.fail(new BridgeFailure('bad-passphrase', 'The passphrase is wrong.'))
    app.actions.fail('')
    expect(app.state().notices).toMatchObject([
      {
        tone: 'error',
        title: 'The passphrase is wrong.',
        next: expect.stringMatching(/^Enter the passphrase the backup was made with\./),
      },
      { tone: 'error', title: 'Something went wrong.' },
    ])
  })

  it('numbers per store: two stores share no counter, and a disposed one leaves no timer behind', async () => {
    const one = newStore()
    const two = newStore()
    one.actions.notify({ tone: 'info', title: 'a' })
    one.actions.notify({ tone: 'info', title: 'b' })
    two.actions.notify({ tone: 'info', title: 'c' })
    expect(one.state().notices.map((n) => n.id)).toEqual([1, 2])
    expect(two.state().notices.map((n) => n.id)).toEqual([1])
    one.dispose()
    two.dispose()
    expect(vi.getTimerCount()).toBe(0)
  })
})
