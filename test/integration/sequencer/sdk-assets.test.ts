/**
 * What a proposing client reads, driven by the official SDK over a real loopback socket and
 * unchanged: assets through `safe.fetchAsset`, `safe.fetchAssets` and the public
 * `network.fetchAsset`, their icons from the sequencer itself, and a 2-of-3 transfer the SDK built
 * through `utxo.fetchTransaction` by its request id — the only id the DOCS give that path — from
 * `unspent` through `signed` to `spent`, its raw hashing to its hash. Every response is also
 * parsed with our schemas.
 */
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  buildSafeTransaction,
  buildSafeTransactionRecipient,
  encodeSafeTransaction,
  getUnspentOutputsForRecipients,
  signSafeTransaction,
} from '@mixin.dev/mixin-node-sdk'
import { NetworkAsset, SafeAsset } from '../../../src/shared/api/assets'
import { KernelTransaction } from '../../../src/shared/api/ledger'
import { kernelAssetId, rawTransactionHash, toHex } from '../../../src/shared/kernel'
import { depositOutput } from '../../../src/sequencer/ledger/deposit'
import type { TestUser } from '../../helpers/sequencer'
import { sdkNetwork } from './sdk-network'

const XIN = 'c94ac88f-4671-3976-b60a-09064f1811e8'
const USDT = '4d8c508b-91c5-375b-92b0-ee702ed2dac5'
const BTC = 'c6d0c728-2624-429b-8e0d-d9d19b6592fa'

const network = sdkNetwork('cosigner-sdk-assets-')
const { clientFor } = network
const ids = () => network.members.map((m) => m.userId)

describe('assets through the official SDK', () => {
  it('fetches one asset, several (skipping unknown ones), and the public network view', async () => {
    const api = clientFor(network.members[0]!)
    const xin = await api.safe.fetchAsset(XIN)
    expect(SafeAsset.parse(xin)).toEqual(xin)
    expect(xin).toMatchObject({
      asset_id: XIN,
      symbol: 'XIN',
      kernel_asset_id: kernelAssetId(XIN),
      icon_url: `${network.server.url}/assets/icons/${XIN}.svg`,
    })

    const several = await api.safe.fetchAssets([USDT, randomUUID(), XIN])
    expect(several.map((a) => SafeAsset.parse(a).symbol)).toEqual(['USDT', 'XIN'])

    const btc = await api.network.fetchAsset(BTC)
    expect(NetworkAsset.parse(btc)).toEqual(btc)
    expect(btc).toMatchObject({
      asset_id: BTC,
      chain_id: BTC,
      symbol: 'BTC',
      mixin_id: kernelAssetId(BTC),
    })
  })

  it('finds every icon on the sequencer itself', async () => {
    const assets = await clientFor(network.members[0]!).safe.fetchAssets([XIN, USDT, BTC])
    for (const asset of assets) {
      expect(new URL(asset.icon_url).origin).toBe(network.server.url)
      const res = await fetch(asset.icon_url)
      expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
      expect(await res.text()).toContain(`>${asset.symbol}</text>`)
    }
  })
})

describe('transactions through the official SDK', () => {
  it('takes request ids only: a transaction hash, a deposit’s included, is refused', async () => {
    const out = depositOutput(network.server.ctx, {
      members: ids(),
      threshold: 2,
      assetId: USDT,
      amount: 25_000_000_000n,
    })
    await expect(
      clientFor(network.outsider).utxo.fetchTransaction(out.transaction_hash),
    ).rejects.toMatchObject({ response: { status: 400 } })
  })

  it('follows a 2-of-3 transfer the SDK built from unspent through signed to spent, by request id', async () => {
    const [ann, ben, cat] = network.members as [TestUser, TestUser, TestUser]
    depositOutput(network.server.ctx, {
      members: ids(),
      threshold: 2,
      assetId: XIN,
      amount: 300_000_000n,
    })
    const api = clientFor(ann)
    const outputs = await api.utxo.safeOutputs({
      members: ids(),
      threshold: 2,
      state: 'unspent',
      asset: XIN,
    })
    const rs = [buildSafeTransactionRecipient([ben.userId], 1, '1.5')]
    const { utxos, change } = getUnspentOutputsForRecipients(outputs, rs)
    if (!change.isZero()) rs.push(buildSafeTransactionRecipient(ids(), 2, change.toString()))
    const ghosts = await api.utxo.ghostKey(rs, randomUUID(), ann.keystore.spend_private_key)
    const built = buildSafeTransaction(utxos, rs, ghosts, Buffer.from('sdk transfer'))
    const raw = encodeSafeTransaction(built)
    const requestId = randomUUID()
    const [created] = await api.multisig.createSafeMultisigs([{ request_id: requestId, raw }])

    const pending = await api.utxo.fetchTransaction(requestId)
    expect(KernelTransaction.parse(pending)).toMatchObject({ signers: [], views: created!.views })
    expect(pending).toMatchObject({
      request_id: requestId,
      state: 'unspent',
      raw_transaction: raw,
      snapshot_hash: '',
      views: created!.views,
      user_id: ann.userId,
      signers: null,
    })
    // Not on the Kernel yet: an outsider cannot read it.
    await expect(
      clientFor(network.outsider).utxo.fetchTransaction(requestId),
    ).rejects.toMatchObject({ response: { status: 403 } })

    const index = (u: TestUser) => [...ids()].sort().indexOf(u.userId)
    await api.multisig.signSafeMultisigs(
      requestId,
      signSafeTransaction(built, created!.views, ann.keystore.spend_private_key, index(ann)),
    )
    const catViews = (await clientFor(cat).multisig.fetchSafeMultisigs(requestId)).views
    await clientFor(cat).multisig.signSafeMultisigs(
      requestId,
      signSafeTransaction(built, catViews, cat.keystore.spend_private_key, index(cat)),
    )

    // Sent: anyone may read it; nothing reached Ben yet.
    const sent = await clientFor(network.outsider).utxo.fetchTransaction(requestId)
    expect(sent).toMatchObject({
      request_id: requestId,
      state: 'signed',
      snapshot_hash: '',
      views: null,
      signers: [ann.userId, cat.userId].sort(),
    })
    expect(await clientFor(ben).utxo.safeOutputs({ members: [ben.userId], threshold: 1 })).toEqual(
      [],
    )

    await expect
      .poll(async () => (await clientFor(network.outsider).utxo.fetchTransaction(requestId)).state)
      .toBe('spent')
    const done = await clientFor(network.outsider).utxo.fetchTransaction(requestId)
    KernelTransaction.parse(done)
    expect(done).toMatchObject({
      request_id: requestId,
      state: 'spent',
      signers: [ann.userId, cat.userId].sort(),
      views: null,
    })
    expect(done.snapshot_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(toHex(rawTransactionHash(Buffer.from(done.raw_transaction, 'hex')))).toBe(
      created!.transaction_hash,
    )
    // Ben's output came from it, made at the finality.
    const [received] = await clientFor(ben).utxo.safeOutputs({
      members: [ben.userId],
      threshold: 1,
    })
    expect(received).toMatchObject({
      transaction_hash: created!.transaction_hash,
      amount: '1.5',
      created_at: done.snapshot_at,
    })
  })
})
