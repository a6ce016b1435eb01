/**
 * `GET /safe/outputs` (wire-formats §8.6): only the caller's outputs, filtered by members hash,
 * threshold, state and asset (UUID or kernel hash), paged by sequence in either order.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { SafeOutput } from '../../../../src/shared/api/ledger'
import { kernelAssetId, membersHash } from '../../../../src/shared/kernel'
import { authedRequest, dataOf, type TestUser } from '../../../helpers/sequencer'
import { BTC, XIN, buildRaw, createRequest, deposit, newLedger, type Ledger } from './setup'

let l: Ledger
let a: TestUser, b: TestUser, c: TestUser
let all: SafeOutput[]

beforeEach(async () => {
  l = await newLedger(3)
  ;[a, b, c] = l.members as [TestUser, TestUser, TestUser]
  all = [
    deposit(l, { threshold: 2, amount: 1n }),
    deposit(l, { owners: [a, b], threshold: 1, amount: 2n }),
    deposit(l, { owners: [a], threshold: 1, asset: BTC, amount: 3n }),
    deposit(l, { owners: [c], threshold: 1, amount: 4n }),
    deposit(l, { threshold: 3, amount: 5n }),
  ]
})
afterEach(() => l.close())

const list = async (user: TestUser, query = '') =>
  (await dataOf<SafeOutput[]>(await authedRequest(l.seq.app, user.keystore, 'GET', `/safe/outputs${query}`))).map((o) => o.amount)

describe('GET /safe/outputs', () => {
  it('lists only the outputs the caller is a member of, by sequence', async () => {
    expect(await list(a)).toEqual(['0.00000001', '0.00000002', '0.00000003', '0.00000005'])
    expect(await list(c)).toEqual(['0.00000001', '0.00000004', '0.00000005'])
    expect(all.map((o) => o.sequence)).toEqual([1, 2, 3, 4, 5])
  })

  it('filters by members hash, threshold, state and asset', async () => {
    const abc = membersHash(l.members.map((m) => m.userId))
    expect(await list(a, `?members=${abc}`)).toEqual(['0.00000001', '0.00000005'])
    expect(await list(a, `?members=${abc.toUpperCase()}&threshold=3`)).toEqual(['0.00000005'])
    expect(await list(b, `?members=${membersHash([a.userId, b.userId])}&threshold=1`)).toEqual(['0.00000002'])
    // Someone else's members hash gives nothing, even when it exists.
    expect(await list(b, `?members=${membersHash([c.userId])}`)).toEqual([])
    expect(await list(a, `?asset=${BTC}`)).toEqual(['0.00000003'])
    expect(await list(a, `?asset=${kernelAssetId(BTC)}`)).toEqual(['0.00000003'])
    expect(await list(a, `?asset=${XIN}&threshold=1`)).toEqual(['0.00000002'])

    const raw = await buildRaw(l, a, [all[0]!], [{ receivers: [b], threshold: 1, amount: 1n }])
    await createRequest(l, a, raw)
    expect(await list(a, '?state=signed')).toEqual(['0.00000001'])
    expect(await list(a, '?state=unspent')).toEqual(['0.00000002', '0.00000003', '0.00000005'])
    expect(await list(a, '?state=spent')).toEqual([])
    const locked = await dataOf<SafeOutput[]>(await authedRequest(l.seq.app, a.keystore, 'GET', '/safe/outputs?state=signed'))
    expect(locked[0]).toMatchObject({ state: 'signed', signed_by: expect.stringMatching(/^[0-9a-f]{64}$/), request_id: expect.any(String) })
  })

  it('pages by sequence, ascending or descending, from an inclusive offset', async () => {
    expect(await list(a, '?limit=2')).toEqual(['0.00000001', '0.00000002'])
    expect(await list(a, '?offset=3&limit=2')).toEqual(['0.00000003', '0.00000005'])
    expect(await list(a, '?order=DESC')).toEqual(['0.00000005', '0.00000003', '0.00000002', '0.00000001'])
    expect(await list(a, '?order=desc&offset=2')).toEqual(['0.00000002', '0.00000001'])
    expect(await list(a, '?offset=6')).toEqual([])
    expect(await list(a, '?offset=&state=&limit=1')).toEqual(['0.00000001'])
  })

  it('refuses malformed or repeated parameters with 10002 naming them', async () => {
    const bad: [string, string][] = [
      ['?members=abc', 'members'],
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
      const res = await authedRequest(l.seq.app, a.keystore, 'GET', `/safe/outputs${query}`)
      const body = (await res.json()) as { error: { code: number; extra: { field: string } } }
      expect({ query, status: res.status, code: body.error.code, field: body.error.extra.field }).toEqual({ query, status: 400, code: 10002, field })
    }
    expect((await l.seq.app.request('/safe/outputs')).status).toBe(401)
  })
})
