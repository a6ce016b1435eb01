/**
 * The sequencer over HTTP under load: autocannon (50 connections, ~5 s each) against the real
 * server, started by the real CLI in its own process on loopback, for `GET /conversations/:id` and
 * `GET /safe/me` with a valid, fresh token per request (so the replay guard accepts every one), and
 * against a bare `node:http` JSON endpoint in another process as the baseline. Reports req/s, p99
 * latency, the server process's RSS, and the ratio to the baseline. `GET /codes/:id`, which needs
 * no token, is measured too, to show what the token check costs.
 *
 * The load generator signs its tokens with node:crypto, so its own cost stays far below the
 * server's; the server verifies each as it would any client's. Under the same signing load, the
 * floor (./floor-server: node:http and the token's signature check, nothing else) shows the least
 * any server that checks tokens could cost on this machine.
 *
 * Goal (the sequencer's issue): for each authenticated route, at most 0.2 ms of server CPU per
 * request and at least 90% of the ceiling's req/s, in the same run.
 */
import type { ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  BENCH_LIMITS,
  autocannon,
  benchLimitArgs,
  fastToken,
  rssMiB,
  sessionKey,
  spawnFloor,
  spawnServer,
  withCpu,
  type AutocannonRequest,
} from './load'
import { signAccessToken } from '../src/shared/auth'
import { buildSequencer } from '../src/sequencer/assemble'
import { provisionUser, type ProvisionedUser } from '../src/sequencer/users/provision'

const BIN = fileURLToPath(new URL('../bin/cosigner.js', import.meta.url))
const CONNECTIONS = 50
const SECONDS = 5
const GOAL_CPU_MS = 0.2
const GOAL_SHARE = 0.9

const BASELINE = `
const http = require('node:http')
const body = { type: 'user', user_id: '00000000-0000-4000-8000-000000000000', identity_number: '7000000001', full_name: 'Baseline', features: [], has_safe: true, created_at: '2024-01-01T00:00:00Z' }
const server = http.createServer((req, res) => {
  const json = JSON.stringify({ data: { ...body, path: req.url } })
  res.writeHead(200, { 'content-type': 'application/json; charset=UTF-8', 'content-length': Buffer.byteLength(json) })
  res.end(json)
})
server.listen(0, '127.0.0.1', () => console.log('http://127.0.0.1:' + server.address().port))
`

async function load(
  name: string,
  server: { url: string; child: ChildProcess },
  path: string,
  token?: () => string,
) {
  const request: AutocannonRequest = { method: 'GET', path }
  if (token) {
    request.setupRequest = (req) => ({
      ...req,
      headers: { ...req.headers, authorization: `Bearer ${token()}` },
    })
  }
  const { result: r, cpu: cpuPerRequest } = await withCpu(
    server.child.pid,
    () =>
      autocannon({
        url: server.url,
        connections: CONNECTIONS,
        duration: SECONDS,
        requests: [request],
      }),
    (x) => x.requests.total,
  )
  const bad = r.non2xx + r.errors + r.timeouts
  return {
    name,
    rps: r.requests.average,
    p99: r.latency.p99,
    total: r.requests.total,
    bad,
    cpuPerRequest,
  }
}

