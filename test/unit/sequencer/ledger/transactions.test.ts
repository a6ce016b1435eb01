/**
 * `GET /safe/transactions/:request_id`: a multisig request's transaction by its request id only,
 * in Go's `SequencerTransactionRequest` shape (with the SDK's `type` and `user_id`) — `unspent`
 * while it collects signatures, for its senders only; `signed` once complete and sent; `spent` once
 * the Kernel made it final, for any user; revoked ones never. Deposits and hashes are not ids here.
 */
import { randomUUID } from 'node:crypto'
import { hexToBytes } from '@noble/hashes/utils.js'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ApiErrorBody } from '../../../../src/shared/api/common'
import { ErrorCode } from '../../../../src/shared/api/error'
import { KernelTransaction, type MultisigRequest } from '../../../../src/shared/api/ledger'
import { decodeTransactionHex, rawTransactionHash, toHex } from '../../../../src/shared/kernel'
import { snapshotOf } from '../../../../src/sequencer/ledger/ids'
import {
  authedRequest,
  createTestUser,
  dataOf,
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
  type Ledger,
} from './setup'

let l: Ledger
let a: TestUser, b: TestUser, c: TestUser
let outsider: TestUser

beforeEach(async () => {
  l = await newLedger(3)
  ;[a, b, c] = l.members as [TestUser, TestUser, TestUser]
  outsider = await createTestUser(l.seq.ctx, 'Outsider', { register: true })
})
afterEach(() => l.close())

const read = (user: TestUser, id: string) =>
  authedRequest(l.seq.app, user.keystore, 'GET', `/safe/transactions/${id}`)
const transaction = async (user: TestUser, id: string) =>
  KernelTransaction.parse(await dataOf(await read(user, id)))
/** The transaction as the JSON text gives it, nothing parsed away. */
const wire = async (user: TestUser, id: string) =>
  (JSON.parse(await (await read(user, id)).text()) as { data: Record<string, unknown> }).data

async function refusal(
  res: Response,
  status: number,
  code: number,
): Promise<Record<string, unknown> | undefined> {
  expect(res.status).toBe(status)
  const { error } = ApiErrorBody.parse(await res.json())
  expect({ status: error.status, code: error.code }).toEqual({ status, code })
  return error.extra
}

/** A pending 2-of-3 request of a, b, c paying `amount` to c alone, with change. */
async function pending(amount = 30_000_000n): Promise<MultisigRequest> {
  const input = deposit(l, { amount: 100_000_000n })
  const raw = await buildRaw(
    l,
    a,
    [input],
    [
      { receivers: [c], threshold: 1, amount },
      { receivers: [a, b, c], threshold: 2, amount: 100_000_000n - amount },
    ],
  )
  return createRequest(l, a, raw)
}

describe('a multisig request’s transaction', () => {
  it('is unspent while pending, for its senders only, with their own views', async () => {
    const request = await pending()
    for (const member of [a, b, c]) {
      const tx = await transaction(member, request.request_id)
      const own = await fetchRequest(l, member, request.request_id)
      expect(tx).toMatchObject({
        type: 'kernel_transaction_request',
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
    }
    await refusal(await read(outsider, request.request_id), 403, ErrorCode.Forbidden)
  })

  it('writes Go’s shape: no asset_id or kernel_asset_id, signers and views null when empty', async () => {
    const request = await pending()
    const tx = await wire(a, request.request_id)
    expect(Object.keys(tx).sort()).toEqual(
      [
        'type',
        'request_id',
        'transaction_hash',
        'asset',
        'amount',
        'extra',
        'user_id',
        'state',
        'raw_transaction',
        'created_at',
        'updated_at',
        'snapshot_id',
        'snapshot_hash',
        'snapshot_at',
        'receivers',
        'senders',
        'senders_hash',
        'senders_threshold',
        'signers',
        'views',
      ].sort(),
    )
    expect(tx).toMatchObject({ signers: null, state: 'unspent' })
    expect(tx.views).toHaveLength(1)
  })

  it('is signed once complete and readable by anyone, then spent once final, with its snapshot', async () => {
    const request = await pending()
    await sign(l, a, request.request_id, await cosign(l, a, request.request_id))
    const done = await dataOf<MultisigRequest>(
      await sign(l, b, request.request_id, await cosign(l, b, request.request_id)),
    )
    const sent = await wire(outsider, request.request_id)
    expect(sent).toMatchObject({
      state: 'signed',
      raw_transaction: done.raw_transaction,
      signers: [a.userId, b.userId].sort(),
      snapshot_id: '',
      snapshot_hash: '',
      snapshot_at: '0001-01-01T00:00:00Z',
      views: null,
    })
    // Nothing reached the receiver yet.
    expect(
      await dataOf(await authedRequest(l.seq.app, c.keystore, 'GET', '/safe/outputs')),
    ).toEqual([])

    makeFinal(l.seq)
    const tx = await transaction(outsider, request.request_id)
    const snapshot = snapshotOf(request.transaction_hash)
    const [received] = await dataOf<{ created_at: string }[]>(
      await authedRequest(l.seq.app, c.keystore, 'GET', '/safe/outputs'),
    )
    expect(tx).toMatchObject({
      state: 'spent',
      raw_transaction: done.raw_transaction,
      snapshot_id: snapshot.id,
      snapshot_hash: snapshot.hash,
      views: [],
    })
    // The snapshot is the finality, when the receiver's output appeared.
    expect(tx.snapshot_at).toBe(received!.created_at)
    expect(tx.snapshot_at! > done.updated_at).toBe(true)
    expect(decodeTransactionHex(tx.raw_transaction).signatures).toHaveLength(1)
    expect(toHex(rawTransactionHash(hexToBytes(tx.raw_transaction)))).toBe(request.transaction_hash)
    expect(await transaction(c, request.request_id)).toEqual(tx)
  })

  it('is no transaction once revoked: 404 naming who revoked it, to its senders', async () => {
    const request = await pending()
    expect(
      (
        await authedRequest(
          l.seq.app,
          b.keystore,
          'POST',
          `/safe/multisigs/${request.request_id}/unlock`,
        )
      ).status,
    ).toBe(200)
    expect(await refusal(await read(a, request.request_id), 404, ErrorCode.NotFound)).toEqual({
      request_id: request.request_id,
      revoked_by: b.userId,
    })
    await refusal(await read(outsider, request.request_id), 403, ErrorCode.Forbidden)
  })
})

describe('refusals', () => {
  it('takes request ids only: a transaction hash or a deposit is no id here', async () => {
    const request = await pending()
    await refusal(await read(a, request.transaction_hash), 400, ErrorCode.InvalidField)
    const out = deposit(l, { owners: [a, b], threshold: 1, amount: 123_000_000n })
    await refusal(await read(a, out.transaction_hash), 400, ErrorCode.InvalidField)
    const [depositId] = l.seq.ctx.db
      .prepare('SELECT deposit_id FROM deposits')
      .pluck()
      .all() as string[]
    await refusal(await read(a, depositId!), 404, ErrorCode.NotFound)
  })

  it('answers 404 for unknown ids, 10002 for malformed ones, 401 without a token', async () => {
    await refusal(await read(a, randomUUID()), 404, ErrorCode.NotFound)
    await refusal(await read(a, 'not-an-id'), 400, ErrorCode.InvalidField)
    await refusal(
      await l.seq.app.request(`/safe/transactions/${randomUUID()}`),
      401,
      ErrorCode.Unauthorized,
    )
  })
})
