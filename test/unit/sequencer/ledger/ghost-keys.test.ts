/**
 * `POST /safe/keys` and deposits: real ghost keys (wire-formats §3) for the members' registered
 * spend keys and the view keys the sequencer holds — each member's scan finds its key, and the
 * one-time private key x + y of the member's spend seed signs for it — deterministic per request.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { hexToBytes } from '@noble/hashes/utils.js'
import { GhostKeys, SafeOutput } from '../../../../src/shared/api/ledger'
import {
  GROUP_ORDER,
  bytesToNumberLE,
  clampedSpendScalar,
  membersHash,
  publicFromScalar,
  decodeTransactionHex,
  scanGhostKey,
  toHex,
  viewScalar,
} from '../../../../src/shared/kernel'
import { depositOutput } from '../../../../src/sequencer/ledger/deposit'
import { findUser, viewPrivateKey } from '../../../../src/sequencer/users/store'
import { ApiError } from '../../../../src/sequencer/http/errors'
import { findGhostKeys, sweepUnusedGhostKeys } from '../../../../src/sequencer/ledger/ghost-keys'
import {
  authedRequest,
  createTestUser,
  dataOf,
  dumpTables,
  type TestUser,
} from '../../../helpers/sequencer'
import { XIN, buildRaw, createRequest, deposit, ghostKeys, newLedger, type Ledger } from './setup'

let l: Ledger
beforeEach(async () => {
  l = await newLedger(3)
})
afterEach(() => l.close())

/** Each member owns its key: scan (P − x·G == B) and spend ((x + y)·G == P). */
function expectOwned(
  keys: readonly string[],
  mask: string,
  index: number,
  userIds: readonly string[],
) {
  userIds.forEach((userId, j) => {
    const a = viewPrivateKey(l.seq.ctx.db, userId)!
    const B = findUser(l.seq.ctx.db, userId)!.spendPublicKey!
    expect(scanGhostKey(a, hexToBytes(mask), index, hexToBytes(keys[j]!), B)).toBe(true)
    // Someone else's key does not scan as this member's.
    expect(scanGhostKey(a, hexToBytes(mask), index + 1, hexToBytes(keys[j]!), B)).toBe(false)
    const member = l.members.find((m) => m.userId === userId)!
    const x = bytesToNumberLE(viewScalar(a, hexToBytes(mask), index))
    const t = (x + clampedSpendScalar(member.spendSeed)) % GROUP_ORDER
    expect(toHex(publicFromScalar(t))).toBe(keys[j])
  })
}

