// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type {
  AccountAvailability,
  AssetAvailability,
  AssetHistory,
  BridgeInput,
  StaleRequests,
} from '../../../../src/shared/bridge'
import { pageOn } from '../page'
import { requestItem } from '../request-item'
import { BOB, CAROL, ME, REQUEST, XIN, XIN_INFO } from '../review/summary'
import { account, fakeWallet, sharedAccount, type FakeWallet } from '../store/fake-bridge'

const xinLocked = (over: Partial<AssetAvailability> = {}): AssetAvailability => ({
  asset_id: XIN,
  symbol: 'XIN',
  available: '0',
  available_outputs: 0,
  locked: '2500',
  locked_outputs: 1,
  returning: '2380',
  reason: 'all-locked',
  explanation: [],
  locks: [
    {
      request_id: REQUEST,
      transaction_hash: 'a'.repeat(64),
      locked: '2500',
      outputs: 1,
      pays: '120',
      to: [
        {
          amount: '120',
          kind: 'external',
          members: [CAROL],
          threshold: 1,
          destination: '',
          tag: '',
        },
      ],
      change: '2380',
      memo: 'March rent',
      request: requestItem({ request_id: REQUEST }),
      actions: ['sign', 'unlock'],
    },
  ],
  ...over,
})

/** ME's wallet following a 2-of-3 account whose only XIN output a pending request of 120 spends. */
async function accountScreen(
  asset: AssetAvailability,
  language: 'en' | 'zh-CN' = 'en',
  more: (w: FakeWallet) => void = () => undefined,
) {
  const w = fakeWallet()
  w.settings.language = language
  more(w)
  w.accounts = [{ ...account(false), user_id: ME }]
  w.assets.set(XIN, XIN_INFO)
  w.people.set(CAROL, {
    user_id: CAROL,
    full_name: 'Carol',
    identity_number: '7000002',
    avatar: null,
    fetched_at: 1,
  })
  const shared = {
    ...sharedAccount([ME, BOB, CAROL], 2),
    balances: [
      {
        asset_id: XIN,
        balance: asset.available,
        locked: asset.locked,
        outputs: asset.available_outputs,
        locked_outputs: asset.locked_outputs,
        collectibles: 0,
      },
    ],
  }
  w.sharedAccounts.set(ME, [shared])
  w.answers.set('treasury.availability', ((
    input: BridgeInput<'treasury.availability'>,
  ): AccountAvailability => ({
    members_hash: input.members_hash,
    threshold: input.threshold,
    synced_at: null,
    assets: [asset],
  })) as (input: never) => unknown)
  const page = await pageOn(
    w,
    async () => await import('../../../../src/renderer/accounts/AccountDetail'),
  )
  await page.store.actions.boot()
  render(<page.AccountDetail membersHash={shared.members_hash} threshold={2} />)
  return { store: page.store, shared }
}

describe('a shared account’s balance', () => {
  it('says what the pending request pays and what returns, why Pay… is disabled, and offers to sign or unlock it', async () => {
    const { store } = await accountScreen(xinLocked())
    const locks = await screen.findByTestId('asset-locks')
    await waitFor(() =>
      expect(within(locks).getByTestId('lock-row').textContent).toContain(
        'Pays 120 XIN to Carol; 2,380 XIN returns when it is signed or unlocked.',
      ),
    )
    expect(within(locks).getByText('Memo: March rent')).toBeTruthy()
    expect(within(locks).getByTestId('why-nothing').textContent).toMatch(
      /^Nothing else can be paid in XIN now/,
    )
    expect(within(locks).getByRole('heading').textContent).toBe(
      '2,500 XIN locked by a pending request',
    )

    // Pay… is disabled, and says why.
    const pay = screen.getByRole('button', { name: 'Pay with XIN' }) as HTMLButtonElement
    expect(pay.disabled).toBe(true)
    const why = screen.getByTestId('pay-blocked')
    expect(pay.getAttribute('aria-describedby')).toBe(why.id)
    expect(why.textContent).toBe(
      'All 2,500 XIN is locked by a pending request: sign or unlock it to pay again.',
    )

    fireEvent.click(within(locks).getByRole('button', { name: 'Unlock…' }))
    expect(store.appState().route).toEqual({
      name: 'review',
      source: { kind: 'request', requestId: REQUEST, action: 'unlock' },
    })
    fireEvent.click(within(locks).getByRole('button', { name: 'Sign…' }))
    expect(store.appState().route).toEqual({
      name: 'review',
      source: { kind: 'request', requestId: REQUEST },
    })
  })

  it('offers to pay from the outputs no request spends', async () => {
    const { store, shared } = await accountScreen(
      xinLocked({ available: '40', available_outputs: 1, reason: 'partly-locked' }),
    )
    const locks = await screen.findByTestId('asset-locks')
    expect(within(locks).getByTestId('why-nothing').textContent).toContain(
      '40 XIN is in outputs no request spends: it can be paid now.',
    )
    expect(
      (screen.getByRole('button', { name: 'Pay with XIN' }) as HTMLButtonElement).disabled,
    ).toBe(false)
    expect(screen.queryByTestId('pay-blocked')).toBeNull()
    fireEvent.click(within(locks).getByRole('button', { name: 'Pay from those…' }))
    expect(store.appState().route).toEqual({
      name: 'pay',
      membersHash: shared.members_hash,
      threshold: 2,
      assetId: XIN,
    })
  })

  it('says a request being sent needs nothing but waiting', async () => {
    const base = xinLocked()
    await accountScreen(xinLocked({ locks: [{ ...base.locks[0]!, actions: ['wait'] }] }))
    const row = await screen.findByTestId('lock-row')
    await waitFor(() =>
      expect(row.textContent).toContain(
        'Pays 120 XIN to Carol. Every signature is in: it is being sent, and 2,380 XIN returns as change when it is final.',
      ),
    )
    expect(within(row).queryByRole('button', { name: 'Unlock…' })).toBeNull()
    expect(within(row).getByRole('button', { name: 'Review' })).toBeTruthy()
  })
})

