/**
 * `POST /safe/multisigs`: the record of a new request, idempotency on `request_id`, receivers
 * matched back to their members, withdrawals, and every refusal — malformed or non-canonical raws,
 * inputs not ours, locked or spent, unbalanced sums, broken outputs, limits — as a typed error
 * that leaves the database unchanged.
 */
import { randomBytes, randomUUID } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { hexToBytes } from '@noble/hashes/utils.js'
import { MultisigRequest, type SafeOutput } from '../../../../src/shared/api/ledger'
import {
  GROUP_ORDER,
  bytesToNumberLE,
  decodeTransactionHex,
  encodeTransaction,
  kernelAssetId,
  membersHash,
  publicFromScalar,
  thresholdScript,
  toHex,
  type Output,
  type Transaction,
} from '../../../../src/shared/kernel'
import {
  authedRequest,
  createTestUser,
  dataOf,
  dumpTables,
  makeFinal,
  type TestUser,
} from '../../../helpers/sequencer'
import {
  BTC,
  XIN,
  buildRaw,
  cosign,
  createRequest,
  deposit,
  ghostKeys,
  newLedger,
  sign,
  type Ledger,
} from './setup'

let l: Ledger
let a: TestUser, b: TestUser, c: TestUser
let funds: SafeOutput

beforeEach(async () => {
  l = await newLedger(3)
  ;[a, b, c] = l.members as [TestUser, TestUser, TestUser]
  funds = deposit(l, { amount: 100_000_000n })
})
afterEach(() => l.close())

const post = (user: TestUser, body: unknown) =>
  authedRequest(l.seq.app, user.keystore, 'POST', '/safe/multisigs', body)
const point = () =>
  toHex(publicFromScalar(bytesToNumberLE(new Uint8Array(randomBytes(64))) % GROUP_ORDER || 1n))
const external = (amount: bigint, threshold = 1, keys = 1): Output => ({
  type: 0,
  amount,
  keys: Array.from({ length: keys }, () => hexToBytes(point())),
  mask: hexToBytes(point()),
  script: thresholdScript(threshold),
})
const txOf = (raw: string): Transaction => decodeTransactionHex(raw)
const rawOf = (tx: Transaction): string => toHex(encodeTransaction(tx))

/** A valid unsigned raw spending `funds` wholly to Ben (1-of-1). */
const payBen = () =>
  buildRaw(l, a, [funds], [{ receivers: [b], threshold: 1, amount: 100_000_000n }])

/** Posts `body` as `user` and expects a refusal with this status, code and `extra` subset; nothing may change. */
async function refused(
  user: TestUser,
  body: unknown,
  status: number,
  code: number,
  extra: Record<string, unknown> = {},
) {
  const before = dumpTables(l.seq.ctx.db, { except: ['used_tokens'] })
  const res = await post(user, body)
  const json = (await res.json()) as {
    error?: { status: number; code: number; description: string; extra?: Record<string, unknown> }
  }
  expect({ status: res.status, code: json.error?.code }).toEqual({ status, code })
  expect(json.error!.extra ?? {}).toMatchObject(extra)
  expect(dumpTables(l.seq.ctx.db, { except: ['used_tokens'] })).toEqual(before)
  return json.error!
}

