/**
 * Interface 2.6 rules 1–3 through the real ledger: a collectible moves only by a signed 1-input
 * 1-output transaction of the unit amount, when the Kernel makes it final; a split, a combine or an extra output releases it; a
 * released item can be occupied again and then moves again. Plus the hook's own edges.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { InscriptionCollection } from '../../../../src/shared/api/inscriptions'
import type { SafeOutput } from '../../../../src/shared/api/ledger'
import { buildMixAddress, membersHash } from '../../../../src/shared/kernel'
import { occupyItem } from '../../../../src/sequencer/inscriptions/inscribe'
import { inscriptionsForNewOutputs } from '../../../../src/sequencer/inscriptions/ledger-hook'
import { itemEvents } from '../../../../src/sequencer/inscriptions/store'
import {
  authedRequest,
  dataOf,
  dumpTables,
  makeFinal,
  type TestUser,
} from '../../../helpers/sequencer'
import { buildRaw, cosign, createRequest, sign, type Recipient } from '../ledger/setup'
import { deploy, inscribe, itemOf, newLedger, type Ledger } from './setup'

let l: Ledger
let a: TestUser, b: TestUser, c: TestUser
let collection: InscriptionCollection

beforeEach(async () => {
  l = await newLedger(3)
  ;[a, b, c] = l.members as [TestUser, TestUser, TestUser]
  collection = deploy(l, { supply: '10', unit: '1' })
})
afterEach(() => l.close())

const UNIT = 100_000_000n
const mix = (users: TestUser[], threshold: number) =>
  buildMixAddress({ members: users.map((u) => u.userId).sort(), threshold })

/**
 * Spends `inputs` (owned 1-of-1 by `owner`) to `recipients`, signs, lets the Kernel make it final,
 * and returns the outputs it created as the receivers list them (the JSON as sent: no
 * `inscription_hash` when an output carries none).
 */
async function transact(
  owner: TestUser,
  inputs: SafeOutput[],
  recipients: Recipient[],
): Promise<SafeOutput[]> {
  const raw = await buildRaw(l, owner, inputs, recipients)
  const request = await createRequest(l, owner, raw)
  const res = await sign(l, owner, request.request_id, await cosign(l, owner, request.request_id))
  expect(res.status).toBe(200)
  expect(makeFinal(l.seq)).toMatchObject({ finalized: 1 })
  const seen = new Map<string, SafeOutput>()
  for (const r of recipients) {
    const path = `/safe/outputs?members=${membersHash(r.receivers.map((u) => u.userId))}&threshold=${r.threshold}&limit=500`
    for (const o of await dataOf<SafeOutput[]>(
      await authedRequest(l.seq.app, r.receivers[0]!.keystore, 'GET', path),
    ))
      seen.set(o.output_id, o)
  }
  return [...seen.values()]
    .filter((o) => o.transaction_hash === request.transaction_hash)
    .sort((x, y) => x.output_index - y.output_index)
}

