/**
 * `GET /safe/outputs` (wire-formats §8.6) as the public API serves it: one set of owners' outputs,
 * named by members hash and threshold, or without them the caller's own (itself alone, 1-of-1);
 * never outputs the caller is not a member of; filtered by state and asset (UUID or kernel hash),
 * paged by sequence in either order; each in Go's `Output` shape.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { SafeOutput } from '../../../../src/shared/api/ledger'
import { kernelAssetId, membersHash } from '../../../../src/shared/kernel'
import { authedRequest, dataOf, makeFinal, type TestUser } from '../../../helpers/sequencer'
import {
  BTC,
  XIN,
  buildRaw,
  cosign,
  createRequest,
  deposit,
  newLedger,
  sign,
  type Ledger,
} from './setup'

let l: Ledger
let a: TestUser, b: TestUser, c: TestUser
let all: SafeOutput[]
let abc: string

beforeEach(async () => {
  l = await newLedger(3)
  ;[a, b, c] = l.members as [TestUser, TestUser, TestUser]
  abc = membersHash(l.members.map((m) => m.userId))
  all = [
    deposit(l, { threshold: 2, amount: 1n }),
    deposit(l, { owners: [a, b], threshold: 1, amount: 2n }),
    deposit(l, { owners: [a], threshold: 1, asset: BTC, amount: 3n }),
    deposit(l, { owners: [a], threshold: 1, amount: 4n }),
    deposit(l, { threshold: 3, amount: 5n }),
    deposit(l, { threshold: 2, amount: 6n }),
  ]
})
afterEach(() => l.close())

const get = (user: TestUser, query = '') =>
  authedRequest(l.seq.app, user.keystore, 'GET', `/safe/outputs${query}`)
const list = async (user: TestUser, query = '') =>
  (await dataOf<SafeOutput[]>(await get(user, query))).map((o) => o.amount)
/** The outputs as the JSON text gives them, nothing parsed away. */
const raw = async (user: TestUser, query: string) =>
  (JSON.parse(await (await get(user, query)).text()) as { data: Record<string, unknown>[] }).data

