/**
 * Storing delivered messages in a real core (real SQLite, memory keychain, a fake service at the
 * HTTP edge): idempotence, recalls, disappearing times on an injected clock, the announcement bar,
 * and which new messages the host is told of.
 */
import { randomUUID } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  createCoreWithInternals,
  type CoreWithInternals,
  type NewMessageEvent,
} from '../../../../../../src/main/core'
import type { MessageView } from '../../../../../../src/shared/api/messages'
import { memoryKeychain } from '../../../../../../harness/keychain'
import { importAccount } from '../../../../../../harness/wallet-lock'
import { keystore } from '../../vault/helpers'
import { tempDir } from '../../temp'

const ks = keystore()
const ME = ks.app_id as string
const BOB = 'b0b00000-0000-4000-8000-000000000002'
const GROUP = '9b0c7e4e-3f7a-4f3e-9d4a-0c6b1d2e3f40'
/** A group this wallet has not opened: joined from another wallet. */
const OTHER = '5d1f3a2b-7c4e-4a6f-8b9d-1e2f3a4b5c6d'
const T0 = 1_700_000_000_000
const DAY = 24 * 3600 * 1000

function view(
  o: Partial<MessageView> & { category: string; json?: unknown; text?: string },
): MessageView {
  const bytes = Buffer.from(o.text ?? JSON.stringify(o.json), 'utf8')
  return {
    type: 'message',
    representative_id: '',
    quote_message_id: '',
    conversation_id: GROUP,
    user_id: BOB,
    session_id: '',
    message_id: randomUUID(),
    data: bytes.toString('base64'),
    data_base64: bytes.toString('base64url'),
    status: 'SENT',
    source: 'LIST_PENDING_MESSAGES',
    silent: false,
    expire_in: 0,
    created_at: '2023-11-14T22:13:20.000000000Z',
    updated_at: '2023-11-14T22:13:20.000000000Z',
    ...o,
  }
}