describe('through the ledger', () => {
  it('moves a collectible by 1 input → 1 output of the unit amount, to the new holders', async () => {
    const { item, output } = inscribe(l, collection, { owners: [a], threshold: 1 })
    const [moved] = await transact(a, [output], [{ receivers: [b, c], threshold: 2, amount: UNIT }])
    expect(moved).toMatchObject({
      inscription_hash: item.inscription_hash,
      amount: '1',
      state: 'unspent',
    })
    const after = await itemOf(l, item.inscription_hash)
    expect(after).toMatchObject({
      occupied_by: mix([b, c], 2),
      owner: mix([b, c], 2),
      recipient: mix([a], 1),
    })
    expect(after.updated_at > item.updated_at).toBe(true)
    expect(itemEvents(l.seq.ctx.db, item.inscription_hash).map((e) => [e.kind, e.holder])).toEqual([
      ['inscribe', mix([a], 1)],
      ['move', mix([b, c], 2)],
    ])
  })

  it('releases it on a split; an occupancy takes it again, and it moves again', async () => {
    const { item, output } = inscribe(l, collection, { owners: [a], threshold: 1 })
    const outs = await transact(
      a,
      [output],
      [
        { receivers: [b], threshold: 1, amount: UNIT / 2n },
        { receivers: [a], threshold: 1, amount: UNIT / 2n },
      ],
    )
    expect(outs).toHaveLength(2)
    expect(outs.every((o) => o.inscription_hash === undefined)).toBe(true)
    const released = await itemOf(l, item.inscription_hash)
    expect(released).toMatchObject({ occupied_by: '', owner: '' })
    const [release] = itemEvents(l.seq.ctx.db, item.inscription_hash).slice(-1)
    expect(release).toMatchObject({ kind: 'release', holder: '' })
    expect(release!.created_at > 0n).toBe(true)

    const occupied = occupyItem(l.seq.ctx, {
      inscription: item.inscription_hash,
      members: [c.userId],
      threshold: 1,
    })
    expect(occupied.item.occupied_by).toBe(mix([c], 1))
    const [again] = await transact(
      c,
      [occupied.output],
      [{ receivers: [a], threshold: 1, amount: UNIT }],
    )
    expect(again!.inscription_hash).toBe(item.inscription_hash)
    expect((await itemOf(l, item.inscription_hash)).occupied_by).toBe(mix([a], 1))
  })

  it('releases every collectible on a combine', async () => {
    const first = inscribe(l, collection, { owners: [a], threshold: 1 })
    const second = inscribe(l, collection, { owners: [a], threshold: 1 })
    const [combined] = await transact(
      a,
      [first.output, second.output],
      [{ receivers: [b], threshold: 1, amount: 2n * UNIT }],
    )
    expect(combined!.inscription_hash).toBeUndefined()
    for (const { item } of [first, second])
      expect((await itemOf(l, item.inscription_hash)).occupied_by).toBe('')
  })

  it('leaves ordinary transactions alone', async () => {
    const { item } = inscribe(l, collection, { owners: [a], threshold: 1 })
    const plain = (await import('../ledger/setup')).deposit(l, { owners: [a], threshold: 1 })
    const [out] = await transact(a, [plain], [{ receivers: [b], threshold: 1, amount: UNIT }])
    expect(out!.inscription_hash).toBeUndefined()
    expect((await itemOf(l, item.inscription_hash)).occupied_by).toBe(mix([a], 1))
  })
})

describe('the hook itself', () => {
  const spentOf = (output: SafeOutput, hash: string | null, amount = UNIT) => ({
    output_id: output.output_id,
    inscription_hash: hash,
    amount,
  })

  it('does not touch the database when no input carries an inscription', () => {
    const before = dumpTables(l.seq.ctx.db)
    expect(
      inscriptionsForNewOutputs(
        l.seq.ctx.db,
        [{ output_id: 'x', inscription_hash: null, amount: UNIT }],
        [{ amount: UNIT, members: [a.userId], threshold: 1 }],
        1n,
      ),
    ).toEqual([null])
    expect(dumpTables(l.seq.ctx.db)).toEqual(before)
  })

  it('releases when the one output is not the unit amount or cannot be named by a MIX address', async () => {
    for (const created of [
      { amount: UNIT / 2n, members: [b.userId], threshold: 1 },
      { amount: UNIT, members: [], threshold: 1 },
      { amount: UNIT, members: [b.userId], threshold: 2 },
    ]) {
      const { item, output } = inscribe(l, collection, { owners: [a], threshold: 1 })
      expect(
        inscriptionsForNewOutputs(
          l.seq.ctx.db,
          [spentOf(output, item.inscription_hash)],
          [created],
          l.seq.clock.nowNs(),
        ),
      ).toEqual([null])
      expect((await itemOf(l, item.inscription_hash)).occupied_by).toBe('')
    }
  })

  it('releases on 1 input → 0 outputs and on extra outputs; ignores hashes of no known item', async () => {
    const one = inscribe(l, collection, { owners: [a], threshold: 1 })
    expect(
      inscriptionsForNewOutputs(
        l.seq.ctx.db,
        [spentOf(one.output, one.item.inscription_hash)],
        [],
        l.seq.clock.nowNs(),
      ),
    ).toEqual([])
    expect((await itemOf(l, one.item.inscription_hash)).occupied_by).toBe('')

    const two = inscribe(l, collection, { owners: [a], threshold: 1 })
    const created = [
      { amount: UNIT, members: [b.userId], threshold: 1 },
      { amount: 1n, members: [a.userId], threshold: 1 },
    ]
    expect(
      inscriptionsForNewOutputs(
        l.seq.ctx.db,
        [spentOf(two.output, two.item.inscription_hash)],
        created,
        l.seq.clock.nowNs(),
      ),
    ).toEqual([null, null])
    expect((await itemOf(l, two.item.inscription_hash)).occupied_by).toBe('')

    const before = dumpTables(l.seq.ctx.db)
    const unknown = inscriptionsForNewOutputs(
      l.seq.ctx.db,
      [spentOf(two.output, 'ee'.repeat(32))],
      [created[0]!],
      l.seq.clock.nowNs(),
    )
    expect(unknown).toEqual([null])
    expect(dumpTables(l.seq.ctx.db)).toEqual(before)
  })
})
