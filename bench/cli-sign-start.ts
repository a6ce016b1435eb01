/**
 * Part of ./cli-start.bench.ts, run by it inside a private D-Bus session with a fresh keyring: how
 * long `cosigner wallet sign ID --dry-run` takes before its first call reaches the service, against
 * bare Node's first `fetch`, and what share of the whole command that is.
 *
 * A local sequencer holds a 2-of-3 account and a payment Bob proposed; Alice's wallet (its keys in
 * the private keychain, under a cheap passphrase derivation so that the figure is the command's own
 * start-up and not the key stretching a real passphrase is given on purpose) talks to it through a
 * stopwatch: a loopback proxy that notes when each run's first request arrives and forwards it.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createCore } from '../src/main/core'
import { membersHash } from '../src/shared/kernel'
import { depositOutput } from '../src/sequencer/ledger/deposit'
import { startSequencer } from '../src/sequencer/server'
import { provisionUser } from '../src/sequencer/users/provision'
import { memoryKeychain } from '../harness/keychain'
import { grant, importAccount, proposeWithGrant, TEST_PASSPHRASE } from '../harness/wallet-lock'
import { FROM_SOURCES } from './cli-start.bench'
import { median } from './measure'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const BIN = join(ROOT, 'bin', 'cosigner.js')
const XIN = 'c94ac88f-4671-3976-b60a-09064f1811e8'
const RUNS = 9
const quiet = { warn: () => undefined, error: (m: string) => console.error(m) }

/** One run: when the first request reached the service, and when the process ended (ms after it started). */
interface Timing {
  readonly first: number
  readonly total: number
}

const dir = mkdtempSync(join(tmpdir(), 'cosigner-bench-sign-'))
const server = await startSequencer({ dbFile: join(dir, 'sequencer.db') })
let firstAt: number | null = null
const stopwatch = createServer((req: IncomingMessage, res: ServerResponse) => {
  firstAt ??= performance.now()
  const chunks: Buffer[] = []
  req.on('data', (c: Buffer) => chunks.push(c))
  req.on('end', () => {
    const headers: Record<string, string> = {}
    for (const k of ['authorization', 'content-type'])
      if (req.headers[k]) headers[k] = String(req.headers[k])
    fetch(server.url + req.url, {
      method: req.method!,
      headers,
      ...(chunks.length > 0 ? { body: Buffer.concat(chunks) } : {}),
    })
      .then(async (upstream) => {
        res.writeHead(upstream.status, { 'content-type': 'application/json' })
        res.end(await upstream.text())
      })
      .catch(() => res.writeHead(502).end())
  })
})
await new Promise<void>((r) => stopwatch.listen(0, '127.0.0.1', r))
const url = `http://127.0.0.1:${(stopwatch.address() as AddressInfo).port}`
const service = `cosigner-bench-sign-${process.pid}`
const dataDir = join(dir, 'alice')

try {
  const [alice, bob, carol] = ['Alice', 'Bob', 'Carol'].map((fullName) =>
    provisionUser(server.ctx, { fullName, register: true }),
  )
  const members = [alice!.userId, bob!.userId, carol!.userId]
  depositOutput(server.ctx, { members, threshold: 2, assetId: XIN, amount: 10_00000000n })
  const bobs = createCore({
    dataDir: join(dir, 'bob'),
    keychain: memoryKeychain(),
    scryptN: 1024,
    baseUrl: server.url,
    logger: quiet,
  })
  await importAccount(bobs, JSON.stringify(bob!.keystore))
  await bobs.treasury.addAccount(bob!.userId, { members, threshold: 2 })
  const proposed = await proposeWithGrant(bobs, bob!.userId, {
    members_hash: membersHash(members),
    threshold: 2,
    asset_id: XIN,
    to: [carol!.userId],
    amount: '1.5',
    memo: 'Booth',
  })
  bobs.close()
  if (proposed.status !== 'proposed') throw new Error('the payment to sign could not be proposed')
  const requestId = proposed.request.request_id

  const alices = createCore({
    dataDir,
    baseUrl: url,
    keychainService: service,
    scryptN: 1024,
    logger: quiet,
  })
  await importAccount(alices, JSON.stringify(alice!.keystore))
  await alices.treasury.addAccount(alice!.userId, { members, threshold: 2 })
  await alices.settings.setBaseUrl(url, { grant: await grant(alices, 'change-service', url) })
  await alices.ready
  alices.close()
  const passphraseFile = join(dir, 'passphrase')
  writeFileSync(passphraseFile, `${TEST_PASSPHRASE}\n`, { mode: 0o600 })

  const run = (args: readonly string[]) =>
    new Promise<Timing>((resolve, reject) => {
      firstAt = null
      const start = performance.now()
      const child = spawn(process.execPath, args, {
        cwd: ROOT,
        stdio: ['ignore', 'ignore', 'pipe'],
        env: { ...process.env, COSIGNER_KEYCHAIN_SERVICE: service },
      })
      let err = ''
      child.stderr.on('data', (d: Buffer) => (err += d.toString()))
      child.on('close', (code) => {
        const total = performance.now() - start
        if (code !== 0 || firstAt === null)
          reject(new Error(`node ${args.slice(0, 3).join(' ')}… failed (${code}): ${err}`))
        else resolve({ first: firstAt - start, total })
      })
    })
  const sign = [
    'wallet',
    'sign',
    requestId,
    '--dry-run',
    '--data-dir',
    dataDir,
    '--passphrase-file',
    passphraseFile,
  ]
  const cases: [string, string[]][] = [
    [
      'node: fetch (the baseline)',
      ['--input-type=module', '-e', `await fetch(${JSON.stringify(`${url}/safe/me`)})`],
    ],
    ['cosigner wallet sign --dry-run', [BIN, ...sign]],
    ['the same from the sources (tsx)', ['--input-type=module', '-e', FROM_SOURCES, ...sign]],
  ]
  const timings = cases.map(() => [] as Timing[])
  for (let i = 0; i < RUNS; i++)
    for (const [c, [, args]] of cases.entries()) timings[c]!.push(await run(args))
  const first = timings.map((t) => median(t.map((x) => x.first)))
  const total = timings.map((t) => median(t.map((x) => x.total)))
  const ms = (t: number) => `${Math.round(t)} ms`.padStart(8)
  console.log(
    `sign's start-up: until its first call reaches the service, median of ${RUNS} interleaved runs`,
  )
  cases.forEach(([name], c) =>
    console.log(
      `  ${name.padEnd(38)} first call ${ms(first[c]!)}  ${(first[c]! / first[0]!).toFixed(2)}× node; whole run ${ms(total[c]!)}, ${Math.round((100 * first[c]!) / total[c]!)}% of it before the first call`,
    ),
  )
  const ratio = first[1]! / first[0]!
  console.log(
    `  sign --dry-run: first call after ${ms(first[1]!).trim()}, ${ratio.toFixed(2)}× node (goal ≤ 3×: ${ratio <= 3 ? 'meets' : 'MISSES'})`,
  )
} finally {
  stopwatch.closeAllConnections()
  stopwatch.close()
  await server.close()
  // The keys went to a keyring of this run's own, thrown away with its session.
  rmSync(dir, { recursive: true, force: true })
}
