/**
 * A wallet that loses the service keeps showing what it saved: its shared accounts, its groups, its
 * queue, and a request opened by id, link or hash — each marked as the saved copy with when it was
 * saved — while what it never saved (an unknown request, a code) fails as the service being out of
 * reach, not as "nothing there". Against a real sequencer, with the wallet's network cut mid-test.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { membersHash } from '../../../src/shared/kernel'
import { translator } from '../../../src/shared/i18n/translate'
import { isApiClientError } from '../../../src/main/core/client'
import { createBridgeHandlers } from '../../../src/main/core/bridge-handlers'
import type { Core } from '../../../src/main/core'
import {
  createRequest,
  fund,
  inKeyring,
  newCore,
  newUser,
  startHarness,
  type Harness,
  type User,
} from '../../../harness/wallet-network'
import { importAccount } from '../../../harness/wallet-lock'

describe.runIf(inKeyring)('reading what is saved when the service cannot be reached', () => {
  let h: Harness
  let alice: User, bob: User, carol: User
  let core: Core
  let online = true
  let groupId: string
  let request: { request_id: string; transaction_hash: string }
  let savedAt: number

  beforeAll(async () => {
    h = await startHarness()
    ;[alice, bob, carol] = ['Alice', 'Bob', 'Carol'].map((n) => newUser(h, n, true)) as [
      User,
      User,
      User,
    ]
    const members = [alice.userId, bob.userId, carol.userId]
    core = newCore(h, 'alice', {
      fetch: ((url: string | URL | Request, init?: RequestInit) =>
        online ? fetch(url, init) : Promise.reject(new TypeError('fetch failed'))) as typeof fetch,
      retry: { attempts: 1, baseDelayMs: 1 },
    })
    await importAccount(core, alice.text)
    await core.treasury.addAccount(alice.userId, { members, threshold: 2 }, 'Treasury')
    request = await createRequest(h, bob, {
      input: fund(h, members, 2, 10_00000000n),
      senders: members,
      threshold: 2,
      to: carol.userId,
      amount: 1_50000000n,
      memo: 'Booth',
    })
    groupId = (
      await core.groups.create(alice.userId, {
        name: 'Treasury',
        participants: [bob.userId, carol.userId],
      })
    ).conversation_id
    await core.requests.sync(alice.userId)
    await core.treasury.sync(alice.userId)
    await core.people.get(alice.userId, members)
    savedAt = core.requests.get(alice.userId, request.request_id).synced_at
    online = false
  })
  afterAll(async () => h?.close())

  it('lists the shared accounts, with their balances and when they were read', () => {
    const list = core.treasury.list(alice.userId)
    expect(list.accounts).toHaveLength(1)
    expect(list.accounts[0]).toMatchObject({
      label: 'Treasury',
      status: 'followed',
      balances: [{ balance: '0', locked: '10' }],
    })
    expect(list.accounts[0]!.synced_at).toEqual(expect.any(Number))
    const key = {
      members_hash: membersHash([alice.userId, bob.userId, carol.userId]),
      threshold: 2,
    }
    expect(
      core.treasury
        .availability(alice.userId, key)
        .assets[0]!.explanation.map((w) => translator('en').say(w))
        .join(' '),
    ).toMatch(/^A pending request locks all 10 XIN of this account\. It pays 1\.5 XIN to Carol;/)
  })

  it('lists the groups and opens one as the saved copy', async () => {
    expect(core.groups.list(alice.userId)).toMatchObject([
      {
        conversation_id: groupId,
        name: 'Treasury',
        participant_count: 3,
        synced_at: expect.any(Number),
      },
    ])
    const group = await core.groups.open(alice.userId, groupId)
    expect(group).toMatchObject({ conversation_id: groupId, offline: true })
    expect(group.participants).toHaveLength(3)
  })

  it('opens a request it saved by id, link or hash, marked as saved and when', async () => {
    for (const ref of [
      request.request_id,
      `https://mixin.one/multisigs/${request.request_id}`,
      request.transaction_hash,
      request.request_id.toUpperCase(),
    ]) {
      const item = await core.requests.open(alice.userId, ref)
      expect([item.request_id, item.offline, item.synced_at, item.amount, item.memo]).toEqual([
        request.request_id,
        true,
        savedAt,
        '1.5',
        'Booth',
      ])
    }
    expect(
      core.requests.search(alice.userId, { query: 'carol' }).items.map((i) => i.request_id),
    ).toEqual([request.request_id])
  })

  it('says the service is out of reach for what it never saved', async () => {
    const unknown = '6a1b2c3d-0000-4000-8000-0000000000ee'
    await expect(core.requests.open(alice.userId, unknown)).rejects.toSatisfy((e) =>
      isApiClientError(e, 'network'),
    )
    await expect(
      core.requests.open(alice.userId, `https://mixin.one/codes/${unknown}`),
    ).rejects.toSatisfy((e) => isApiClientError(e, 'network'))
    const handlers = createBridgeHandlers(core, { log: { warn: () => {}, error: () => {} } })
    expect(await handlers['requests.open']({ account: alice.userId, ref: unknown })).toMatchObject({
      ok: false,
      error: { code: 'network', message: 'The service could not be reached.' },
    })
    expect(
      await handlers['requests.open']({ account: alice.userId, ref: request.request_id }),
    ).toMatchObject({ ok: true, value: { request_id: request.request_id, offline: true } })
    expect(
      await handlers['groups.open']({ account: alice.userId, conversation_id: groupId }),
    ).toMatchObject({ ok: true, value: { offline: true } })
  })

  it('opens fresh copies, not marked, once the service is back', async () => {
    online = true
    try {
      const item = await core.requests.open(alice.userId, request.request_id)
      expect(item.offline).toBeUndefined()
      expect((await core.groups.open(alice.userId, groupId)).offline).toBeUndefined()
    } finally {
      online = false
    }
  })
})
