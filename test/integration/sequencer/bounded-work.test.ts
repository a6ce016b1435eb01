/**
 * One request must not hold the others. To the real server (the CLI, in a process of its own, on
 * loopback) the worst case of each heavy endpoint is sent while a cheap request (`GET /codes/:id`)
 * goes out every 10 ms, and two things are measured:
 * - what the heavy request added to the cheap request's worst latency (counted from when each was
 *   due), over its worst in a quiet window just before and beyond the time the server's event loop
 *   waited for a core meanwhile (on a machine shared with other work, the scheduler's share, not
 *   the request's; Linux's /proc tells it);
 * - the event loop's own run time on the heavy request (the same statistics): no hold of the loop
 *   can be longer.
 * Both must stay under 50 ms. Each case gets up to three tries and keeps its best: a try can catch
 * the machine busy, while a request that does hold the event loop fails every try. The cases are
 * the ones that held it for seconds: ghost keys for 256 × 16 receivers and for the most one
 * request may ask (1,024), 15 raws of 1,024 foreign points spending what the caller does not own,
 * and one raw of 1,024 foreign points that the caller may spend; and a 10 MiB attachment upload,
 * which held it for a tenth of a second or more.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signAccessToken } from '../../../src/shared/auth'
import { toHex } from '../../../src/shared/kernel'
import { buildSequencer } from '../../../src/sequencer/assemble'
import { depositOutput } from '../../../src/sequencer/ledger/deposit'
import { provisionUser, type ProvisionedUser } from '../../../src/sequencer/users/provision'
import { foreignPoints, rawOf } from '../../../harness/sequencer/heavy-raws'

const BIN = fileURLToPath(new URL('../../../bin/cosigner.js', import.meta.url))
const XIN = 'c94ac88f-4671-3976-b60a-09064f1811e8'
const GOAL_MS = 50

let dir: string
let child: ChildProcess
let server: { url: string }
let users: ProvisionedUser[]
let attacker: ProvisionedUser
/**
 * The raws' bodies, built before the server starts. Building them holds this process for seconds
 * (more on a busy machine), and meanwhile the server closes the connections of earlier cases as
 * they pass its keep-alive timeout (5 s); the first probe after could go out on one just as the
 * server closed it, and fail with "other side closed".
 */
let notOwnedBody: string
/** One raw apiece, each spending an output of the attacker's: each request locks the one it spends. */
let ownedBodies: string[]

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cosigner-bounded-'))
  const dbFile = join(dir, 'sequencer.db')
  const { ctx } = buildSequencer({ dbFile })
  users = Array.from({ length: 16 }, (_, i) =>
    provisionUser(ctx, { fullName: `Receiver ${i}`, register: true }),
  )
  attacker = users[0]!
  const funds = Array.from({ length: 6 }, () =>
    depositOutput(ctx, { members: [attacker.userId], threshold: 1, assetId: XIN, amount: 4n }),
  )
  ctx.db.close()
  // Points of their own in every raw, as the report sent them: a checked point is remembered.
  notOwnedBody = JSON.stringify(
    Array.from({ length: 15 }, () => ({
      request_id: randomUUID(),
      raw: rawOf(
        { hash: toHex(crypto.getRandomValues(new Uint8Array(32))), index: 0 },
        '11'.repeat(32),
        foreignPoints(1024),
      ),
    })),
  )
  ownedBodies = funds.map((f) =>
    JSON.stringify([
      {
        request_id: randomUUID(),
        raw: rawOf(
          { hash: f.transaction_hash, index: f.output_index },
          f.kernel_asset_id,
          foreignPoints(1024),
        ),
      },
    ]),
  )
  child = spawn(process.execPath, [BIN, 'sequencer', 'start', '--port', '0', '--db', dbFile], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  server = {
    url: await new Promise<string>((resolve, reject) => {
      let out = ''
      child.stdout!.on('data', (d: Buffer) => {
        out += d.toString()
        if (out.includes('\n')) resolve(out.split('\n')[0]!.trim())
      })
      child.once('exit', (code) => reject(new Error(`the server exited (${code})`)))
    }),
  }
  // As a server that has been up a while: its curve thread loaded, its code paths run once.
  expect(
    await send(
      '/safe/keys',
      JSON.stringify([{ receivers: [attacker.userId], index: 0, hint: randomUUID() }]),
    ),
  ).toBe(200)
  await new Promise((r) => setTimeout(r, 500))
})

