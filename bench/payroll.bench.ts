/**
 * A payroll of 255 payees against the local sequencer (on loopback, in this process), as a ratio to
 * the official Node SDK building and signing the same transaction in the same run: 255 registered
 * users paid 0.1 XIN each from a 2-of-3 account holding 4 outputs of 10 XIN, one request with 256
 * outputs (the payees and the change), memo "Payroll". Each run has an account of its own (the
 * service gives a user at most 1000 sets of ghost keys an hour, and a payroll's preview and proposal
 * ask for 511).
 *
 * - Proposing, the wallet: `core.payroll.preview` then `core.payroll.propose`, as "Pay many…" and
 *   `cosigner wallet pay --csv` do — every row read and checked, each payee looked up, the
 *   account's outputs synced, ghost keys got, the request built, created, read back and reviewed,
 *   then signed by the proposer. Goal: ≤ 2 s.
 * - Proposing, the SDK (the baseline): `utxo.safeOutputs`, `getUnspentOutputsForRecipients`,
 *   `utxo.ghostKey`, `buildSafeTransaction`, `encodeSafeTransaction`, `multisig.createSafeMultisigs`,
 *   `signSafeTransaction`, `multisig.signSafeMultisigs` — no lookups, no read-back, no checks.
 * - Reviewing the run, the co-signer's wallet: `core.runs.review` — the request fetched and checked
 *   against its raw, its inputs proven, all 255 rows found in its outputs. Goal: ≤ 1 s.
 * - Signing the run after that review: `core.runs.sign` (which reviews it again first); the SDK's
 *   co-signer for scale: `multisig.fetchSafeMultisigs`, decode, `signSafeTransaction`,
 *   `multisig.signSafeMultisigs` (its decoder fails on a 256-output raw: then it signs the
 *   proposer's transaction object, with no decoding at all).
 * Each wallet run is made on fresh wallets of the proposer and the co-signer (nothing cached).
 */
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  MixinApi,
  buildSafeTransaction,
  buildSafeTransactionRecipient,
  decodeSafeTransaction,
  encodeSafeTransaction,
  getUnspentOutputsForRecipients,
  signSafeTransaction,
} from '@mixin.dev/mixin-node-sdk'
import { runGrantSubject } from '../src/shared/bridge'
import { membersHash } from '../src/shared/kernel'
import { depositOutput } from '../src/sequencer/ledger/deposit'
import { startSequencer } from '../src/sequencer/server'
import { provisionUser, type ProvisionedUser as User } from '../src/sequencer/users/provision'
import { createCoreWithInternals, type CoreWithInternals } from '../src/main/core'
import { runFileOf } from '../src/main/core/services/runs/file'
import { memoryKeychain } from '../harness/keychain'
import { grant, importAccount } from '../harness/wallet-lock'
import { median } from './measure'

const XIN = 'c94ac88f-4671-3976-b60a-09064f1811e8'
const PAYEES = 255
const EACH = '0.1'
const MEMO = 'Payroll'
const RUNS = 3

/** The SDK's decoding of a raw, or undefined when it cannot. */
const decodes = (raw: string) => {
  try {
    return decodeSafeTransaction(raw)
  } catch {
    return undefined
  }
}

const ms = (t: number) => `${t.toFixed(0)} ms`
const ratio = (t: number, base: number) => `${(t / base).toFixed(2)}× the SDK`

