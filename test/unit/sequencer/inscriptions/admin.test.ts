/**
 * The admin procedures the CLI runs: deploy a collection, inscribe items (each with its holding
 * output from the ledger), occupy a released item — and every refusal as a typed error that leaves
 * the database unchanged.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ErrorCode } from '../../../../src/shared/api/error'
import { InscriptionCollection, InscriptionItem } from '../../../../src/shared/api/inscriptions'
import { SafeOutput } from '../../../../src/shared/api/ledger'
import { buildMixAddress, kernelAssetId, parseMixAddress } from '../../../../src/shared/kernel'
import { deployCollection } from '../../../../src/sequencer/inscriptions/deploy'
import {
  collectionAssetId,
  deployTransactionHash,
  deploymentExtra,
} from '../../../../src/sequencer/inscriptions/derive'
import {
  inscribeItem,
  MAX_CONTENT_BYTES,
  occupyItem,
} from '../../../../src/sequencer/inscriptions/inscribe'
import { inscriptionsForNewOutputs } from '../../../../src/sequencer/inscriptions/ledger-hook'
import { itemEvents } from '../../../../src/sequencer/inscriptions/store'
import { createTestUser, type TestUser } from '../../../helpers/sequencer'
import { PIXELS, deploy, inscribe, newLedger, refusedApi, type Ledger } from './setup'

let l: Ledger
let a: TestUser, b: TestUser, c: TestUser

beforeEach(async () => {
  l = await newLedger(3)
  ;[a, b, c] = l.members as [TestUser, TestUser, TestUser]
})
afterEach(() => l.close())

const sortedIds = (users: TestUser[]) => users.map((u) => u.userId).sort()

describe('deploy', () => {
  it('creates a collection named by its deploy transaction, with its own asset', () => {
    const collection = deploy(l, {
      treasuryRecipient: buildMixAddress({ members: [a.userId], threshold: 1 }),
      treasuryRatio: '0.25',
    })
    expect(InscriptionCollection.parse(collection)).toEqual(collection)
    const extra = deploymentExtra({
      name: 'Pixels',
      symbol: 'PXL',
      description: 'Three pixels',
      icon: 'https://example.com/p.png',
      supply: '3',
      unit: '1',
      treasury: { ratio: '0.25', recipient: collection.treasury.recipient },
    })
    expect(collection.collection_hash).toBe(deployTransactionHash(extra))
    expect(collection).toMatchObject({
      type: 'collection',
      asset_key: collection.collection_hash,
      asset_id: collectionAssetId(collection.collection_hash),
      kernel_asset_id: kernelAssetId(collection.asset_id),
      name: 'Pixels',
      symbol: 'PXL',
      supply: '3',
      unit: '1',
      minimum_price: '0',
      treasury: { ratio: '0.25' },
    })
  })

  it('normalizes amounts and shows an empty treasury when none is given', () => {
    const collection = deploy(l, { supply: '10.50000000', unit: '0.5' })
    expect(collection).toMatchObject({
      supply: '10.5',
      unit: '0.5',
      treasury: { ratio: '0', recipient: '' },
    })
  })

  it('refuses bad fields with a typed error naming the field, writing nothing', () => {
    const bad = (o: object, field: string) =>
      refusedApi(
        l,
        () => deployCollection(l.seq.ctx, { ...PIXELS, ...o }),
        400,
        ErrorCode.InvalidField,
        field,
      )
    bad({ name: '' }, 'name')
    bad({ name: 'x'.repeat(129) }, 'name')
    bad({ symbol: 'a\nb' }, 'symbol')
    bad({ supply: '-1' }, 'supply')
    bad({ supply: '1e3' }, 'supply')
    bad({ unit: '0' }, 'unit')
    bad({ unit: '0.000000001' }, 'unit')
    bad({ supply: '10', unit: '3' }, 'supply')
    bad({ supply: '1', unit: '2' }, 'supply')
    bad({ iconUrl: 'javascript:alert(1)' }, 'icon_url')
    bad({ iconUrl: 'not a url' }, 'icon_url')
    bad({ contentType: 'png' }, 'content_type')
    bad({ treasuryRatio: '0.1' }, 'treasury.recipient')
    bad(
      { treasuryRecipient: buildMixAddress({ members: [a.userId], threshold: 1 }) },
      'treasury.ratio',
    )
    bad({ treasuryRecipient: 'MIXnope', treasuryRatio: '0.1' }, 'treasury.recipient')
    bad(
      {
        treasuryRecipient: buildMixAddress({ members: [a.userId], threshold: 1 }),
        treasuryRatio: '1',
      },
      'treasury.ratio',
    )
    bad({ name: 42 as unknown as string }, 'name')
  })

  it('refuses the same deployment twice (409)', () => {
    deploy(l)
    refusedApi(l, () => deploy(l), 409, ErrorCode.Conflict)
    expect(() => deploy(l, { name: 'Pixels 2' })).not.toThrow()
  })
})

describe('inscribe', () => {
  it('creates the item and an unspent output of the unit amount carrying it, owned by the members', () => {
    const collection = deploy(l, { unit: '0.5', supply: '1.5' })
    const { item, output } = inscribe(l, collection, {
      owners: [c, a],
      threshold: 2,
      text: 'first',
    })
    expect(InscriptionItem.parse(item)).toEqual(item)
    expect(SafeOutput.parse(output)).toEqual(output)
    const holder = buildMixAddress({ members: sortedIds([a, c]), threshold: 2 })
    expect(item).toMatchObject({
      type: 'inscription',
      collection_hash: collection.collection_hash,
      sequence: 0,
      content_type: 'text/plain',
      content_url: `data:text/plain;base64,${Buffer.from('first').toString('base64')}`,
      recipient: holder,
      occupied_by: holder,
      owner: holder,
    })
    expect(parseMixAddress(item.occupied_by)).toMatchObject({
      members: sortedIds([a, c]),
      threshold: 2,
    })
    expect(output).toMatchObject({
      state: 'unspent',
      asset_id: collection.asset_id,
      kernel_asset_id: collection.kernel_asset_id,
      amount: '0.5',
      inscription_hash: item.inscription_hash,
      receivers: sortedIds([a, c]),
      receivers_threshold: 2,
    })
    expect(JSON.parse(Buffer.from(output.extra!, 'hex').toString())).toEqual({
      operation: 'distribute',
      sequence: 0,
    })
    expect(
      itemEvents(l.seq.ctx.db, item.inscription_hash).map((e) => [e.kind, e.holder, e.output_id]),
    ).toEqual([['inscribe', holder, output.output_id]])
  })

  it('numbers items from 0 and stops at supply / unit', () => {
    const collection = deploy(l)
    expect([0, 1, 2].map(() => inscribe(l, collection).item.sequence)).toEqual([0, 1, 2])
    refusedApi(l, () => inscribe(l, collection), 409, ErrorCode.Conflict)
  })

  it('takes a content URL (hashed as its text), finds the collection by kernel asset id, and refuses repeated content', () => {
    const collection = deploy(l)
    const byUrl = inscribeItem(l.seq.ctx, {
      collection: collection.kernel_asset_id,
      members: [a.userId],
      threshold: 1,
      contentType: 'image/png',
      contentUrl: 'https://example.com/1.png',
    })
    expect(byUrl.item).toMatchObject({
      content_url: 'https://example.com/1.png',
      content_type: 'image/png',
      sequence: 0,
    })
    refusedApi(
      l,
      () =>
        inscribeItem(l.seq.ctx, {
          collection: collection.collection_hash,
          members: [b.userId],
          threshold: 1,
          contentType: 'image/png',
          contentUrl: 'https://example.com/1.png',
        }),
      409,
      ErrorCode.Conflict,
    )
    inscribe(l, collection, { text: 'same' })
    refusedApi(l, () => inscribe(l, collection, { text: 'same' }), 409, ErrorCode.Conflict)
  })

  it('keeps a collection to its content type', () => {
    const collection = deploy(l, { contentType: 'image/png' })
    refusedApi(l, () => inscribe(l, collection), 400, ErrorCode.InvalidField, 'content_type')
  })

  it('refuses bad input with typed errors and writes nothing, not even the item, when the ledger refuses', async () => {
    const collection = deploy(l)
    const ok = {
      collection: collection.collection_hash,
      members: [a.userId],
      threshold: 1,
      contentType: 'text/plain',
      content: new Uint8Array([1]),
    }
    const bad = (o: object, status: number, code: number, field?: string) =>
      refusedApi(l, () => inscribeItem(l.seq.ctx, { ...ok, ...o }), status, code, field)
    bad({ collection: 'zz' }, 400, ErrorCode.InvalidField, 'collection')
    bad({ collection: 'ab'.repeat(32) }, 404, ErrorCode.NotFound)
    bad({ members: [] }, 400, ErrorCode.InvalidField, 'members')
    bad(
      { members: ['A0000000-0000-4000-8000-000000000001'] },
      400,
      ErrorCode.InvalidField,
      'members.0',
    )
    bad({ members: [a.userId, a.userId], threshold: 1 }, 400, ErrorCode.InvalidField, 'members')
    bad({ threshold: 2 }, 400, ErrorCode.InvalidField, 'threshold')
    bad({ threshold: 0 }, 400, ErrorCode.InvalidField, 'threshold')
    bad({ contentType: 'text' }, 400, ErrorCode.InvalidField, 'content_type')
    bad({ content: new Uint8Array(MAX_CONTENT_BYTES + 1) }, 400, ErrorCode.InvalidField, 'content')
    bad({ contentUrl: 'https://example.com/x' }, 400, ErrorCode.InvalidField, 'content')
    bad(
      { content: undefined, contentUrl: 'ftp://example.com/x' },
      400,
      ErrorCode.InvalidField,
      'content_url',
    )
    const stranger = await createTestUser(l.seq.ctx, 'Unregistered')
    bad({ members: [stranger.userId] }, 404, ErrorCode.UserNotRegistered)
  })
})

describe('occupy', () => {
  it('gives a released item a new holding output; refuses an occupied one', () => {
    const collection = deploy(l)
    const { item, output } = inscribe(l, collection, { owners: [a], threshold: 1 })
    refusedApi(
      l,
      () =>
        occupyItem(l.seq.ctx, {
          inscription: item.inscription_hash,
          members: [b.userId],
          threshold: 1,
        }),
      409,
      ErrorCode.Conflict,
    )

    // A split releases it (the hook is what the ledger runs when such a transaction completes).
    inscriptionsForNewOutputs(
      l.seq.ctx.db,
      [
        {
          output_id: output.output_id,
          inscription_hash: item.inscription_hash,
          amount: 100_000_000n,
        },
      ],
      [
        { amount: 50_000_000n, members: [b.userId], threshold: 1 },
        { amount: 50_000_000n, members: [a.userId], threshold: 1 },
      ],
      l.seq.clock.nowNs(),
    )
    const occupied = occupyItem(l.seq.ctx, {
      inscription: item.inscription_hash.toUpperCase(),
      members: [c.userId, b.userId],
      threshold: 2,
    })
    const holder = buildMixAddress({ members: sortedIds([b, c]), threshold: 2 })
    expect(occupied.item).toMatchObject({
      occupied_by: holder,
      owner: holder,
      recipient: item.recipient,
      sequence: 0,
    })
    expect(occupied.output).toMatchObject({
      inscription_hash: item.inscription_hash,
      amount: '1',
      receivers: sortedIds([b, c]),
      state: 'unspent',
    })
    expect(JSON.parse(Buffer.from(occupied.output.extra!, 'hex').toString())).toEqual({
      operation: 'occupy',
      sequence: 0,
    })
    expect(itemEvents(l.seq.ctx.db, item.inscription_hash).map((e) => e.kind)).toEqual([
      'inscribe',
      'release',
      'occupy',
    ])
    refusedApi(
      l,
      () =>
        occupyItem(l.seq.ctx, {
          inscription: item.inscription_hash,
          members: [a.userId],
          threshold: 1,
        }),
      409,
      ErrorCode.Conflict,
    )
  })

  it('refuses unknown or malformed hashes and bad holders', () => {
    const collection = deploy(l)
    const { item } = inscribe(l, collection)
    refusedApi(
      l,
      () =>
        occupyItem(l.seq.ctx, { inscription: 'cd'.repeat(32), members: [a.userId], threshold: 1 }),
      404,
      ErrorCode.NotFound,
    )
    refusedApi(
      l,
      () => occupyItem(l.seq.ctx, { inscription: 'xyz', members: [a.userId], threshold: 1 }),
      400,
      ErrorCode.InvalidField,
      'inscription',
    )
    refusedApi(
      l,
      () =>
        occupyItem(l.seq.ctx, {
          inscription: item.inscription_hash,
          members: [a.userId],
          threshold: 3,
        }),
      400,
      ErrorCode.InvalidField,
      'threshold',
    )
  })
})
