// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { pageOn } from '../page'
import { fakeWallet, lockStatus } from '../store/fake-bridge'

/** English left in a screen's text: two words of Latin letters in a row (names and ids aside). */
const ENGLISH = /[A-Za-z]{3,} [A-Za-z]{3,}/

async function lockScreen(language: 'en' | 'zh-CN' | 'zh-TW', failed = 0) {
  const w = fakeWallet()
  w.settings = { ...w.settings, language }
  w.lock = lockStatus('locked', { accounts: 1, failed_attempts: failed })
  w.failing.set('lock.unlock', {
    code: 'wrong-passphrase',
    message: 'The passphrase is not right.',
  })
  const page = await pageOn(w, async () => ({
    ...(await import('../../../../src/renderer/lock/LockScreen')),
    ...(await import('../../../../src/renderer/app/language')),
  }))
  await page.store.actions.boot()
  // As the app does: what is worded outside React (a failure's next step) follows the language too.
  const view = render(
    <page.WordsProvider>
      <page.LockScreen />
    </page.WordsProvider>,
  )
  return { w, view }
}

describe('the lock screen', () => {
  it('speaks the chosen language before the wallet is unlocked: Simplified Chinese', async () => {
    const { view } = await lockScreen('zh-CN', 2)
    expect(await screen.findByRole('heading', { name: /Cosigner 已锁定/ })).toBeTruthy()
    const field = screen.getByLabelText('钱包密码')
    expect(screen.getByText('已连续输错 2 次；每次都记录在操作记录中。')).toBeTruthy()
    fireEvent.change(field, { target: { value: 'not it' } })
    fireEvent.click(screen.getByRole('button', { name: '解锁' }))
    // The refusal's next step is in Chinese too (the core's own message has no words here).
    await screen.findByText('请检查钱包密码后重试；字母区分大小写。')
    const text = (view.container.textContent ?? '').replace('The passphrase is not right.', '')
    expect(text).not.toMatch(ENGLISH)
  })

  it('speaks Traditional Chinese when chosen', async () => {
    const { view } = await lockScreen('zh-TW')
    expect(await screen.findByRole('heading', { name: /Cosigner 已鎖定/ })).toBeTruthy()
    expect(screen.getByText('請輸入錢包密碼以開啟錢包。在此之前，金鑰始終保持加密。')).toBeTruthy()
    expect(view.container.textContent).not.toMatch(ENGLISH)
  })

  it('keeps its English when English is chosen', async () => {
    await lockScreen('en', 1)
    expect(await screen.findByRole('heading', { name: /Cosigner is locked/ })).toBeTruthy()
    await waitFor(() =>
      expect(screen.getByText('1 wrong try in a row; each is in the activity log.')).toBeTruthy(),
    )
  })
})
