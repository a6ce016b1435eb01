/**
 * Finding requests on the public network's terms, where there is no request listing and no message
 * announcing a request: a request the official SDK proposes from a shared account the wallet follows
 * is found by the next sync, from the account's locked outputs, at one call per account while nothing
 * changes; a request linked in a group message joins the queue as the message arrives, its account
 * offered; and the service's answers in Go's shapes (null lists, fields left out) read as well as ours.
 */
import { randomUUID } from 'node:crypto'
import {
  buildSafeTransaction,
  buildSafeTransactionRecipient,
  encodeSafeTransaction,
} from '@mixin.dev/mixin-node-sdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Core, NeedsSignatureEvent } from '../../../src/main/core'
import { grant, importAccount } from '../../../harness/wallet-lock'
import { sdkFor, sdkProposes, sdkSigns } from './sdk-cosign'
import {
  follow,
  fund,
  inKeyring,
  newCore,
  newUser,
  startHarness,
  startProxy,
  until,
  untilSent,
  XIN,
  type Harness,
  type User,
} from '../../../harness/wallet-network'

describe.runIf(inKeyring)('finding requests without a listing', () => {
  let h: Harness
  let alice: User, bob: User, carol: User, dave: User
  let core: Core
  const calls: string[] = []
  const treasury = () => [alice.userId, bob.userId, carol.userId]

  /** Bob proposes `amount` XIN to Dave from the 2-of-3 with the official SDK, and signs it: create + sign, as a bot would. */
  const bobProposes = (amount: string, memo: string) =>
    sdkProposes(h, bob, {
      members: treasury(),
      threshold: 2,
      asset: XIN,
      to: dave.userId,
      amount,
      memo,
    })

  beforeAll(async () => {
    h = await startHarness()
    ;[alice, bob, carol, dave] = ['Alice', 'Bob', 'Carol', 'Dave'].map((n) =>
      newUser(h, n, true),
    ) as [User, User, User, User]
    // Alice's service answers in the Go client's shapes: empty lists null, fields it may leave out left out.
    const proxy = await startProxy(h, {
      seen: (method, url) => void calls.push(`${method} ${url.split('?')[0]}`),
      edit: (_method, url, data) => {
        if (url.startsWith('/safe/outputs')) {
          for (const f of ['type', 'asset', 'updated_at', 'signed_at', 'spent_at']) delete data[f]
          for (const f of ['senders', 'signers'] as const)
            if (Array.isArray(data[f]) && (data[f] as unknown[]).length === 0) data[f] = null
        }
        if (url.startsWith('/safe/multisigs')) {
          delete data.type
          if (Array.isArray(data.signers) && data.signers.length === 0) data.signers = null
        }
      },
    })
    core = newCore(h, 'alice', { baseUrl: proxy.url })
    await importAccount(core, alice.text)
    fund(h, treasury(), 2, 100_000_000n)
    fund(h, treasury(), 2, 100_000_000n)
    fund(h, [alice.userId, carol.userId], 1, 50_000_000n)
    await follow(core, alice.userId, treasury(), 2)
    await follow(core, alice.userId, [alice.userId, carol.userId], 1)
  })
  afterAll(async () => h?.close())

  it('finds a request the official SDK proposed from a followed account within one sync, at one call per account while nothing changes', async () => {
    await core.requests.sync(alice.userId)
    calls.length = 0
    expect(await core.requests.sync(alice.userId)).toEqual({
      accounts: 2,
      fetched: 0,
      needs_signature: 0,
      newly_needs_signature: [],
    })
    expect(calls).toEqual(['GET /safe/outputs', 'GET /safe/outputs'])

    const requestId = await bobProposes('1.5', 'Conference booth')
    calls.length = 0
    const found = await core.requests.sync(alice.userId)
    expect(found).toEqual({
      accounts: 2,
      fetched: 1,
      needs_signature: 1,
      newly_needs_signature: [requestId],
    })
    expect(calls).toEqual([
      'GET /safe/outputs',
      'GET /safe/outputs',
      `GET /safe/multisigs/${requestId}`,
    ])
    const item = core.requests.get(alice.userId, requestId)
    expect([item.state, item.progress, item.amount, item.memo, item.signers]).toEqual([
      'needs-signature',
      'open',
      '1.5',
      'Conference booth',
      [bob.userId],
    ])

    // Alice signs in two calls: the request read at the point of commitment, then the signature.
    const review = await core.requests.review(alice.userId, requestId)
    if (review.status !== 'ok') throw new Error(`refused: ${JSON.stringify(review.reasons)}`)
    expect([review.summary.inputs_verified, review.summary.can_sign]).toEqual([true, true])
    const signing = await grant(core, 'sign', requestId)
    calls.length = 0
    const signed = await core.requests.sign(alice.userId, requestId, {
      digest: review.digest,
      confirmed: true,
      grant: signing,
    })
    expect(calls).toEqual([
      `GET /safe/multisigs/${requestId}`,
      `POST /safe/multisigs/${requestId}/sign`,
    ])
    expect(signed.item.state).toBe('sending')
    await untilSent(core, alice.userId, requestId)
    // Sent: the change came back into the account's balance.
    const account =
      (await core.treasury.sync(alice.userId),
      core.treasury.list(alice.userId).accounts.find((a) => a.threshold === 2)!)
    expect(account.balances).toEqual([
      expect.objectContaining({ asset_id: XIN, balance: '0.5', locked: '0' }),
    ])
  })

  it('notices a signature made elsewhere, and a request unlocked elsewhere', async () => {
    fund(h, treasury(), 2, 30_000_000n)
    fund(h, treasury(), 2, 30_000_000n)
    const requestId = await bobProposes('0.1', 'Stamps')
    await core.requests.sync(alice.userId)
    // Carol signs with the SDK: the locked outputs name her among the signers, so Alice's sync fetches it.
    const other = await bobProposes('0.05', 'Pens')
    await core.requests.sync(alice.userId)
    await sdkSigns(h, carol, requestId)
    await sdkFor(h, bob).multisig.unlockSafeMultisigs(other)
    const sync = await core.requests.sync(alice.userId)
    expect(sync.fetched).toBe(2)
    expect(core.requests.get(alice.userId, requestId).state).toMatch(/^(sending|done)$/)
    expect(core.requests.get(alice.userId, other)).toMatchObject({
      state: 'unlocked',
      revoked_by: bob.userId,
    })
    await untilSent(core, alice.userId, requestId)
  })

  it('takes in a request linked in a group message as it arrives, tells the host, and offers its account', async () => {
    // A wallet on the sequencer itself: the test's proxy carries no message socket.
    const live = newCore(h, 'alice-live')
    await importAccount(live, alice.text)
    const events: NeedsSignatureEvent[] = []
    live.events.on('needs-signature', (e: NeedsSignatureEvent) => events.push(e))
    const watcher = live.watch.start(alice.userId, { pollMs: 60_000 })
    try {
      await until(() => (watcher.mode() === 'blaze' ? true : undefined), 'the message socket')
      // A 1-of-2 Alice does not follow, with Dave; Dave shares its request in their group as a text.
      const pair = [alice.userId, dave.userId]
      const input = fund(h, pair, 1, 20_000_000n)
      const api = sdkFor(h, dave)
      const requestId = randomUUID()
      const recipients = [buildSafeTransactionRecipient([carol.userId], 1, '0.2')]
      const outputs = await api.utxo.safeOutputs({
        members: pair,
        threshold: 1,
        asset: XIN,
        state: 'unspent',
      })
      // The SDK's type leaves output_id out though the service sends it.
      expect(outputs.map((o) => (o as unknown as { output_id: string }).output_id)).toEqual([
        input.output_id,
      ])
      const tx = buildSafeTransaction(
        outputs,
        recipients,
        await api.utxo.ghostKey(recipients, requestId, dave.keystore.spend_private_key),
        Buffer.from('Shared'),
      )
      await api.multisig.createSafeMultisigs([
        { request_id: requestId, raw: encodeSafeTransaction(tx) },
      ])
      const group = randomUUID()
      await api.conversation.createGroup(group, 'Pair', [{ user_id: alice.userId, role: '' }])
      const text = `Payment request: 0.2 XIN to Carol\nReview and sign: https://mixin.one/multisigs/${requestId}`
      await api.message.sendOne({
        conversation_id: group,
        message_id: randomUUID(),
        category: 'PLAIN_TEXT',
        data_base64: Buffer.from(text).toString('base64url'),
      })
      await until(
        () => (events.some((e) => e.request_id === requestId) ? true : undefined),
        'the notice of the linked request',
      )
      expect(events.find((e) => e.request_id === requestId)).toEqual({
        account: alice.userId,
        request_id: requestId,
        via: 'message',
      })
      expect(live.requests.get(alice.userId, requestId).state).toBe('needs-signature')
      const offered = live.treasury
        .list(alice.userId)
        .accounts.filter((a) => a.status === 'offered')
      expect(offered.map((a) => [a.members, a.threshold])).toEqual([[[...pair].sort(), 1]])
    } finally {
      watcher.stop()
    }
  })

  it('refuses, by name, an output without the asset id the wallet needs, and loses nothing else', async () => {
    const broken = await startProxy(h, {
      edit: (_m, url, data) => void (url.startsWith('/safe/outputs') && delete data.asset_id),
    })
    const other = newCore(h, 'carol', { baseUrl: broken.url })
    await importAccount(other, carol.text)
    await expect(
      follow(other, carol.userId, [alice.userId, carol.userId], 1),
    ).resolves.toBeUndefined()
    await expect(other.treasury.sync(carol.userId)).rejects.toMatchObject({
      code: 'invalid-response',
      description: expect.stringMatching(/has no asset_id, which the wallet needs/),
    })
  })
})
