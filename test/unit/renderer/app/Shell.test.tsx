// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { pageOn } from '../page'
import { account, fakeWallet } from '../store/fake-bridge'

describe('the window’s frame', () => {
  it('names the screens, their shortcuts and the account in Simplified Chinese', async () => {
    const w = fakeWallet()
    w.settings.language = 'zh-CN'
    w.accounts = [account(true)]
    const { App } = await pageOn(w, async () => await import('../../../../src/renderer/app/App'))
    render(<App />)

    const nav = await screen.findByRole('navigation', { name: '主导航' })
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['请求', '金库', '群组', '打开任意内容', '操作记录', '设置'])
    expect(within(nav).getByRole('button', { name: '金库' }).getAttribute('title')).toBe(
      '金库（快捷键：Alt+2）',
    )
    expect(screen.getByRole('link', { name: '跳到正文' })).toBeTruthy()
    expect(screen.getByRole('combobox', { name: '账号' })).toBeTruthy()
  })

  it('keeps its English words in English', async () => {
    const w = fakeWallet()
    w.accounts = [account(true)]
    const { App } = await pageOn(w, async () => await import('../../../../src/renderer/app/App'))
    render(<App />)

    const nav = await screen.findByRole('navigation', { name: 'Main' })
    expect(within(nav).getByRole('button', { name: 'Accounts' }).getAttribute('title')).toBe(
      'Accounts (Alt+2)',
    )
    expect(screen.getByRole('link', { name: 'Skip to content' })).toBeTruthy()
  })
})
