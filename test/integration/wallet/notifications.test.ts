/**
 * The host hears once when a request newly needs this account's signature: from a link to it in a
 * message the socket delivers, or from the syncs, which run on their timer whether the socket is up
 * or not (the public socket never announces a request); the socket acknowledges what it stored, and
 * a refused account is polled.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Core, NeedsSignatureEvent, WatchEvent } from '../../../src/main/core'
import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import {
  call,
  createRequest,
  follow,
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

describe.runIf(inKeyring)('notifications', () => {
  let h: Harness
  let alice: User, bob: User, carol: User, dave: User
  let core: Core
  const events: NeedsSignatureEvent[] = []
  const modes: WatchEvent[] = []
  const senders = () => [alice.userId, bob.userId, carol.userId]

  beforeAll(async () => {
    h = await startHarness()
    ;[alice, bob, carol, dave] = ['Alice', 'Bob', 'Carol', 'Dave'].map((n) =>
      newUser(h, n, true),
    ) as [User, User, User, User]
    core = newCore(h, 'alice')
    await importAccount(core, alice.text)
    await follow(core, alice.userId, senders(), 2)
    core.events.on('needs-signature', (e: NeedsSignatureEvent) => events.push(e))
    core.events.on('watch', (e: WatchEvent) => modes.push(e))
  })
  afterAll(async () => h?.close())

  it('hears of a request linked in a message over the socket, once, and acknowledges what it stored', async () => {
    const w = core.watch.start(alice.userId, { pollMs: 60_000 })
    try {
      await until(() => (w.mode() === 'blaze' ? true : undefined), 'the socket')
      const req = await createRequest(h, carol, {
        input: fund(h, senders(), 2, 10_000_000n),
        senders: senders(),
        threshold: 2,
        to: dave.userId,
        amount: 1_000_000n,
      })
      // Carol shares it with Alice as a person does: a text with its link, in their conversation.
      const conversation = randomUUID()
      await call(h, carol, 'POST', '/conversations', z.unknown(), {
        category: 'GROUP',
        conversation_id: conversation,
        name: 'Treasury',
        participants: [{ user_id: alice.userId }, { user_id: bob.userId }],
      })
      const text = `Payment request: 0.01 XIN to Dave\nReview and sign: https://mixin.one/multisigs/${req.request_id}`
      const messageId = randomUUID()
      await call(h, carol, 'POST', '/messages', z.unknown(), [
        {
          conversation_id: conversation,
          message_id: messageId,
          category: 'PLAIN_TEXT',
          data_base64: Buffer.from(text).toString('base64url'),
        },
      ])
      const e = await until(() => events.find((x) => x.request_id === req.request_id), 'the notice')
      expect(e).toEqual({ account: alice.userId, request_id: req.request_id, via: 'message' })
      expect(core.requests.get(alice.userId, req.request_id).state).toBe('needs-signature')
      await w.poll()
      expect(events.filter((x) => x.request_id === req.request_id)).toHaveLength(1)
      // Acknowledged once stored: the service has nothing pending for Alice any more.
      const pending = () =>
        h.server.ctx.db
          .prepare("SELECT count(*) FROM message_recipients WHERE user_id = ? AND status = 'SENT'")
          .pluck()
          .get(alice.userId) as number
      await until(() => (pending() === 0 ? true : undefined), 'the acknowledgements')
    } finally {
      w.stop()
    }
    expect(modes.map((m) => m.mode)).toEqual(['blaze', 'stopped'])
  })

  it('finds a request no message names by syncing on its timer, socket or not', async () => {
    const w = core.watch.start(alice.userId, { pollMs: 100 })
    try {
      await until(() => (w.mode() === 'blaze' ? true : undefined), 'the socket')
      const req = await createRequest(h, carol, {
        input: fund(h, senders(), 2, 10_000_000n),
        senders: senders(),
        threshold: 2,
        to: dave.userId,
        amount: 2_000_000n,
      })
      const e = await until(() => events.find((x) => x.request_id === req.request_id), 'the poll')
      expect(e.via).toBe('poll')
    } finally {
      w.stop()
    }
  })

  it('polls when the socket refuses the account', async () => {
    const stranger = newCore(h, 'stranger')
    const ghost = newUser(h, 'Ghost', true)
    const record = await importAccount(stranger, ghost.text)
    h.server.ctx.db.prepare('DELETE FROM sessions WHERE user_id = ?').run(record.user_id)
    const seen: WatchEvent[] = []
    stranger.events.on('watch', (e: WatchEvent) => seen.push(e))
    const w = stranger.watch.start(record.user_id, { pollMs: 60_000, reconnectMs: 50 })
    try {
      await until(() => (seen.some((m) => m.mode === 'polling') ? true : undefined), 'the fallback')
      await new Promise((r) => setTimeout(r, 300))
      // Refused: no socket mode, and no reconnecting (it would be refused again).
      expect(seen.map((m) => m.mode)).toEqual(['polling'])
    } finally {
      w.stop()
    }
  })
})
