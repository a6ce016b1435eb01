/**
 * A request that moves a collectible: the review names its collection and item, looked up with
 * `GET /safe/inscriptions/items/:hash` and the collection behind it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deployCollection } from '../../../src/sequencer/inscriptions/deploy'
import { inscribeItem } from '../../../src/sequencer/inscriptions/inscribe'
import type { Core } from '../../../src/main/core'
import {
  createRequest,
  follow,
  inKeyring,
  newCore,
  newUser,
  startHarness,
  type Harness,
  type User,
} from '../../../harness/wallet-network'
import { importAccount } from '../../../harness/wallet-lock'

describe.runIf(inKeyring)('collectibles', () => {
  let h: Harness
  let alice: User, bob: User, carol: User, dave: User
  let core: Core

  beforeAll(async () => {
    h = await startHarness()
    ;[alice, bob, carol, dave] = ['Alice', 'Bob', 'Carol', 'Dave'].map((n) =>
      newUser(h, n, true),
    ) as [User, User, User, User]
    core = newCore(h, 'alice')
    await importAccount(core, alice.text)
  })
  afterAll(async () => h?.close())

  it('names the collection and the item a request moves', async () => {
    const collection = deployCollection(h.server.ctx, {
      name: 'Pixels',
      symbol: 'PXL',
      supply: '10',
      unit: '1',
    })
    const senders = [alice.userId, bob.userId, carol.userId]
    const held = inscribeItem(h.server.ctx, {
      collection: collection.collection_hash,
      members: senders,
      threshold: 2,
      contentType: 'text/plain',
      content: new TextEncoder().encode('pixel #0'),
    })
    const req = await createRequest(h, carol, {
      input: held.output,
      senders,
      threshold: 2,
      to: dave.userId,
      amount: 100_000_000n,
    })
    expect(req.inscription_hash).toBe(held.item.inscription_hash)
    await follow(core, alice.userId, senders, 2)
    await core.requests.sync(alice.userId)
    expect(core.requests.get(alice.userId, req.request_id).inscription_hash).toBe(
      held.item.inscription_hash,
    )
    const review = await core.requests.review(alice.userId, req.request_id)
    if (review.status !== 'ok') throw new Error(JSON.stringify(review.reasons))
    expect(review.summary.collectible).toEqual({
      inscription_hash: held.item.inscription_hash,
      collection_hash: collection.collection_hash,
      collection_name: 'Pixels',
      symbol: 'PXL',
      sequence: held.item.sequence,
      content_type: 'text/plain',
      content_url: held.item.content_url,
    })
    expect(review.summary.warnings).toEqual([])
    expect([review.summary.amount, review.summary.outputs.map((o) => o.kind)]).toEqual([
      '1',
      ['external'],
    ])
  })
})