describe('POST /safe/keys', () => {
  it('derives keys every receiver owns, in sorted receiver order', async () => {
    const [a, b, c] = l.members
    const receivers = [c!.userId, a!.userId, b!.userId]
    const [k0, k1] = await ghostKeys(l, a!, [
      { receivers, index: 0, hint: 'first' },
      { receivers: [b!.userId], index: 7, hint: 'first' },
    ])
    expect(GhostKeys.parse(k0)).toEqual(k0)
    expect(k0).toMatchObject({ type: 'ghost_key' })
    expect(k0!.keys).toHaveLength(3)
    expectOwned(k0!.keys, k0!.mask, 0, [...receivers].sort())
    expectOwned(k1!.keys, k1!.mask, 7, [b!.userId])
    expect(new Set([...k0!.keys, ...k1!.keys]).size).toBe(4)
  })

  it('gives the same keys for the same request and new ones when the hint, receivers or index change', async () => {
    const [a, b] = l.members
    const q = {
      receivers: [a!.userId, b!.userId],
      index: 1,
      hint: 'e3f4c1d2-0000-4000-8000-000000000001',
    }
    const [first] = await ghostKeys(l, a!, [q])
    const [again] = await ghostKeys(l, b!, [{ ...q, receivers: [b!.userId, a!.userId] }])
    expect(again).toEqual(first)
    for (const other of [
      { ...q, hint: 'another' },
      { ...q, index: 2 },
      { ...q, receivers: [a!.userId] },
    ]) {
      const [k] = await ghostKeys(l, a!, [other])
      expect(k!.mask).not.toBe(first!.mask)
    }
    // Remembered once, with its members, for matching the outputs of transactions.
    const row = l.seq.ctx.db
      .prepare('SELECT receivers, members_hash, output_index FROM ghost_keys WHERE mask = ?')
      .get(first!.mask)
    expect(row).toEqual({
      receivers: JSON.stringify([a!.userId, b!.userId].sort()),
      members_hash: membersHash([a!.userId, b!.userId]),
      output_index: 1,
    })
  })

  it('refuses unregistered or unknown receivers, repeats and malformed entries, changing nothing', async () => {
    const [a] = l.members
    const unregistered = await createTestUser(l.seq.ctx, 'Not registered')
    const before = dumpTables(l.seq.ctx.db, { except: ['used_tokens'] })
    const cases: [unknown, number, number][] = [
      [[{ receivers: [unregistered.userId], index: 0, hint: 'h' }], 404, 10404],
      [[{ receivers: ['a0000000-0000-4000-8000-00000000000f'], index: 0, hint: 'h' }], 404, 10404],
      [[{ receivers: [a!.userId, a!.userId], index: 0, hint: 'h' }], 400, 10002],
      [[{ receivers: [], index: 0, hint: 'h' }], 400, 10002],
      [[{ receivers: [a!.userId], index: 256, hint: 'h' }], 400, 10002],
      [[{ receivers: [a!.userId], index: -1, hint: 'h' }], 400, 10002],
      [[{ receivers: [a!.userId], index: 1.5, hint: 'h' }], 400, 10002],
      [[{ receivers: [a!.userId], index: 0, hint: '' }], 400, 10002],
      [[{ receivers: [a!.userId], index: 0, hint: 'x'.repeat(129) }], 400, 10002],
      [[{ receivers: 'nope', index: 0, hint: 'h' }], 400, 10002],
      [{ receivers: [a!.userId], index: 0, hint: 'h' }, 400, 10002],
      [[], 400, 10002],
      [
        Array.from({ length: 257 }, () => ({ receivers: [a!.userId], index: 0, hint: 'h' })),
        400,
        10002,
      ],
      ['[{"receivers"', 400, 400],
    ]
    for (const [body, status, code] of cases) {
      const res = await authedRequest(l.seq.app, a!.keystore, 'POST', '/safe/keys', body)
      expect({ body, status: res.status }).toEqual({ body, status })
      expect(((await res.json()) as { error: { code: number } }).error.code).toBe(code)
    }
    // A refused batch writes nothing, even for its valid entries.
    const mixed = [
      { receivers: [a!.userId], index: 0, hint: 'ok' },
      { receivers: [unregistered.userId], index: 1, hint: 'no' },
    ]
    expect((await authedRequest(l.seq.app, a!.keystore, 'POST', '/safe/keys', mixed)).status).toBe(
      404,
    )
    expect(dumpTables(l.seq.ctx.db, { except: ['used_tokens'] })).toEqual(before)
    expect((await l.seq.app.request('/safe/keys', { method: 'POST', body: '[]' })).status).toBe(401)
  })
})

describe('ghost keys per user per hour, and unused ones expiring', () => {
  it('issues at most the hourly quota of sets to a user, 429 past it, and again an hour later', async () => {
    const q = await newLedger(2, { limits: { ghostKeySetsPerHour: 4 } })
    try {
      const [a, b] = q.members as [TestUser, TestUser]
      const ask = (user: TestUser, n: number) =>
        authedRequest(
          q.seq.app,
          user.keystore,
          'POST',
          '/safe/keys',
          Array.from({ length: n }, (_, index) => ({
            receivers: [b.userId],
            index,
            hint: crypto.randomUUID(),
          })),
        )
      expect((await ask(a, 3)).status).toBe(200)
      const before = dumpTables(q.seq.ctx.db, { except: ['used_tokens'] })
      const refused = await ask(a, 2)
      expect(refused.status).toBe(429)
      expect(await refused.json()).toEqual({
        error: {
          status: 429,
          code: 429,
          description: 'Too many ghost keys: at most 4 sets an hour, 1 left now.',
        },
      })
      expect(dumpTables(q.seq.ctx.db, { except: ['used_tokens'] })).toEqual(before)
      expect((await ask(a, 1)).status).toBe(200)
      expect((await ask(b, 4)).status).toBe(200)
      q.seq.clock.advanceMs(3600_000)
      expect((await ask(a, 4)).status).toBe(200)
    } finally {
      q.close()
    }
  })

  it('deletes a set no request used a day after its issue; a used one stays', async () => {
    const [a, b] = l.members as [TestUser, TestUser]
    const input = deposit(l, { owners: [a], threshold: 1, amount: 5n })
    const raw = await buildRaw(l, a, [input], [{ receivers: [b], threshold: 1, amount: 5n }])
    await createRequest(l, a, raw)
    await ghostKeys(l, a, [{ receivers: [b.userId], index: 0, hint: 'never used' }])
    const count = () =>
      l.seq.ctx.db.prepare('SELECT count(*) AS n FROM ghost_keys').get() as { n: number }
    expect(count()).toEqual({ n: 2 })
    l.seq.clock.advanceMs(24 * 3600_000 - 1)
    expect(sweepUnusedGhostKeys(l.seq.ctx)).toBe(0)
    l.seq.clock.advanceMs(1)
    expect(sweepUnusedGhostKeys(l.seq.ctx)).toBe(1)
    expect(count()).toEqual({ n: 1 })
    const [used] = decodeTransactionHex(raw).outputs
    expect(findGhostKeys(l.seq.ctx.db, toHex(used!.mask))).toBeDefined()
  })
})