describe('POST /safe/multisigs: creating', () => {
  it('records the request, locks its inputs and matches receivers to their members', async () => {
    const change = deposit(l, { amount: 50_000_000n })
    const raw = await buildRaw(
      l,
      b,
      [funds, change],
      [
        { receivers: [c], threshold: 1, amount: 30_000_000n },
        { receivers: [a, b], threshold: 2, amount: 20_000_000n },
        { receivers: l.members, threshold: 2, amount: 100_000_000n },
      ],
      { extra: new TextEncoder().encode('rent') },
    )
    const requestId = randomUUID()
    const record = await createRequest(l, b, raw, requestId)
    expect(MultisigRequest.parse(record)).toEqual(record)
    const ids = l.members.map((m) => m.userId)
    expect(record).toMatchObject({
      type: 'transaction_request',
      request_id: requestId,
      asset_id: XIN,
      kernel_asset_id: kernelAssetId(XIN),
      amount: '0.5', // change back to the senders does not count
      senders: ids,
      senders_hash: membersHash(ids),
      senders_threshold: 2,
      signers: [],
      revoked_by: '',
      extra: toHex(new TextEncoder().encode('rent')),
      raw_transaction: raw,
    })
    expect(record.receivers).toEqual([
      {
        members: [c.userId],
        members_hash: membersHash([c.userId]),
        threshold: 1,
        destination: '',
        tag: '',
        withdrawal_hash: '',
      },
      {
        members: [a.userId, b.userId].sort(),
        members_hash: membersHash([a.userId, b.userId]),
        threshold: 2,
        destination: '',
        tag: '',
        withdrawal_hash: '',
      },
      {
        members: ids,
        members_hash: membersHash(ids),
        threshold: 2,
        destination: '',
        tag: '',
        withdrawal_hash: '',
      },
    ])
    expect(record.views).toHaveLength(2)
    const states = l.seq.ctx.db
      .prepare('SELECT state, request_id FROM outputs ORDER BY sequence')
      .all()
    expect(states).toEqual([
      { state: 'signed', request_id: requestId },
      { state: 'signed', request_id: requestId },
    ])
    // A Safe request has no code on the public network.
    expect(l.seq.ctx.db.prepare("SELECT kind FROM codes WHERE kind <> 'user'").all()).toEqual([])
  })

  it('answers in Go’s SafeMultisigRequest shape: no state, sequence or code; signers null; omitempty fields absent', async () => {
    const xin = deposit(l, { amount: 3n })
    const tx = txOf(await buildRaw(l, a, [xin], [{ receivers: [b], threshold: 1, amount: 2n }]))
    const raw = rawOf({ ...tx, outputs: [tx.outputs[0]!, external(1n)] })
    const res = await post(a, [{ request_id: randomUUID(), raw }])
    const [record] = (JSON.parse(await res.text()) as { data: Record<string, unknown>[] }).data
    expect(Object.keys(record!).sort()).toEqual(
      [
        'type',
        'request_id',
        'transaction_hash',
        'asset_id',
        'kernel_asset_id',
        'amount',
        'senders_hash',
        'senders_threshold',
        'senders',
        'signers',
        'revoked_by',
        'extra',
        'raw_transaction',
        'created_at',
        'updated_at',
        'receivers',
        'views',
      ].sort(),
    )
    expect(record).toMatchObject({ signers: null, revoked_by: '', extra: '' })
    // An output to keys nobody here was given: Go's OutputReceiverView has members null.
    expect((record!.receivers as unknown[])[1]).toEqual({
      members: null,
      members_hash: '',
      threshold: 1,
      destination: '',
      tag: '',
      withdrawal_hash: '',
    })
    // A collectible's request carries its inscription; an ordinary one has none (omitempty).
    expect(Object.keys(record!)).not.toContain('inscription_hash')
  })

  it('is idempotent on request_id: the same transaction gives the same record, another one a conflict', async () => {
    const raw = await payBen()
    const requestId = randomUUID()
    const first = await createRequest(l, a, raw, requestId)
    const before = dumpTables(l.seq.ctx.db, { except: ['used_tokens'] })
    expect(await createRequest(l, a, raw, requestId)).toEqual(first)
    // A member of the senders asking again sees the same request with its own views.
    expect(await createRequest(l, c, raw, requestId)).toMatchObject({
      request_id: requestId,
      created_at: first.created_at,
    })
    expect(dumpTables(l.seq.ctx.db, { except: ['used_tokens'] })).toEqual(before)
    const other = deposit(l, { amount: 1n })
    const otherRaw = await buildRaw(l, a, [other], [{ receivers: [b], threshold: 1, amount: 1n }])
    await refused(a, [{ request_id: requestId, raw: otherRaw }], 409, 409, {
      request_id: requestId,
    })
    // Not to someone who is not a sender.
    const outsider = await createTestUser(l.seq.ctx, 'Outsider', { register: true })
    await refused(outsider, [{ request_id: requestId, raw }], 400, 10002, { input: 0 })
    // The same transaction under another id: its inputs are locked by the first.
    await refused(a, [{ request_id: randomUUID(), raw }], 409, 10105, {
      input: 0,
      transaction_hash: first.transaction_hash,
    })
  })

  it('refuses the id of a revoked request, whatever raw comes with it; the same raw under a new id is a new request', async () => {
    const raw = await payBen()
    const requestId = randomUUID()
    await createRequest(l, a, raw, requestId)
    const unlocked = await dataOf<MultisigRequest>(
      await authedRequest(l.seq.app, c.keystore, 'POST', `/safe/multisigs/${requestId}/unlock`),
    )
    expect(unlocked).toMatchObject({ request_id: requestId, revoked_by: c.userId })
    const error = await refused(a, [{ request_id: requestId, raw }], 409, 409, {
      request_id: requestId,
      reason: 'revoked',
      item: 0,
    })
    expect(error.description).toMatch(/revoked; propose again under a new request_id/)
    const other = deposit(l, { amount: 1n })
    await refused(
      b,
      [
        {
          request_id: requestId,
          raw: await buildRaw(l, a, [other], [{ receivers: [b], threshold: 1, amount: 1n }]),
        },
      ],
      409,
      409,
      { reason: 'revoked' },
    )
    // Still revoked, unchanged; the same transaction under a fresh id is proposed again.
    expect(
      await dataOf(
        await authedRequest(l.seq.app, a.keystore, 'GET', `/safe/multisigs/${requestId}`),
      ),
    ).toEqual(unlocked)
    const again = await createRequest(l, a, raw)
    expect(again).toMatchObject({
      signers: [],
      revoked_by: '',
      transaction_hash: unlocked.transaction_hash,
    })
    expect(again.request_id).not.toBe(requestId)
  })

  it('tells nobody of a new request: the public network sends no message for one', async () => {
    await createRequest(l, a, await payBen())
    expect(l.seq.ctx.db.prepare('SELECT category FROM messages').all()).toEqual([])
  })

  it('takes a withdrawal as output 0 with change after it, and serves its destination and tag', async () => {
    const tx = txOf(
      await buildRaw(l, a, [funds], [{ receivers: l.members, threshold: 2, amount: 60_000_000n }]),
    )
    const withdrawal: Output = {
      type: 0xa1,
      amount: 40_000_000n,
      keys: [],
      mask: new Uint8Array(32),
      script: new Uint8Array(0),
      withdrawal: {
        address: new TextEncoder().encode('0x7a5b1c'),
        tag: new TextEncoder().encode('memo-7'),
      },
    }
    // Ghost keys were handed out for index 0; a withdrawal first moves the change to index 1.
    const [change] = await ghostKeys(l, a, [
      { receivers: l.members.map((m) => m.userId), index: 1, hint: 'w' },
    ])
    const changeOutput = {
      ...tx.outputs[0]!,
      keys: change!.keys.map((k) => hexToBytes(k)),
      mask: hexToBytes(change!.mask),
    }
    const record = await createRequest(l, a, rawOf({ ...tx, outputs: [withdrawal, changeOutput] }))
    expect(record.receivers[0]).toEqual({
      members: [],
      members_hash: '',
      threshold: 0,
      destination: '0x7a5b1c',
      tag: 'memo-7',
      withdrawal_hash: '',
    })
    expect(record.receivers[1]).toMatchObject({
      members: l.members.map((m) => m.userId),
      threshold: 2,
    })
    expect(record.amount).toBe('0.4')
  })

  it('takes outputs to keys it did not hand out as external, and a long extra paid for by storage', async () => {
    const xin = deposit(l, { amount: 10_000_000n })
    const tx = txOf(await buildRaw(l, a, [xin], [{ receivers: [b], threshold: 1, amount: 1n }]))
    const storage = { ...external(20_000n, 64), script: thresholdScript(64) }
    const extra = new Uint8Array(2048).fill(7)
    const record = await createRequest(
      l,
      a,
      rawOf({ ...tx, outputs: [storage, external(10_000_000n - 20_000n, 2, 3)], extra }),
    )
    expect(record.receivers.map((r) => [r.members, r.members_hash, r.threshold])).toEqual([
      [[], '', 64],
      [[], '', 2],
    ])
    await refused(
      a,
      [
        {
          request_id: randomUUID(),
          raw: rawOf({
            ...tx,
            inputs: txOf(await buildRaw(l, a, [deposit(l, { amount: 10_000_000n })], [])).inputs,
            outputs: [storage, external(10_000_000n - 20_000n)],
            extra: new Uint8Array(2049),
          }),
        },
      ],
      400,
      10002,
      { limit: 2048 },
    )
  })
})