afterAll(() => {
  child?.kill('SIGKILL')
  rmSync(dir, { recursive: true, force: true })
})

/** Sends `body` to `path` as the attacker; resolves with the status. */
async function send(path: string, body: string): Promise<number> {
  return (await post(path, body)).status
}

async function post(path: string, body: string): Promise<{ status: number; json: unknown }> {
  const token = signAccessToken({
    userId: attacker.userId,
    sessionId: attacker.sessionId,
    sessionSeed: attacker.sessionSeed,
    method: 'POST',
    uri: path,
    body,
  })
  const res = await fetch(server.url + path, {
    method: 'POST',
    body,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  })
  const text = await res.text()
  return { status: res.status, json: text ? (JSON.parse(text) as unknown) : undefined }
}

/** PUTs 10 MiB of `fill` to `url` from a child process; resolves with the status. */
function putFromChild(url: string, fill: number): Promise<number> {
  const script = `fetch(process.argv[1], { method: 'PUT', body: new Uint8Array(10 * 1024 * 1024).fill(Number(process.argv[2])) }).then((r) => process.stdout.write(String(r.status)))`
  return new Promise((resolve, reject) => {
    const put = spawn(process.execPath, ['-e', script, url, String(fill)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let out = ''
    put.stdout!.on('data', (d: Buffer) => (out += d.toString()))
    put.once('error', reject)
    put.once('exit', () => resolve(Number(out) || 0))
  })
}

/** A new attachment of the attacker's: its upload and view URLs. */
async function newAttachment(): Promise<{ upload_url: string; view_url: string }> {
  const { status, json } = await post('/attachments', '{}')
  expect(status).toBe(200)
  return (json as { data: { upload_url: string; view_url: string } }).data
}

/**
 * The server's main thread (the event loop) from the kernel's scheduler statistics (Linux): ms it
 * has run, and ms it was ready to run but waited for a core. Undefined where /proc does not tell.
 */
function eventLoopThread(): { runMs: number; waitMs: number } | undefined {
  try {
    const [run, wait] = readFileSync(`/proc/${child.pid}/task/${child.pid}/schedstat`, 'utf8')
      .split(' ')
      .map(Number)
    return { runMs: run! / 1e6, waitMs: wait! / 1e6 }
  } catch {
    return undefined
  }
}

/** A cheap request due every 10 ms until `until` settles: their worst latency, from when each was due. */
async function probe(
  until: Promise<unknown>,
): Promise<{ worstMs: number; probes: number; runMs: number; waitMs: number }> {
  let done = false
  void until.finally(() => (done = true))
  let worstMs = 0
  let probes = 0
  const before = eventLoopThread()
  const start = performance.now()
  for (let k = 0; !done; k++) {
    const due = start + 10 * k
    const wait = due - performance.now()
    if (wait > 0) await new Promise((r) => setTimeout(r, wait))
    const res = await fetch(`${server.url}/codes/${attacker.codeId}`)
    await res.arrayBuffer()
    worstMs = Math.max(worstMs, performance.now() - due)
    probes++
  }
  const after = eventLoopThread()
  return {
    worstMs,
    probes,
    runMs: after && before ? after.runMs - before.runMs : 0,
    waitMs: after && before ? after.waitMs - before.waitMs : 0,
  }
}

interface Measured {
  readonly status: number
  /** The cheap request's worst latency while the heavy one ran, and in the quiet window before. */
  readonly worstMs: number
  readonly quietMs: number
  /** What the heavy request added to it, beyond what the server waited for a core meanwhile. */
  readonly addedMs: number
  /** The event loop's own run time on the heavy request, sent again with nothing else to do. */
  readonly loopMs: number
  readonly probes: number
  readonly tries: number
}

/**
 * Sends `bodies[0]` to `path` while the cheap request goes out (first alone, for a quiet window
 * about as long as the heavy request takes: a longer window catches more of the machine's own
 * pauses), then `bodies[1]` alone, for the event loop's run time on it.
 */
async function underLoad(
  heavyRequest: (n: number) => Promise<number>,
  n: number,
  quietMs: number,
  tries: number,
): Promise<Measured> {
  const quiet = await probe(new Promise((r) => setTimeout(r, quietMs)))
  let status = 0
  const heavy = (async () => {
    await new Promise((r) => setTimeout(r, 50))
    status = await heavyRequest(n)
    await new Promise((r) => setTimeout(r, 50))
  })()
  const loaded = await probe(heavy)
  await heavy
  const before = eventLoopThread()
  const again = await heavyRequest(n + 1)
  const after = eventLoopThread()
  expect(again).toBe(status)
  return {
    status,
    worstMs: Math.round(loaded.worstMs),
    quietMs: Math.round(quiet.worstMs),
    addedMs: Math.round(loaded.worstMs - quiet.worstMs - loaded.waitMs),
    loopMs: before && after ? Math.round(after.runMs - before.runMs) : 0,
    probes: loaded.probes,
    tries,
  }
}

/** The best of up to three tries (see the file comment); try k sends bodies 2k and 2k + 1. */
async function measure(
  path: string,
  bodyFor: (n: number) => string,
  quietMs: number,
): Promise<Measured> {
  return measureRequest((n) => send(path, bodyFor(n)), quietMs)
}

/** `measure` for any heavy request; try k makes requests 2k and 2k + 1. */
async function measureRequest(
  heavyRequest: (n: number) => Promise<number>,
  quietMs: number,
): Promise<Measured> {
  let best: Measured | undefined
  for (let tries = 1; tries <= 3; tries++) {
    const r = await underLoad(heavyRequest, 2 * tries - 2, quietMs, tries)
    if (!best || Math.max(r.addedMs, r.loopMs) < Math.max(best.addedMs, best.loopMs)) best = r
    if (best.addedMs < GOAL_MS && best.loopMs < GOAL_MS) break
  }
  return best!
}

/** Holds for every case: the others were served throughout, and neither measure reached the goal. */
function expectNotHeld(r: Measured): void {
  expect(r.probes, JSON.stringify(r)).toBeGreaterThan(3)
  expect(r.loopMs, JSON.stringify(r)).toBeLessThan(GOAL_MS)
  expect(r.addedMs, JSON.stringify(r)).toBeLessThan(GOAL_MS)
}

describe('one request cannot hold the others', () => {
  it('POST /safe/keys for 256 × 16 receivers is refused at once (more than one request may ask)', async () => {
    const body = JSON.stringify(
      Array.from({ length: 256 }, () => ({
        receivers: users.map((u) => u.userId),
        index: 0,
        hint: randomUUID(),
      })),
    )
    const r = await measure('/safe/keys', () => body, 500)
    expect(r.status).toBe(400)
    expectNotHeld(r)
  })

  it('POST /safe/keys for the most one request may ask (1,024 receivers) is served off the event loop', async () => {
    const body = JSON.stringify(
      Array.from({ length: 64 }, () => ({
        receivers: users.map((u) => u.userId),
        index: 0,
        hint: randomUUID(),
      })),
    )
    const r = await measure('/safe/keys', () => body, 2000)
    expect(r.status).toBe(200)
    expectNotHeld(r)
  })

  it('POST /safe/multisigs of 15 raws × 1,024 foreign points spending outputs not the caller’s is refused before any point is checked', async () => {
    expect(notOwnedBody.length).toBeGreaterThan(900_000)
    const r = await measure('/safe/multisigs', () => notOwnedBody, 500)
    expect(r.status).toBe(400)
    expectNotHeld(r)
  })

  it('POST /safe/multisigs of 1,024 foreign points the caller may spend is checked off the event loop', async () => {
    const r = await measure('/safe/multisigs', (n) => ownedBodies[n]!, 2000)
    expect(r.status).toBe(200)
    expectNotHeld(r)
  })

  it('a 10 MiB attachment upload is stored a chunk at a time, never holding the others', async () => {
    const TEN_MIB = 10 * 1024 * 1024
    const attachments = await Promise.all(Array.from({ length: 6 }, () => newAttachment()))
    // The upload goes from a process of its own: sending 10 MiB would hold this one, and the probe in it.
    const upload = await measureRequest(
      (n) => putFromChild(attachments[n]!.upload_url, n + 1),
      1000,
    )
    expect(upload.status).toBe(200)
    // The event loop's whole run time is not asked for: receiving and storing 10 MiB takes it longer
    // than 50 ms in all, in some eighty short turns.
    expect(upload.probes, JSON.stringify(upload)).toBeGreaterThan(3)
    expect(upload.addedMs, JSON.stringify(upload)).toBeLessThan(GOAL_MS)

    const view = await fetch(attachments[0]!.view_url)
    const got = new Uint8Array(await view.arrayBuffer())
    expect(got.length).toBe(TEN_MIB)
    expect(got.every((b) => b === 1)).toBe(true)
  })
})
