/**
 * The official Mixin Node SDK as a co-signer of what the wallet core proposes: it fetches the
 * request, decodes its raw, signs it with its own views and completes it, and its balance reads
 * (`utxo.safeAssetBalance`) agree with the wallet's accounts at every step.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MixinApi, decodeSafeTransaction, signSafeTransaction } from '@mixin.dev/mixin-node-sdk'
import { membersHash } from '../../../src/shared/kernel'
import type { Core } from '../../../src/main/core'
import { fund, inKeyring, newCore, newUser, startHarness, XIN, type Harness, type User } from './helpers'
import { importAccount, proposeWithGrant } from '../../helpers/wallet-lock'

describe.runIf(inKeyring)('the official SDK co-signs a proposal of the wallet', () => {
  let h: Harness
  let alice: User, bob: User, carol: User
  let core: Core
  let senders: string[]
  const sdk = (u: User) => MixinApi({ keystore: u.keystore as never, requestConfig: { baseURL: h.server.url, retry: 1, timeout: 10_000 } })
  /** The SDK's balance of the 2-of-3 account, and the wallet's (synced first). */
  const balances = async () => {
    const theirs = await sdk(bob).utxo.safeAssetBalance({ members: senders, threshold: 2, asset: XIN })
    await core.treasury.sync(alice.userId)
    const ours = core.treasury.get(alice.userId, { members_hash: membersHash(senders), threshold: 2 }).balances.find((b) => b.asset_id === XIN)
    return [theirs, ours?.balance]
  }

  beforeAll(async () => {
    h = await startHarness()
    ;[alice, bob, carol] = ['Alice', 'Bob', 'Carol'].map((n) => newUser(h, n, true)) as [User, User, User]
    senders = [alice.userId, bob.userId, carol.userId]
    core = newCore(h, 'alice')
    await importAccount(core, alice.text)
    fund(h, senders, 2, 10_00000000n)
    fund(h, senders, 2, 2_50000000n)
  })
  afterAll(async () => h?.close())

  it('fetches, decodes and signs the request the wallet proposed, and the balances agree throughout', async () => {
    expect(await balances()).toEqual(['12.5', '12.5'])
    const requestId = randomUUID()
    const proposed = await proposeWithGrant(core, alice.userId, {
      members_hash: membersHash(senders),
      threshold: 2,
      asset_id: XIN,
      to: [carol.userId],
      amount: '1.5',
      memo: 'Conference booth',
      request_id: requestId,
    })
    if (proposed.status !== 'proposed') throw new Error(JSON.stringify(proposed.errors))
    // The 10 XIN output is locked by the proposal: neither counts it.
    expect(await balances()).toEqual(['2.5', '2.5'])

    // Bob's SDK fetches the request with its own views and decodes the raw, Alice's signature included.
    const request = await sdk(bob).multisig.fetchSafeMultisigs(requestId)
    expect(request).toMatchObject({ request_id: requestId, signers: [alice.userId], senders_threshold: 2, amount: '1.5' })
    const tx = decodeSafeTransaction(request.raw_transaction)
    expect(tx.outputs.map((o) => [o.amount, o.script])).toEqual([
      ['1.5', 'fffe01'],
      ['8.5', 'fffe02'],
    ])
    expect(Buffer.from(tx.extra).toString()).toBe('Conference booth')

    // It signs at its own index among the sorted senders; the service merges, the threshold is reached.
    const index = [...senders].sort().indexOf(bob.userId)
    const signed = signSafeTransaction(tx, request.views, bob.keystore.spend_private_key, index)
    const done = await sdk(bob).multisig.signSafeMultisigs(requestId, signed)
    expect([...done.signers].sort()).toEqual([alice.userId, bob.userId].sort())
    expect((done as unknown as { state: string }).state).toBe('signed')

    // The change is back: 2.5 + 8.5, by the SDK's reckoning and the wallet's.
    expect(await balances()).toEqual(['11', '11'])
    const paid = await sdk(carol).utxo.safeAssetBalance({ members: [carol.userId], threshold: 1, asset: XIN })
    expect(paid).toBe('1.5')
    await core.requests.sync(alice.userId)
    expect(core.requests.get(alice.userId, requestId).state).toBe('done')
  })
})
