/**
 * The ledger driven by the official SDK over a real loopback socket: outputs from
 * `utxo.safeOutputs` (members and threshold), ghost keys from `utxo.ghostKey` (POST /safe/keys), a
 * transaction built with `buildSafeTransaction` / `encodeSafeTransaction`, a request created,
 * fetched, signed and unlocked with the SDK's multisig client, co-signatures made by
 * `signSafeTransaction` with the `views` each member receives, and the transaction followed with
 * `utxo.fetchTransaction` from `unspent` through `signed` to `spent`. Every response is also parsed
 * with our schemas; a fresh user sets TIP up and registers with the SDK alone.
 */
import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  buildSafeTransaction,
  buildSafeTransactionRecipient,
  encodeSafeTransaction,
  getUnspentOutputsForRecipients,
  signSafeTransaction,
  type SafeTransaction,
  type SafeUtxoOutput,
} from '@mixin.dev/mixin-node-sdk'
import * as ed from '@noble/ed25519'
import { bytesToHex } from '@noble/hashes/utils.js'
import { KernelTransaction, MultisigRequest, SafeOutput } from '../../../src/shared/api/ledger'
import { membersHash } from '../../../src/shared/kernel'
import { depositOutput } from '../../../src/sequencer/ledger/deposit'
import type { RunningSequencer } from '../../../src/sequencer/server'
import { createTestUser, type TestUser } from '../../helpers/sequencer'
import { SDK_FINALITY_MS, sdkNetwork } from './sdk-network'

const XIN = 'c94ac88f-4671-3976-b60a-09064f1811e8'

const network = sdkNetwork('cosigner-sdk-ledger-')
const { clientFor } = network
let server: RunningSequencer
let members: TestUser[]
let outsider: TestUser
beforeAll(() => void ({ server, members, outsider } = network))

/** The error body of a failed SDK call (axios rejects on our real HTTP statuses). */
async function sdkError(
  call: Promise<unknown>,
): Promise<{ status: number; code: number; extra?: Record<string, unknown> }> {
  try {
    await call
  } catch (e) {
    const axios = e as {
      response?: {
        status: number
        data?: { error?: { code: number; extra?: Record<string, unknown> } }
      }
    }
    const body = axios.response?.data?.error
    if (!body) throw e
    return {
      status: axios.response!.status,
      code: body.code,
      ...(body.extra ? { extra: body.extra } : {}),
    }
  }
  throw new Error('expected the SDK call to fail')
}

const ids = () => members.map((m) => m.userId)
const indexOf = (user: TestUser) => [...ids()].sort().indexOf(user.userId)

function fund(amount: bigint, threshold = 2, members = ids()): void {
  depositOutput(server.ctx, { members, threshold, assetId: XIN, amount })
}

