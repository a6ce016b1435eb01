/**
 * The official SDK's calls against a sequencer on loopback: `safe.fetchInscriptionCollection`,
 * `fetchInscriptionItem`, `fetchInscriptionItems`, `payment.payment` and `code.fetch`.
 *
 * The two lookups answer `data` as an array (DESIGN "inscription lookups"); the SDK types them as
 * one object and returns what `data` holds, so its callers get the one-element array. The test
 * pins that behaviour down.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MixinApi } from '@mixin.dev/mixin-node-sdk'
import { PaymentCodeResult } from '../../../../src/shared/api/code'
import {
  InscriptionCollectionLookup,
  InscriptionItemList,
  type InscriptionCollection,
} from '../../../../src/shared/api/inscriptions'
import { deployCollection } from '../../../../src/sequencer/inscriptions/deploy'
import { inscribeItem, type Holding } from '../../../../src/sequencer/inscriptions/inscribe'
import { startSequencer, type RunningSequencer } from '../../../../src/sequencer/server'
import { createTestUser, type TestUser } from '../../../helpers/sequencer'

let server: RunningSequencer
let dir: string
let alice: TestUser
let collection: InscriptionCollection
let held: Holding[]

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cosigner-inscriptions-'))
  server = await startSequencer({ dbFile: join(dir, 'sequencer.db') })
  alice = await createTestUser(server.ctx, 'Alice', { register: true })
  collection = deployCollection(server.ctx, { name: 'SDK', symbol: 'SDK', supply: '3', unit: '1' })
  held = ['a', 'b'].map((text) =>
    inscribeItem(server.ctx, {
      collection: collection.collection_hash,
      members: [alice.userId],
      threshold: 1,
      contentType: 'text/plain',
      content: new TextEncoder().encode(text),
    }),
  )
})

afterAll(async () => {
  await server?.close()
  rmSync(dir, { recursive: true, force: true })
})

const clientFor = (user?: TestUser) =>
  MixinApi({
    ...(user ? { keystore: user.keystore as never } : {}),
    requestConfig: { baseURL: server.url, retry: 1, timeout: 5000 },
  })

describe('inscriptions through the SDK', () => {
  it('fetchInscriptionCollection returns the one-element array, with or without a keystore', async () => {
    for (const client of [clientFor(), clientFor(alice)]) {
      const got = (await client.safe.fetchInscriptionCollection(
        collection.kernel_asset_id,
      )) as unknown
      expect(InscriptionCollectionLookup.parse(got)).toEqual([collection])
    }
  })

  it('fetchInscriptionItem returns the one-element array; fetchInscriptionItems pages by offset', async () => {
    const client = clientFor(alice)
    const item = (await client.safe.fetchInscriptionItem(held[1]!.item.inscription_hash)) as unknown
    expect(InscriptionItemList.parse(item)).toEqual([held[1]!.item])
    expect(
      InscriptionItemList.parse(
        await client.safe.fetchInscriptionItems(collection.collection_hash),
      ),
    ).toEqual(held.map((h) => h.item))
    expect(
      InscriptionItemList.parse(
        await client.safe.fetchInscriptionItems(collection.collection_hash, 1),
      ),
    ).toEqual([held[1]!.item])
  })

  it('an unknown hash raises the 404', async () => {
    const error = await clientFor()
      .safe.fetchInscriptionItem('ab'.repeat(32))
      .then(
        () => undefined,
        (e: { response?: { status: number; data?: { error?: { code: number } } } }) => e,
      )
    expect(error?.response?.status).toBe(404)
    expect(error?.response?.data?.error?.code).toBe(404)
  })
})

describe('payments through the SDK', () => {
  it('payment.payment creates a payment whose code code.fetch resolves', async () => {
    const client = clientFor(alice)
    const trace = crypto.randomUUID()
    const payment = await client.payment.payment({
      asset_id: collection.asset_id,
      amount: '1',
      trace_id: trace,
      memo: 'for a pixel',
      opponent_multisig: { receivers: [alice.userId], threshold: 1 },
    })
    expect(PaymentCodeResult.parse(payment)).toMatchObject({
      trace_id: trace,
      receivers: [alice.userId],
      threshold: 1,
      status: 'pending',
    })
    expect(await clientFor().code.fetch(payment.code_id)).toEqual(payment)
    expect(
      await client.payment.request({
        asset_id: collection.asset_id,
        amount: '1',
        trace_id: trace,
        memo: 'for a pixel',
        opponent_id: alice.userId,
      }),
    ).toEqual(payment)
  })
})
