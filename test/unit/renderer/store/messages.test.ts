import { afterEach, describe, expect, it } from 'vitest'
import type { ConversationState, StoredMessage } from '../../../../src/shared/bridge'
import { createAppStore, type AppStore } from '../../../../src/renderer/store/create'
import { mergeMessages, PAGE, unreadInGroups } from '../../../../src/renderer/store/messages'
import { account, fakeWallet, settle, type FakeWallet } from './fake-bridge'

let app: AppStore | undefined
afterEach(() => app?.dispose())

const GROUP = '9a0b0000-0000-4000-8000-000000000001'
const BOB = 'b0b00000-0000-4000-8000-000000000002'
const msgId = (seq: number) => `e55a9e00-0000-4000-8000-${String(seq).padStart(12, '0')}`

function message(seq: number, text = `message ${seq}`): StoredMessage {
  return {
    seq,
    message_id: msgId(seq),
    conversation_id: GROUP,
    user_id: BOB,
    mine: false,
    category: 'PLAIN_TEXT',
    body: { kind: 'text', text },
    quote_message_id: null,
    created_at: '2026-01-01T00:00:00Z',
    read_at: null,
    expires_at: null,
  }
}
const state = (over: Partial<ConversationState> = {}): ConversationState => ({
  conversation_id: GROUP,
  unread: 0,
  pending_announcement: null,
  last_seq: 0,
  ...over,
})

/** Bob posts: the message is stored, the conversation's state moves, the change counter rises. */
function post(w: FakeWallet, ...texts: string[]) {
  const list = w.messages.get(GROUP) ?? []
  for (const t of texts) list.push(message(list.length + 1, t))
  w.messages.set(GROUP, list)
  const s = w.conversationStates.get(GROUP) ?? state()
  w.conversationStates.set(GROUP, { ...s, unread: s.unread + texts.length, last_seq: list.length })
  w.messagesChanged()
}

async function booted(stored = 0) {
  const w = fakeWallet()
  w.accounts = [account(true)]
  w.messages.set(
    GROUP,
    Array.from({ length: stored }, (_, i) => message(i + 1)),
  )
  w.conversationStates.set(GROUP, state({ unread: stored, last_seq: stored }))
  app = createAppStore(w.api)
  await app.actions.boot()
  await settle()
  return { w, me: w.accounts[0]!.user_id }
}

const texts = () =>
  app!
    .state()
    .openConversation!.messages.map((m) => (m.body.kind === 'text' ? m.body.text : m.body.kind))

