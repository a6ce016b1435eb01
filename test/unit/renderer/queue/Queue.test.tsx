// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { rentQueue as queueScreen, requestId as id } from './rent-queue'

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
