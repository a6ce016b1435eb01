// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { BridgeInput, QueueSearchPage, QueueState } from '../../../../src/shared/bridge'
import { pageOn } from '../page'
import { requestItem } from '../request-item'
import { ME, XIN_INFO } from '../review/summary'
import { account, fakeWallet } from '../store/fake-bridge'

const id = (n: number) => `44444444-4444-4444-8444-${String(n).padStart(12, '0')}`
/** Two English words in a row: a sentence left untranslated. */
const ENGLISH = /[A-Za-z]{3,} [A-Za-z]{3,}/

/** ME's queue in Simplified Chinese: two requests need a signature; the one paying "March rent" is done. */
async function queueInChinese() {
  const w = fakeWallet()
  w.settings = { ...w.settings, language: 'zh-CN' }
  w.accounts = [{ ...account(true), user_id: ME }]
  w.assets.set(XIN_INFO.asset_id, XIN_INFO)
  const rent = requestItem({ request_id: id(3), state: 'done', memo: 'March rent' })
  w.requests.set(ME, [requestItem({ request_id: id(1) }), requestItem({ request_id: id(2) }), rent])
  w.answers.set('requests.search', ((input: BridgeInput<'requests.search'>): QueueSearchPage => {
    const hit = input.query === 'rent'
    const counts: Record<QueueState, number> = {
      'needs-signature': 0,
      waiting: 0,
      sending: 0,
      done: hit ? 1 : 0,
      unlocked: 0,
    }
    const inStates = hit && (input.state ?? ['done']).includes('done')
    return {
      query: input.query,
      items: inStates
        ? [{ ...rent, matched: [{ field: 'memo', text: 'March rent', user_id: null }] }]
        : [],
      counts,
      total: hit ? 1 : 0,
    }
  }) as (input: never) => unknown)
  const page = await pageOn(w, async () => await import('../../../../src/renderer/queue/Queue'))
  await page.store.actions.boot()
  render(<page.Queue />)
  await waitFor(() => expect(screen.getAllByTestId('queue-row')).toHaveLength(2))
  return page
}

describe('the request queue in Simplified Chinese', () => {
  it('names its lists, rows, sync line and filter in Chinese, and leaves no English sentence', async () => {
    await queueInChinese()
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
