// @vitest-environment happy-dom
import { render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type {
  AssetHistory,
  BridgeInput,
  QueueSearchPage,
  QueueState,
} from '../../../../src/shared/bridge'
import { pageOn } from '../page'
import { requestItem } from '../request-item'
import { BOB, CAROL, ME, XIN, XIN_INFO } from '../review/summary'
import { account, fakeWallet, sharedAccount } from '../store/fake-bridge'

const SENT = '66666666-6666-4666-8666-666666666666'
const REVOKED = '77777777-7777-4777-8777-777777777777'

describe('an asset’s history in a shared account', () => {
  it('says to whom a payment went, keeps an unlocked request, and marks each kind with a glyph every font has', async () => {
    const w = fakeWallet()
    w.accounts = [{ ...account(false), user_id: ME }]
    w.assets.set(XIN, XIN_INFO)
    w.people.set(CAROL, {
      user_id: CAROL,
      full_name: 'Carol',
      identity_number: '7000002',
      avatar: null,
      fetched_at: 1,
    })
    const members = [ME, BOB, CAROL]
    const shared = {
      ...sharedAccount(members, 2),
      balances: [
        {
          asset_id: XIN,
          balance: '98.5',
          locked: '0',
          outputs: 1,
          locked_outputs: 0,
          collectibles: 0,
        },
      ],
    }
    const pays = {
      receivers: [
        { members: [CAROL], threshold: 1 },
        { members, threshold: 2 },
      ],
      senders: members,
      threshold: 2,
    }
    w.requests.set(ME, [
      requestItem({
        ...pays,
        request_id: SENT,
        state: 'done',
        amount: '1.5',
        updated_at: Date.UTC(2026, 10, 2),
      }),
      requestItem({
        ...pays,
        request_id: REVOKED,
        state: 'unlocked',
        amount: '3',
        updated_at: Date.UTC(2026, 10, 3),
      }),
    ])
    w.answers.set(
      'treasury.history',
      (() =>
        ({
          asset_id: XIN,
          entries: [
            {
              kind: 'sent',
              at: Date.UTC(2026, 10, 2),
              amount: '1.5',
              change: '98.5',
              request_id: SENT,
              transaction_hash: 'a'.repeat(64),
            },
          ],
          locked_by: [],
        }) satisfies AssetHistory) as (input: never) => unknown,
    )
    w.answers.set('requests.search', ((i: BridgeInput<'requests.search'>): QueueSearchPage => {
      const all = w.requests.get(i.account) ?? []
      const counts: Record<QueueState, number> = {
        'needs-signature': 0,
        waiting: 0,
        sending: 0,
        done: 1,
        unlocked: 1,
      }
      return {
        query: i.query,
        items: all.map((r) => ({ ...r, matched: [] })),
        counts,
        total: all.length,
      }
    }) as (input: never) => unknown)
    const page = await pageOn(
      w,
      async () => await import('../../../../src/renderer/accounts/AssetHistoryList'),
    )
    await page.store.actions.boot()
    render(<page.AssetHistoryList account={shared} assetId={XIN} />)
    await waitFor(() => expect(screen.getAllByTestId('history-row')).toHaveLength(2))
    const [revoked, sent] = screen.getAllByTestId('history-row')
    expect(revoked!.getAttribute('data-kind')).toBe('unlocked')
    await waitFor(() =>
      expect(revoked!.textContent).toContain('Unlocked (revoked): 3 XIN to Carol was not paid'),
    )
    expect(sent!.textContent).toContain('Sent 1.5 XIN to Carol (98.5 came back as change)')
    expect(
      screen
        .getAllByTestId('history-row')
        .map((r) => r.querySelector('.history-kind')!.textContent),
    ).toEqual(['×', '−'])
    expect(document.body.textContent).not.toContain('⏸')
  })
})
