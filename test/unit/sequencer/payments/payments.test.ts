/**
 * `POST /payments` (the official call behind the SDK's `payment.payment`) and its `payment` code:
 * the 2.7 shape, idempotency on `trace_id`, and every refusal as a typed error that writes nothing.
 */
import { randomUUID } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { CodeResult, PaymentCodeResult } from '../../../../src/shared/api/code'
import { ApiErrorBody } from '../../../../src/shared/api/common'
import { ErrorCode } from '../../../../src/shared/api/error'
import {
  authedRequest,
  createTestUser,
  dataOf,
  dumpTables,
  newSequencer,
  type TestSequencer,
  type TestUser,
} from '../../../helpers/sequencer'

const XIN = 'c94ac88f-4671-3976-b60a-09064f1811e8'

let seq: TestSequencer
let alice: TestUser, bob: TestUser, carol: TestUser

beforeEach(async () => {
  seq = newSequencer()
  alice = await createTestUser(seq.ctx, 'Alice', { register: true })
  bob = await createTestUser(seq.ctx, 'Bob', { register: true })
  carol = await createTestUser(seq.ctx, 'Carol', { register: true })
})
afterEach(() => seq.close())

const pay = (body: unknown, user: TestUser = alice) =>
  authedRequest(seq.app, user.keystore, 'POST', '/payments', body)

async function refused(body: unknown, status: number, code: number, field?: string) {
  const before = dumpTables(seq.ctx.db, { except: ['used_tokens'] })
  const res = await pay(body)
  expect(res.status).toBe(status)
  const { error } = ApiErrorBody.parse(await res.json())
  expect({ status: error.status, code: error.code }).toEqual({ status, code })
  if (field !== undefined) expect(error.extra?.field).toBe(field)
  expect(dumpTables(seq.ctx.db, { except: ['used_tokens'] })).toEqual(before)
}

