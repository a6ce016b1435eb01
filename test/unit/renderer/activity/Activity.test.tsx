// @vitest-environment happy-dom
import { render, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { AuditEntry } from '../../../../src/shared/bridge'
import type { Language } from '../../../../src/shared/i18n/locales'
import { pageOn } from '../page'
import { XIN_INFO } from '../review/summary'
import { account, fakeWallet } from '../store/fake-bridge'

const ME = '11111111-1111-4111-8111-111111111111'
const REQUEST = '66666666-6666-4666-8666-666666666666'
const XIN = XIN_INFO.asset_id

const ENTRIES: AuditEntry[] = [
  {
    id: 3,
    at: Date.UTC(2026, 10, 27, 6, 5),
    actor: ME,
    action: 'sign',
    subject: REQUEST,
    transaction_hash: 'a'.repeat(64),
    result: 'ok',
    detail: `0.5 of ${XIN}`,
  },
  {
    id: 2,
    at: Date.UTC(2026, 10, 27, 6, 0),
    actor: ME,
    action: 'request.refused',
    subject: REQUEST,
    transaction_hash: null,
    result: 'failed',
    detail: 'ApiClientError:network',
  },
  {
    id: 1,
    at: Date.UTC(2026, 10, 27, 5, 0),
    actor: 'app',
    action: 'wallet.unlock',
    subject: 'app',
    transaction_hash: null,
    result: 'refused',
    detail: 'VaultError:keychain-locked',
  },
]

/** The activity screen of ME's wallet, whose log holds {@link ENTRIES}, in `language`. */
async function activity(language: Language) {
  const w = fakeWallet()
  w.settings.language = language
  w.accounts = [{ ...account(false), user_id: ME }]
  w.assets.set(XIN, XIN_INFO)
  w.answers.set('audit.list', () => ENTRIES)
  const { store, Activity } = await pageOn(
    w,
    () => import('../../../../src/renderer/activity/Activity'),
  )
  await store.actions.boot()
  render(<Activity />)
  const log = await screen.findByRole('table', {
    name: language === 'en' ? 'Audit log' : '审计记录',
  })
  await waitFor(() => expect(within(log).getAllByRole('row')).toHaveLength(ENTRIES.length + 1))
  const cells = within(log)
    .getAllByRole('row')
    .slice(1)
    .map((r) => [...r.querySelectorAll('td')].map((c) => c.textContent))
  return { cells }
}

describe('the activity log', () => {
  it('names each action, result and failure in English', async () => {
    const { cells } = await activity('en')
    expect(cells.map((c) => [c[1], c[3], c[4]])).toEqual([
      ['Signed', 'done', expect.stringContaining('0.5 XIN')],
      ['Refused a request', 'failed', 'the service could not be reached'],
      ['Unlocked the wallet', 'refused', 'the keychain failed'],
    ])
    expect(cells[0]![2]).toContain(' · tx ')
  })

  it('reads in Simplified Chinese, with no English sentence left', async () => {
    const { cells } = await activity('zh-CN')
    expect(cells.map((c) => [c[1], c[3], c[4]])).toEqual([
      ['签名', '完成', expect.stringContaining('0.5 XIN')],
      ['拒绝签名', '失败', '无法连接服务方'],
      ['解锁钱包', '已拒绝', '系统钥匙串出错'],
    ])
    expect(cells[0]![2]).toContain(' · 交易 ')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('操作记录')
    const actions = screen.getByLabelText('操作') as HTMLSelectElement
    expect([...actions.options].map((o) => o.textContent)).toContain('撤销请求')
    expect(screen.getByRole('button', { name: '导出审计记录（CSV）' })).toBeTruthy()
    // Times in the reader's locale, never a UTC string.
    expect(cells[0]![0]).toMatch(/2026年11月27日/)
    expect(document.body.textContent).not.toMatch(/[A-Za-z]{3,} [A-Za-z]{3,}/)
  })
})
