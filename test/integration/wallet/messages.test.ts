/**
 * A group's conversation end to end: messages other members post reach the account's one socket,
 * are stored once and listed; `messages.wait` answers when they arrive; a socket killed mid-stream
 * loses nothing; recalls, the announcement bar and read marks behave as the interface says.
 */
import { randomUUID } from 'node:crypto'
import { MixinApi } from '@mixin.dev/mixin-node-sdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { CoreWithInternals, NewMessageEvent } from '../../../src/main/core'
import { blazeHub } from '../../../src/sequencer/blaze/hub'
import { createBridgeHandlers } from '../../../src/main/core/bridge-handlers'
import type { MessageChanges, MessagePage } from '../../../src/shared/bridge-messages'
import {
  call,
  createRequest,
  fund,
  type Harness,
  inKeyring,
  newCore,
  newUser,
  startHarness,
  until,
  type User,
} from '../../../harness/wallet-network'
import { importAccount } from '../../../harness/wallet-lock'

const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64url')

describe.runIf(inKeyring)('a group conversation', () => {
  let h: Harness
  let alice: User, bob: User, carol: User
  let core: CoreWithInternals, bobCore: CoreWithInternals
  let group: string
  let watcher: { stop(): void; mode(): string }
  let bobWatcher: { stop(): void; mode(): string } | undefined
  const notices: NewMessageEvent[] = []

  const post = (from: User, category: string, data: string, id: string = randomUUID()) =>
    call(h, from, 'POST', '/messages', z.unknown(), [
      { conversation_id: group, message_id: id, category, data_base64: data },
    ]).then(() => id)
  const stored = (id: string) => core.cache.messages.get(alice.userId, id)

  beforeAll(async () => {
    h = await startHarness()
    ;[alice, bob, carol] = ['Alice', 'Bob', 'Carol'].map((n) => newUser(h, n, true)) as [
      User,
      User,
      User,
    ]
    core = newCore(h, 'alice')
    await importAccount(core, alice.text)
    group = (
      await core.groups.create(alice.userId, {
        name: 'Treasury',
        participants: [bob.userId, carol.userId],
      })
    ).conversation_id
    core.events.on('new-message', (e: NewMessageEvent) => notices.push(e))
    watcher = core.watch.start(alice.userId, { pollMs: 60_000, reconnectMs: 50 })
    await until(() => (watcher.mode() === 'blaze' ? true : undefined), 'the socket')
  })
  afterAll(async () => {
    watcher?.stop()
    bobWatcher?.stop()
    await h?.close()
  })

  it('stores what another member posts and lists it through the bridge', async () => {
    const handlers = createBridgeHandlers(core)
    const before = (await handlers['messages.wait']({
      account: alice.userId,
      after: 0,
      timeout_ms: 0,
    })) as { ok: true; value: MessageChanges }
    expect(before.value.link).toBe('live')
    const waiting = handlers['messages.wait']({
      account: alice.userId,
      after: before.value.change,
      timeout_ms: 10_000,
    })
    const id = await post(bob, 'PLAIN_TEXT', b64('hello from Bob'))
    const changed = (await waiting) as { ok: true; value: MessageChanges }
    expect(changed.value.change).toBeGreaterThan(before.value.change)
    await until(() => stored(id), 'the message')
    const page = (await handlers['messages.list']({
      account: alice.userId,
      conversation_id: group,
    })) as { ok: true; value: MessagePage }
    const m = page.value.messages.find((x) => x.message_id === id)
    expect(m).toMatchObject({
      user_id: bob.userId,
      mine: false,
      category: 'PLAIN_TEXT',
      body: { kind: 'text', text: 'hello from Bob' },
      read_at: null,
    })
    const now = (await handlers['messages.wait']({
      account: alice.userId,
      after: 0,
      timeout_ms: 0,
    })) as { ok: true; value: MessageChanges }
    const state = now.value.conversations.find((c) => c.conversation_id === group)
    expect(state).toMatchObject({ unread: 1, pending_announcement: null, last_seq: m!.seq })
  })

  it('keeps its own sent text, read', async () => {
    const sent = await core.groups.sendText(alice.userId, group, 'hi Bob')
    expect(stored(sent.message_id)).toMatchObject({
      mine: true,
      body: { kind: 'text', text: 'hi Bob' },
    })
    expect(stored(sent.message_id)?.read_at).not.toBeNull()
  })

  const pendingAtService = (id: string) =>
    (
      h.server.ctx.db
        .prepare('SELECT status FROM message_recipients WHERE message_id = ? AND user_id = ?')
        .get(id, alice.userId) as { status: string } | undefined
    )?.status

  it('stores what a member posts through the official SDK, signed by that member', async () => {
    const sdk = MixinApi({
      keystore: carol.keystore as never,
      requestConfig: { baseURL: h.server.url, retry: 1, timeout: 10_000 },
    })
    const id = randomUUID()
    await sdk.message.sendOne({
      conversation_id: group,
      message_id: id,
      category: 'PLAIN_TEXT',
      data_base64: b64('from the SDK'),
    } as never)
    const m = await until(() => stored(id), 'the SDK message')
    expect(m).toMatchObject({ user_id: carol.userId, body: { kind: 'text', text: 'from the SDK' } })
    await until(
      () => (pendingAtService(id) === 'DELIVERED' ? true : undefined),
      'the acknowledgement',
    )
    // The host is told who wrote where, by name (asked of the service), never what.
    const notice = await until(() => notices.find((n) => n.message_id === id), 'the notice')
    expect(notice).toEqual({
      account: alice.userId,
      conversation_id: group,
      message_id: id,
      sender_name: 'Carol',
      group_name: 'Treasury',
    })
  })

  it('leaves a message it could not store pending, and has it again after the socket drops', async () => {
    const blocked = randomUUID()
    const db = core.cache.db
    db.exec(
      `CREATE TEMP TRIGGER refuse BEFORE INSERT ON messages WHEN NEW.message_id = '${blocked}' BEGIN SELECT RAISE(ABORT, 'refused for the test'); END`,
    )
    const after = await post(bob, 'PLAIN_TEXT', b64('after it'))
    await post(bob, 'PLAIN_TEXT', b64('the blocked one'), blocked)
    const last = await post(bob, 'PLAIN_TEXT', b64('last'))
    await until(() => stored(last), 'the messages around it')
    expect(stored(after)).toBeDefined()
    expect(stored(blocked)).toBeUndefined()
    await until(
      () => (pendingAtService(last) === 'DELIVERED' ? true : undefined),
      'the acknowledgements',
    )
    expect(pendingAtService(blocked)).toBe('SENT')
    db.exec('DROP TRIGGER refuse')
    blazeHub(h.server.ctx).closeAll()
    await until(() => stored(blocked), 'the message listed again', 15_000)
    await until(() => (watcher.mode() === 'blaze' ? true : undefined), 'the socket again')
  })

  it('loses nothing when the socket is killed in the middle of a stream', async () => {
    const ids: string[] = Array.from({ length: 200 }, () => randomUUID())
    const sending = [0, 100].map((start) =>
      call(
        h,
        bob,
        'POST',
        '/messages',
        z.unknown(),
        ids.slice(start, start + 100).map((message_id, i) => ({
          conversation_id: group,
          message_id,
          category: 'PLAIN_TEXT',
          data_base64: b64(`n${start + i}`),
        })),
      ),
    )
    await until(() => (ids.some((id) => stored(id)) ? true : undefined), 'the stream to start')
    blazeHub(h.server.ctx).closeAll()
    await Promise.all(sending)
    await until(() => (ids.every((id) => stored(id)) ? true : undefined), 'every message', 20_000)
    const all = core.messages.list(alice.userId, group, { limit: 500 }).messages
    expect(all.filter((m) => ids.includes(m.message_id))).toHaveLength(200)
    await until(
      () => (ids.every((id) => pendingAtService(id) === 'DELIVERED') ? true : undefined),
      'every acknowledgement',
      20_000,
    )
  })

  it('reminds of an announcement another member set, until dismissed', async () => {
    const handlers = createBridgeHandlers(core)
    await call(h, alice, 'POST', `/conversations/${group}/participants/ROLE`, z.unknown(), [
      { user_id: bob.userId, role: 'ADMIN' },
    ])
    await call(h, bob, 'POST', `/conversations/${group}`, z.unknown(), {
      announcement: 'Sign the rent by Friday',
    })
    await until(
      () =>
        core.cache.messages.state(alice.userId, group).pending_announcement ? true : undefined,
      'the reminder',
    )
    expect(core.cache.messages.state(alice.userId, group).pending_announcement).toBe(
      'Sign the rent by Friday',
    )
    const dismissed = await handlers['groups.dismissAnnouncement']({
      account: alice.userId,
      conversation_id: group,
    })
    expect(dismissed).toMatchObject({ ok: true, value: { pending_announcement: null } })
    await core.groups.setAnnouncement(alice.userId, group, 'My own words')
    await new Promise((r) => setTimeout(r, 300))
    expect(core.cache.messages.state(alice.userId, group).pending_announcement).toBeNull()
  })

  it("shares a request as a text with its link, which the other member's wallet takes into its queue", async () => {
    bobCore = newCore(h, 'bob')
    await importAccount(bobCore, bob.text)
    await bobCore.groups.open(bob.userId, group)
    bobWatcher = bobCore.watch.start(bob.userId, { pollMs: 60_000, reconnectMs: 50 })
    const senders = [alice.userId, bob.userId, carol.userId]
    const req = await createRequest(h, alice, {
      input: fund(h, senders, 2, 10_000_000n),
      senders,
      threshold: 2,
      to: carol.userId,
      amount: 1_000_000n,
      memo: 'Invoice 42',
    })
    await core.requests.open(alice.userId, req.request_id)
    const handlers = createBridgeHandlers(core)
    const shared = await handlers['messages.shareRequest']({
      account: alice.userId,
      conversation_id: group,
      request_id: req.request_id,
    })
    expect(shared).toMatchObject({
      ok: true,
      value: { mine: true, category: 'PLAIN_TEXT', body: { kind: 'text' } },
    })
    const { message_id: messageId, body } = (
      shared as { ok: true; value: { message_id: string; body: { text: string } } }
    ).value
    expect(body.text).toMatch(
      new RegExp(
        `^Payment request: 0\\.01 .* to Carol · Invoice 42\nReview and sign: https://mixin\\.one/multisigs/${req.request_id}$`,
      ),
    )
    const received = await until(
      () => bobCore.cache.messages.get(bob.userId, messageId),
      'the text at Bob’s',
    )
    expect(received.body).toEqual(body)
    // The link alone put the request in Bob's queue: he never opened it himself.
    const queued = await until(
      () => bobCore.requests.list(bob.userId).items.find((r) => r.request_id === req.request_id),
      'the request in Bob’s queue',
    )
    expect(queued.state).toBe('needs-signature')
  })

  it('downloads an image a member posted, through the core', async () => {
    const sdk = MixinApi({
      keystore: carol.keystore as never,
      requestConfig: { baseURL: h.server.url, retry: 1, timeout: 10_000 },
    })
    const bytes = Buffer.from(Array.from({ length: 3000 }, (_, i) => i % 251))
    const { attachment_id } = await sdk.attachment.upload(bytes as never)
    const data = JSON.stringify({
      attachment_id,
      mime_type: 'image/png',
      width: 10,
      height: 10,
      size: bytes.length,
    })
    const id = await post(carol, 'PLAIN_IMAGE', b64(data))
    await until(() => stored(id), 'the image message')
    const handlers = createBridgeHandlers(core)
    const file = await handlers['messages.attachment']({
      account: alice.userId,
      conversation_id: group,
      message_id: id,
    })
    expect(file).toMatchObject({
      ok: true,
      value: { attachment_id, mime_type: 'image/png', size: bytes.length },
    })
    expect(
      Buffer.from((file as { ok: true; value: { base64: string } }).value.base64, 'base64'),
    ).toEqual(bytes)
    const text = await post(carol, 'PLAIN_TEXT', b64('no file here'))
    await until(() => stored(text), 'the text')
    expect(
      await handlers['messages.attachment']({
        account: alice.userId,
        conversation_id: group,
        message_id: text,
      }),
    ).toMatchObject({ ok: false, error: { code: 'attachment-unavailable' } })
  })
})
