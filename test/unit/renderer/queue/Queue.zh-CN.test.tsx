// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { rentQueue } from './rent-queue'

/** Two English words in a row: a sentence left untranslated. */
const ENGLISH = /[A-Za-z]{3,} [A-Za-z]{3,}/

describe('the request queue in Simplified Chinese', () => {
  it('names its lists, rows, sync line and filter in Chinese, and leaves no English sentence', async () => {
    await rentQueue({ language: 'zh-CN', registered: true })
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('多签请求')
    expect(screen.getByRole('tab', { name: /^待您签名/ })).toBeTruthy()
    expect(screen.getByRole('tab', { name: /^等待其他共管人/ })).toBeTruthy()
    expect(screen.getByRole('tab', { name: /^已完成/ })).toBeTruthy()
    expect(screen.getByTestId('queue-count').textContent).toBe('2 笔请求')
    expect(screen.getByRole('button', { name: '立即同步' })).toBeTruthy()
    // The boot's sync, its time in the reader's local time as Chinese writes it.
    expect(document.querySelector('.sync-line')?.textContent).toMatch(
      /^已同步 \d{4}年\d{1,2}月\d{1,2}日 \d{2}:\d{2} · 已读取 1 个共管账户 · 获取 0 笔 · 2 笔待您签名。$/,
    )
    const row = screen.getAllByTestId('queue-row')[0]!
    expect(row.textContent).toContain('待您签名')

    fireEvent.change(screen.getByLabelText('筛选请求'), { target: { value: 'rent' } })
    await waitFor(() =>
      expect(screen.getByTestId('queue-count').textContent).toBe(
        '本列表 2 笔中有 0 笔符合“rent”；“已完成”中有 1 笔',
      ),
    )
    expect(
      within(screen.getByRole('tab', { name: /^已完成/ })).getByLabelText('1 笔符合'),
    ).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '查看“已完成”中的 1 笔' }))
    const found = await screen.findByTestId('queue-row')
    expect(within(found).getByTestId('queue-match').textContent).toBe('匹配：备注“March rent”')
    expect(found.textContent).toContain('已发送')

    // Data (the memo, the filter's text, ids, asset symbols) may be Latin; no sentence may be.
    const text = document.body.textContent!.replaceAll('March rent', '')
    expect(text).not.toMatch(ENGLISH)
    for (const el of document.querySelectorAll('[aria-label], [placeholder], [title]'))
      for (const attr of ['aria-label', 'placeholder', 'title'])
        expect(el.getAttribute(attr) ?? '').not.toMatch(ENGLISH)
  })
})
