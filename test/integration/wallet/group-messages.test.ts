/**
 * Sending a text into a group through the bridge handlers against the real sequencer: the message
 * is stored by the service as the account's PLAIN_TEXT with the exact UTF-8 bytes, it is audited
 * (without its text), and a non-member or an empty text is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createBridgeHandlers } from '../../../src/main/core/bridge-handlers'
import type { BridgeHandlers } from '../../../src/shared/bridge'
import type { CoreWithInternals } from '../../../src/main/core'
import {
  inKeyring,
  newCore,
  newUser,
  startHarness,
  type Harness,
  type User,
} from '../../../harness/wallet-network'
import { importAccount } from '../../../harness/wallet-lock'

describe.runIf(inKeyring)('group text messages through the bridge', () => {
  let h: Harness
  let alice: User, bob: User, dave: User
  let core: CoreWithInternals, daveCore: CoreWithInternals
  let handlers: BridgeHandlers, daveHandlers: BridgeHandlers
  let groupId: string

  beforeAll(async () => {
    h = await startHarness()
    ;[alice, bob, dave] = ['Alice', 'Bob', 'Dave'].map((n) => newUser(h, n, true)) as [
      User,
      User,
      User,
    ]
    core = newCore(h, 'alice')
    daveCore = newCore(h, 'dave')
    await importAccount(core, alice.text)
    await importAccount(daveCore, dave.text)
    handlers = createBridgeHandlers(core)
    daveHandlers = createBridgeHandlers(daveCore)
    groupId = (
      await core.groups.create(alice.userId, { name: 'Treasury', participants: [bob.userId] })
    ).conversation_id
  })
  afterAll(async () => h?.close())

  it('sends a PLAIN_TEXT message the sequencer stores with the exact bytes', async () => {
    const text = 'Please review: https://mixin.one/codes/x — “ünïcode” ✓'
    const before = Date.now()
    const r = await handlers['groups.sendText']({
      account: alice.userId,
      conversation_id: groupId,
      text,
    })
    expect(r.ok).toBe(true)
    const sent = (
      r as { ok: true; value: { message_id: string; conversation_id: string; created_at: string } }
    ).value
    expect(sent.conversation_id).toBe(groupId)
    expect(sent.message_id).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    )
    expect(Date.parse(sent.created_at)).toBeGreaterThanOrEqual(before - 1000)

    const row = h.server.ctx.db
      .prepare('SELECT conversation_id, user_id, category, data FROM messages WHERE message_id = ?')
      .get(sent.message_id) as
      { conversation_id: string; user_id: string; category: string; data: Buffer } | undefined
    expect(row).toBeDefined()
    expect([row!.conversation_id, row!.user_id, row!.category]).toEqual([
      groupId,
      alice.userId,
      'PLAIN_TEXT',
    ])
    expect(Buffer.from(row!.data).toString('utf8')).toBe(text)

    const entry = core.audit.list({ actor: alice.userId, action: 'group.message' })[0]!
    expect([entry.subject, entry.result]).toEqual([groupId, 'ok'])
    expect(entry.detail).toContain(sent.message_id)
    expect(entry.detail).not.toContain('Please review')
  })

  it('refuses an empty text before calling the service', async () => {
    const r = await handlers['groups.sendText']({
      account: alice.userId,
      conversation_id: groupId,
      text: '   ',
    })
    expect(r).toMatchObject({ ok: false, error: { code: 'invalid-input' } })
  })

  it('is refused by the service for someone outside the group, and audited as failed', async () => {
    const r = await daveHandlers['groups.sendText']({
      account: dave.userId,
      conversation_id: groupId,
      text: 'let me in',
    })
    expect(r.ok).toBe(false)
    expect(['forbidden', 'not-found']).toContain(
      (r as { ok: false; error: { code: string } }).error.code,
    )
    const count = h.server.ctx.db
      .prepare('SELECT count(*) AS n FROM messages WHERE user_id = ?')
      .get(dave.userId) as { n: number }
    expect(count.n).toBe(0)
    expect(
      daveCore.audit.list({ actor: dave.userId, action: 'group.message' }).map((e) => e.result),
    ).toEqual(['failed'])
  })

  it('reports the keychain it uses in the settings', async () => {
    const r = await handlers['settings.get']({})
    expect(r).toMatchObject({
      ok: true,
      value: { keychain: { backend: 'Secret Service', service: core.vault.service } },
    })
  })
})
