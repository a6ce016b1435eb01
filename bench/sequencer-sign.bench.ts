/**
 * `POST /safe/multisigs/:id/sign` under load: autocannon, 50 connections, ~5 s, against the real
 * server started by the real CLI in its own process, next to a bare `node:http` JSON endpoint in
 * another process as the baseline. Reports req/s, p99 latency, RSS, and raw Ed25519 verifications
 * per second: node:crypto alone, the sequencer's check (node:crypto behind the Kernel's canonical
 * checks) and the shared pure-JS strict verifier (noble).
 *
 * The workload: N pending 2-of-3 requests of two inputs each, prepared up front with every
 * member's partial raw. Each autocannon request submits member 0's partial raw for the next request
 * in turn, with a fresh token (signed with node:crypto, so the load generator stays cheap). The
 * first pass over the N requests merges new signatures (each verified on both inputs); later passes
 * re-submit signatures already stored, which the server recognises byte for byte (no second
 * verification) before finding nothing to merge — so the figure mixes both paths, mostly the second.
 * For reference, the same records are then read back with `GET /safe/multisigs/:id` (token check
 * and presentation, no body, no signatures). Goals: at least 1,500 signs/s with p99 under 25 ms.
 */
import type { ChildProcess } from 'node:child_process'
import { createPublicKey, randomBytes, verify as cryptoVerify } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { autocannon, fastToken, rssMiB, sessionKey, spawnServer, type AutocannonRequest } from './load'
import Database from 'better-sqlite3'
import { GROUP_ORDER, bytesToNumberLE, numberToBytesLE, publicFromScalar, signWithScalar, toHex, verifySignatureStrict } from '../src/shared/kernel'
import { verifyLedgerSignature } from '../src/sequencer/ledger/verify-signature'
import { buildSequencer } from '../src/sequencer/routes'
import { prepareSigningNetwork } from '../test/integration/sequencer/signing-load'
import { measure } from './measure'

const BIN = fileURLToPath(new URL('../bin/cosigner.js', import.meta.url))
const CONNECTIONS = 50
const SECONDS = 5
const REQUESTS = Number(process.env.SIGN_BENCH_REQUESTS ?? 400)





const BASELINE = `
const http = require('node:http')
const server = http.createServer((req, res) => {
  const chunks = []
  req.on('data', (c) => chunks.push(c))
  req.on('end', () => {
    const json = JSON.stringify({ data: { type: 'transaction_request', path: req.url, bytes: Buffer.concat(chunks).length } })
    res.writeHead(200, { 'content-type': 'application/json; charset=UTF-8', 'content-length': Buffer.byteLength(json) })
    res.end(json)
  })
})
server.listen(0, '127.0.0.1', () => console.log('http://127.0.0.1:' + server.address().port))
`

const fmt = (n: number) => Math.round(n).toLocaleString('en-US')

function verificationRates(): void {
  const t = bytesToNumberLE(new Uint8Array(randomBytes(64))) % GROUP_ORDER
  const key = publicFromScalar(t)
  const message = new Uint8Array(randomBytes(32))
  const signature = signWithScalar(numberToBytesLE(t, 32), message)
  const keyObject = createPublicKey({ key: Buffer.concat([Buffer.from('302a300506032b6570032100', 'hex'), key]), format: 'der', type: 'spki' })
  const keyHex = toHex(key)
  const rates = [
    measure('node:crypto verify (OpenSSL)', () => cryptoVerify(null, message, keyObject, signature)),
    measure('sequencer verifyLedgerSignature', () => verifyLedgerSignature(signature, message, keyHex)),
    measure('shared verifySignatureStrict (noble)', () => verifySignatureStrict(signature, message, key)),
  ]
  console.log('Ed25519 verification, one signature over a 32-byte hash:')
  for (const r of rates) console.log(`  ${r.name.padEnd(38)} ${fmt(r.opsPerSecond).padStart(8)} verifications/s`)
}

