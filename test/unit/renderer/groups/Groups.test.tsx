// @vitest-environment happy-dom
import { render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { pageOn } from '../page'
import { ME } from '../review/summary'
import { account, fakeWallet } from '../store/fake-bridge'

describe('the Groups screen offline', () => {
  it('says no group is saved and that whether there are any is not known, not “No groups yet”', async () => {
    const w = fakeWallet()
    w.accounts = [{ ...account(false), user_id: ME }]
    w.failing.set('requests.sync', {
      code: 'network',
      message: 'The wallet could not reach the service.',
    })
    const page = await pageOn(w, async () => await import('../../../../src/renderer/groups/Groups'))
    await page.store.actions.boot()
    await page.store.actions.syncNow({ quiet: true })
    render(<page.Groups />)
    const empty = await screen.findByTestId('no-groups')
    await waitFor(() =>
      expect(empty.textContent).toBe(
        'No group is saved on this computer. Whether you are in any is not known while the service cannot be reached.',
      ),
    )
  })
})
