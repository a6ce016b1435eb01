// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { BridgeInput, QueueSearchPage, QueueState } from '../../../../src/shared/bridge'
import { pageOn } from '../page'
import { requestItem } from '../request-item'
import { ME, XIN_INFO } from '../review/summary'
import { account, fakeWallet } from '../store/fake-bridge'

const id = (n: number) => `44444444-4444-4444-8444-${String(n).padStart(12, '0')}`

/** ME's queue: two requests need a signature; the one paying "March rent" is done. */
async function queueScreen() {
  const w = fakeWallet()
  w.accounts = [{ ...account(false), user_id: ME }]
  w.assets.set(XIN_INFO.asset_id, XIN_INFO)
  const rent = requestItem({
    request_id: id(3),
    state: 'done',
    memo: 'March rent',
    updated_at: Date.UTC(2024, 2, 5),
  })
  w.requests.set(ME, [requestItem({ request_id: id(1) }), requestItem({ request_id: id(2) }), rent])
  // The core's search: the memo matches "rent", in the done list only.
  w.answers.set('requests.search', ((input: BridgeInput<'requests.search'>): QueueSearchPage => {
    const hit = input.query.toLowerCase() === 'rent'
    const counts: Record<QueueState, number> = {
      'needs-signature': 0,
      waiting: 0,
      sending: 0,
      done: hit ? 1 : 0,
      unlocked: 0,
    }
    const inStates = hit && (input.state ?? ['done']).includes('done')
    return {
      query: input.query,
      items: inStates
        ? [{ ...rent, matched: [{ field: 'memo', text: 'March rent', user_id: null }] }]
        : [],
      counts,
      total: hit ? 1 : 0,
    }
  }) as (input: never) => unknown)
  const page = await pageOn(w, async () => await import('../../../../src/renderer/queue/Queue'))
  await page.store.actions.boot()
  const view = render(<page.Queue />)
  await waitFor(() => expect(screen.getAllByTestId('queue-row')).toHaveLength(2))
  return { w, store: page.store, view, Queue: page.Queue }
}

const tab = (name: RegExp) => screen.getByRole('tab', { name })

describe('the request filter', () => {
  it('searches every list, counts the matches per tab, says what matched, and offers the tab that has them', async () => {
    const { w } = await queueScreen()
    fireEvent.change(screen.getByLabelText('Filter requests'), { target: { value: 'rent' } })
    await waitFor(() =>
      expect(screen.getByTestId('queue-count').textContent).toBe(
        '0 of 2 here match “rent”; 1 in Done',
      ),
    )
    expect(w.calls.some((c) => c.method === 'requests.search')).toBe(true)
    // Each tab counts its matches, not its requests.
    expect(within(tab(/^Needs your signature/)).getByLabelText('0 matching')).toBeTruthy()
    expect(within(tab(/^Done/)).getByLabelText('1 matching')).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Show 1 in Done' }))
    const row = await screen.findByTestId('queue-row')
    expect(row.getAttribute('data-request-id')).toBe(id(3))
    expect(within(row).getByTestId('queue-match').textContent).toBe('Matched the memo “March rent”')
  })

  it('shows a filter left from before when the screen comes back, and clears it', async () => {
    const { view, Queue } = await queueScreen()
    fireEvent.change(screen.getByLabelText('Filter requests'), { target: { value: 'rent' } })
    await waitFor(() =>
      expect(screen.getByTestId('queue-count').textContent).toContain('here match “rent”'),
    )
    view.unmount()
    render(<Queue />)
    // Back on the screen: the filter is there to see, with its matches, and a way to clear it.
    expect((screen.getByLabelText('Filter requests') as HTMLInputElement).value).toBe('rent')
    await waitFor(() =>
      expect(screen.getByTestId('queue-count').textContent).toBe(
        '0 of 2 here match “rent”; 1 in Done',
      ),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Clear filter' }))
    expect((screen.getByLabelText('Filter requests') as HTMLInputElement).value).toBe('')
    await waitFor(() => expect(screen.getAllByTestId('queue-row')).toHaveLength(2))
    expect(screen.getByTestId('queue-count').textContent).toBe('2 requests')
    expect(within(tab(/^Done/)).getByText('1')).toBeTruthy()
  })
})
