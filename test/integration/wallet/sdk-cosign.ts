/**
 * The official Mixin Node SDK as a proposer and a co-signer, the way a bot works a shared account on
 * the public network, and for the tests that prove a proposal of ours is one it can fetch, decode
 * and sign: the demo's payment of 1.5 XIN to Carol with 8.5 XIN of change.
 */
import { randomUUID } from 'node:crypto'
import { expect } from 'vitest'
import {
  MixinApi,
  buildSafeTransaction,
  buildSafeTransactionRecipient,
  decodeSafeTransaction,
  encodeSafeTransaction,
  getUnspentOutputsForRecipients,
  signSafeTransaction,
} from '@mixin.dev/mixin-node-sdk'
import type { Harness, User } from '../../../harness/wallet-network'

/** The SDK signed in as `u`, against the harness's sequencer. */
export const sdkFor = (h: Harness, u: User) =>
  MixinApi({
    keystore: u.keystore as never,
    requestConfig: { baseURL: h.server.url, retry: 1, timeout: 10_000 },
  })

/**
 * `proposer` pays `amount` of `asset` to `to` from the shared account of `members` and `threshold`
 * with the SDK: the account's unspent outputs read by its members and threshold, ghost keys from the
 * request id, the change back to the account, the request created and signed at the proposer's
 * index among the sorted members. Nobody is told of it. Returns its request id.
 */
export async function sdkProposes(
  h: Harness,
  proposer: User,
  o: {
    members: readonly string[]
    threshold: number
    asset: string
    to: string
    amount: string
    memo: string
  },
): Promise<string> {
  const api = sdkFor(h, proposer)
  const requestId = randomUUID()
  const members = [...o.members]
  const outputs = await api.utxo.safeOutputs({
    members,
    threshold: o.threshold,
    asset: o.asset,
    state: 'unspent',
  })
  const recipients = [buildSafeTransactionRecipient([o.to], 1, o.amount)]
  const { utxos, change } = getUnspentOutputsForRecipients(outputs, recipients)
  if (!change.isZero())
    recipients.push(buildSafeTransactionRecipient(members, o.threshold, change.toString()))
  const ghosts = await api.utxo.ghostKey(recipients, requestId, proposer.keystore.spend_private_key)
  const tx = buildSafeTransaction(utxos, recipients, ghosts, Buffer.from(o.memo))
  const [created] = await api.multisig.createSafeMultisigs([
    { request_id: requestId, raw: encodeSafeTransaction(tx) },
  ])
  await api.multisig.signSafeMultisigs(
    requestId,
    signSafeTransaction(
      tx,
      created!.views,
      proposer.keystore.spend_private_key,
      [...members].sort().indexOf(proposer.userId),
    ),
  )
  return requestId
}

/**
 * `signer` signs a request with the SDK: fetched with its own views, its raw decoded and signed at
 * the signer's index among the sorted senders, and submitted. Returns the request as the service
 * answered the signature.
 */
export async function sdkSigns(h: Harness, signer: User, requestId: string) {
  const api = sdkFor(h, signer)
  const request = await api.multisig.fetchSafeMultisigs(requestId)
  const index = [...request.senders].sort().indexOf(signer.userId)
  return api.multisig.signSafeMultisigs(
    requestId,
    signSafeTransaction(
      decodeSafeTransaction(request.raw_transaction),
      request.views,
      signer.keystore.spend_private_key,
      index,
    ),
  )
}

/**
 * `cosigner`'s SDK fetches the request with its own views, decodes the raw (the proposer's
 * signature included: 1.5 to one receiver, 8.5 back to the 2-of-3 senders, the memo "Conference
 * booth"), signs at its own index among the sorted senders and submits; the service merges and the
 * threshold is reached. Returns the request as the SDK fetched it.
 */
export async function sdkCosignsBoothPayment(
  h: Harness,
  o: { proposer: User; cosigner: User; senders: readonly string[]; requestId: string },
) {
  const api = sdkFor(h, o.cosigner)
  const request = await api.multisig.fetchSafeMultisigs(o.requestId)
  expect(request).toMatchObject({
    request_id: o.requestId,
    signers: [o.proposer.userId],
    senders_threshold: 2,
    amount: '1.5',
  })
  const tx = decodeSafeTransaction(request.raw_transaction)
  expect(tx.outputs.map((out) => [out.amount, out.script])).toEqual([
    ['1.5', 'fffe01'],
    ['8.5', 'fffe02'],
  ])
  expect(Buffer.from(tx.extra).toString()).toBe('Conference booth')

  const index = [...o.senders].sort().indexOf(o.cosigner.userId)
  const signed = signSafeTransaction(
    tx,
    request.views,
    o.cosigner.keystore.spend_private_key,
    index,
  )
  const done = await api.multisig.signSafeMultisigs(o.requestId, signed)
  expect([...done.signers].sort()).toEqual([o.proposer.userId, o.cosigner.userId].sort())
  // As on the public network, a request carries no state: its signers say how far it has come.
  expect(done).not.toHaveProperty('state')
  return request
}
