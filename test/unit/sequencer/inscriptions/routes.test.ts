/**
 * `GET /safe/inscriptions/collections/:hash`, `…/items/:hash` and `…/collections/:hash/items`:
 * `data` arrays (DESIGN "inscription lookups"), lookups by deploy hash or kernel asset id, paging
 * by sequence, public access, 404 for unknown and 400 for malformed hashes.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ErrorCode } from '../../../../src/shared/api/error'
import {
  InscriptionCollectionLookup,
  InscriptionItemList,
  type InscriptionCollection,
} from '../../../../src/shared/api/inscriptions'
import { authedRequest, dataOf, type TestUser } from '../../../helpers/sequencer'
import { deploy, inscribe, newLedger, refusedHttp, type Ledger } from './setup'

let l: Ledger
let collection: InscriptionCollection

beforeEach(async () => {
  l = await newLedger(2)
  collection = deploy(l, { supply: '5' })
})
afterEach(() => l.close())

const get = (path: string, headers: Record<string, string> = {}) =>
  l.seq.app.request(path, { headers })

describe('collections', () => {
  it('answers an array of one collection, by deploy hash or kernel asset id, in either case', async () => {
    for (const hash of [
      collection.collection_hash,
      collection.kernel_asset_id,
      collection.collection_hash.toUpperCase(),
    ]) {
      const data = InscriptionCollectionLookup.parse(
        await dataOf(await get(`/safe/inscriptions/collections/${hash}`)),
      )
      expect(data).toEqual([collection])
    }
  })

  it('needs no token, and ignores one (the SDK always sends a header)', async () => {
    const path = `/safe/inscriptions/collections/${collection.collection_hash}`
    expect((await get(path, { authorization: 'Bearer junk' })).status).toBe(200)
    expect((await authedRequest(l.seq.app, l.members[0]!.keystore, 'GET', path)).status).toBe(200)
  })

  it('answers 404 for an unknown hash and 400 for a malformed one', async () => {
    await refusedHttp(
      await get(`/safe/inscriptions/collections/${'ab'.repeat(32)}`),
      404,
      ErrorCode.NotFound,
    )
    await refusedHttp(await get('/safe/inscriptions/collections/abc'), 400, ErrorCode.InvalidField)
    await refusedHttp(
      await get(`/safe/inscriptions/collections/${collection.asset_id}`),
      400,
      ErrorCode.InvalidField,
    )
  })
})

describe('items', () => {
  it('answers an array of one item by inscription hash; 404 unknown, 400 malformed', async () => {
    const { item } = inscribe(l, collection)
    const data = InscriptionItemList.parse(
      await dataOf(await get(`/safe/inscriptions/items/${item.inscription_hash}`)),
    )
    expect(data).toEqual([item])
    // Its collection's asset entered the registry with the first item, on the Kernel's own chain.
    expect(await dataOf(await get(`/network/assets/${collection.asset_id}`))).toMatchObject({
      symbol: collection.symbol,
      name: collection.name,
      chain_id: 'c94ac88f-4671-3976-b60a-09064f1811e8',
      asset_key: collection.collection_hash,
      kernel_asset_id: collection.kernel_asset_id,
    })
    await refusedHttp(
      await get(`/safe/inscriptions/items/${collection.collection_hash}`),
      404,
      ErrorCode.NotFound,
    )
    await refusedHttp(
      await get(`/safe/inscriptions/items/${'g'.repeat(64)}`),
      400,
      ErrorCode.InvalidField,
    )
  })

  it('lists a collection’s items in sequence order from `offset`, at most `limit`', async () => {
    const [m0, m1] = l.members as [TestUser, TestUser]
    const items = [0, 1, 2, 3].map(
      (i) => inscribe(l, collection, { owners: [i % 2 ? m1 : m0], threshold: 1 }).item,
    )
    const list = async (query: string) =>
      InscriptionItemList.parse(
        await dataOf(
          await get(`/safe/inscriptions/collections/${collection.kernel_asset_id}/items${query}`),
        ),
      )
    expect(await list('')).toEqual(items)
    expect(await list('?offset=0')).toEqual(items)
    expect(await list('?offset=2')).toEqual(items.slice(2))
    expect(await list('?offset=1&limit=2')).toEqual(items.slice(1, 3))
    expect(await list('?offset=9')).toEqual([])
    for (const q of ['?offset=-1', '?offset=x', '?limit=0', '?limit=501', '?offset=1e3']) {
      await refusedHttp(
        await get(`/safe/inscriptions/collections/${collection.collection_hash}/items${q}`),
        400,
        ErrorCode.InvalidField,
      )
    }
    await refusedHttp(
      await get(`/safe/inscriptions/collections/${'cd'.repeat(32)}/items`),
      404,
      ErrorCode.NotFound,
    )
  })

  it('an empty collection lists nothing', async () => {
    expect(
      await dataOf(await get(`/safe/inscriptions/collections/${collection.collection_hash}/items`)),
    ).toEqual([])
  })
})
