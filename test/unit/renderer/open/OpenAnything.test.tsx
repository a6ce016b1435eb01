// @vitest-environment happy-dom
import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { OpenedRequest } from '../../../../src/shared/bridge'
import { pageOn } from '../page'
import { requestItem } from '../request-item'
import { ME, REQUEST, XIN, XIN_INFO } from '../review/summary'
import { account, fakeWallet } from '../store/fake-bridge'

const NETWORK = { code: 'network', message: 'The wallet could not reach the service.' } as const

/** Open anything on a wallet in `language` that is offline but has REQUEST saved, booted and shown. */
async function offlineScreen(language: 'en' | 'zh-TW') {
  const w = fakeWallet()
  w.settings.language = language
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
}

describe('Open anything offline', () => {
  it('opens a request saved on this computer by its id, marked as the saved copy', async () => {
    await offlineScreen('en')
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

describe('Open anything in Traditional Chinese', () => {
  it('says what a request id stands for, in Chinese, with no English sentence left', async () => {
    await offlineScreen('zh-TW')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('開啟任意內容')
    fireEvent.change(screen.getByRole('textbox', { name: '連結、代碼、ID 或雜湊' }), {
      target: { value: REQUEST },
    })
    fireEvent.click(screen.getByRole('button', { name: '查詢' }))
    const card = await screen.findByRole('article', { name: '多簽請求' })
    expect(within(card).getByText('已儲存的副本')).toBeTruthy()
    expect(within(card).getByTestId('saved-copy').textContent).toMatch(
      /^離線。無法連線到服務方：這是儲存在本機上的副本，儲存於 .*2026.+。此後是否有人簽名或撤銷，目前無從得知。$/,
    )
    expect(within(card).getByRole('button', { name: '核對請求' })).toBeTruthy()
    const text = screen.getByRole('region').textContent ?? ''
    expect(text).toMatch(/ · 已有 0 個簽名（共需 2 個）· 等待簽名核對請求$/)
    expect(text.match(/[A-Za-z]{3,} [A-Za-z]{3,}/)).toBeNull()
  })
})
