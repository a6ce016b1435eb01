/**
 * `GET /safe/transactions/:id`: every transaction of the ledger by request id or hash, in the
 * official `kernel_transaction_request` shape — deposits and completed requests for any user,
 * pending requests for their senders only, revoked ones never — and a co-signer proving where each
 * input of a request came from with the raw it reads.
 */
import { randomUUID } from 'node:crypto'
import { hexToBytes } from '@noble/hashes/utils.js'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ApiErrorBody } from '../../../../src/shared/api/common'
import { ErrorCode } from '../../../../src/shared/api/error'
import { KernelTransaction, type MultisigRequest, type SafeOutput } from '../../../../src/shared/api/ledger'
import { decodeTransactionHex, formatAmount, kernelAssetId, rawTransactionHash, scriptThreshold, toHex } from '../../../../src/shared/kernel'
import { snapshotOf } from '../../../../src/sequencer/ledger/ids'
import { authedRequest, createTestUser, dataOf, type TestUser } from '../../../helpers/sequencer'
import { XIN, buildRaw, cosign, createRequest, deposit, newLedger, sign, spentOutputs, type Ledger } from './setup'

let l: Ledger
let a: TestUser, b: TestUser, c: TestUser
let outsider: TestUser

beforeEach(async () => {
  l = await newLedger(3)
  ;[a, b, c] = l.members as [TestUser, TestUser, TestUser]
  outsider = await createTestUser(l.seq.ctx, 'Outsider', { register: true })
})
afterEach(() => l.close())

const read = (user: TestUser, id: string) => authedRequest(l.seq.app, user.keystore, 'GET', `/safe/transactions/${id}`)
const transaction = async (user: TestUser, id: string) => KernelTransaction.parse(await dataOf(await read(user, id)))

async function refusal(res: Response, status: number, code: number): Promise<Record<string, unknown> | undefined> {
  expect(res.status).toBe(status)
  const { error } = ApiErrorBody.parse(await res.json())
  expect({ status: error.status, code: error.code }).toEqual({ status, code })
  return error.extra
}

/** A pending 2-of-3 request of a, b, c paying `amount` to c alone, with change. */
async function pending(amount = 30_000_000n): Promise<{ request: MultisigRequest; input: SafeOutput }> {
  const input = deposit(l, { amount: 100_000_000n })
  const raw = await buildRaw(l, a, [input], [
    { receivers: [c], threshold: 1, amount },
    { receivers: [a, b, c], threshold: 2, amount: 100_000_000n - amount },
  ])
  return { request: await createRequest(l, a, raw), input }
}

describe('a deposit', () => {
  it('is read by hash or deposit id by any user, final, its raw hashing to its hash', async () => {
    const out = deposit(l, { owners: [a, b], threshold: 1, amount: 123_000_000n })
    const tx = await transaction(outsider, out.transaction_hash)
    const snapshot = snapshotOf(out.transaction_hash)
    expect(tx).toEqual({
      type: 'kernel_transaction_request',
      request_id: tx.request_id,
      transaction_hash: out.transaction_hash,
      asset: kernelAssetId(XIN),
      asset_id: XIN,
      kernel_asset_id: kernelAssetId(XIN),
      amount: '1.23',
      extra: '',
      user_id: '',
      state: 'spent',
      raw_transaction: tx.raw_transaction,
      created_at: out.created_at,
      updated_at: out.created_at,
      snapshot_id: snapshot.id,
      snapshot_hash: snapshot.hash,
      snapshot_at: out.created_at,
      receivers: [{ members: out.receivers, members_hash: out.receivers_hash, threshold: 1, destination: '', tag: '', withdrawal_hash: '' }],
      senders: [],
      senders_hash: '',
      senders_threshold: 0,
      signers: [],
      views: [],
    })
    expect(toHex(rawTransactionHash(hexToBytes(tx.raw_transaction)))).toBe(out.transaction_hash)
    expect(await transaction(a, tx.request_id)).toEqual(tx)
    expect(await transaction(a, out.transaction_hash.toUpperCase())).toEqual(tx)
  })
})

