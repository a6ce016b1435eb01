// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { BridgeInput } from '../../../../src/shared/bridge'
import { pageOn } from '../page'
import { ME } from '../review/summary'
import { account, fakeWallet, lockStatus } from '../store/fake-bridge'

async function settingsScreen() {
  const w = fakeWallet()
  w.accounts = [{ ...account(false), user_id: ME }]
  w.lock = lockStatus('unlocked', { accounts: 1, idle_ms: 15 * 60_000 })
  const page = await pageOn(
    w,
    async () => await import('../../../../src/renderer/settings/Settings'),
  )
  await page.store.actions.boot()
  render(<page.Settings />)
  await screen.findByLabelText('Service address')
  return w
}

describe('Settings', () => {
  it('says what a lock change did beside the choice, and keeps saying it', async () => {
    const w = await settingsScreen()
    w.answers.set('lock.configure', ((i: BridgeInput<'lock.configure'>) => {
      if ('idle_minutes' in i && i.idle_minutes !== undefined)
        w.lock = { ...w.lock, idle_ms: i.idle_minutes * 60_000 }
      return w.lock
    }) as (input: never) => unknown)
    fireEvent.change(screen.getByLabelText('Lock after no activity for'), {
      target: { value: '5' },
    })
    await waitFor(() =>
      expect(screen.getByTestId('lock-saved').textContent).toBe(
        'Saved. The wallet now locks after 5 minutes without activity.',
      ),
    )
  })

  it('clears a refused address’s message as soon as the address is edited, and leaves checking it to the wallet', async () => {
    const w = await settingsScreen()
    w.failing.set('settings.setBaseUrl', {
      code: 'invalid-input',
      message: 'This is not a web address the wallet can use.',
    })
    const field = screen.getByLabelText('Service address') as HTMLInputElement
    expect(field.closest('form')!.noValidate).toBe(true)
    fireEvent.change(field, { target: { value: 'not a url' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }))
    const form = field.closest('form')!
    await within(form).findByText(/This is not a web address the wallet can use/)
    expect(field.getAttribute('aria-invalid')).toBe('true')
    fireEvent.change(field, { target: { value: 'https://api.example.com' } })
    expect(within(form).queryByText(/This is not a web address the wallet can use/)).toBeNull()
    expect(field.getAttribute('aria-invalid')).toBeNull()
  })
})

describe('Settings in Simplified Chinese', () => {
  it('words every section in Chinese, and what a lock change did', async () => {
    const w = fakeWallet()
    w.settings = { ...w.settings, language: 'zh-CN' }
    w.accounts = [{ ...account(false), user_id: ME }]
    w.lock = lockStatus('unlocked', { accounts: 1, idle_ms: 15 * 60_000 })
    w.answers.set('lock.configure', ((i: BridgeInput<'lock.configure'>) => {
      if ('idle_minutes' in i && i.idle_minutes !== undefined)
        w.lock = { ...w.lock, idle_ms: i.idle_minutes * 60_000 }
      return w.lock
    }) as (input: never) => unknown)
    const page = await pageOn(w, async () => ({
      ...(await import('../../../../src/renderer/settings/Settings')),
      ...(await import('../../../../src/renderer/app/language')),
    }))
    await page.store.actions.boot()
    const view = render(
      <page.WordsProvider>
        <page.Settings />
      </page.WordsProvider>,
    )
    await screen.findByLabelText('服务地址')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('设置')
    for (const heading of ['账号', '服务方', '锁定与密码', '分享', '桌面通知'])
      expect(screen.getByRole('heading', { name: heading })).toBeTruthy()
    expect(screen.getByRole('button', { name: '导出备份' })).toBeTruthy()
    fireEvent.change(screen.getByLabelText('无操作多久后锁定'), { target: { value: '5' } })
    await waitFor(() =>
      expect(screen.getByTestId('lock-saved').textContent).toBe(
        '已保存。现在，钱包会在无操作 5 分钟后锁定。',
      ),
    )
    // What is left in Latin letters is data and names: the address, the account's, the languages' own names.
    const text = (view.container.textContent ?? '')
      .replaceAll(w.settings.base_url, '')
      .replaceAll(w.settings.default_base_url, '')
    expect(text).not.toMatch(/[A-Za-z]{3,} [A-Za-z]{3,}/)
  })
})
