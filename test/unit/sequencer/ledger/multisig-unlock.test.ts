/**
 * `POST /safe/multisigs/:id/unlock` and its newer name `/revoke` (only below the threshold, only
 * by a sender; every body the official clients send); and no request listing, as the public API
 * has none.
 */
import { randomUUID } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { MultisigRequest } from '../../../../src/shared/api/ledger'
import { authedRequest, dataOf, dumpTables, type TestUser } from '../../../helpers/sequencer'
import { buildRaw, cosign, createRequest, deposit, newLedger, sign, type Ledger } from './setup'

let l: Ledger
let a: TestUser, b: TestUser, c: TestUser, d: TestUser

beforeEach(async () => {
  l = await newLedger(4)
  ;[a, b, c, d] = l.members as [TestUser, TestUser, TestUser, TestUser]
})
afterEach(() => l.close())

const owners = () => [a, b, c]
async function request(amount = 10n): Promise<MultisigRequest> {
  const input = deposit(l, { owners: owners(), threshold: 2, amount })
  return createRequest(
    l,
    a,
    await buildRaw(l, a, [input], [{ receivers: [d], threshold: 1, amount }]),
  )
}
const unlock = (user: TestUser, id: string, body?: unknown) =>
  authedRequest(l.seq.app, user.keystore, 'POST', `/safe/multisigs/${id}/unlock`, body)
const states = () =>
  l.seq.ctx.db
    .prepare('SELECT state FROM outputs ORDER BY sequence')
    .all()
    .map((r) => (r as { state: string }).state)

describe('unlocking', () => {
  it('releases the inputs of a request below its threshold, with no body, {} or {request_id, raw}', async () => {
    const unsigned: string[] = []
    for (const body of [undefined, {}, 'request', 'own partial']) {
      const r = await request()
      unsigned.push(r.raw_transaction)
      await sign(l, b, r.request_id, await cosign(l, b, r.request_id))
      // The raw names the transaction whatever signatures it carries, in either case of hex.
      const partial = body === 'own partial' ? (await cosign(l, c, r.request_id)).toUpperCase() : ''
      const sent =
        body === 'request'
          ? { request_id: r.request_id, raw: r.raw_transaction }
          : body === 'own partial'
            ? { raw: partial }
            : body
      const unlocked = await dataOf<Record<string, unknown>>(await unlock(c, r.request_id, sent))
      expect(unlocked).toMatchObject({ revoked_by: c.userId, signers: [b.userId] })
      // No state; and no views, as an unlocked request takes no signature (omitempty).
      expect(Object.keys(unlocked)).not.toContain('state')
      expect(Object.keys(unlocked)).not.toContain('views')
      // Unlocking again returns it unchanged.
      expect(await dataOf(await unlock(c, r.request_id))).toEqual(unlocked)
      expect((await unlock(a, r.request_id)).status).toBe(200)
    }
    expect(states()).toEqual(['unspent', 'unspent', 'unspent', 'unspent'])
    // A released output can be spent again, even by the very same transaction.
    const renewed = await createRequest(l, a, unsigned[0]!)
    expect(renewed).toMatchObject({ signers: [], revoked_by: '' })
  })

  it('takes /revoke as the same unlock, the name the iOS app calls', async () => {
    const r = await request()
    const revoked = MultisigRequest.parse(
      await dataOf(
        await authedRequest(
          l.seq.app,
          b.keystore,
          'POST',
          `/safe/multisigs/${r.request_id}/revoke`,
        ),
      ),
    )
    expect(revoked).toMatchObject({ request_id: r.request_id, revoked_by: b.userId })
    expect(states()).toEqual(['unspent'])
    expect(await dataOf(await unlock(c, r.request_id))).toMatchObject({ revoked_by: b.userId })
  })

  it('refuses after the threshold, for non-senders, and for a body naming something else, changing nothing', async () => {
    const r = await request()
    const other = await request(20n)
    const before = dumpTables(l.seq.ctx.db, { except: ['used_tokens'] })
    const cases: [TestUser, string, unknown, number, number][] = [
      [d, r.request_id, undefined, 403, 403],
      [a, randomUUID(), undefined, 404, 404],
      [a, r.request_id, { request_id: other.request_id }, 400, 10002],
      [a, r.request_id, { raw: other.raw_transaction }, 400, 10002],
      [a, r.request_id, { raw: '7777' }, 400, 10002],
      [a, r.request_id, { raw: 12 }, 400, 10002],
      [a, r.request_id, '[1', 400, 400],
    ]
    for (const [user, id, body, status, code] of cases) {
      const res = await unlock(user, id, body)
      const json = (await res.json()) as { error: { code: number } }
      expect({ body, status: res.status, code: json.error.code }).toEqual({ body, status, code })
    }
    expect(dumpTables(l.seq.ctx.db, { except: ['used_tokens'] })).toEqual(before)

    await sign(l, a, r.request_id, await cosign(l, a, r.request_id))
    await sign(l, b, r.request_id, await cosign(l, b, r.request_id))
    const done = dumpTables(l.seq.ctx.db, { except: ['used_tokens'] })
    const res = await unlock(c, r.request_id)
    expect(res.status).toBe(409)
    expect(dumpTables(l.seq.ctx.db, { except: ['used_tokens'] })).toEqual(done)
  })
})

describe('GET /safe/multisigs', () => {
  it('is no endpoint: the public API lists no requests, so it answers as an unknown path does', async () => {
    await request()
    const unknown = await authedRequest(l.seq.app, c.keystore, 'GET', '/safe/no-such-endpoint')
    for (const query of ['', '?state=pending', '?state=done&offset=0&limit=500']) {
      const res = await authedRequest(l.seq.app, c.keystore, 'GET', `/safe/multisigs${query}`)
      expect({ query, status: res.status, body: await res.text() }).toEqual({
        query,
        status: 404,
        body: await unknown.clone().text(),
      })
    }
    expect(unknown.status).toBe(404)
  })
})
