/**
 * A group's conversation end to end: messages other members post reach the account's one socket,
 * are stored once and listed; `messages.wait` answers when they arrive; a socket killed mid-stream
 * loses nothing; recalls, the announcement bar and read marks behave as the interface says.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { Core } from '../../../src/main/core'
import { createBridgeHandlers } from '../../../src/main/core/bridge-handlers'
import type { MessageChanges, MessagePage } from '../../../src/shared/bridge-messages'
import { call, inKeyring, newCore, newUser, startHarness, type Harness, type User } from './helpers'
import { importAccount } from '../../helpers/wallet-lock'

async function until<T>(probe: () => T | undefined, what: string, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const v = probe()
    if (v !== undefined) return v
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 20))
  }
}

const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64url')

describe.runIf(inKeyring)('a group conversation', () => {
  let h: Harness
  let alice: User, bob: User
  let core: Core
  let group: string
  let watcher: { stop(): void; mode(): string }

  const post = (from: User, category: string, data: string, id = randomUUID()) =>
    call(h, from, 'POST', '/messages', z.unknown(), [{ conversation_id: group, message_id: id, category, data_base64: data }]).then(() => id)
  const stored = (id: string) => core.cache.messages.get(alice.userId, id)

  beforeAll(async () => {
    h = await startHarness()
    ;[alice, bob] = ['Alice', 'Bob'].map((n) => newUser(h, n, true)) as [User, User]
    core = newCore(h, 'alice')
    await importAccount(core, alice.text)
    group = (await core.groups.create(alice.userId, { name: 'Treasury', participants: [bob.userId] })).conversation_id
    watcher = core.notifications.watch(alice.userId, { pollMs: 60_000, reconnectMs: 50 })
    await until(() => (watcher.mode() === 'blaze' ? true : undefined), 'the socket')
  })
  afterAll(async () => {
    watcher?.stop()
    await h?.close()
  })

  it('stores what another member posts and lists it through the bridge', async () => {
    const handlers = createBridgeHandlers(core)
    const before = (await handlers['messages.wait']({ account: alice.userId, after: 0, timeout_ms: 0 })) as { ok: true; value: MessageChanges }
    expect(before.value.link).toBe('live')
    const waiting = handlers['messages.wait']({ account: alice.userId, after: before.value.change, timeout_ms: 10_000 })
    const id = await post(bob, 'PLAIN_TEXT', b64('hello from Bob'))
    const changed = (await waiting) as { ok: true; value: MessageChanges }
    expect(changed.value.change).toBeGreaterThan(before.value.change)
    await until(() => stored(id), 'the message')
    const page = (await handlers['messages.list']({ account: alice.userId, conversation_id: group })) as { ok: true; value: MessagePage }
    const m = page.value.messages.find((x) => x.message_id === id)
    expect(m).toMatchObject({ user_id: bob.userId, mine: false, category: 'PLAIN_TEXT', body: { kind: 'text', text: 'hello from Bob' }, read_at: null })
    const now = (await handlers['messages.wait']({ account: alice.userId, after: 0, timeout_ms: 0 })) as { ok: true; value: MessageChanges }
    const state = now.value.conversations.find((c) => c.conversation_id === group)
    expect(state).toMatchObject({ unread: 1, pending_announcement: null, last_seq: m!.seq })
  })

  it('keeps its own sent text, read', async () => {
    const sent = await core.groups.sendText(alice.userId, group, 'hi Bob')
    expect(stored(sent.message_id)).toMatchObject({ mine: true, body: { kind: 'text', text: 'hi Bob' } })
    expect(stored(sent.message_id)?.read_at).not.toBeNull()
  })
})
