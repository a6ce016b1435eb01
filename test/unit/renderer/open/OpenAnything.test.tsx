// @vitest-environment happy-dom
import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { OpenedRequest } from '../../../../src/shared/bridge'
import { pageOn } from '../page'
import { requestItem } from '../request-item'
import { ME, REQUEST, XIN, XIN_INFO } from '../review/summary'
import { account, fakeWallet } from '../store/fake-bridge'

const NETWORK = { code: 'network', message: 'The wallet could not reach the service.' } as const

describe('Open anything offline', () => {
  it('opens a request saved on this computer by its id, marked as the saved copy', async () => {
    const w = fakeWallet()
    w.accounts = [{ ...account(false), user_id: ME }]
    w.assets.set(XIN, XIN_INFO)
    // Codes need the service; the core answers the request from its cache, marked offline.
    w.failing.set('codes.resolve', NETWORK)
    w.answers.set(
      'requests.open',
      (() =>
        ({
          ...requestItem({ request_id: REQUEST, synced_at: Date.UTC(2026, 10, 20, 9, 0) }),
          offline: true,
        }) satisfies OpenedRequest) as (input: never) => unknown,
    )
    const page = await pageOn(
      w,
      async () => await import('../../../../src/renderer/open/OpenAnything'),
    )
    await page.store.actions.boot()
    render(<page.OpenAnything initial="" />)
    fireEvent.change(screen.getByRole('textbox'), { target: { value: REQUEST } })
    fireEvent.click(screen.getByRole('button', { name: 'Look up' }))
    const card = await screen.findByRole('article', { name: 'Multisig request' })
    expect(within(card).getByText('saved copy')).toBeTruthy()
    expect(within(card).getByTestId('saved-copy').textContent).toMatch(
      /^Offline\. The service cannot be reached: this is the copy saved on this computer, as of .+\. Whether it has been signed or unlocked since is not known\.$/,
    )
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