export default async function sequencerSignBench(): Promise<void> {
  verificationRates()
  const dir = mkdtempSync(join(tmpdir(), 'cosigner-sign-bench-'))
  const dbFile = join(dir, 'sequencer.db')
  const children: ChildProcess[] = []
  try {
    const started = performance.now()
    const { app, ctx } = buildSequencer({ dbFile })
    const network = await prepareSigningNetwork(ctx, app, { members: 3, threshold: 2, requests: REQUESTS })
    ctx.db.close()
    console.log(`prepared ${REQUESTS} pending 2-of-3 requests of 2 inputs in ${((performance.now() - started) / 1000).toFixed(1)} s`)

    const sequencer = await spawnServer([...(process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] : []), BIN, 'sequencer', 'start', '--port', '0', '--db', dbFile])
    children.push(sequencer.child)
    const baseline = await spawnServer(['-e', BASELINE])
    children.push(baseline.child)

    const signer = network.members[0]!
    const key = sessionKey(signer)
    const bodies = network.requests.map((r) => ({ path: `/safe/multisigs/${r.requestId}/sign`, body: JSON.stringify({ raw: r.partials[0] }) }))
    const probe = bodies[0]!
    const res = await fetch(sequencer.url + probe.path, {
      method: 'POST',
      body: probe.body,
      headers: { authorization: `Bearer ${fastToken(signer, key, 'POST', probe.path, probe.body)}`, 'content-type': 'application/json' },
    })
    if (res.status !== 200) throw new Error(`the sequencer refused the bench request: ${res.status} ${await res.text()}`)

    let next = 0
    const signRequest: AutocannonRequest = {
      method: 'POST',
      path: probe.path,
      setupRequest: (req) => {
        const b = bodies[next++ % bodies.length]!
        return {
          ...req,
          method: 'POST',
          path: b.path,
          body: b.body,
          headers: { ...req.headers, 'content-type': 'application/json', authorization: `Bearer ${fastToken(signer, key, 'POST', b.path, b.body)}` },
        }
      },
    }
    const rssBefore = rssMiB(sequencer.child.pid!)
    const base = await autocannon({
      url: baseline.url,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: [{ method: 'POST', path: probe.path, body: probe.body, headers: { 'content-type': 'application/json' } }],
    })
    const sign = await autocannon({ url: sequencer.url, connections: CONNECTIONS, duration: SECONDS, requests: [signRequest] })
    // The same records read back: authentication and presentation without a body or signatures to check.
    const read = await autocannon({
      url: sequencer.url,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: [
        {
          method: 'GET',
          path: probe.path,
          setupRequest: (req) => {
            const path = bodies[next++ % bodies.length]!.path.replace(/\/sign$/, '')
            return { ...req, method: 'GET', path, headers: { ...req.headers, authorization: `Bearer ${fastToken(signer, key, 'GET', path, '')}` } }
          },
        },
      ],
    })
    const rssAfter = rssMiB(sequencer.child.pid!)
    const baseRss = rssMiB(baseline.child.pid!)

    const db = new Database(dbFile, { readonly: true })
    const signed = (db.prepare("SELECT COUNT(*) AS n FROM multisig_requests WHERE signers <> '[]'").get() as { n: number }).n
    db.close()

    console.log(`autocannon: ${CONNECTIONS} connections, ${SECONDS} s per run, loopback; sequencer and baseline each in their own process`)
    for (const [name, r] of [
      ['node:http JSON (baseline)', base],
      ['POST /safe/multisigs/:id/sign', sign],
      ['GET /safe/multisigs/:id', read],
    ] as const) {
      const bad = r.non2xx + r.errors + r.timeouts
      const ratio = r === base ? '' : `  ${(r.requests.average / base.requests.average).toFixed(3)}× baseline`
      console.log(
        `  ${name.padEnd(30)} ${fmt(r.requests.average).padStart(8)} req/s  p99 ${String(r.latency.p99).padStart(5)} ms  (${r.requests.total} requests, ${bad} non-2xx/errors)${ratio}`,
      )
    }
    console.log(`  ${signed} of ${REQUESTS} requests carry the signature (the first pass merges; later passes resubmit stored signatures, which are not verified twice)`)
    console.log(`  RSS: sequencer ${rssBefore.toFixed(0)} MiB idle, ${rssAfter.toFixed(0)} MiB after load; baseline ${baseRss.toFixed(0)} MiB`)
    const meets = sign.requests.average >= 1500 && sign.latency.p99 < 25
    console.log(`  goal ≥ 1,500 signs/s with p99 < 25 ms: ${meets ? 'meets' : 'MISSES'}`)
  } finally {
    for (const c of children) c.kill('SIGTERM')
    await new Promise((r) => setTimeout(r, 300))
    rmSync(dir, { recursive: true, force: true })
  }
}