/** `utxo.fetchTransaction` until the Kernel made it final, every state seen on the way. */
async function untilSpent(
  user: TestUser,
  requestId: string,
): Promise<{
  states: string[]
  final: Awaited<ReturnType<ReturnType<typeof clientFor>['utxo']['fetchTransaction']>>
}> {
  const states: string[] = []
  const deadline = Date.now() + 10 * SDK_FINALITY_MS + 10_000
  for (;;) {
    const tx = await clientFor(user).utxo.fetchTransaction(requestId)
    KernelTransaction.parse(tx)
    if (states.at(-1) !== tx.state) states.push(tx.state)
    if (tx.state === 'spent') return { states, final: tx }
    if (Date.now() > deadline) throw new Error(`request ${requestId} is still ${tx.state}`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

/** What the SDK example does: pick unspent outputs, get ghost keys, build and encode the transaction. */
async function buildWithSdk(
  payer: TestUser,
  recipients: { members: string[]; threshold: number; amount: string }[],
  memo: string,
): Promise<{ tx: SafeTransaction; raw: string; utxos: SafeUtxoOutput[] }> {
  const api = clientFor(payer)
  const outputs = await api.utxo.safeOutputs({
    members: ids(),
    threshold: 2,
    state: 'unspent',
    asset: XIN,
  })
  for (const o of outputs) SafeOutput.parse(o)
  const rs = recipients.map((r) => buildSafeTransactionRecipient(r.members, r.threshold, r.amount))
  const { utxos, change } = getUnspentOutputsForRecipients(outputs, rs)
  if (!change.isZero()) rs.push(buildSafeTransactionRecipient(ids(), 2, change.toString()))
  const ghosts = await api.utxo.ghostKey(rs, randomUUID(), payer.keystore.spend_private_key)
  const tx = buildSafeTransaction(utxos, rs, ghosts, Buffer.from(memo))
  return { tx, raw: encodeSafeTransaction(tx), utxos }
}

describe('a 2-of-3 transfer through the official SDK', () => {
  it('is built, created, signed by two members with their own views, and completes', async () => {
    const [ann, ben, cat] = members as [TestUser, TestUser, TestUser]
    fund(150_000_000n)
    fund(50_000_000n)
    const { tx, raw, utxos } = await buildWithSdk(
      ann,
      [{ members: [ben.userId], threshold: 1, amount: '1.7' }],
      'sdk transfer',
    )
    expect(utxos).toHaveLength(2)

    const requestId = randomUUID()
    const [created] = await clientFor(ann).multisig.createSafeMultisigs([
      { request_id: requestId, raw },
    ])
    MultisigRequest.parse(created)
    expect(created).toMatchObject({
      request_id: requestId,
      amount: '1.7',
      senders: [...ids()].sort(),
      senders_hash: membersHash(ids()),
      senders_threshold: 2,
      // Go's SafeMultisigRequest: nobody signed, so null; no state, sequence or code.
      signers: null,
      raw_transaction: raw,
    })
    expect(
      Object.keys(created!).filter((k) => ['state', 'sequence', 'code_id'].includes(k)),
    ).toEqual([])
    expect((await clientFor(ann).utxo.fetchTransaction(requestId)).state).toBe('unspent')
    expect(created!.receivers[0]).toMatchObject({
      members: [ben.userId],
      members_hash: membersHash([ben.userId]),
      threshold: 1,
    })
    expect(created!.receivers[1]).toMatchObject({ members: [...ids()].sort(), threshold: 2 })
    expect(created!.views).toHaveLength(2)
    // The inputs are locked to the request.
    const locked = await clientFor(ann).utxo.safeOutputs({
      members: ids(),
      threshold: 2,
      state: 'signed',
    })
    expect(locked.map((o) => o.request_id)).toEqual([requestId, requestId])

    // Each co-signer fetches the request itself: the views are its own.
    const forCat = await clientFor(cat).multisig.fetchSafeMultisigs(requestId)
    expect(forCat.views).not.toEqual(created!.views)

    const byAnn = signSafeTransaction(
      tx,
      created!.views,
      ann.keystore.spend_private_key,
      indexOf(ann),
    )
    const afterAnn = await clientFor(ann).multisig.signSafeMultisigs(requestId, byAnn)
    expect(MultisigRequest.parse(afterAnn)).toMatchObject({ signers: [ann.userId] })
    expect(afterAnn.signers).toEqual([ann.userId])

    const byCat = signSafeTransaction(
      tx,
      forCat.views,
      cat.keystore.spend_private_key,
      indexOf(cat),
    )
    const done = await clientFor(cat).multisig.signSafeMultisigs(requestId, byCat)
    expect(done.signers).toEqual([ann.userId, cat.userId].sort())

    // Sent to the Kernel: signed, then spent once final; only then do the outputs exist.
    const { states, final } = await untilSpent(ben, requestId)
    expect(states).toEqual(['signed', 'spent'])
    expect(final).toMatchObject({
      request_id: requestId,
      transaction_hash: done.transaction_hash,
      raw_transaction: done.raw_transaction,
    })
    expect(final.snapshot_hash).toMatch(/^[0-9a-f]{64}$/)

    // The outputs exist for their receivers; the inputs are spent.
    const benOutputs = await clientFor(ben).utxo.safeOutputs({
      members: [ben.userId],
      threshold: 1,
    })
    expect(benOutputs.map((o) => [o.amount, o.transaction_hash, o.state])).toEqual([
      ['1.7', done.transaction_hash, 'unspent'],
    ])
    const spent = await clientFor(ann).utxo.safeOutputs({
      members: ids(),
      threshold: 2,
      state: 'spent',
    })
    const outputId = (o: SafeUtxoOutput) => (o as unknown as { output_id: string }).output_id
    expect(spent.map(outputId).sort()).toEqual(utxos.map(outputId).sort())

    // Ben can spend what he received: his own 1-of-1 transfer to Ann completes with his signature alone.
    const benApi = clientFor(ben)
    const rs = [buildSafeTransactionRecipient([ann.userId], 1, '1.7')]
    const ghosts = await benApi.utxo.ghostKey(rs, randomUUID(), ben.keystore.spend_private_key)
    const benTx = buildSafeTransaction(benOutputs, rs, ghosts, Buffer.from(''))
    const [benRequest] = await benApi.multisig.createSafeMultisigs([
      { request_id: randomUUID(), raw: encodeSafeTransaction(benTx) },
    ])
    const benDone = await benApi.multisig.signSafeMultisigs(
      benRequest!.request_id,
      signSafeTransaction(benTx, benRequest!.views, ben.keystore.spend_private_key, 0),
    )
    expect(benDone.signers).toEqual([ben.userId])
  })

  it('refuses a non-member, a wrong index, a changed payload, and an unlock after the threshold', async () => {
    const [ann, ben, cat] = members as [TestUser, TestUser, TestUser]
    fund(30_000_000n)
    const { tx, raw } = await buildWithSdk(
      ann,
      [{ members: [outsider.userId], threshold: 1, amount: '0.3' }],
      'refusals',
    )
    const requestId = randomUUID()
    const [created] = await clientFor(ann).multisig.createSafeMultisigs([
      { request_id: requestId, raw },
    ])

    // A non-member can neither see nor sign it …
    expect(
      await sdkError(clientFor(outsider).multisig.fetchSafeMultisigs(requestId)),
    ).toMatchObject({ status: 403 })
    const byOutsider = signSafeTransaction(
      tx,
      created!.views,
      outsider.keystore.spend_private_key,
      0,
    )
    expect(
      await sdkError(clientFor(outsider).multisig.signSafeMultisigs(requestId, byOutsider)),
    ).toMatchObject({ status: 403 })
    // … nor get its signature in through a member.
    expect(
      await sdkError(clientFor(ann).multisig.signSafeMultisigs(requestId, byOutsider)),
    ).toMatchObject({
      status: 400,
      code: 10002,
      extra: { field: 'raw', input: 0, index: 0 },
    })
    // A member signing at another member's index.
    const wrongIndex = (indexOf(ben) + 1) % 3
    const benWrong = signSafeTransaction(
      tx,
      (await clientFor(ben).multisig.fetchSafeMultisigs(requestId)).views,
      ben.keystore.spend_private_key,
      wrongIndex,
    )
    expect(
      await sdkError(clientFor(ben).multisig.signSafeMultisigs(requestId, benWrong)),
    ).toMatchObject({
      status: 400,
      code: 10002,
      extra: { input: 0, index: wrongIndex },
    })
    // A signature over a changed payload.
    const changed = { ...tx, extra: Buffer.from('refusals, changed') }
    const byAnnChanged = signSafeTransaction(
      changed,
      created!.views,
      ann.keystore.spend_private_key,
      indexOf(ann),
    )
    expect(
      await sdkError(clientFor(ann).multisig.signSafeMultisigs(requestId, byAnnChanged)),
    ).toMatchObject({ status: 400, code: 10002 })
    const unchanged = await clientFor(ann).multisig.fetchSafeMultisigs(requestId)
    expect(unchanged.signers).toBeNull()
    expect(unchanged.raw_transaction).toBe(raw)

    // Two valid signatures complete it; an unlock is then refused.
    await clientFor(ann).multisig.signSafeMultisigs(
      requestId,
      signSafeTransaction(tx, created!.views, ann.keystore.spend_private_key, indexOf(ann)),
    )
    const catViews = (await clientFor(cat).multisig.fetchSafeMultisigs(requestId)).views
    await clientFor(cat).multisig.signSafeMultisigs(
      requestId,
      signSafeTransaction(tx, catViews, cat.keystore.spend_private_key, indexOf(cat)),
    )
    expect(await sdkError(clientFor(ben).multisig.unlockSafeMultisigs(requestId))).toMatchObject({
      status: 409,
    })
  })

  it('unlocks a request below its threshold and releases its inputs', async () => {
    const [ann, ben] = members as [TestUser, TestUser, TestUser]
    fund(20_000_000n)
    const { tx, raw, utxos } = await buildWithSdk(
      ann,
      [{ members: [ben.userId], threshold: 1, amount: '0.2' }],
      'to unlock',
    )
    const requestId = randomUUID()
    const [created] = await clientFor(ann).multisig.createSafeMultisigs([
      { request_id: requestId, raw },
    ])
    await clientFor(ann).multisig.signSafeMultisigs(
      requestId,
      signSafeTransaction(tx, created!.views, ann.keystore.spend_private_key, indexOf(ann)),
    )
    const benViews = (await clientFor(ben).multisig.fetchSafeMultisigs(requestId)).views

    const unlocked = await clientFor(ben).multisig.unlockSafeMultisigs(requestId)
    expect(MultisigRequest.parse(unlocked)).toMatchObject({
      revoked_by: ben.userId,
      signers: [ann.userId],
    })
    // Nothing is left to sign: no views (omitempty).
    expect(unlocked.views).toBeUndefined()
    // A revoked request has no transaction.
    expect(await sdkError(clientFor(ann).utxo.fetchTransaction(requestId))).toMatchObject({
      status: 404,
      code: 404,
    })
    const again = await clientFor(ann).utxo.safeOutputs({
      members: ids(),
      threshold: 2,
      state: 'unspent',
    })
    for (const u of utxos)
      expect(
        again.find(
          (o) => o.transaction_hash === u.transaction_hash && o.output_index === u.output_index,
        )?.state,
      ).toBe('unspent')
    // Signing an unlocked request is refused; the same transaction may be asked for again.
    const byBen = signSafeTransaction(tx, benViews, ben.keystore.spend_private_key, indexOf(ben))
    expect(
      await sdkError(clientFor(ben).multisig.signSafeMultisigs(requestId, byBen)),
    ).toMatchObject({ status: 409 })
    const [renewed] = await clientFor(ann).multisig.createSafeMultisigs([
      { request_id: randomUUID(), raw },
    ])
    expect(renewed).toMatchObject({
      transaction_hash: created!.transaction_hash,
      revoked_by: '',
      signers: null,
    })
  })
})

describe('a fresh user with the official SDK alone', () => {
  it('sets TIP up, registers, finds its outputs by members and threshold, proposes, signs, and sees its transaction spent', async () => {
    const ann = members[0]!
    const zoe = await createTestUser(server.ctx, 'Zoe')
    const api = clientFor(zoe)
    // TIP first, as the SDK's safe.register asks ("you need to upgrade TIP PIN first"); the spend key is the TIP key, as for a bot.
    const spend = Buffer.from(zoe.spendSeed)
    expect(
      await api.pin.updateTipPin('', bytesToHex(ed.getPublicKey(zoe.spendSeed)), 1),
    ).toMatchObject({ has_pin: true, has_safe: false })
    expect(await api.safe.register(zoe.userId, spend.toString('hex'), spend)).toMatchObject({
      has_safe: true,
    })

    // A 1-of-2 account of Zoe and Ann, funded; Zoe lists it by its members and threshold.
    const owners = [zoe.userId, ann.userId]
    fund(80_000_000n, 1, owners)
    const outputs = await api.utxo.safeOutputs({
      members: owners,
      threshold: 1,
      state: 'unspent',
      asset: XIN,
    })
    expect(outputs.map((o) => o.amount)).toEqual(['0.8'])
    // Without members, only Zoe's own: none.
    expect(await api.utxo.safeOutputs({})).toEqual([])

    const rs = [buildSafeTransactionRecipient([ann.userId], 1, '0.5')]
    const { utxos, change } = getUnspentOutputsForRecipients(outputs, rs)
    rs.push(buildSafeTransactionRecipient(owners, 1, change.toString()))
    const ghosts = await api.utxo.ghostKey(rs, randomUUID(), zoe.keystore.spend_private_key)
    const tx = buildSafeTransaction(utxos, rs, ghosts, Buffer.from('from zoe'))
    const requestId = randomUUID()
    const [created] = await api.multisig.createSafeMultisigs([
      { request_id: requestId, raw: encodeSafeTransaction(tx) },
    ])
    const index = [...owners].sort().indexOf(zoe.userId)
    const done = await api.multisig.signSafeMultisigs(
      requestId,
      signSafeTransaction(tx, created!.views, zoe.keystore.spend_private_key, index),
    )
    expect(done.signers).toEqual([zoe.userId])

    const { states, final } = await untilSpent(zoe, requestId)
    expect(states).toEqual(['signed', 'spent'])
    expect(final).toMatchObject({
      request_id: requestId,
      user_id: zoe.userId,
      asset: created!.kernel_asset_id,
    })
    const annOutputs = await clientFor(ann).utxo.safeOutputs({
      members: [ann.userId],
      threshold: 1,
      state: 'unspent',
    })
    expect(
      annOutputs.filter((o) => o.transaction_hash === done.transaction_hash).map((o) => o.amount),
    ).toEqual(['0.5'])
  })
})