describe('depositOutput', () => {
  it('creates an unspent output whose keys the members own, with their views kept', async () => {
    const ids = l.members.map((m) => m.userId).reverse()
    const out = depositOutput(l.seq.ctx, {
      members: ids,
      threshold: 2,
      assetId: XIN,
      amount: 123_456_789n,
      extra: new TextEncoder().encode('hi'),
    })
    expect(SafeOutput.parse(out)).toEqual(out)
    expect(out).toMatchObject({
      output_index: 0,
      asset_id: XIN,
      amount: '1.23456789',
      receivers: [...ids].sort(),
      receivers_hash: membersHash(ids),
      receivers_threshold: 2,
      state: 'unspent',
      extra: '6869',
      senders: [],
    })
    expectOwned(out.keys, out.mask, 0, out.receivers)
    const views = JSON.parse(
      (
        l.seq.ctx.db
          .prepare('SELECT views FROM outputs WHERE output_id = ?')
          .get(out.output_id) as { views: string }
      ).views,
    )
    expect(views).toEqual(
      out.receivers.map((id) =>
        toHex(viewScalar(viewPrivateKey(l.seq.ctx.db, id)!, hexToBytes(out.mask), 0)),
      ),
    )
    // Listed for each member, under the members and threshold.
    for (const m of l.members) {
      const listed = await dataOf(
        await authedRequest(
          l.seq.app,
          m.keystore,
          'GET',
          `/safe/outputs?members=${membersHash(ids)}&threshold=2`,
        ),
      )
      expect(SafeOutput.array().parse(listed)).toEqual([out])
    }
  })

  it('gives every deposit its own transaction hash and mask', () => {
    const o = { members: [l.members[0]!.userId], threshold: 1, assetId: XIN, amount: 1n }
    const a = depositOutput(l.seq.ctx, o)
    const b = depositOutput(l.seq.ctx, o)
    expect(a.transaction_hash).not.toBe(b.transaction_hash)
    expect(a.mask).not.toBe(b.mask)
    expect(b.sequence).toBe(a.sequence + 1)
  })

  it('refuses bad arguments and unregistered members with typed errors, changing nothing', async () => {
    const unregistered = await createTestUser(l.seq.ctx, 'Not registered')
    const ok = { members: [l.members[0]!.userId], threshold: 1, assetId: XIN, amount: 1n }
    const before = dumpTables(l.seq.ctx.db)
    const bad: [object, number][] = [
      [{ members: [unregistered.userId] }, 10404],
      [{ members: [] }, 10002],
      [{ members: ['nope'] }, 10002],
      [{ members: [l.members[0]!.userId, l.members[0]!.userId], threshold: 1 }, 10002],
      [{ threshold: 2 }, 10002],
      [{ threshold: 0 }, 10002],
      [{ assetId: 'XIN' }, 10002],
      [{ amount: 0n }, 10002],
      [{ amount: 1 }, 10002],
      [{ amount: 1n << 63n }, 10002],
      [{ inscriptionHash: 'ab' }, 10002],
      [{ extra: new Uint8Array(257) }, 10002],
    ]
    for (const [change, code] of bad) {
      let error: unknown
      try {
        depositOutput(l.seq.ctx, { ...ok, ...change } as never)
      } catch (e) {
        error = e
      }
      expect(error).toBeInstanceOf(ApiError)
      expect({ change, code: (error as ApiError).code }).toEqual({ change, code })
    }
    expect(dumpTables(l.seq.ctx.db)).toEqual(before)
  })

  it('joins the caller’s transaction and rolls back with it', () => {
    const db = l.seq.ctx.db
    const before = dumpTables(db)
    expect(() =>
      db.transaction(() => {
        depositOutput(l.seq.ctx, {
          members: [l.members[0]!.userId],
          threshold: 1,
          assetId: XIN,
          amount: 5n,
        })
        throw new Error('caller fails after the deposit')
      })(),
    ).toThrow('caller fails')
    expect(dumpTables(db)).toEqual(before)
  })
})
