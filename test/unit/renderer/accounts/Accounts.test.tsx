// @vitest-environment happy-dom
import { render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { pageOn } from '../page'
import { BOB, CAROL, ME } from '../review/summary'
import { account, fakeWallet, sharedAccount } from '../store/fake-bridge'

const NETWORK = { code: 'network', message: 'The wallet could not reach the service.' } as const

async function accountsScreen(offered: boolean) {
  const w = fakeWallet()
  w.accounts = [{ ...account(false), user_id: ME }]
  w.people.set(BOB, {
    user_id: BOB,
    full_name: 'Bob',
    identity_number: '7000001',
    avatar: null,
    fetched_at: 1,
  })
  // The 2-of-3 the saved requests come from, met in them, not followed.
  w.sharedAccounts.set(ME, offered ? [sharedAccount([ME, BOB, CAROL], 2, 'offered')] : [])
  w.failing.set('treasury.sync', NETWORK)
  w.failing.set('requests.sync', NETWORK)
  const page = await pageOn(
    w,
    async () => await import('../../../../src/renderer/accounts/Accounts'),
  )
  await page.store.actions.boot()
  await page.store.actions.syncNow({ quiet: true })
  render(<page.Accounts />)
  return screen.findByTestId('no-account')
}

describe('the Accounts screen offline', () => {
  it('does not say there is no shared account when requests of one are saved: it points to it and says what is not known', async () => {
    const empty = await accountsScreen(true)
    await waitFor(() =>
      expect(empty.textContent).toMatch(
        /^Offline: this wallet follows no shared account, and what the service lists cannot be read now\./,
      ),
    )
    expect(empty.textContent).toContain(
      'The requests saved on this computer come from the account under “Met in requests” below.',
    )
    expect(empty.textContent).not.toContain('You follow no shared account yet')
    expect(screen.getByRole('button', { name: /^Add 2-of-3/ })).toBeTruthy()
  })

  it('says nothing is saved, and what is not known, when nothing is', async () => {
    const empty = await accountsScreen(false)
    await waitFor(() =>
      expect(empty.textContent).toContain(
        'No shared account is saved on this computer. Its funds are not known until the service can be reached',
      ),
    )
  })
})
