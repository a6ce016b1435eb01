/**
 * Proposing a 256-input payment end to end against the local sequencer (on loopback, in this
 * process), as a ratio to the official Node SDK doing the same: 255.5 XIN from a 2-of-3 account
 * holding 256 outputs of 1 XIN, to one user, with the change back to the account, created as a
 * multisig request and signed by the proposer.
 *
 * - The wallet: `core.proposals.propose` — it syncs the account's outputs, looks the receiver up,
 *   selects the outputs, gets ghost keys, builds and creates the request, reads it back and
 *   reviews it (fetching and hashing each input's previous transaction, 256 deposits here), then
 *   signs through the co-signer's path (which reviews it again) and syncs the outputs once more.
 *   Cold: a fresh wallet, nothing cached; warm: the same wallet again (outputs and proofs cached).
 * - The SDK (the baseline): `utxo.safeOutputs`, `getUnspentOutputsForRecipients`, `utxo.ghostKey`,
 *   `buildSafeTransaction`, `encodeSafeTransaction`, `multisig.createSafeMultisigs`,
 *   `signSafeTransaction` with the views it got, `multisig.signSafeMultisigs` — no read-back, no
 *   checks. Also its local part alone (build, encode, sign), for scale.
 * Each proposal is unlocked afterwards (outside the timing) so the next one finds the outputs free.
 */
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  MixinApi,
  buildSafeTransaction,
  buildSafeTransactionRecipient,
  encodeSafeTransaction,
  getUnspentOutputsForRecipients,
  signSafeTransaction,
} from '@mixin.dev/mixin-node-sdk'
import { membersHash } from '../src/shared/kernel'
import { depositOutput } from '../src/sequencer/ledger/deposit'
import { startSequencer } from '../src/sequencer/server'
import { provisionUser } from '../src/sequencer/users/provision'
import { createCore, type Core } from '../src/main/core'
import { memoryKeychain } from '../harness/keychain'
import { grant, importAccount } from '../harness/wallet-lock'
import { median } from './measure'

const XIN = 'c94ac88f-4671-3976-b60a-09064f1811e8'
const INPUTS = 256
const AMOUNT = '255.5'
const MEMO = 'Quarterly grants'
const WARM_RUNS = 3

const ms = (t: number) => `${t.toFixed(0)} ms`

export default async function run(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'cosigner-bench-propose-'))
  const server = await startSequencer({ dbFile: join(dir, 'sequencer.db') })
  const cores: Core[] = []
  try {
    const [alice, bob, carol] = ['Alice', 'Bob', 'Carol'].map((fullName) =>
      provisionUser(server.ctx, { fullName, register: true }),
    )
    const members = [alice!.userId, bob!.userId, carol!.userId]
    for (let i = 0; i < INPUTS; i++)
      depositOutput(server.ctx, { members, threshold: 2, assetId: XIN, amount: 100_000_000n })

    const wallet = async (name: string) => {
      const core = createCore({
        dataDir: join(dir, name),
        keychain: memoryKeychain(),
        scryptN: 1024,
        baseUrl: server.url,
        logger: { warn: () => undefined, error: (m) => console.error(m) },
      })
      cores.push(core)
      await importAccount(core, JSON.stringify(alice!.keystore))
      return core
    }
    const propose = async (core: Core): Promise<number> => {
      const requestId = randomUUID()
      // The passphrase is asked before the clock starts, as the form asks it before proposing.
      const signing = await grant(core, 'sign', requestId)
      const start = performance.now()
      const r = await core.proposals.propose(
        alice!.userId,
        {
          members_hash: membersHash(members),
          threshold: 2,
          asset_id: XIN,
          to: [carol!.userId],
          amount: AMOUNT,
          memo: MEMO,
          request_id: requestId,
        },
        signing,
      )
      const elapsed = performance.now() - start
      if (r.status !== 'proposed')
        throw new RangeError(`the bench's proposal was refused: ${JSON.stringify(r.errors)}`)
      const tx = r.record.raw_transaction
      if (r.record.signers.length !== 1 || tx.length < INPUTS * 76)
        throw new RangeError('the proposal is not a signed 256-input request')
      await core.requests.unlock(alice!.userId, r.request.request_id, {
        confirmed: true,
        grant: await grant(core, 'unlock-request', r.request.request_id),
      })
      return elapsed
    }

    const cold = await propose(await wallet('cold'))
    const warmCore = await wallet('warm')
    await propose(warmCore)
    const warm: number[] = []
    for (let i = 0; i < WARM_RUNS; i++) warm.push(await propose(warmCore))

    const api = MixinApi({
      keystore: alice!.keystore as never,
      requestConfig: { baseURL: server.url, retry: 1, timeout: 60_000 },
    })
    const sorted = [...members].sort()
    const sdk: number[] = []
    const sdkLocal: number[] = []
    for (let i = 0; i < WARM_RUNS + 1; i++) {
      const requestId = randomUUID()
      const start = performance.now()
      const outputs = await api.utxo.safeOutputs({
        members,
        threshold: 2,
        asset: XIN,
        state: 'unspent',
        limit: 500,
      })
      const rs = [buildSafeTransactionRecipient([carol!.userId], 1, AMOUNT)]
      const { utxos, change } = getUnspentOutputsForRecipients(outputs, rs)
      if (!change.isZero()) rs.push(buildSafeTransactionRecipient(members, 2, change.toString()))
      const ghosts = await api.utxo.ghostKey(rs, requestId, alice!.keystore.spend_private_key)
      const localStart = performance.now()
      const tx = buildSafeTransaction(utxos, rs, ghosts, Buffer.from(MEMO))
      const raw = encodeSafeTransaction(tx)
      let local = performance.now() - localStart
      const [created] = await api.multisig.createSafeMultisigs([{ request_id: requestId, raw }])
      const signStart = performance.now()
      const signed = signSafeTransaction(
        tx,
        created!.views,
        alice!.keystore.spend_private_key,
        sorted.indexOf(alice!.userId),
      )
      local += performance.now() - signStart
      const after = await api.multisig.signSafeMultisigs(requestId, signed)
      const elapsed = performance.now() - start
      if (utxos.length !== INPUTS || after.signers.length !== 1)
        throw new RangeError('the SDK did not make a signed 256-input request')
      await api.multisig.unlockSafeMultisigs(requestId)
      // The first run warms the SDK up, as the wallet's first warm run does.
      if (i > 0) {
        sdk.push(elapsed)
        sdkLocal.push(local)
      }
    }

    const base = median(sdk)
    console.log(
      `proposing ${AMOUNT} XIN from a 2-of-3 account, ${INPUTS} inputs, signed by the proposer (sequencer on loopback, in-process)`,
    )
    console.log(
      `  wallet, cold (fresh cache: sync, 256 proofs)   ${ms(cold)}   (${(cold / base).toFixed(2)}× the SDK)`,
    )
    console.log(
      `  wallet, warm (median of ${WARM_RUNS})                 ${ms(median(warm))}   (${(median(warm) / base).toFixed(2)}× the SDK; for information, no goal)`,
    )
    console.log(
      `  official SDK, end to end (median of ${WARM_RUNS})      ${ms(base)}   (baseline: no read-back, no checks)`,
    )
    console.log(`  official SDK, local build + sign only          ${ms(median(sdkLocal))}`)
  } finally {
    for (const c of cores) c.close()
    await server.close()
    rmSync(dir, { recursive: true, force: true })
  }
}