export default async function sequencerHttpBench(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'cosigner-bench-'))
  const dbFile = join(dir, 'sequencer.db')
  const children: ChildProcess[] = []
  try {
    // The network: a registered owner and two members in a group, made through the real app.
    const { app, ctx } = buildSequencer({ dbFile, limits: BENCH_LIMITS })
    const [owner, ...members] = ['Owner', 'Member 1', 'Member 2'].map((fullName) =>
      provisionUser(ctx, { fullName, register: true }),
    ) as [ProvisionedUser, ...ProvisionedUser[]]
    const conversationId = randomUUID()
    const body = JSON.stringify({
      category: 'GROUP',
      conversation_id: conversationId,
      name: 'Bench group',
      participants: members.map((m) => ({ user_id: m.userId })),
    })
    const created = await app.request('/conversations', {
      method: 'POST',
      body,
      headers: {
        authorization: `Bearer ${signAccessToken({ userId: owner.userId, sessionId: owner.sessionId, sessionSeed: owner.sessionSeed, method: 'POST', uri: '/conversations', body })}`,
      },
    })
    if (created.status !== 200)
      throw new Error(`creating the group failed: ${created.status} ${await created.text()}`)
    ctx.db.close()

    const sequencer = await spawnServer([
      ...(process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] : []),
      BIN,
      'sequencer',
      'start',
      '--port',
      '0',
      '--db',
      dbFile,
      ...benchLimitArgs(),
    ])
    children.push(sequencer.child)
    const baseline = await spawnServer(['-e', BASELINE])
    children.push(baseline.child)
    const floor = await spawnFloor('read', join(dir, 'floor.db'), [owner])
    children.push(floor.child)

    const key = sessionKey(owner)
    const convPath = `/conversations/${conversationId}`
    const probe = await fetch(sequencer.url + convPath, {
      headers: { authorization: `Bearer ${fastToken(owner, key, 'GET', convPath)}` },
    })
    if (probe.status !== 200)
      throw new Error(
        `the sequencer refused the bench token: ${probe.status} ${await probe.text()}`,
      )

    const rssBefore = rssMiB(sequencer.child.pid!)
    const base = await load('node:http JSON (baseline)', baseline, '/data')
    // The same baseline with a token signed per request (and ignored): the most this load
    // generator can send with tokens. The sequencer's figures mean something only well below it.
    const ceiling = await load('baseline + client signing', baseline, '/data', () =>
      fastToken(owner, key, 'GET', '/data'),
    )
    // The least a server that checks each token's signature can do under that load.
    const least = await load('floor: token verified', floor, '/safe/me', () =>
      fastToken(owner, key, 'GET', '/safe/me'),
    )
    const conv = await load('GET /conversations/:id', sequencer, convPath, () =>
      fastToken(owner, key, 'GET', convPath),
    )
    const me = await load('GET /safe/me', sequencer, '/safe/me', () =>
      fastToken(owner, key, 'GET', '/safe/me'),
    )
    const code = await load('GET /codes/:id (no token)', sequencer, `/codes/${owner.codeId}`)
    const rssAfter = rssMiB(sequencer.child.pid!)
    const baseRss = rssMiB(baseline.child.pid!)

    console.log(
      `autocannon: ${CONNECTIONS} connections, ${SECONDS} s per run, loopback; sequencer and baseline each in their own process`,
    )
    for (const r of [base, ceiling, least, conv, me, code]) {
      const ratio = r === base ? '' : `  ${(r.rps / base.rps).toFixed(3)}× baseline`
      const cpu =
        r.cpuPerRequest === undefined ? '' : `  server CPU ${r.cpuPerRequest.toFixed(3)} ms/req`
      console.log(
        `  ${r.name.padEnd(28)} ${Math.round(r.rps).toLocaleString('en-US').padStart(8)} req/s  p99 ${String(r.p99).padStart(5)} ms` +
          `${cpu}  (${r.total} requests, ${r.bad} non-2xx/errors)${ratio}`,
      )
    }
    for (const r of [conv, me]) {
      const share = r.rps / ceiling.rps
      const cpuMet = r.cpuPerRequest !== undefined && r.cpuPerRequest <= GOAL_CPU_MS
      const overFloor =
        r.cpuPerRequest !== undefined && least.cpuPerRequest
          ? `, ${(r.cpuPerRequest / least.cpuPerRequest).toFixed(2)}× the floor's ${least.cpuPerRequest.toFixed(3)} ms${least.cpuPerRequest > GOAL_CPU_MS ? ', itself above the goal' : ''}`
          : ''
      console.log(
        `  goal ${r.name}: ≤ ${GOAL_CPU_MS} ms CPU ${cpuMet ? 'meets' : 'MISSES'}, ≥ ${GOAL_SHARE * 100}% of the ceiling ${share >= GOAL_SHARE ? 'meets' : 'MISSES'} (${(share * 100).toFixed(0)}%${overFloor})`,
      )
    }
    console.log(
      `  RSS: sequencer ${rssBefore.toFixed(0)} MiB idle, ${rssAfter.toFixed(0)} MiB after load; baseline ${baseRss.toFixed(0)} MiB`,
    )
  } finally {
    for (const c of children) c.kill('SIGTERM')
    await new Promise((r) => setTimeout(r, 300))
    rmSync(dir, { recursive: true, force: true })
  }
}
