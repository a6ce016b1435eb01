/**
 * The official Mixin Node SDK as a co-signer of what the wallet core proposes: it fetches the
 * request, decodes its raw, signs it with its own views and completes it, and its balance reads
 * (`utxo.safeAssetBalance`) agree with the wallet's accounts at every step.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { membersHash } from '../../../src/shared/kernel'
import type { Core } from '../../../src/main/core'
import {
  follow,
  fund,
  inKeyring,
  newCore,
  newUser,
  startHarness,
  untilFinal,
  untilSent,
  XIN,
  type Harness,
  type User,
} from '../../../harness/wallet-network'
import { importAccount, proposeWithGrant } from '../../../harness/wallet-lock'
import { sdkCosignsBoothPayment, sdkFor } from './sdk-cosign'

describe.runIf(inKeyring)('the official SDK co-signs a proposal of the wallet', () => {
  let h: Harness
  let alice: User, bob: User, carol: User
  let core: Core
  let senders: string[]
  const sdk = (u: User) => sdkFor(h, u)
  /** The SDK's balance of the 2-of-3 account, and the wallet's (synced first). */
  const balances = async () => {
    const theirs = await sdk(bob).utxo.safeAssetBalance({
      members: senders,
      threshold: 2,
      asset: XIN,
    })
    await core.treasury.sync(alice.userId)
    const ours = core.treasury
      .get(alice.userId, { members_hash: membersHash(senders), threshold: 2 })
      .balances.find((b) => b.asset_id === XIN)
    return [theirs, ours?.balance]
  }

  beforeAll(async () => {
    h = await startHarness()
    ;[alice, bob, carol] = ['Alice', 'Bob', 'Carol'].map((n) => newUser(h, n, true)) as [
      User,
      User,
      User,
    ]
    senders = [alice.userId, bob.userId, carol.userId]
    core = newCore(h, 'alice')
    await importAccount(core, alice.text)
    fund(h, senders, 2, 10_00000000n)
    fund(h, senders, 2, 2_50000000n)
    await follow(core, alice.userId, senders, 2)
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

    // Bob's SDK fetches the request with its own views, decodes the raw (Alice's signature included), signs and completes it.
    await sdkCosignsBoothPayment(h, { proposer: alice, cosigner: bob, senders, requestId })
    await untilFinal(h, bob, requestId)

    // Once the transaction is final the change is back: 2.5 + 8.5, by the SDK's reckoning and the wallet's.
    expect(await balances()).toEqual(['11', '11'])
    const paid = await sdk(carol).utxo.safeAssetBalance({
      members: [carol.userId],
      threshold: 1,
      asset: XIN,
    })
    expect(paid).toBe('1.5')
    await untilSent(core, alice.userId, requestId)
    expect(core.requests.get(alice.userId, requestId).progress).toBe('sent')
  })
})
