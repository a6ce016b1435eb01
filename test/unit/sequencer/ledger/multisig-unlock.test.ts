/**
 * `POST /safe/multisigs/:id/unlock` (only below the threshold, only by a sender; every body the
 * official clients send) and our listing `GET /safe/multisigs?state=pending|done`.
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
  return createRequest(l, a, await buildRaw(l, a, [input], [{ receivers: [d], threshold: 1, amount }]))
}
const unlock = (user: TestUser, id: string, body?: unknown) => authedRequest(l.seq.app, user.keystore, 'POST', `/safe/multisigs/${id}/unlock`, body)
const states = () => l.seq.ctx.db.prepare('SELECT state FROM outputs ORDER BY sequence').all().map((r) => (r as { state: string }).state)

describe('unlocking', () => {
  it('releases the inputs of a request below its threshold, with no body, {} or {request_id, raw}', async () => {
    const unsigned: string[] = []
    for (const body of [undefined, {}, 'request', 'own partial']) {
      const r = await request()
      unsigned.push(r.raw_transaction)
      await sign(l, b, r.request_id, await cosign(l, b, r.request_id))
      // The raw names the transaction whatever signatures it carries, in either case of hex.
      const partial = body === 'own partial' ? (await cosign(l, c, r.request_id)).toUpperCase() : ''
      const sent = body === 'request' ? { request_id: r.request_id, raw: r.raw_transaction } : body === 'own partial' ? { raw: partial } : body
      const unlocked = await dataOf<MultisigRequest>(await unlock(c, r.request_id, sent))
      expect(MultisigRequest.parse(unlocked)).toEqual(unlocked)
      expect(unlocked).toMatchObject({ state: 'unlocked', revoked_by: c.userId, signers: [b.userId] })
      // Unlocking again returns it unchanged.
      expect(await dataOf<MultisigRequest>(await unlock(c, r.request_id))).toEqual(unlocked)
      expect((await unlock(a, r.request_id)).status).toBe(200)
      const code = await dataOf<{ action: string; state: string }>(await l.seq.app.request(`/codes/${r.code_id}`))
      expect(code).toMatchObject({ action: 'unlock', state: 'signed' })
    }
    expect(states()).toEqual(['unspent', 'unspent', 'unspent', 'unspent'])
    // A released output can be spent again, even by the very same transaction.
    const renewed = await createRequest(l, a, unsigned[0]!)
    expect(renewed.state).toBe('initial')
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

describe('GET /safe/multisigs (ours)', () => {
  it('lists the requests the caller can sign, pending or done, by sequence', async () => {
    const r1 = await request(1n)
    const r2 = await request(2n)
    const r3 = await request(3n)
    await sign(l, a, r2.request_id, await cosign(l, a, r2.request_id))
    await sign(l, b, r2.request_id, await cosign(l, b, r2.request_id))
    await unlock(b, r3.request_id)
    const list = async (user: TestUser, query = '') =>
      (await dataOf<MultisigRequest[]>(await authedRequest(l.seq.app, user.keystore, 'GET', `/safe/multisigs${query}`))).map((r) => r.request_id)
    expect(await list(c)).toEqual([r1, r2, r3].map((r) => r.request_id))
    expect(await list(c, '?state=pending')).toEqual([r1.request_id])
    expect(await list(c, '?state=done')).toEqual([r2.request_id, r3.request_id])
    expect(await list(c, `?offset=${r2.sequence}&limit=1`)).toEqual([r2.request_id])
    expect(await list(d)).toEqual([])
    const entries = await dataOf<MultisigRequest[]>(await authedRequest(l.seq.app, b.keystore, 'GET', '/safe/multisigs?state=pending'))
    expect(entries[0]).toEqual(await dataOf(await authedRequest(l.seq.app, b.keystore, 'GET', `/safe/multisigs/${r1.request_id}`)))
    for (const query of ['?state=open', '?limit=501', '?offset=x']) {
      expect((await authedRequest(l.seq.app, c.keystore, 'GET', `/safe/multisigs${query}`)).status).toBe(400)
    }
  })
})
