/**
 * `POST /safe/multisigs/:id/sign` and `GET /safe/multisigs/:id`: signatures verified and merged
 * (never dropped), `signers`, completion (the Kernel then makes it final: inputs spent, outputs
 * created for their members with working views), and every refusal as a typed error that changes
 * nothing.
 */
import { randomUUID } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { hexToBytes } from '@noble/hashes/utils.js'
import { MultisigRequest, SafeOutput } from '../../../../src/shared/api/ledger'
import {
  cosignTransaction,
  decodeTransactionHex,
  encodeTransaction,
  toHex,
  type SignatureMap,
} from '../../../../src/shared/kernel'
import {
  authedRequest,
  dataOf,
  dumpTables,
  makeFinal,
  type TestUser,
} from '../../../helpers/sequencer'
import {
  buildRaw,
  cosign,
  createRequest,
  deposit,
  fetchRequest,
  newLedger,
  sign,
  spentOutputs,
  type Ledger,
} from './setup'

let l: Ledger
let a: TestUser, b: TestUser, c: TestUser, d: TestUser, e: TestUser

beforeEach(async () => {
  l = await newLedger(5)
  ;[a, b, c, d, e] = l.members as [TestUser, TestUser, TestUser, TestUser, TestUser]
})
afterEach(() => l.close())

const get = (user: TestUser, id: string) => fetchRequest(l, user, id)
/** A sign's answer, read with the shared schema as a client reads it. */
const signed = async (res: Response | Promise<Response>) =>
  MultisigRequest.parse(await dataOf(await res))
const signatureMaps = (raw: string) =>
  decodeTransactionHex(raw).signatures as readonly SignatureMap[]
const entries = (raw: string) => signatureMaps(raw).map((m) => [...m.keys()].sort((x, y) => x - y))

/** A 2-of-3 request of A, B, C spending two inputs: 1.2 to D, 0.3 back to A, B, C. */
async function twoOfThree(): Promise<MultisigRequest> {
  const owners = [a, b, c]
  const i1 = deposit(l, { owners, threshold: 2, amount: 100_000_000n })
  const i2 = deposit(l, { owners, threshold: 2, amount: 50_000_000n })
  const raw = await buildRaw(
    l,
    a,
    [i1, i2],
    [
      { receivers: [d], threshold: 1, amount: 120_000_000n },
      { receivers: owners, threshold: 2, amount: 30_000_000n },
    ],
  )
  return createRequest(l, a, raw)
}

async function refused(
  user: TestUser,
  id: string,
  body: unknown,
  status: number,
  code: number,
  extra: Record<string, unknown> = {},
) {
  const before = dumpTables(l.seq.ctx.db, { except: ['used_tokens'] })
  const res = await authedRequest(
    l.seq.app,
    user.keystore,
    'POST',
    `/safe/multisigs/${id}/sign`,
    body,
  )
  const json = (await res.json()) as { error?: { code: number; extra?: Record<string, unknown> } }
  expect({ status: res.status, code: json.error?.code }).toEqual({ status, code })
  expect(json.error!.extra ?? {}).toMatchObject(extra)
  expect(dumpTables(l.seq.ctx.db, { except: ['used_tokens'] })).toEqual(before)
}