export default async function run(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'cosigner-bench-payroll-'))
  const server = await startSequencer({ dbFile: join(dir, 'sequencer.db') })
  const cores: CoreWithInternals[] = []
  try {
    /** Alice, Bob and Carol, and their 2-of-3 account holding 40 XIN. */
    const account = () => {
      const [alice, bob, carol] = ['Alice', 'Bob', 'Carol'].map((fullName) =>
        provisionUser(server.ctx, { fullName, register: true }),
      ) as [User, User, User]
      const members = [alice.userId, bob.userId, carol.userId]
      for (let i = 0; i < 4; i++)
        depositOutput(server.ctx, { members, threshold: 2, assetId: XIN, amount: 10_00000000n })
      return { alice, bob, carol, members, sorted: [...members].sort() }
    }
    const payees = Array.from({ length: PAYEES }, (_, i) =>
      provisionUser(server.ctx, { fullName: `Payee ${i + 1}`, register: true }),
    )
    const csv = [
      'payee,amount,asset,note',
      ...payees.map((p, i) => `${p.userId},${EACH},XIN,Month ${i + 1}`),
    ].join('\n')

    const wallet = async (name: string, user: User, members: readonly string[]) => {
      const core = createCoreWithInternals({
        dataDir: join(dir, name),
        keychain: memoryKeychain(),
        scryptN: 1024,
        baseUrl: server.url,
        logger: { warn: () => undefined, error: (m) => console.error(m) },
      })
      cores.push(core)
      await importAccount(core, JSON.stringify(user.keystore))
      await core.treasury.addAccount(user.userId, { members, threshold: 2 })
      return core
    }

    const propose: number[] = []
    const previewed: number[] = []
    const review: number[] = []
    const sign: number[] = []
    for (let i = 0; i < RUNS; i++) {
      const { alice, bob, members } = account()
      const core = await wallet(`alice-${i}`, alice, members)
      const runId = randomUUID()
      const input = {
        members_hash: membersHash(members),
        threshold: 2,
        csv,
        memo: MEMO,
        name: `Payroll ${i + 1}`,
        run_id: runId,
      }
      // The passphrase is asked before the clock starts, as the form asks it before proposing.
      const signing = await grant(core, 'sign', runGrantSubject(runId))
      const start = performance.now()
      const preview = await core.payroll.preview(alice.userId, input)
      previewed.push(performance.now() - start)
      if (preview.status !== 'ok')
        throw new RangeError(`the bench's payroll was refused: ${JSON.stringify(preview.errors)}`)
      const proposed = await core.payroll.propose(alice.userId, input, signing)
      propose.push(performance.now() - start)
      if (
        proposed.status !== 'proposed' ||
        proposed.run.requests.length !== 1 ||
        proposed.run.requests[0]!.outputs !== PAYEES + 1
      )
        throw new RangeError('the payroll is not one request of 256 outputs')

      // The co-signer takes the run from its file, as from the group, and reviews and signs it.
      const bobCore = await wallet(`bob-${i}`, bob, members)
      const file = runFileOf(
        core.cache.runs.get(alice.userId, runId)!,
        core.cache.runs.rows(alice.userId, runId),
        core.cache.runs.requests(alice.userId, runId),
      )
      bobCore.runs.importFile(bob.userId, JSON.stringify(file))
      const reviewStart = performance.now()
      const reviewed = await bobCore.runs.review(bob.userId, runId)
      review.push(performance.now() - reviewStart)
      if (reviewed.status !== 'ok' || !reviewed.can_sign)
        throw new RangeError(
          `the co-signer's review refused the run: ${JSON.stringify(reviewed)}`.slice(0, 500),
        )
      const bobGrant = await grant(bobCore, 'sign', runGrantSubject(runId))
      const signStart = performance.now()
      const signed = await bobCore.runs.sign(bob.userId, runId, reviewed.digest, true, bobGrant)
      sign.push(performance.now() - signStart)
      if (signed.signed.length !== 1) throw new RangeError('the co-signer signed nothing')
    }

    const sdk: number[] = []
    const sdkCosign: number[] = []
    let decoded = true
    for (let i = 0; i < RUNS + 1; i++) {
      const { alice, bob, members, sorted } = account()
      const api = MixinApi({
        keystore: alice.keystore as never,
        requestConfig: { baseURL: server.url, retry: 1, timeout: 60_000 },
      })
      const bobApi = MixinApi({
        keystore: bob.keystore as never,
        requestConfig: { baseURL: server.url, retry: 1, timeout: 60_000 },
      })
      const requestId = randomUUID()
      const start = performance.now()
      const outputs = await api.utxo.safeOutputs({
        members,
        threshold: 2,
        asset: XIN,
        state: 'unspent',
        limit: 500,
      })
      const rs = payees.map((p) => buildSafeTransactionRecipient([p.userId], 1, EACH))
      const { utxos, change } = getUnspentOutputsForRecipients(outputs, rs)
      if (!change.isZero()) rs.push(buildSafeTransactionRecipient(members, 2, change.toString()))
      const ghosts = await api.utxo.ghostKey(rs, requestId, alice.keystore.spend_private_key)
      const tx = buildSafeTransaction(utxos, rs, ghosts, Buffer.from(MEMO))
      const [created] = await api.multisig.createSafeMultisigs([
        { request_id: requestId, raw: encodeSafeTransaction(tx) },
      ])
      const signed = signSafeTransaction(
        tx,
        created!.views,
        alice.keystore.spend_private_key,
        sorted.indexOf(alice.userId),
      )
      const after = await api.multisig.signSafeMultisigs(requestId, signed)
      const elapsed = performance.now() - start
      if (rs.length !== PAYEES + 1 || after.signers.length !== 1)
        throw new RangeError('the SDK did not make a signed 256-output request')
      const cosignStart = performance.now()
      const fetched = await bobApi.multisig.fetchSafeMultisigs(requestId)
      // The SDK's decoder throws (ERR_BUFFER_OUT_OF_BOUNDS) on this raw of 256 outputs, so its
      // co-signer signs the transaction the proposer built: a baseline with less work, not more.
      const fromRaw = decodes(fetched.raw_transaction)
      decoded &&= fromRaw !== undefined
      const theirs = fromRaw ?? tx
      await bobApi.multisig.signSafeMultisigs(
        requestId,
        signSafeTransaction(
          theirs,
          fetched.views,
          bob.keystore.spend_private_key,
          sorted.indexOf(bob.userId),
        ),
      )
      const cosign = performance.now() - cosignStart
      // The first run warms the SDK up.
      if (i > 0) {
        sdk.push(elapsed)
        sdkCosign.push(cosign)
      }
    }

    const base = median(sdk)
    const cosignBase = median(sdkCosign)
    console.log(
      `a payroll of ${PAYEES} payees of ${EACH} XIN from a 2-of-3 account: one request of ${PAYEES + 1} outputs (sequencer on loopback, in-process; medians of ${RUNS})`,
    )
    console.log(
      `  wallet, proposing end to end (check, preview, propose, sign)  ${ms(median(propose))}   (${ratio(median(propose), base)}; goal ≤ 2000 ms)`,
    )
    console.log(
      `    of which the preview (every row checked, payees looked up)  ${ms(median(previewed))}`,
    )
    console.log(
      `  official SDK, building, creating and signing the same          ${ms(base)}   (baseline: no lookups, no read-back, no checks)`,
    )
    console.log(
      `  co-signer, reviewing the run (raw checked, 255 rows found)     ${ms(median(review))}   (${ratio(median(review), cosignBase)} co-signing; goal ≤ 1000 ms)`,
    )
    console.log(
      `  co-signer, signing the run (reviewed again first)             ${ms(median(sign))}   (${ratio(median(sign), cosignBase)} co-signing)`,
    )
    console.log(
      `  official SDK, co-signing: fetch, sign, no checks              ${ms(cosignBase)}${decoded ? '' : '   (its decoder fails on this raw: it signed the proposer’s transaction object)'}`,
    )
  } finally {
    for (const c of cores) c.close()
    await server.close()
    rmSync(dir, { recursive: true, force: true })
  }
}
