/**
 * A multisig request that spends a collectible is also a legacy collectible request: it gets a
 * `non_fungible_request` code that `GET /codes/:id` resolves in the 2.7 shape, always current.
 */
import { randomUUID } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { CodeResult, NonFungibleRequestCodeResult } from '../../../../src/shared/api/code'
import { ErrorCode } from '../../../../src/shared/api/error'
import type { InscriptionCollection } from '../../../../src/shared/api/inscriptions'
import { createCode } from '../../../../src/sequencer/codes/store'
import { collectibleRequestCodeId } from '../../../../src/sequencer/inscriptions/collectible-requests'
import { legacyTokenId } from '../../../../src/sequencer/inscriptions/derive'
import { authedRequest, dataOf, type TestUser } from '../../../helpers/sequencer'
import { buildRaw, cosign, createRequest, deposit, sign } from '../ledger/setup'
import { deploy, inscribe, newLedger, refusedHttp, type Ledger } from './setup'

let l: Ledger
let a: TestUser, b: TestUser, c: TestUser
let collection: InscriptionCollection

beforeEach(async () => {
  l = await newLedger(3)
  ;[a, b, c] = l.members as [TestUser, TestUser, TestUser]
  collection = deploy(l, { supply: '10' })
})
afterEach(() => l.close())

const UNIT = 100_000_000n
const resolve = async (codeId: string) => {
  const result = await dataOf(await l.seq.app.request(`/codes/${codeId}`))
  expect(CodeResult.parse(result)).toEqual(result)
  return result
}

describe('non_fungible_request codes', () => {
  it('resolve a request moving a collectible, following its signatures', async () => {
    const { item, output } = inscribe(l, collection, { owners: [a, b, c], threshold: 2 })
    const raw = await buildRaw(l, a, [output], [{ receivers: [c], threshold: 1, amount: UNIT }])
    const request = await createRequest(l, a, raw)
    const codeId = collectibleRequestCodeId(l.seq.ctx.db, request.request_id)!
    expect(codeId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(codeId).not.toBe(request.code_id)

    const pending = NonFungibleRequestCodeResult.parse(await resolve(codeId))
    expect(pending).toEqual({
      type: 'non_fungible_request',
      request_id: request.request_id,
      user_id: a.userId,
      token_id: legacyTokenId(collection.asset_id, item.sequence),
      amount: '1',
      senders: [a, b, c].map((u) => u.userId).sort(),
      senders_threshold: 2,
      receivers: [c.userId],
      receivers_threshold: 1,
      signers: [],
      action: 'sign',
      state: 'initial',
      transaction_hash: request.transaction_hash,
      raw_transaction: request.raw_transaction,
      created_at: request.created_at,
      updated_at: request.created_at,
      code_id: codeId,
    })
    expect(await resolve(request.code_id)).toMatchObject({ type: 'multisig_request', request_id: request.request_id })

    expect((await sign(l, a, request.request_id, await cosign(l, a, request.request_id))).status).toBe(200)
    expect(await resolve(codeId)).toMatchObject({ signers: [a.userId], state: 'initial', action: 'sign' })
    expect((await sign(l, b, request.request_id, await cosign(l, b, request.request_id))).status).toBe(200)
    const done = NonFungibleRequestCodeResult.parse(await resolve(codeId))
    expect(done).toMatchObject({ signers: [a.userId, b.userId].sort(), state: 'signed', action: 'sign' })
    expect(done.raw_transaction).not.toBe(request.raw_transaction)
  })

  it('show an unlocked request as action unlock', async () => {
    const { output } = inscribe(l, collection, { owners: [a, b], threshold: 2 })
    const request = await createRequest(l, a, await buildRaw(l, a, [output], [{ receivers: [c], threshold: 1, amount: UNIT }]))
    expect((await authedRequest(l.seq.app, b.keystore, 'POST', `/safe/multisigs/${request.request_id}/unlock`)).status).toBe(200)
    expect(await resolve(collectibleRequestCodeId(l.seq.ctx.db, request.request_id)!)).toMatchObject({ action: 'unlock', state: 'signed' })
  })

  it('exist only for requests that spend a collectible', async () => {
    const plain = deposit(l, { owners: [a], threshold: 1 })
    const request = await createRequest(l, a, await buildRaw(l, a, [plain], [{ receivers: [b], threshold: 1, amount: UNIT }]))
    expect(collectibleRequestCodeId(l.seq.ctx.db, request.request_id)).toBeUndefined()
    const kinds = l.seq.ctx.db.prepare('SELECT kind FROM codes WHERE target_id = ?').all(request.request_id)
    expect(kinds).toEqual([{ kind: 'multisig_request' }])
  })

  it('answer 404 when the code names no such request', async () => {
    await refusedHttp(await l.seq.app.request(`/codes/${createCode(l.seq.ctx.db, 'non_fungible_request', randomUUID(), 1n)}`), 404, ErrorCode.NotFound)
  })

  it('are not made when the request is refused (nothing is written)', async () => {
    const { output } = inscribe(l, collection, { owners: [a], threshold: 1 })
    const raw = await buildRaw(l, a, [output], [{ receivers: [b], threshold: 1, amount: UNIT + 1n }])
    const before = l.seq.ctx.db.prepare("SELECT COUNT(*) AS n FROM codes WHERE kind = 'non_fungible_request'").get()
    const res = await authedRequest(l.seq.app, a.keystore, 'POST', '/safe/multisigs', [{ request_id: randomUUID(), raw }])
    expect(res.status).toBe(400)
    expect(l.seq.ctx.db.prepare("SELECT COUNT(*) AS n FROM codes WHERE kind = 'non_fungible_request'").get()).toEqual(before)
  })
})