describe('signing', () => {
  it('merges each signature, fills signers, and completes at the threshold', async () => {
    const r = await twoOfThree()
    const byC = await cosign(l, c, r.request_id)
    const afterC = await signed(sign(l, c, r.request_id, byC))
    expect(afterC).toMatchObject({ signers: [c.userId] })
    expect(entries(afterC.raw_transaction)).toEqual([[2], [2]])
    // The stored raw is C's partial raw exactly (one signer so far).
    expect(afterC.raw_transaction).toBe(byC)

    // A's partial raw carries only A's entries (it signed the unsigned raw); C's stay.
    const unsignedForA = r.raw_transaction
    const byA = await cosign(l, a, r.request_id)
    expect(entries(byA)).toEqual([
      [0, 2],
      [0, 2],
    ])
    const onlyA = toHex(
      cosignTransaction({
        raw: hexToBytes(unsignedForA),
        spendSeed: a.spendSeed,
        views: (await get(a, r.request_id)).views,
        spentOutputs: (await spentOutputs(l, a, r)).map((o) => ({ keys: o.keys })),
      }).raw,
    )
    const done = await signed(
      sign(l, a, r.request_id, onlyA, { request_id: r.request_id, raw: onlyA }),
    )
    expect(done).toMatchObject({ signers: [a.userId, c.userId].sort() })
    expect(entries(done.raw_transaction)).toEqual([
      [0, 2],
      [0, 2],
    ])
    const maps = signatureMaps(done.raw_transaction)
    expect(toHex(maps[0]!.get(2)!)).toBe(toHex(signatureMaps(byC)[0]!.get(2)!))

    // Complete, on its way to the Kernel: its inputs stay locked and its outputs do not exist yet.
    const states = () =>
      l.seq.ctx.db.prepare('SELECT amount, state, members FROM outputs ORDER BY sequence').all()
    expect(states()).toEqual([
      {
        amount: '100000000',
        state: 'signed',
        members: JSON.stringify([a, b, c].map((m) => m.userId).sort()),
      },
      {
        amount: '50000000',
        state: 'signed',
        members: JSON.stringify([a, b, c].map((m) => m.userId).sort()),
      },
    ])
    // Final: inputs spent; outputs created for their members, with views they can spend with.
    makeFinal(l.seq)
    const outputs = states()
    expect(outputs).toEqual([
      {
        amount: '100000000',
        state: 'spent',
        members: JSON.stringify([a, b, c].map((m) => m.userId).sort()),
      },
      {
        amount: '50000000',
        state: 'spent',
        members: JSON.stringify([a, b, c].map((m) => m.userId).sort()),
      },
      { amount: '120000000', state: 'unspent', members: JSON.stringify([d.userId]) },
      {
        amount: '30000000',
        state: 'unspent',
        members: JSON.stringify([a, b, c].map((m) => m.userId).sort()),
      },
    ])
    const dOutputs = SafeOutput.array().parse(
      await dataOf(await authedRequest(l.seq.app, d.keystore, 'GET', '/safe/outputs')),
    )
    expect(dOutputs).toHaveLength(1)
    expect(dOutputs[0]).toMatchObject({
      transaction_hash: r.transaction_hash,
      output_index: 0,
      senders: r.senders,
      senders_threshold: 2,
    })
    const onward = await createRequest(
      l,
      d,
      await buildRaw(l, d, dOutputs, [{ receivers: [e], threshold: 1, amount: 120_000_000n }]),
    )
    const finished = await signed(
      sign(l, d, onward.request_id, await cosign(l, d, onward.request_id)),
    )
    expect(finished).toMatchObject({ signers: [d.userId] })
  })

  it('keeps merging valid signatures after completion, and re-signing changes nothing', async () => {
    const r = await twoOfThree()
    await sign(l, a, r.request_id, await cosign(l, a, r.request_id))
    await sign(l, b, r.request_id, await cosign(l, b, r.request_id))
    const byC = await cosign(l, c, r.request_id)
    const all = await dataOf<MultisigRequest>(await sign(l, c, r.request_id, byC))
    expect(all).toMatchObject({ signers: [a, b, c].map((m) => m.userId).sort() })
    expect(entries(all.raw_transaction)).toEqual([
      [0, 1, 2],
      [0, 1, 2],
    ])
    const before = dumpTables(l.seq.ctx.db, { except: ['used_tokens'] })
    const again = await dataOf<MultisigRequest>(await sign(l, c, r.request_id, byC))
    expect(again).toEqual(all)
    expect(dumpTables(l.seq.ctx.db, { except: ['used_tokens'] })).toEqual(before)
    // The unsigned raw uploaded again is a no-op too.
    expect(
      await dataOf<MultisigRequest>(await sign(l, c, r.request_id, r.raw_transaction)),
    ).toEqual(all)
  })

  it('addresses a request by its transaction hash too, in any case', async () => {
    const r = await twoOfThree()
    expect((await get(b, r.transaction_hash.toUpperCase())).request_id).toBe(r.request_id)
    const res = await sign(l, b, r.transaction_hash, await cosign(l, b, r.request_id))
    expect((await dataOf<MultisigRequest>(res)).signers).toEqual([b.userId])
  })

  it('never loses a signature when all five of a 3-of-5 sign at once', async () => {
    const i1 = deposit(l, { threshold: 3, amount: 10n })
    const i2 = deposit(l, { threshold: 3, amount: 20n })
    const r = await createRequest(
      l,
      a,
      await buildRaw(l, a, [i1, i2], [{ receivers: [e], threshold: 1, amount: 30n }]),
    )
    const partials = await Promise.all(l.members.map((m) => cosign(l, m, r.request_id)))
    const results = await Promise.all(
      l.members.map((m, i) => sign(l, m, r.request_id, partials[i]!)),
    )
    expect(results.map((x) => x.status)).toEqual([200, 200, 200, 200, 200])
    const final = await get(a, r.request_id)
    expect(entries(final.raw_transaction)).toEqual([
      [0, 1, 2, 3, 4],
      [0, 1, 2, 3, 4],
    ])
    expect(final.signers).toEqual(l.members.map((m) => m.userId))
    expect(l.seq.ctx.db.prepare('SELECT state FROM multisig_requests').all()).toEqual([
      { state: 'signed' },
    ])
  })
})

