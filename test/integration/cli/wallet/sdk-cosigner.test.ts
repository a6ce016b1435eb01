/**
 * The official Mixin Node SDK as a co-signer of what `cosigner wallet pay` proposed: it fetches the
 * request, decodes its raw, signs it with its own views and completes it; its balance reads
 * (`utxo.safeAssetBalance`) agree with `cosigner wallet accounts --json` before and after. The
 * first read runs the real `cosigner` executable as a child process, to prove the wiring.
 */
import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inKeyring, XIN, type Harness, type User } from '../../../../harness/wallet-network'
import { TEST_PASSPHRASE } from '../../../../harness/wallet-lock'
import { sdkCosignsBoothPayment, sdkFor } from '../../wallet/sdk-cosign'
import {
  closeAll,
  jsonOf,
  preparedWallet,
  startTreasury,
  untilSent,
  wallet,
  type CliWallet,
  type Run,
} from './helpers'

const BIN = fileURLToPath(new URL('../../../../bin/cosigner.js', import.meta.url))

interface Listed {
  accounts: {
    members: string[]
    threshold: number
    balances: { asset_id: string; balance: string }[]
  }[]
}

/** The real executable, with standard input not a terminal, as a script would run it. */
function child(args: string[], env: NodeJS.ProcessEnv): Promise<Run> {
  // The command speaks the terminal's language; what this test reads is its English.
  const p = spawn(process.execPath, [BIN, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...env, LC_ALL: 'C' },
  })
  let out = ''
  let err = ''
  p.stdout.on('data', (d: Buffer) => (out += d.toString()))
  p.stderr.on('data', (d: Buffer) => (err += d.toString()))
  return new Promise((resolve) => p.on('close', (code) => resolve({ code: code ?? -1, out, err })))
}

describe.runIf(inKeyring)('the official SDK co-signs what cosigner wallet pay proposed', () => {
  let h: Harness
  let alice: User, bob: User, carol: User
  let w: CliWallet
  let senders: string[]
  const sdk = (u: User) => sdkFor(h, u)
  const ours = (listed: Listed) =>
    listed.accounts
      .find((a) => a.threshold === 2 && a.members.length === 3)
      ?.balances.find((b) => b.asset_id === XIN)?.balance
  /** The SDK's balance of the 2-of-3 account, and the one `cosigner wallet accounts --json` prints. */
  const balances = async () => [
    await sdk(bob).utxo.safeAssetBalance({ members: senders, threshold: 2, asset: XIN }),
    ours(jsonOf<Listed>(await wallet(h, w, 'accounts', ['--json']))),
  ]

  beforeAll(async () => {
    ;({ h, alice, bob, carol, members: senders } = await startTreasury())
    w = await preparedWallet(h, 'alice', [alice], [{ members: senders, threshold: 2 }])
  })
  afterAll(() => closeAll(h))

  it('runs as the real executable, reading the passphrase from its file', async () => {
    const r = await child(
      [
        'wallet',
        'accounts',
        '--json',
        '--data-dir',
        w.dataDir,
        '--api',
        h.server.url,
        '--passphrase-file',
        w.passphraseFile,
      ],
      {
        ...process.env,
        COSIGNER_KEYCHAIN_SERVICE: w.service,
      },
    )
    expect([r.code, r.err]).toEqual([0, ''])
    expect(ours(JSON.parse(r.out) as Listed)).toBe(
      await sdk(bob).utxo.safeAssetBalance({ members: senders, threshold: 2, asset: XIN }),
    )
    expect(r.out).not.toContain(TEST_PASSPHRASE)
    // Without the file and without a terminal, nobody can be asked: one line says what to do.
    const asked = await child(
      ['wallet', 'accounts', '--data-dir', w.dataDir, '--api', h.server.url],
      { ...process.env, COSIGNER_KEYCHAIN_SERVICE: w.service },
    )
    expect([asked.code, asked.out, asked.err]).toEqual([
      1,
      '',
      'cosigner: wallet accounts: The wallet passphrase is needed, and there is no terminal to ask it on: give it with --passphrase-file FILE.\n',
    ])
  })

  it('fetches, decodes and signs the request the command proposed, and the balances agree throughout', async () => {
    expect(await balances()).toEqual(['12.5', '12.5'])
    const requestId = randomUUID()
    const paid = await wallet(h, w, 'pay', [
      '--members',
      senders.join(','),
      '--threshold',
      '2',
      '--asset',
      XIN,
      '--to',
      carol.userId,
      '--amount',
      '1.5',
      '--memo',
      'Conference booth',
      '--request-id',
      requestId,
      '--json',
    ])
    expect(paid.code).toBe(0)
    const printed = jsonOf(paid)
    // The 10 XIN output is locked by the proposal: neither counts it.
    expect(await balances()).toEqual(['2.5', '2.5'])

    // Bob's SDK fetches the request the command printed, decodes the raw (Alice's signature included), signs and completes it.
    const request = await sdkCosignsBoothPayment(h, {
      proposer: alice,
      cosigner: bob,
      senders,
      requestId,
    })
    expect(request.transaction_hash).toBe(printed.transaction_hash)

    // Once its transaction is final, the command's queue says it was sent; the change is back: 2.5 + 8.5,
    // by the SDK's reckoning and the command's; Carol has her 1.5.
    await untilSent(h, w, requestId)
    const queue = jsonOf<{ items: { request_id: string; state: string }[] }>(
      await wallet(h, w, 'requests', ['--state', 'done', '--json']),
    )
    expect(queue.items.map((i) => [i.request_id, i.state])).toEqual([[requestId, 'done']])
    expect(await balances()).toEqual(['11', '11'])
    expect(
      await sdk(carol).utxo.safeAssetBalance({ members: [carol.userId], threshold: 1, asset: XIN }),
    ).toBe('1.5')
  })
})