describe('a multisig request', () => {
  it('is unspent while pending, for its senders only, with their own views', async () => {
    const { request } = await pending()
    for (const member of [a, b, c]) {
      const tx = await transaction(member, request.request_id)
      const own = await dataOf<MultisigRequest>(await authedRequest(l.seq.app, member.keystore, 'GET', `/safe/multisigs/${request.request_id}`))
      expect(tx).toMatchObject({
        request_id: request.request_id,
        transaction_hash: request.transaction_hash,
        asset: request.kernel_asset_id,
        amount: request.amount,
        user_id: a.userId,
        state: 'unspent',
        raw_transaction: request.raw_transaction,
        snapshot_id: '',
        snapshot_hash: '',
        snapshot_at: '0001-01-01T00:00:00Z',
        receivers: request.receivers,
        senders: request.senders,
        senders_hash: request.senders_hash,
        senders_threshold: 2,
        signers: [],
        views: own.views,
      })
      expect(tx.views).toHaveLength(1)
      expect(await transaction(member, request.transaction_hash)).toEqual(tx)
    }
    await refusal(await read(outsider, request.request_id), 403, ErrorCode.Forbidden)
    await refusal(await read(outsider, request.transaction_hash), 403, ErrorCode.Forbidden)
  })

  it('is spent once complete, readable by anyone, with its signed raw and its snapshot', async () => {
    const { request } = await pending()
    await sign(l, a, request.request_id, await cosign(l, a, request.request_id))
    const done = await dataOf<MultisigRequest>(await sign(l, b, request.request_id, await cosign(l, b, request.request_id)))
    expect(done.state).toBe('signed')
    const tx = await transaction(outsider, request.transaction_hash)
    const snapshot = snapshotOf(request.transaction_hash)
    expect(tx).toMatchObject({
      request_id: request.request_id,
      state: 'spent',
      raw_transaction: done.raw_transaction,
      signers: [a.userId, b.userId].sort(),
      snapshot_id: snapshot.id,
      snapshot_hash: snapshot.hash,
      snapshot_at: done.updated_at,
      updated_at: done.updated_at,
      views: [],
    })
    expect(decodeTransactionHex(tx.raw_transaction).signatures).toHaveLength(1)
    expect(toHex(rawTransactionHash(hexToBytes(tx.raw_transaction)))).toBe(request.transaction_hash)
    expect(await transaction(c, request.request_id)).toEqual(tx)
  })

  it('is no transaction once revoked: 404 naming who revoked it, to its senders', async () => {
    const { request } = await pending()
    expect((await authedRequest(l.seq.app, b.keystore, 'POST', `/safe/multisigs/${request.request_id}/unlock`)).status).toBe(200)
    for (const id of [request.request_id, request.transaction_hash]) {
      expect(await refusal(await read(a, id), 404, ErrorCode.NotFound)).toEqual({ request_id: request.request_id, revoked_by: b.userId })
      await refusal(await read(outsider, id), 403, ErrorCode.Forbidden)
    }
  })
})

describe('proving where an input came from', () => {
  it('takes each input’s amount, keys and threshold from the previous transaction’s raw, which hashes to the input’s hash', async () => {
    // The input of the second request is the change output of a first, completed one.
    const { request: first } = await pending(10_000_000n)
    await sign(l, a, first.request_id, await cosign(l, a, first.request_id))
    await sign(l, c, first.request_id, await cosign(l, c, first.request_id))
    const change = (await dataOf<SafeOutput[]>(await authedRequest(l.seq.app, b.keystore, 'GET', '/safe/outputs?state=unspent')))[0]!
    expect({ hash: change.transaction_hash, amount: change.amount }).toEqual({ hash: first.transaction_hash, amount: '0.9' })
    const second = await createRequest(l, b, await buildRaw(l, b, [change, deposit(l, { amount: 5n })], [{ receivers: [a], threshold: 1, amount: 90_000_005n }]))

    const spent = await spentOutputs(l, c, second)
    for (const [k, input] of decodeTransactionHex(second.raw_transaction).inputs.entries()) {
      const previous = await transaction(c, toHex(input.hash))
      const raw = hexToBytes(previous.raw_transaction)
      expect(toHex(rawTransactionHash(raw))).toBe(toHex(input.hash))
      const output = decodeTransactionHex(previous.raw_transaction).outputs[input.index]!
      expect(output.keys.map(toHex)).toEqual(spent[k]!.keys)
      expect(formatAmount(output.amount)).toBe(spent[k]!.amount)
      expect(scriptThreshold(output.script)).toBe(spent[k]!.receivers_threshold)
    }
  })
})

describe('refusals', () => {
  it('answers 404 for unknown ids and hashes, 10002 for malformed ones, 401 without a token', async () => {
    await refusal(await read(a, randomUUID()), 404, ErrorCode.NotFound)
    await refusal(await read(a, 'ab'.repeat(32)), 404, ErrorCode.NotFound)
    await refusal(await read(a, 'not-an-id'), 400, ErrorCode.InvalidField)
    await refusal(await l.seq.app.request(`/safe/transactions/${randomUUID()}`), 401, ErrorCode.Unauthorized)
  })
})