describe('GET /safe/outputs', () => {
  it('lists without members only the caller’s own 1-of-1 outputs, as the SDK documents', async () => {
    expect(await list(a)).toEqual(['0.00000003', '0.00000004'])
    expect(await list(a, `?asset=${XIN}`)).toEqual(['0.00000004'])
    expect(await list(b)).toEqual([])
    // A threshold alone still names the caller alone.
    expect(await list(a, '?threshold=1')).toEqual(['0.00000003', '0.00000004'])
    expect(await list(a, '?threshold=2')).toEqual([])
  })

  it('lists one set of owners by members hash and threshold, and only to its members', async () => {
    expect(await list(a, `?members=${abc}&threshold=2`)).toEqual(['0.00000001', '0.00000006'])
    expect(await list(c, `?members=${abc.toUpperCase()}&threshold=3`)).toEqual(['0.00000005'])
    expect(await list(b, `?members=${membersHash([a.userId, b.userId])}&threshold=1`)).toEqual([
      '0.00000002',
    ])
    // Owners the caller is not among have nothing for it, though they exist.
    expect(await list(c, `?members=${membersHash([a.userId, b.userId])}&threshold=1`)).toEqual([])
    expect(await list(b, `?members=${membersHash([a.userId])}&threshold=1`)).toEqual([])
  })

  it('filters by state and asset', async () => {
    expect(await list(a, `?members=${membersHash([a.userId])}&threshold=1&asset=${BTC}`)).toEqual([
      '0.00000003',
    ])
    expect(
      await list(a, `?members=${membersHash([a.userId])}&threshold=1&asset=${kernelAssetId(BTC)}`),
    ).toEqual(['0.00000003'])
    await createRequest(
      l,
      a,
      await buildRaw(l, a, [all[0]!], [{ receivers: [b], threshold: 1, amount: 1n }]),
    )
    const owners = `?members=${abc}&threshold=2`
    expect(await list(a, `${owners}&state=signed`)).toEqual(['0.00000001'])
    expect(await list(a, `${owners}&state=unspent`)).toEqual(['0.00000006'])
    expect(await list(a, `${owners}&state=spent`)).toEqual([])
  })

  it('pages by sequence, ascending or descending, from an inclusive offset', async () => {
    const owners = `?members=${membersHash([a.userId])}&threshold=1`
    expect(await list(a, `${owners}&limit=1`)).toEqual(['0.00000003'])
    expect(await list(a, `${owners}&offset=4&limit=2`)).toEqual(['0.00000004'])
    expect(await list(a, `${owners}&order=DESC`)).toEqual(['0.00000004', '0.00000003'])
    expect(await list(a, `${owners}&order=desc&offset=3`)).toEqual(['0.00000003'])
    expect(await list(a, `${owners}&offset=7`)).toEqual([])
    expect(await list(a, '?offset=&state=&limit=1')).toEqual(['0.00000003'])
  })

  it('writes Go’s Output: null lists, signed_by "" and no request or inscription while nothing locks it', async () => {
    const [deposited] = await raw(a, `?members=${abc}&threshold=2&limit=1`)
    expect(deposited).toMatchObject({
      type: 'kernel_output',
      senders: null,
      senders_hash: '',
      senders_threshold: 0,
      signers: null,
      signed_by: '',
      state: 'unspent',
    })
    expect(Object.keys(deposited!)).not.toContain('request_id')
    expect(Object.keys(deposited!)).not.toContain('inscription_hash')
    expect(deposited!.receivers).toEqual([...l.members.map((m) => m.userId)].sort())
  })

  it('moves unspent → signed (locked by its request) → spent only when the Kernel made the transaction final', async () => {
    const owners = `?members=${abc}&threshold=2`
    const request = await createRequest(
      l,
      a,
      await buildRaw(l, a, [all[0]!], [{ receivers: [b], threshold: 1, amount: 1n }]),
    )
    const [locked] = await raw(a, `${owners}&state=signed`)
    expect(locked).toMatchObject({
      state: 'signed',
      signed_by: request.transaction_hash,
      request_id: request.request_id,
      signers: null,
    })

    await sign(l, a, request.request_id, await cosign(l, a, request.request_id))
    expect((await raw(a, `${owners}&state=signed`))[0]).toMatchObject({ signers: [a.userId] })
    await sign(l, c, request.request_id, await cosign(l, c, request.request_id))
    // Complete, sent, not yet final: still locked, and nothing for the receiver yet.
    expect((await raw(a, `${owners}&state=signed`))[0]).toMatchObject({
      state: 'signed',
      signers: [a.userId, c.userId].sort(),
    })
    expect(await list(b)).toEqual([])

    expect(makeFinal(l.seq)).toMatchObject({ finalized: 1, failed: 0 })
    const [spent] = await raw(a, `${owners}&state=spent`)
    expect(spent).toMatchObject({
      state: 'spent',
      signed_by: request.transaction_hash,
      request_id: request.request_id,
    })
    expect(spent!.spent_at).not.toBe('0001-01-01T00:00:00Z')
    const [received] = await raw(b, '')
    expect(received).toMatchObject({
      amount: '0.00000001',
      transaction_hash: request.transaction_hash,
      senders: [...l.members.map((m) => m.userId)].sort(),
      state: 'unspent',
    })
  })

  it('refuses malformed or repeated parameters, and members without a threshold, with 10002 naming them', async () => {
    const bad: [string, string][] = [
      ['?members=abc&threshold=1', 'members'],
      [`?members=${abc}`, 'threshold'],
      ['?threshold=0', 'threshold'],
      ['?threshold=65', 'threshold'],
      ['?threshold=two', 'threshold'],
      ['?state=locked', 'state'],
      ['?asset=XIN', 'asset'],
      ['?offset=-1', 'offset'],
      ['?limit=0', 'limit'],
      ['?limit=501', 'limit'],
      ['?order=UP', 'order'],
      ['?limit=1&limit=2', 'limit'],
    ]
    for (const [query, field] of bad) {
      const res = await get(a, query)
      const body = (await res.json()) as { error: { code: number; extra: { field: string } } }
      expect({
        query,
        status: res.status,
        code: body.error.code,
        field: body.error.extra.field,
      }).toEqual({ query, status: 400, code: 10002, field })
    }
    expect((await l.seq.app.request('/safe/outputs')).status).toBe(401)
  })
})
