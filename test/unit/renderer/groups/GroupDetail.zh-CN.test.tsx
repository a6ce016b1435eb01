// @vitest-environment happy-dom
import { render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { GroupDetail, StoredMessage, SystemEvent } from '../../../../src/shared/bridge'
import { pageOn } from '../page'
import { BOB, CAROL, ME } from '../review/summary'
import { account, fakeWallet, group } from '../store/fake-bridge'

/** Two English words in a row: a sentence left untranslated. */
const ENGLISH = /[A-Za-z]{3,} [A-Za-z]{3,}/
const PEOPLE = { [ME]: 'Mei', [BOB]: 'Bob', [CAROL]: 'Carol' }
const POST = 'Please sign the March payroll today'

function stored(seq: number, conversationId: string, over: Partial<StoredMessage>): StoredMessage {
  return {
    seq,
    message_id: `e55a9e00-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    conversation_id: conversationId,
    user_id: ME,
    mine: false,
    category: 'PLAIN_TEXT',
    body: { kind: 'text', text: '' },
    quote_message_id: null,
    created_at: '2026-01-05T09:30:00Z',
    read_at: 1,
    expires_at: null,
    ...over,
  }
}
const event = (over: Partial<SystemEvent>): SystemEvent => ({
  action: 'ADD',
  user_id: ME,
  participant_id: CAROL,
  role: null,
  expire_in: null,
  changed: [],
  ...over,
})

describe('a group in Simplified Chinese', () => {
  it('words its roles, settings, system messages and announcement in Chinese, and leaves what people wrote as written', async () => {
    const w = fakeWallet()
    w.settings = { ...w.settings, language: 'zh-CN' }
    w.accounts = [{ ...account(true), user_id: ME }]
    for (const [user_id, full_name] of Object.entries(PEOPLE))
      w.people.set(user_id, {
        user_id,
        full_name,
        identity_number: '7000001',
        avatar: null,
        fetched_at: 1,
      })
    const g: GroupDetail = {
      ...group('Treasury', [ME, BOB, CAROL]),
      my_role: 'OWNER',
      expire_in: 86_400,
      announcement: 'Budget review on Friday',
      participants: [
        { user_id: ME, role: 'OWNER', created_at: '2026-01-01T00:00:00Z' },
        { user_id: BOB, role: 'ADMIN', created_at: '2026-01-01T00:00:00Z' },
        { user_id: CAROL, role: '', created_at: '2026-01-02T00:00:00Z' },
      ],
    }
    w.groups.push(g)
    const cid = g.conversation_id
    w.messages.set(cid, [
      stored(1, cid, {
        category: 'SYSTEM_CONVERSATION',
        body: { kind: 'system', event: event({}) },
      }),
      stored(2, cid, {
        category: 'SYSTEM_CONVERSATION',
        body: {
          kind: 'system',
          event: event({ action: 'ROLE', participant_id: BOB, role: 'ADMIN' }),
        },
      }),
      stored(3, cid, { user_id: BOB, body: { kind: 'text', text: POST } }),
    ])
    w.conversationStates.set(cid, {
      conversation_id: cid,
      unread: 0,
      pending_announcement: 'Budget review on Friday',
      last_seq: 3,
    })
    const page = await pageOn(
      w,
      async () => await import('../../../../src/renderer/groups/GroupDetail'),
    )
    await page.store.actions.boot()
    render(<page.GroupDetail conversationId={cid} />)

    await screen.findByText('Mei 添加了 Carol')
    expect(screen.getByText('Mei 将 Bob 设为管理员')).toBeTruthy()
    // What Bob wrote is his, in his words.
    expect(screen.getByText(POST)).toBeTruthy()
    expect(await screen.findByRole('region', { name: '新群公告' })).toBeTruthy()
    expect(screen.getByRole('button', { name: '知道了' })).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Treasury 群主')
    const fact = (term: string) =>
      screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent
    await waitFor(() => expect(fact('限时消息')).toBe('1 天后消失'))
    expect(fact('通知')).toBe('未静音')
    expect(fact('群公告')).toBe('Budget review on Friday')
    expect(screen.getByText('成员（3）')).toBeTruthy()
    expect(screen.getByRole('button', { name: '取消 Bob 的管理员身份' })).toBeTruthy()
    expect(screen.getByRole('button', { name: '将 Carol 移出群组' })).toBeTruthy()
    expect(screen.getByRole('button', { name: '静音 8 小时' })).toBeTruthy()
    expect(screen.getByRole('button', { name: '退出群组…' })).toBeTruthy()

    // Data (the group's name, names, what people wrote) may be Latin; no sentence of ours may be.
    // The contact picker is the shared components' to word, so it is left out here.
    const ours = document.body.cloneNode(true) as HTMLElement
    for (const shared of ours.querySelectorAll('.contact-picker')) shared.remove()
    const text = ours.textContent!.replaceAll(POST, '').replaceAll('Budget review on Friday', '')
    expect(text).not.toMatch(ENGLISH)
    for (const el of ours.querySelectorAll('[aria-label], [placeholder], [title]'))
      for (const attr of ['aria-label', 'placeholder', 'title'])
        expect(el.getAttribute(attr) ?? '').not.toMatch(ENGLISH)
  })
})