describe('the messages slice', () => {
  it('keeps each registered account’s conversation states current through the long-poll', async () => {
    const { w, me } = await booted(2)
    expect(app!.state().conversations[me]?.[GROUP]).toEqual(state({ unread: 2, last_seq: 2 }))
    expect(app!.state().messageLinks[me]).toBe('live')
    post(w, 'hello')
    await settle()
    expect(app!.state().conversations[me]?.[GROUP]?.unread).toBe(3)
    // One call at first (answered at once), then one held open per change.
    const waits = w.calls
      .filter((c) => c.method === 'messages.wait')
      .map((c) => c.input as { after: number; timeout_ms: number })
    expect(waits.map((i) => [i.after, i.timeout_ms])).toEqual([
      [0, 0],
      [0, 20_000],
      [1, 20_000],
    ])
  })

  it('opens a conversation at its newest page, pages back, and reads forward when its last_seq moves', async () => {
    const { w, me } = await booted(PAGE + 30)
    await app!.actions.openConversation(me, GROUP)
    let open = app!.state().openConversation!
    expect(open.messages.map((m) => m.seq)).toEqual(Array.from({ length: PAGE }, (_, i) => 31 + i))
    expect(open.hasMore).toBe(true)
    await app!.actions.loadOlderMessages()
    open = app!.state().openConversation!
    expect(open.messages).toHaveLength(PAGE + 30)
    expect(open.hasMore).toBe(false)
    post(w, 'live one', 'live two')
    await settle()
    expect(texts().slice(-2)).toEqual(['live one', 'live two'])
    expect(app!.state().openConversation!.messages.map((m) => m.seq)).toEqual(
      Array.from({ length: PAGE + 32 }, (_, i) => i + 1),
    )
  })

  it('marks read up to the last message loaded, only when something is unread', async () => {
    const { w, me } = await booted(3)
    await app!.actions.openConversation(me, GROUP)
    await app!.actions.markConversationRead()
    expect(w.calls.filter((c) => c.method === 'messages.markRead').map((c) => c.input)).toEqual([
      { account: me, conversation_id: GROUP, up_to_seq: 3 },
    ])
    expect(app!.state().conversations[me]?.[GROUP]?.unread).toBe(0)
    await app!.actions.markConversationRead()
    expect(w.calls.filter((c) => c.method === 'messages.markRead')).toHaveLength(1)
  })

  it('shows a sent text at once, until the stored copy arrives', async () => {
    const { w, me } = await booted(1)
    await app!.actions.openConversation(me, GROUP)
    await app!.actions.sendMessage('on my way')
    const pending = app!.state().openConversation!.outbox
    expect(pending.map((p) => p.text)).toEqual(['on my way'])
    // The core stores it under the id the send answered.
    const list = w.messages.get(GROUP)!
    list.push({
      ...message(2, 'on my way'),
      message_id: pending[0]!.message_id,
      mine: true,
      user_id: me,
    })
    w.conversationStates.set(GROUP, state({ last_seq: 2 }))
    w.messagesChanged()
    await settle()
    expect(app!.state().openConversation!.outbox).toEqual([])
    expect(texts()).toEqual(['message 1', 'on my way'])
  })

  it('dismisses the announcement bar', async () => {
    const { w, me } = await booted(0)
    w.conversationStates.set(GROUP, state({ pending_announcement: 'Budget meeting on Friday' }))
    w.messagesChanged()
    await settle()
    expect(app!.state().conversations[me]?.[GROUP]?.pending_announcement).toBe(
      'Budget meeting on Friday',
    )
    await app!.actions.dismissAnnouncement(me, GROUP)
    expect(app!.state().conversations[me]?.[GROUP]?.pending_announcement).toBeNull()
  })

  it('backs off and asks again when the wallet refuses, and a closed conversation takes no late page', async () => {
    const { w, me } = await booted(2)
    w.held.add('messages.list')
    const opening = app!.actions.openConversation(me, GROUP)
    app!.actions.closeConversation()
    await w.release('messages.list')
    await opening
    expect(app!.state().openConversation).toBeNull()
    w.failing.set('messages.wait', {
      code: 'network',
      message: 'The wallet could not reach the service.',
    })
    post(w, 'lost?')
    await settle()
    expect(app!.state().messageLinks[me]).toBe('offline')
    w.failing.delete('messages.wait')
    await new Promise((r) => setTimeout(r, 1_100))
    await settle()
    expect(app!.state().messageLinks[me]).toBe('live')
    expect(app!.state().conversations[me]?.[GROUP]?.unread).toBe(3)
  })

  it('counts unread messages in groups only', async () => {
    const { w, me } = await booted(2)
    const OTHER = 'c0ffee00-0000-4000-8000-000000000009'
    w.conversationStates.set(OTHER, state({ conversation_id: OTHER, unread: 5, last_seq: 5 }))
    w.messagesChanged()
    await settle()
    // The fake's groups.list knows no group yet: nothing counts until the wallet lists the group.
    expect(unreadInGroups(app!.state(), me)).toBe(0)
    await app!.actions.openConversation(me, GROUP)
    expect(unreadInGroups(app!.state(), me)).toBe(2)
    expect(unreadInGroups(app!.state(), null)).toBe(0)
  })

  it('merges pages by seq, each once, oldest first', () => {
    expect(
      mergeMessages([message(1), message(3)], [message(3), message(2)]).map((m) => m.seq),
    ).toEqual([1, 2, 3])
    const a = [message(1)]
    expect(mergeMessages(a, [message(1)])).toBe(a)
  })
})