describe('receiving messages', () => {
  let now = T0
  let core: CoreWithInternals
  let served: { name: string; announcement: string; expire_in: number; mute_until: string }
  const acks: unknown[] = []
  const notices: NewMessageEvent[] = []
  let otherReads = 0
  let otherDown = false

  beforeEach(async () => {
    now = T0
    acks.length = 0
    notices.length = 0
    otherReads = 0
    otherDown = false
    served = {
      name: 'Treasury',
      announcement: '',
      expire_in: 0,
      mute_until: '0001-01-01T00:00:00Z',
    }
    const fakeFetch = (async (url: string | URL, init?: RequestInit) => {
      const path = new URL(String(url)).pathname
      // Imported as on an offline computer: the account check is skipped.
      if (path === '/safe/me') throw new TypeError('fetch failed')
      let data: unknown = {}
      if (path === `/conversations/${OTHER}`) {
        otherReads++
        if (otherDown)
          return new Response(
            JSON.stringify({
              error: { status: 500, code: 500, description: 'Internal Server Error' },
            }),
            { status: 500 },
          )
      }
      if (path === `/conversations/${GROUP}` || path === `/conversations/${OTHER}`) {
        const other = path.endsWith(OTHER)
        data = {
          type: 'conversation',
          conversation_id: other ? OTHER : GROUP,
          creator_id: other ? BOB : ME,
          category: 'GROUP',
          icon_url: '',
          created_at: '2023-11-14T22:13:20Z',
          code_id: '',
          code_url: '',
          participant_sessions: [],
          circles: [],
          participants: [
            {
              type: 'participant',
              user_id: ME,
              role: other ? '' : 'OWNER',
              created_at: '2023-11-14T22:13:20Z',
            },
            {
              type: 'participant',
              user_id: BOB,
              role: other ? 'OWNER' : '',
              created_at: '2023-11-14T22:13:20Z',
            },
          ],
          ...(other ? { ...served, name: 'Payroll' } : served),
        }
      } else if (path === '/acknowledgements') acks.push(JSON.parse(String(init?.body)))
      return new Response(JSON.stringify({ data }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      })
    }) as typeof fetch
    core = createCoreWithInternals({
      dataDir: tempDir(),
      keychain: memoryKeychain(),
      baseUrl: 'http://127.0.0.1:1',
      fetch: fakeFetch,
      clock: () => now,
      retry: { attempts: 1 },
      scryptN: 1024,
    })
    await importAccount(core, JSON.stringify(ks))
    await core.groups.open(ME, GROUP)
    core.events.on('new-message', (e: NewMessageEvent) => notices.push(e))
  })
  afterEach(() => core.close())

  const list = () => core.messages.list(ME, GROUP, {}).messages
  // A notice waits for the sender's name to be asked of the service.
  const settled = () => new Promise((r) => setTimeout(r, 50))
  const state = () => core.cache.messages.state(ME, GROUP)

  it('stores a message once, however often it is delivered', async () => {
    const v = view({ category: 'PLAIN_TEXT', text: 'hello' })
    await core.messages.receive(ME, [v])
    await core.messages.receive(ME, [v])
    expect(list()).toHaveLength(1)
    expect(list()[0]).toMatchObject({
      message_id: v.message_id,
      user_id: BOB,
      mine: false,
      body: { kind: 'text', text: 'hello' },
      read_at: null,
      expires_at: null,
    })
    expect(state().unread).toBe(1)
    await settled()
    expect(notices).toEqual([
      {
        account: ME,
        conversation_id: GROUP,
        message_id: v.message_id,
        sender_name: 'Someone',
        group_name: 'Treasury',
      },
    ])
  })

  it('reads a group it has not opened when a message comes from it, then lists it and tells of the message', async () => {
    expect(core.groups.list(ME).map((g) => g.name)).toEqual(['Treasury'])
    const first = view({
      category: 'PLAIN_TEXT',
      text: 'hello from payroll',
      conversation_id: OTHER,
    })
    await core.messages.receive(ME, [
      first,
      view({ category: 'PLAIN_TEXT', text: 'and again', conversation_id: OTHER }),
    ])
    expect(otherReads).toBe(1)
    expect(
      core.groups
        .list(ME)
        .map((g) => g.name)
        .sort(),
    ).toEqual(['Payroll', 'Treasury'])
    expect(core.messages.list(ME, OTHER, {}).messages.map((m) => m.body)).toEqual([
      { kind: 'text', text: 'hello from payroll' },
      { kind: 'text', text: 'and again' },
    ])
    await settled()
    expect(notices).toEqual([
      {
        account: ME,
        conversation_id: OTHER,
        message_id: first.message_id,
        sender_name: 'Someone',
        group_name: 'Payroll',
      },
    ])
    // Known now: the next message asks nothing.
    await core.messages.receive(ME, [
      view({ category: 'PLAIN_TEXT', text: 'third', conversation_id: OTHER }),
    ])
    expect(otherReads).toBe(1)
  })

  it('stores a message from a group the service cannot show now, and reads the group with the next one', async () => {
    otherDown = true
    await core.messages.receive(ME, [
      view({ category: 'PLAIN_TEXT', text: 'early', conversation_id: OTHER }),
    ])
    expect(core.messages.list(ME, OTHER, {}).messages).toHaveLength(1)
    expect(core.groups.list(ME).map((g) => g.name)).toEqual(['Treasury'])
    const reads = otherReads
    otherDown = false
    await core.messages.receive(ME, [
      view({ category: 'PLAIN_TEXT', text: 'later', conversation_id: OTHER }),
    ])
    expect(otherReads).toBe(reads + 1)
    expect(
      core.groups
        .list(ME)
        .map((g) => g.name)
        .sort(),
    ).toEqual(['Payroll', 'Treasury'])
  })

  it('tells the host of nothing in a muted group, or of its own messages', async () => {
    served.mute_until = new Date(T0 + 3600_000).toISOString()
    await core.groups.open(ME, GROUP)
    await core.messages.receive(ME, [view({ category: 'PLAIN_TEXT', text: 'quiet' })])
    await core.messages.receive(ME, [view({ category: 'PLAIN_TEXT', text: 'mine', user_id: ME })])
    expect(list()).toHaveLength(2)
    await settled()
    expect(notices).toEqual([])
    now = T0 + 2 * 3600_000 // the mute ran out
    await core.messages.receive(ME, [view({ category: 'PLAIN_TEXT', text: 'loud' })])
    await settled()
    expect(notices).toHaveLength(1)
  })

  it('leaves a message that links a request to the request’s own notice, and tells of the next message', async () => {
    const linking = view({
      category: 'PLAIN_TEXT',
      text: 'Payment request: 1 XIN to Dave\nReview and sign: https://mixin.one/multisigs/0b1f2d3e-4a5b-4c6d-8e7f-8091a2b3c4d5',
    })
    await core.messages.receive(ME, [linking])
    await settled()
    expect([list().map((m) => m.message_id), notices]).toEqual([[linking.message_id], []])
    const plain = view({ category: 'PLAIN_TEXT', text: 'signed it, your turn' })
    await core.messages.receive(ME, [plain])
    await settled()
    expect(notices.map((n) => n.message_id)).toEqual([plain.message_id])
  })

  it('makes one notice of a burst from one sender, stored in one go', async () => {
    const burst = Array.from({ length: 50 }, (_, i) =>
      view({ category: 'PLAIN_TEXT', text: `m${i}` }),
    )
    await core.messages.receive(ME, burst)
    await core.messages.receive(ME, [
      view({
        category: 'PLAIN_TEXT',
        text: 'other',
        user_id: 'ca701000-0000-4000-8000-000000000003',
      }),
    ])
    await settled()
    expect(list()).toHaveLength(51)
    expect(notices.map((n) => n.message_id)).toEqual([burst[0]!.message_id, list()[50]!.message_id])
  })

  it('takes a message back only for its sender', async () => {
    const original = view({ category: 'PLAIN_TEXT', text: 'oops' })
    await core.messages.receive(ME, [original])
    await core.messages.receive(ME, [
      view({ category: 'MESSAGE_RECALL', user_id: ME, json: { message_id: original.message_id } }),
    ])
    expect(list()[0]!.body).toEqual({ kind: 'text', text: 'oops' })
    await core.messages.receive(ME, [
      view({ category: 'MESSAGE_RECALL', json: { message_id: original.message_id } }),
    ])
    expect(list()).toHaveLength(1)
    expect(list()[0]!.body).toEqual({ kind: 'recalled' })
  })

  it('keeps cards over their limits as invalid, with a reason for a person, and unknown categories as such', async () => {
    const app = randomUUID()
    await core.messages.receive(ME, [
      view({
        category: 'APP_CARD',
        json: {
          app_id: app,
          title: 'x'.repeat(37),
          description: 'd',
          action: 'https://example.com',
        },
      }),
    ])
    await core.messages.receive(ME, [
      view({
        category: 'APP_BUTTON_GROUP',
        json: Array.from({ length: 7 }, () => ({
          label: 'b',
          color: '#000000',
          action: 'https://example.com',
        })),
      }),
    ])
    await core.messages.receive(ME, [view({ category: 'PLAIN_HOLOGRAM', text: '3d' })])
    const [card, buttons, unknown] = list().map((m) => m.body)
    expect(card).toEqual({
      kind: 'invalid',
      category: 'APP_CARD',
      reason:
        'It cannot be shown: the title does not follow the rules (expected 1 to 36 characters).',
    })
    expect(buttons).toMatchObject({ kind: 'invalid', category: 'APP_BUTTON_GROUP' })
    expect(unknown).toEqual({ kind: 'unknown', category: 'PLAIN_HOLOGRAM' })
  })

  it('reads a card whose action is a request link, without its icon', async () => {
    const request = randomUUID()
    await core.messages.receive(ME, [
      view({
        category: 'APP_CARD',
        json: {
          app_id: BOB,
          icon_url: 'https://example.com/i.png',
          title: 'Payment request',
          description: '1 XIN',
          action: `https://mixin.one/multisigs/${request}`,
        },
      }),
    ])
    expect(list()[0]!.body).toEqual({
      kind: 'card',
      app_id: BOB,
      title: 'Payment request',
      description: '1 XIN',
      action: `https://mixin.one/multisigs/${request}`,
      buttons: [],
      request_id: request,
    })
    expect(JSON.stringify(list()[0])).not.toContain('i.png')
  })

  it('deletes a disappearing message D after it was read, or 24 h + D after it arrived unread', async () => {
    const D = 60
    const read = view({ category: 'PLAIN_TEXT', text: 'read me', expire_in: D })
    const unread = view({ category: 'PLAIN_TEXT', text: 'never read', expire_in: D })
    await core.messages.receive(ME, [read])
    await core.messages.receive(ME, [unread])
    expect(list().map((m) => m.expires_at)).toEqual([T0 + DAY + D * 1000, T0 + DAY + D * 1000])
    served.expire_in = D
    await core.groups.open(ME, GROUP)
    now = T0 + 5000
    const seq = list()[0]!.seq
    const after = await core.messages.markRead(ME, GROUP, seq)
    expect(after.unread).toBe(1)
    expect(list()[0]).toMatchObject({ read_at: T0 + 5000, expires_at: T0 + 5000 + D * 1000 })
    expect(acks).toEqual([[{ message_id: read.message_id, status: 'READ' }]])
    now = T0 + 5000 + D * 1000
    expect(list().map((m) => m.message_id)).toEqual([unread.message_id])
    now = T0 + DAY + D * 1000
    expect(list()).toEqual([])
    expect(state()).toMatchObject({ unread: 0 })
  })

  it('keeps a changed announcement for the bar until dismissed, and shows a newer change again', async () => {
    const update = () =>
      view({ category: 'SYSTEM_CONVERSATION', json: { action: 'UPDATE', user_id: BOB } })
    served.announcement = 'Sign by Friday'
    await core.messages.receive(ME, [update()])
    expect(list()[0]!.body).toMatchObject({
      kind: 'system',
      event: { action: 'UPDATE', user_id: BOB, changed: ['announcement'] },
    })
    expect(state().pending_announcement).toBe('Sign by Friday')
    expect(core.messages.dismissAnnouncement(ME, GROUP).pending_announcement).toBeNull()
    served.name = 'Treasury 2'
    await core.messages.receive(ME, [update()])
    expect(list()[1]!.body).toMatchObject({ event: { changed: ['name'] } })
    expect(state().pending_announcement).toBeNull()
    served.announcement = 'Sign by Monday'
    await core.messages.receive(ME, [update()])
    expect(state().pending_announcement).toBe('Sign by Monday')
  })

  it('does not remind its own user of its own announcement', async () => {
    served.announcement = 'Mine'
    await core.messages.receive(ME, [
      view({
        category: 'SYSTEM_CONVERSATION',
        user_id: ME,
        json: { action: 'UPDATE', user_id: ME },
      }),
    ])
    expect(state().pending_announcement).toBeNull()
  })

  it('answers a wait at once when it missed a change, else when one comes', async () => {
    const first = await core.messages.wait(ME, 0, 0)
    const waiting = core.messages.wait(ME, first.change, 5000)
    await core.messages.receive(ME, [view({ category: 'PLAIN_TEXT', text: 'wake up' })])
    const woke = await waiting
    expect(woke.change).toBeGreaterThan(first.change)
    expect(woke.conversations).toEqual([
      { conversation_id: GROUP, unread: 1, pending_announcement: null, last_seq: list()[0]!.seq },
    ])
    const t = Date.now()
    const quiet = await core.messages.wait(ME, woke.change, 200)
    expect(quiet.change).toBe(woke.change)
    expect(Date.now() - t).toBeGreaterThanOrEqual(150)
  })

  it('answers a wait held when the core closes, without reading the closed cache', async () => {
    const first = await core.messages.wait(ME, 0, 0)
    const waiting = core.messages.wait(ME, first.change, 5000)
    core.close()
    await expect(waiting).resolves.toEqual({
      change: first.change,
      link: 'stopped',
      conversations: [],
    })
  })

  it('pages back through a conversation, oldest first', async () => {
    for (let i = 0; i < 5; i++)
      await core.messages.receive(ME, [view({ category: 'PLAIN_TEXT', text: `m${i}` })])
    const last = core.messages.list(ME, GROUP, { limit: 2 })
    expect(last.messages.map((m) => (m.body as { text: string }).text)).toEqual(['m3', 'm4'])
    expect(last.has_more).toBe(true)
    const earlier = core.messages.list(ME, GROUP, { limit: 3, beforeSeq: last.messages[0]!.seq })
    expect(earlier.messages.map((m) => (m.body as { text: string }).text)).toEqual([
      'm0',
      'm1',
      'm2',
    ])
    expect(earlier.has_more).toBe(false)
    const since = core.messages.list(ME, GROUP, { afterSeq: earlier.messages[1]!.seq })
    expect(since.messages.map((m) => (m.body as { text: string }).text)).toEqual(['m2', 'm3', 'm4'])
  })
})