describe('signing refusals change nothing', () => {
  it('refuses bad, misplaced and foreign signatures, another transaction, and malformed raws', async () => {
    const r = await twoOfThree()
    const byA = await cosign(l, a, r.request_id)
    const tx = decodeTransactionHex(byA)
    const maps = tx.signatures as SignatureMap[]
    const flipped = new Map(maps[1]!)
    const sig = flipped.get(0)!.slice()
    sig[5]! ^= 1
    flipped.set(0, sig)
    await refused(
      a,
      r.request_id,
      { raw: toHex(encodeTransaction({ ...tx, signatures: [maps[0]!, flipped] })) },
      400,
      10002,
      { input: 1, index: 0 },
    )
    // A's signature moved to B's index.
    const moved = maps.map((m) => new Map([[1, m.get(0)!]]))
    await refused(
      a,
      r.request_id,
      { raw: toHex(encodeTransaction({ ...tx, signatures: moved })) },
      400,
      10002,
      { input: 0, index: 1 },
    )
    const outOfRange = maps.map((m) => new Map([[3, m.get(0)!]]))
    await refused(
      a,
      r.request_id,
      { raw: toHex(encodeTransaction({ ...tx, signatures: outOfRange })) },
      400,
      10002,
      { input: 0, index: 3 },
    )
    // One map for two inputs.
    await refused(
      a,
      r.request_id,
      { raw: toHex(encodeTransaction({ ...tx, signatures: [maps[0]!] })) },
      400,
      10002,
    )
    // Aggregated signatures.
    await refused(
      a,
      r.request_id,
      {
        raw: toHex(
          encodeTransaction({ ...tx, signatures: { signature: new Uint8Array(64), signers: [0] } }),
        ),
      },
      400,
      10002,
    )
    // Another transaction (a changed extra), signed properly by A.
    const otherTx = { ...decodeTransactionHex(r.raw_transaction), extra: Uint8Array.of(1) }
    await refused(a, r.request_id, { raw: toHex(encodeTransaction(otherTx)) }, 400, 10002, {
      reason: "the raw is not this request's transaction",
    })
    await refused(a, r.request_id, { raw: `${byA}00` }, 400, 10002, { rule: 'trailing-bytes' })
    await refused(a, r.request_id, { raw: 'zz' }, 400, 10002, { field: 'raw' })
    await refused(a, r.request_id, {}, 400, 10002, { field: 'raw' })
    await refused(a, r.request_id, { request_id: randomUUID(), raw: byA }, 400, 10002, {
      field: 'request_id',
    })
    // Not a sender; no such request; not an id.
    await refused(d, r.request_id, { raw: byA }, 403, 403)
    await refused(a, randomUUID(), { raw: byA }, 404, 404)
    await refused(a, 'f'.repeat(64), { raw: byA }, 404, 404)
    await refused(a, 'not-an-id', { raw: byA }, 400, 10002, { field: 'id' })
    // And the valid raw still goes in afterwards.
    expect((await dataOf<MultisigRequest>(await sign(l, a, r.request_id, byA))).signers).toEqual([
      a.userId,
    ])
  })

  it('answers every single-byte corruption of a partial raw with a typed refusal', async () => {
    const r = await twoOfThree()
    const byA = hexToBytes(await cosign(l, a, r.request_id))
    const before = dumpTables(l.seq.ctx.db, { except: ['used_tokens'] })
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: byA.length - 1 }),
        fc.integer({ min: 1, max: 255 }),
        async (at, flip) => {
          const bytes = byA.slice()
          bytes[at] = bytes[at]! ^ flip
          const res = await sign(l, a, r.request_id, toHex(bytes))
          expect([400, 403, 404, 409]).toContain(res.status)
        },
      ),
      { numRuns: 80 },
    )
    expect(dumpTables(l.seq.ctx.db, { except: ['used_tokens'] })).toEqual(before)
  })

  it('shows a request only to its senders', async () => {
    const r = await twoOfThree()
    for (const m of [a, b, c]) expect((await get(m, r.request_id)).views).toHaveLength(2)
    const views = await Promise.all(
      [a, b, c].map(async (m) => (await get(m, r.request_id)).views.join()),
    )
    expect(new Set(views).size).toBe(3)
    const res = await authedRequest(l.seq.app, d.keystore, 'GET', `/safe/multisigs/${r.request_id}`)
    expect(res.status).toBe(403)
    expect(
      (await authedRequest(l.seq.app, d.keystore, 'GET', `/safe/multisigs/${randomUUID()}`)).status,
    ).toBe(404)
    expect((await l.seq.app.request(`/safe/multisigs/${r.request_id}`)).status).toBe(401)
  })
})
