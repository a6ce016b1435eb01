/**
 * The official Mixin Node SDK as a co-signer, for the tests that prove a proposal of ours is one
 * it can fetch, decode and sign: the demo's payment of 1.5 XIN to Carol with 8.5 XIN of change.
 */
import { expect } from 'vitest'
import { MixinApi, decodeSafeTransaction, signSafeTransaction } from '@mixin.dev/mixin-node-sdk'
import type { Harness, User } from './helpers'

/** The SDK signed in as `u`, against the harness's sequencer. */
export const sdkFor = (h: Harness, u: User) => MixinApi({ keystore: u.keystore as never, requestConfig: { baseURL: h.server.url, retry: 1, timeout: 10_000 } })

/**
 * `cosigner`'s SDK fetches the request with its own views, decodes the raw (the proposer's
 * signature included: 1.5 to one receiver, 8.5 back to the 2-of-3 senders, the memo "Conference
 * booth"), signs at its own index among the sorted senders and submits; the service merges and the
 * threshold is reached. Returns the request as the SDK fetched it.
 */
export async function sdkCosignsBoothPayment(h: Harness, o: { proposer: User; cosigner: User; senders: readonly string[]; requestId: string }) {
  const api = sdkFor(h, o.cosigner)
  const request = await api.multisig.fetchSafeMultisigs(o.requestId)
  expect(request).toMatchObject({ request_id: o.requestId, signers: [o.proposer.userId], senders_threshold: 2, amount: '1.5' })
  const tx = decodeSafeTransaction(request.raw_transaction)
  expect(tx.outputs.map((out) => [out.amount, out.script])).toEqual([
    ['1.5', 'fffe01'],
    ['8.5', 'fffe02'],
  ])
  expect(Buffer.from(tx.extra).toString()).toBe('Conference booth')

  const index = [...o.senders].sort().indexOf(o.cosigner.userId)
  const signed = signSafeTransaction(tx, request.views, o.cosigner.keystore.spend_private_key, index)
  const done = await api.multisig.signSafeMultisigs(o.requestId, signed)
  expect([...done.signers].sort()).toEqual([o.proposer.userId, o.cosigner.userId].sort())
  expect((done as unknown as { state: string }).state).toBe('signed')
  return request
}