describe('POST /payments', () => {
  it('creates a payment to one user whose code resolves to the same object', async () => {
    const trace = randomUUID()
    const payment = PaymentCodeResult.parse(
      await dataOf(
        await pay({
          asset_id: XIN,
          amount: '1.50000000',
          opponent_id: bob.userId,
          trace_id: trace,
          memo: 'rent',
        }),
      ),
    )
    expect(payment).toMatchObject({
      type: 'payment',
      trace_id: trace,
      asset_id: XIN,
      amount: '1.5',
      threshold: 1,
      receivers: [bob.userId],
      memo: 'rent',
      status: 'pending',
    })
    const resolved = await dataOf(await seq.app.request(`/codes/${payment.code_id}`))
    expect(CodeResult.parse(resolved)).toEqual(payment)
  })

  it('pays a multisig: receivers sorted, its threshold; a trace id is made when none is given', async () => {
    const receivers = [carol.userId, alice.userId, bob.userId]
    const payment = PaymentCodeResult.parse(
      await dataOf(
        await pay({
          asset_id: XIN,
          amount: '0.00000001',
          opponent_multisig: { receivers, threshold: 2 },
        }),
      ),
    )
    expect(payment).toMatchObject({
      receivers: [...receivers].sort(),
      threshold: 2,
      memo: '',
      amount: '0.00000001',
    })
    expect(payment.trace_id).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('answers the same payment for the same trace id, and refuses it for a different one', async () => {
    const body = {
      asset_id: XIN,
      amount: '2',
      opponent_multisig: { receivers: [bob.userId, carol.userId], threshold: 1 },
      trace_id: randomUUID(),
    }
    const first = await dataOf(await pay(body))
    seq.clock.advanceMs(1000)
    const again = await dataOf(
      await pay(
        { ...body, opponent_multisig: { receivers: [carol.userId, bob.userId], threshold: 1 } },
        bob,
      ),
    )
    expect(again).toEqual(first)
    expect(seq.ctx.db.prepare('SELECT COUNT(*) AS n FROM payments').get()).toEqual({ n: 1 })
    await refused({ ...body, amount: '3' }, 409, ErrorCode.Conflict)
    await refused({ ...body, memo: 'other' }, 409, ErrorCode.Conflict)
    await refused(
      { ...body, opponent_multisig: undefined, opponent_id: bob.userId },
      409,
      ErrorCode.Conflict,
    )
  })

  it('accepts a memo of 255 UTF-8 bytes and ignores a pin', async () => {
    const memo = 'é'.repeat(127) + 'x'
    expect(new TextEncoder().encode(memo).length).toBe(255)
    expect(
      await dataOf(
        await pay({ asset_id: XIN, amount: '1', opponent_id: bob.userId, memo, pin: '123456' }),
      ),
    ).toMatchObject({ memo })
    expect(JSON.stringify(seq.ctx.db.prepare('SELECT * FROM payments').all())).not.toContain(
      '123456',
    )
  })

  it('refuses bad bodies with the invalid field', async () => {
    const ok = { asset_id: XIN, amount: '1', opponent_id: bob.userId }
    await refused({ ...ok, asset_id: undefined }, 400, ErrorCode.InvalidField, 'asset_id')
    await refused({ ...ok, asset_id: 'XIN' }, 400, ErrorCode.InvalidField, 'asset_id')
    await refused({ ...ok, amount: '0' }, 400, ErrorCode.InvalidField, 'amount')
    await refused({ ...ok, amount: '0.000000000' }, 400, ErrorCode.InvalidField, 'amount')
    await refused({ ...ok, amount: 1 }, 400, ErrorCode.InvalidField, 'amount')
    await refused({ ...ok, amount: '-1' }, 400, ErrorCode.InvalidField, 'amount')
    await refused({ ...ok, trace_id: 'abc' }, 400, ErrorCode.InvalidField, 'trace_id')
    await refused({ ...ok, memo: 'x'.repeat(256) }, 400, ErrorCode.InvalidField, 'memo')
    await refused({ ...ok, opponent_id: undefined }, 400, ErrorCode.InvalidField, 'opponent_id')
    await refused(
      { ...ok, opponent_multisig: { receivers: [carol.userId], threshold: 1 } },
      400,
      ErrorCode.InvalidField,
      'opponent_id',
    )
    await refused(
      { ...ok, opponent_key: 'ab'.repeat(32) },
      400,
      ErrorCode.InvalidField,
      'opponent_key',
    )
    const multi = (m: unknown) => ({ asset_id: XIN, amount: '1', opponent_multisig: m })
    await refused(
      multi({ receivers: [bob.userId], threshold: 2 }),
      400,
      ErrorCode.InvalidField,
      'opponent_multisig.threshold',
    )
    await refused(
      multi({ receivers: [bob.userId, bob.userId], threshold: 1 }),
      400,
      ErrorCode.InvalidField,
      'opponent_multisig.receivers',
    )
    await refused(
      multi({ receivers: [], threshold: 1 }),
      400,
      ErrorCode.InvalidField,
      'opponent_multisig.receivers',
    )
    await refused(
      multi({ receivers: Array.from({ length: 65 }, () => randomUUID()), threshold: 1 }),
      400,
      ErrorCode.InvalidField,
      'opponent_multisig.receivers',
    )
    await refused([ok], 400, ErrorCode.InvalidField)
    await refused('{', 400, ErrorCode.BadRequest)
  })

  it('refuses receivers who are not registered users (10404)', async () => {
    const dave = await createTestUser(seq.ctx, 'Dave')
    await refused(
      { asset_id: XIN, amount: '1', opponent_id: dave.userId },
      404,
      ErrorCode.UserNotRegistered,
    )
    await refused(
      {
        asset_id: XIN,
        amount: '1',
        opponent_multisig: { receivers: [bob.userId, randomUUID()], threshold: 1 },
      },
      404,
      ErrorCode.UserNotRegistered,
    )
  })

  it('needs a token', async () => {
    const res = await seq.app.request('/payments', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ asset_id: XIN, amount: '1', opponent_id: bob.userId }),
    })
    expect(res.status).toBe(401)
  })
})
