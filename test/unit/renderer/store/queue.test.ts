import { afterEach, describe, expect, it } from 'vitest'
import type { BridgeInput } from '../../../../src/shared/bridge'
import { createAppStore, type AppStore } from '../../../../src/renderer/store/create'
import { FIRST_PAGE, PAGE, tabTotal } from '../../../../src/renderer/store/queue'
import { account, fakeWallet, request, settle } from './fake-bridge'

let app: AppStore | undefined
afterEach(() => app?.dispose())

const listed = (w: ReturnType<typeof fakeWallet>) =>
  w.calls
    .filter((c) => c.method === 'requests.list')
    .map((c) => c.input as BridgeInput<'requests.list'>)

describe('the queue slice', () => {
  it('loads a list first page first, then the rest in larger pages, until a short page', async () => {
    const w = fakeWallet()
    const a = account(false)
    w.accounts = [a]
    const count = FIRST_PAGE + PAGE + 7
    w.requests.set(a.user_id, [
      ...Array.from({ length: count }, (_, i) => request('needs-signature', i)),
      request('waiting', 0),
      request('unlocked', 1),
    ])
    app = createAppStore(w.api)
    const seen: Array<{ n: number; total: number; loading: boolean; complete: boolean }> = []
    app.api.subscribe((s) => {
      const t = s.queue['needs-signature']
      if (t.items.length > 0 && seen.at(-1)?.n !== t.items.length)
        seen.push({ n: t.items.length, total: t.total, loading: t.loading, complete: t.complete })
    })
    await app.actions.boot()
    await settle()
    expect(listed(w).map((i) => [i.limit, i.offset])).toEqual([
      [FIRST_PAGE, 0],
      [PAGE, FIRST_PAGE],
      [PAGE, FIRST_PAGE + PAGE],
    ])
    expect(listed(w)[0]!.state).toEqual(['needs-signature'])
    // The first page paints with the wallet's count as the total; the list is complete at the end.
    expect(seen).toEqual([
      { n: FIRST_PAGE, total: count, loading: true, complete: false },
      { n: FIRST_PAGE + PAGE, total: count, loading: true, complete: false },
      { n: count, total: count, loading: false, complete: true },
    ])
    expect(app.state().counts).toEqual({
      'needs-signature': count,
      waiting: 1,
      sending: 0,
      done: 0,
      unlocked: 1,
    })
  })

  it('loads another list when it is first opened; done lists sending, sent and unlocked requests, and counts them all', async () => {
    const w = fakeWallet()
    const a = account(false)
    w.accounts = [a]
    w.requests.set(a.user_id, [
      request('sending', 0),
      request('done', 1),
      request('unlocked', 2),
      request('waiting', 3),
    ])
    app = createAppStore(w.api)
    await app.actions.boot()
    await settle()
    app.actions.setTab('done')
    await settle()
    expect(app.state().tab).toBe('done')
    expect(app.state().queue.done.items.map((i) => i.state)).toEqual([
      'sending',
      'done',
      'unlocked',
    ])
    expect(tabTotal(app.state().counts, 'done')).toBe(3)
    const before = listed(w).length
    app.actions.setTab('needs-signature')
    app.actions.setTab('done')
    await settle()
    expect(listed(w).length).toBe(before)
  })

  it('ignores the answer of an older load once another account is current', async () => {
    const w = fakeWallet()
    const a = account(false, 'A')
    const b = account(false, 'B')
    w.accounts = [a, b]
    w.requests.set(a.user_id, [request('needs-signature', 1), request('needs-signature', 2)])
    w.requests.set(b.user_id, [request('needs-signature', 3)])
    w.held.add('requests.list')
    app = createAppStore(w.api)
    await app.actions.boot()
    app.actions.selectAccount(b.user_id)
    const aIds = new Set(w.requests.get(a.user_id)!.map((r) => r.request_id))
    let leaked = false
    app.api.subscribe((s) => {
      if (s.queue['needs-signature'].items.some((i) => aIds.has(i.request_id))) leaked = true
    })
    // The newer load answers first, then the older one: the older must change nothing.
    await w.release('requests.list', (i: BridgeInput<'requests.list'>) => i.account === b.user_id)
    await w.release('requests.list', (i: BridgeInput<'requests.list'>) => i.account === a.user_id)
    expect(leaked).toBe(false)
    expect(app.state().queue['needs-signature']).toMatchObject({
      total: 1,
      loading: false,
      complete: true,
    })
    expect(app.state().queue['needs-signature'].items.map((i) => i.request_id)).toEqual([
      w.requests.get(b.user_id)![0]!.request_id,
    ])
    expect(app.state().counts['needs-signature']).toBe(1)
  })

  it('shows a failed load as an error notice and stops loading', async () => {
    const w = fakeWallet()
    w.accounts = [account(false)]
    w.failing.set('requests.list', {
      code: 'cache-unavailable',
      message: 'The wallet cannot read its cache.',
    })
    app = createAppStore(w.api)
    await app.actions.boot()
    await settle()
    expect(app.state().queue['needs-signature'].loading).toBe(false)
    expect(app.state().notices).toEqual([
      {
        id: 1,
        tone: 'error',
        title: 'The wallet cannot read its cache.',
        next: expect.stringMatching(/disk space/),
      },
    ])
  })
})