describe('POST /safe/multisigs: refusals change nothing', () => {
  it('refuses malformed bodies', async () => {
    const raw = await payBen()
    await refused(a, { request_id: randomUUID(), raw }, 400, 10002)
    await refused(a, [], 400, 10002)
    await refused(a, [{ request_id: 'nope', raw }], 400, 10002, { field: '0.request_id' })
    await refused(a, [{ request_id: randomUUID(), raw: 'xyz' }], 400, 10002, { field: '0.raw' })
    await refused(a, [{ request_id: randomUUID(), raw: raw.slice(1) }], 400, 10002, {
      field: '0.raw',
    })
    await refused(a, [{ request_id: randomUUID(), raw: 7 }], 400, 10002)
    await refused(a, '[{"request_id":', 400, 400)
  })

  it('refuses raws the Kernel codec refuses, naming the rule and offset', async () => {
    const raw = await payBen()
    await refused(a, [{ request_id: randomUUID(), raw: `7778${raw.slice(4)}` }], 400, 10002, {
      field: 'raw',
      rule: 'magic',
      offset: 0,
      item: 0,
    })
    await refused(a, [{ request_id: randomUUID(), raw: `77770004${raw.slice(8)}` }], 400, 10002, {
      rule: 'version',
      offset: 2,
    })
    await refused(a, [{ request_id: randomUUID(), raw: raw.slice(0, 100) }], 400, 10002, {
      rule: 'truncated',
    })
    await refused(a, [{ request_id: randomUUID(), raw: `${raw}00` }], 400, 10002, {
      rule: 'trailing-bytes',
    })
    // Byte 74 is the first input's deposit marker: only 0000 and 7777 exist.
    await refused(
      a,
      [{ request_id: randomUUID(), raw: `${raw.slice(0, 148)}1234${raw.slice(152)}` }],
      400,
      10002,
      { rule: 'marker', offset: 74 },
    )
    // The first output's amount (1 XIN, 0004 05f5e100) with a leading zero byte: decodable, not canonical.
    const at = raw.indexOf('000405f5e100')
    await refused(
      a,
      [{ request_id: randomUUID(), raw: `${raw.slice(0, at)}00050005f5e100${raw.slice(at + 12)}` }],
      400,
      10002,
      { rule: 'non-minimal-integer' },
    )
  })

  it('refuses a signed raw: signatures come through /sign', async () => {
    const record = await createRequest(l, a, await payBen())
    const signed = await cosign(l, a, record.request_id)
    await refused(a, [{ request_id: randomUUID(), raw: signed }], 400, 10002, {
      reason: expect.stringContaining('unsigned'),
    })
  })

  it('refuses inputs that are not the caller’s outputs, locked, spent, repeated, or of another asset or owner', async () => {
    const raw = await payBen()
    const tx = txOf(raw)
    // Not in the ledger at all.
    const unknown = { ...tx, inputs: [{ ...tx.inputs[0]!, hash: new Uint8Array(32).fill(9) }] }
    await refused(a, [{ request_id: randomUUID(), raw: rawOf(unknown) }], 400, 10002, { input: 0 })
    // Someone else's output looks the same as an unknown one.
    const bens = deposit(l, { owners: [b], threshold: 1, amount: 100_000_000n })
    const notMine = {
      ...tx,
      inputs: [{ hash: hexToBytes(bens.transaction_hash), index: 0, genesis: new Uint8Array(0) }],
    }
    await refused(a, [{ request_id: randomUUID(), raw: rawOf(notMine) }], 400, 10002, {
      input: 0,
      reason: 'the input is not an output of yours in this ledger',
    })
    // Spent twice within one transaction.
    await refused(
      a,
      [{ request_id: randomUUID(), raw: rawOf({ ...tx, inputs: [tx.inputs[0]!, tx.inputs[0]!] }) }],
      400,
      10002,
      { input: 1 },
    )
    // Another asset than the transaction's.
    await refused(
      a,
      [{ request_id: randomUUID(), raw: rawOf({ ...tx, asset: hexToBytes(kernelAssetId(BTC)) }) }],
      400,
      10002,
      { input: 0 },
    )
    // Inputs of two owner sets.
    const ab = deposit(l, { owners: [a, b], threshold: 1, amount: 1n })
    const mixed = await buildRaw(
      l,
      a,
      [funds, ab],
      [{ receivers: [b], threshold: 1, amount: 100_000_001n }],
    )
    await refused(a, [{ request_id: randomUUID(), raw: mixed }], 400, 10002, { input: 1 })

    // Locked by a live request, still once it completes, then spent once the Kernel made it final.
    const first = await createRequest(l, a, raw)
    const again = await buildRaw(
      l,
      a,
      [funds],
      [{ receivers: [c], threshold: 1, amount: 100_000_000n }],
    )
    await refused(c, [{ request_id: randomUUID(), raw: again }], 409, 10105, {
      input: 0,
      transaction_hash: first.transaction_hash,
    })
    await sign(l, a, first.request_id, await cosign(l, a, first.request_id))
    await sign(l, b, first.request_id, await cosign(l, b, first.request_id))
    await refused(c, [{ request_id: randomUUID(), raw: again }], 409, 10105, {
      input: 0,
      transaction_hash: first.transaction_hash,
    })
    makeFinal(l.seq)
    await refused(c, [{ request_id: randomUUID(), raw: again }], 409, 10106, { input: 0 })
  })

  it('refuses unbalanced sums and broken outputs', async () => {
    const tx = txOf(await payBen())
    const ben = tx.outputs[0]!
    const cases: [Transaction, Record<string, unknown>][] = [
      [
        { ...tx, outputs: [{ ...ben, amount: 99_999_999n }] },
        { inputs: '100000000', outputs: '99999999' },
      ],
      [
        { ...tx, outputs: [{ ...ben, amount: 100_000_001n }] },
        { reason: 'the inputs and outputs do not balance' },
      ],
      [{ ...tx, outputs: [ben, { ...external(1n), amount: 0n }] }, { output: 1 }],
      [{ ...tx, outputs: [{ ...ben, script: thresholdScript(2) }] }, { output: 0 }],
      [{ ...tx, outputs: [{ ...ben, script: Uint8Array.of(0xff, 0xfe, 0x00) }] }, { output: 0 }],
      [{ ...tx, outputs: [{ ...ben, script: Uint8Array.of(0xff, 0xfe, 0x41) }] }, { output: 0 }],
      [{ ...tx, outputs: [{ ...ben, script: Uint8Array.of(0xfe, 0xfe, 0x01) }] }, { output: 0 }],
      [{ ...tx, outputs: [{ ...ben, keys: [] }] }, { output: 0 }],
      [{ ...tx, outputs: [{ ...ben, type: 0xa4 }] }, { output: 0 }],
      [
        {
          ...tx,
          outputs: [{ ...ben, withdrawal: { address: Uint8Array.of(1), tag: new Uint8Array(0) } }],
        },
        { output: 0 },
      ],
      [
        {
          ...tx,
          outputs: [
            { ...ben, amount: 1n },
            { ...ben, amount: 99_999_999n },
          ],
        },
        { output: 1 },
      ],
      [
        { ...tx, outputs: [{ ...external(100_000_000n), keys: [new Uint8Array(32).fill(0xff)] }] },
        { output: 0, reason: expect.stringContaining('not a valid point') },
      ],
      [
        { ...tx, outputs: [{ ...external(100_000_000n), mask: new Uint8Array(32) }] },
        { output: 0 },
      ],
      [
        {
          ...tx,
          outputs: [
            { ...external(50_000_000n) },
            {
              type: 0xa1,
              amount: 50_000_000n,
              keys: [],
              mask: new Uint8Array(32),
              script: new Uint8Array(0),
              withdrawal: { address: Uint8Array.of(0x61), tag: new Uint8Array(0) },
            },
          ],
        },
        { output: 1, reason: 'a withdrawal must be output 0' },
      ],
      [
        {
          ...tx,
          outputs: [
            {
              type: 0xa1,
              amount: 100_000_000n,
              keys: [],
              mask: new Uint8Array(32),
              script: new Uint8Array(0),
              withdrawal: { address: Uint8Array.of(0xff), tag: new Uint8Array(0) },
            },
          ],
        },
        { output: 0, reason: expect.stringContaining('UTF-8') },
      ],
      [{ ...tx, extra: new Uint8Array(257) }, { limit: 256 }],
      [
        { ...tx, references: Array.from({ length: 17 }, (_, i) => new Uint8Array(32).fill(i)) },
        { reason: 'more than 16 references' },
      ],
      [{ ...tx, references: [new Uint8Array(32).fill(3)] }, { reference: 0 }],
      [
        { ...tx, outputs: Array.from({ length: 5 }, () => external(20_000_000n, 1, 250)) },
        { output: 4, reason: 'more than 1024 output keys in one request' },
      ],
    ]
    for (const [bad, extra] of cases)
      await refused(a, [{ request_id: randomUUID(), raw: rawOf(bad) }], 400, 10002, extra)
  })

  it('refuses ghost keys used at another index, or already used by another transaction', async () => {
    const tx = txOf(await payBen())
    const [storage] = await ghostKeys(l, a, [{ receivers: [b.userId], index: 0, hint: 'vanish' }])
    const unspendable = {
      ...tx.outputs[0]!,
      keys: storage!.keys.map((k) => hexToBytes(k)),
      mask: hexToBytes(storage!.mask),
      script: thresholdScript(64),
    }
    await refused(
      a,
      [{ request_id: randomUUID(), raw: rawOf({ ...tx, outputs: [unspendable] }) }],
      400,
      10002,
      { output: 0, reason: 'the threshold is above the number of receivers' },
    )
    const [wrongIndex] = await ghostKeys(l, a, [{ receivers: [b.userId], index: 3, hint: 'x' }])
    const moved = {
      ...tx.outputs[0]!,
      keys: wrongIndex!.keys.map((k) => hexToBytes(k)),
      mask: hexToBytes(wrongIndex!.mask),
    }
    await refused(
      a,
      [{ request_id: randomUUID(), raw: rawOf({ ...tx, outputs: [moved] }) }],
      400,
      10002,
      { output: 0 },
    )
    await createRequest(l, a, rawOf(tx))
    const more = deposit(l, { amount: 100_000_000n })
    const reuse = {
      ...tx,
      inputs: [{ hash: hexToBytes(more.transaction_hash), index: 0, genesis: new Uint8Array(0) }],
    }
    await refused(a, [{ request_id: randomUUID(), raw: rawOf(reuse) }], 400, 10002, {
      output: 0,
      reason: expect.stringContaining('already used'),
    })
  })

  it('answers hostile bytes with typed errors only, never a server error', async () => {
    const raw = await payBen()
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: raw.length / 2 - 1 }),
        fc.integer({ min: 1, max: 255 }),
        async (at, flip) => {
          const bytes = hexToBytes(raw)
          bytes[at] = bytes[at]! ^ flip
          const before = dumpTables(l.seq.ctx.db, { except: ['used_tokens'] })
          const res = await post(a, [{ request_id: randomUUID(), raw: toHex(bytes) }])
          expect([200, 400, 409]).toContain(res.status)
          if (res.status !== 200)
            expect(dumpTables(l.seq.ctx.db, { except: ['used_tokens'] })).toEqual(before)
        },
      ),
      { numRuns: 60 },
    )
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ minLength: 1, maxLength: 400 }), async (bytes) => {
        const res = await post(a, [{ request_id: randomUUID(), raw: toHex(bytes) }])
        expect(res.status).toBe(400)
      }),
      { numRuns: 40 },
    )
  })

  it('writes nothing when one entry of a batch is refused', async () => {
    const good = await payBen()
    const other = deposit(l, { amount: 5n })
    const bad = rawOf({
      ...txOf(await buildRaw(l, a, [other], [{ receivers: [b], threshold: 1, amount: 5n }])),
      extra: new Uint8Array(300),
    })
    await refused(
      a,
      [
        { request_id: randomUUID(), raw: good },
        { request_id: randomUUID(), raw: bad },
      ],
      400,
      10002,
      { item: 1 },
    )
    // Both entries valid: both created.
    const fine = await buildRaw(l, a, [other], [{ receivers: [b], threshold: 1, amount: 5n }])
    const records = await dataOf<MultisigRequest[]>(
      await post(a, [
        { request_id: randomUUID(), raw: good },
        { request_id: randomUUID(), raw: fine },
      ]),
    )
    expect(records.map((r) => r.revoked_by)).toEqual(['', ''])
    expect(
      (await l.seq.app.request('/safe/multisigs', { method: 'POST', body: '[]' })).status,
    ).toBe(401)
  })
})