describe('a shared account in Simplified Chinese', () => {
  // Two English words in a row: a sentence left in English (names, memos and assets are data).
  const ENGLISH = /[A-Za-z]{3,} [A-Za-z]{3,}/

  it('words its balances, what locks them, its history, its rule and its stale requests in Chinese', async () => {
    const fiveHoursAgo = new Date(Date.now() - 5 * 3600_000).toISOString()
    await accountScreen(xinLocked(), 'zh-CN', (w) => {
      w.answers.set(
        'treasury.history',
        (() =>
          ({
            asset_id: XIN,
            entries: [
              {
                kind: 'received',
                at: Date.UTC(2026, 10, 2),
                amount: '2500',
                transaction_hash: 'c'.repeat(64),
                output_index: 0,
              },
            ],
            locked_by: [],
          }) satisfies AssetHistory) as (input: never) => unknown,
      )
      w.answers.set(
        'treasury.stale',
        (() =>
          ({
            stale_after_ms: 24 * 3600_000,
            requests: [
              requestItem({ request_id: REQUEST, created_at: fiveHoursAgo, signers: [ME] }),
            ],
          }) satisfies StaleRequests) as (input: never) => unknown,
      )
    })
    const locks = await screen.findByTestId('asset-locks')
    await waitFor(() =>
      expect(within(locks).getByTestId('lock-row').textContent).toContain(
        '向 Carol 支付 120 XIN；签名或撤销后，2,380 XIN 将退回此账户。',
      ),
    )
    expect(within(locks).getByRole('heading').textContent).toBe('2,500 XIN 被一笔待处理请求锁定')
    expect(within(locks).getByText('备注：March rent')).toBeTruthy()
    expect(within(locks).getByRole('button', { name: '撤销…' })).toBeTruthy()
    expect(screen.getByTestId('pay-blocked').textContent).toBe(
      '全部 2,500 XIN 都被一笔待处理请求锁定：签名或撤销后才能再次付款。',
    )
    expect(screen.getByRole('button', { name: '用 XIN 付款' })).toBeTruthy()
    expect(screen.getByText('每笔付款需要这 3 位共管人中的 2 位签名。')).toBeTruthy()
    expect(screen.getByRole('button', { name: '新建付款…' })).toBeTruthy()
    const history = await screen.findByTestId('history-row')
    expect(history.textContent).toContain('转入 2,500 XIN（交易 cccccc…cccc）')
    const stale = await screen.findByTestId('stale-row')
    expect(stale.textContent).toContain('12.5 XIN · 已有 1/2 个签名 · ')
    expect(stale.textContent).toMatch(/发起（请求 \w{8}）/)
    expect(screen.getByRole('option', { name: '1 周' })).toBeTruthy()

    // Every sentence of the screen is Chinese; the runs card is another screen's.
    const shown = document.querySelector('section.account')!.cloneNode(true) as HTMLElement
    shown.querySelector('[data-testid="runs-card"]')!.remove()
    const text = shown.textContent.replaceAll('March rent', '').replaceAll('XIN Mixin', '')
    expect(text).toMatch(/余额/)
    expect(text.match(ENGLISH)).toBeNull()
  })
})
