// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { pageOn } from '../page'
import { fakeWallet } from '../store/fake-bridge'

// Two English words in a row: a sentence left in English.
const ENGLISH = /[A-Za-z]{3,} [A-Za-z]{3,}/

describe('the first run in Simplified Chinese', () => {
  it('sets the wallet up in Chinese: the steps, importing a keystore and restoring a backup', async () => {
    const w = fakeWallet()
    w.settings.language = 'zh-CN'
    const { App } = await pageOn(w, async () => await import('../../../../src/renderer/app/App'))
    render(<App />)

    expect(await screen.findByRole('heading', { level: 1, name: '设置 Cosigner' })).toBeTruthy()
    const steps = screen.getByRole('list', { name: '设置步骤' })
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['导入您的账号', '在服务方注册', '完成'])
    expect(screen.getByRole('heading', { name: '导入密钥文件' })).toBeTruthy()
    expect(screen.getByLabelText('或粘贴密钥文件的 JSON 内容')).toBeTruthy()
    expect(screen.getByLabelText('此账号的名称（可选）').getAttribute('placeholder')).toBe(
      '例如：财务',
    )
    expect(screen.getByRole('button', { name: '导入密钥文件' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: '恢复备份' })).toBeTruthy()
    expect(screen.getByLabelText('备份密码')).toBeTruthy()
    expect(screen.getByRole('button', { name: '恢复备份' })).toBeTruthy()
    expect(document.documentElement.lang).toBe('zh-CN')

    // The keychain's name is the components' words, Mixin Safe a name; the rest is Chinese.
    const lead = document.querySelector('.onboarding .lead')!
    const keychain = lead.querySelector('strong')!.textContent
    expect(lead.textContent).toBe(
      `Cosigner 为您的 Mixin Safe 金库账户签署多签请求，并在签名前向您清楚展示每笔请求支付的内容。您的密钥保存在${keychain}中，绝不会存入钱包的文件。`,
    )
    const text = document
      .querySelector('.onboarding')!
      .textContent.replace(keychain, '')
      .replace('Mixin Safe', '')
    expect(text.match(ENGLISH)).toBeNull()
  })
})
