// @vitest-environment happy-dom
import { render, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { BridgeInput, QueueSearchPage, QueueState } from '../../../../src/shared/bridge'
import { pageOn } from '../page'
import { requestItem } from '../request-item'
import { BOB, CAROL, ME, XIN_INFO } from '../review/summary'
import { account, fakeWallet } from '../store/fake-bridge'

describe('a group’s requests of its members', () => {
  it('lists a pending request of theirs that waits for others, though the queue loaded only the list that needs a signature', async () => {
    const w = fakeWallet()
    w.accounts = [{ ...account(false), user_id: ME }]
    w.assets.set(XIN_INFO.asset_id, XIN_INFO)
    const shared = requestItem({
      request_id: '66666666-6666-4666-8666-666666666666',
      state: 'waiting',
      senders: [ME, BOB, CAROL],
      signers: [ME],
      amount: '7',
    })
    const other = requestItem({
      request_id: '77777777-7777-4777-8777-777777777777',
      state: 'waiting',
      senders: [ME, '88888888-8888-4888-8888-888888888888'],
      amount: '9',
    })
    w.requests.set(ME, [shared, other])
    w.answers.set('requests.search', ((i: BridgeInput<'requests.search'>): QueueSearchPage => {
      const all = w.requests.get(i.account) ?? []
      const counts: Record<QueueState, number> = {
        'needs-signature': 0,
        waiting: 0,
        sending: 0,
        done: 0,
        unlocked: 0,
      }
      for (const r of all) counts[r.state]++
      return {
        query: i.query,
        items: all.slice(0, i.limit).map((r) => ({ ...r, matched: [] })),
        counts,
        total: all.length,
      }
    }) as (input: never) => unknown)
    const page = await pageOn(
      w,
      async () => await import('../../../../src/renderer/conversation/GroupRequests'),
    )
    await page.store.actions.boot()
    render(<page.GroupRequests memberIds={[ME, BOB, CAROL]} />)
    const section = await screen.findByRole('region', { name: 'Requests of these members' })
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(1))
    expect(section.textContent).toMatch(/7\s*XIN · waiting for others/)
    expect(page.store.appState().queue.waiting.complete).toBe(false)
  })
})
