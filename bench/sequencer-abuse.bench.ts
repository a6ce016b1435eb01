/**
 * What one signed-in user's worst request does to everyone else: the real server, started by the
 * real CLI in its own process with its default limits, gets each heavy request below in turn, while
 * another process sends a cheap request (`GET /codes/:id`, no token) every 10 ms (its own process,
 * so that building and sending the heavy bodies here does not delay it). For each, the cheap
 * request's latency (counted from when it was due, so a stalled server is counted in full) is
 * reported over a quiet second before and while the heavy request runs; the difference in the
 * worst is what that request imposed on the others.
 *
 * The heavy requests are the ones the abuse report found (ghost keys for 256 × 16 and 256 × 64
 * receivers; 15 raws of 1,024 foreign points, spending outputs the caller does not own, then its
 * own) and the largest bodies other endpoints take (the most keys a request may still ask for, a
 * batch of messages, 500 outputs listed, a 10 MiB attachment up and down).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { signAccessToken } from '../src/shared/auth'
import { toHex } from '../src/shared/kernel'
import { uniqueConversationId } from '../src/shared/kernel/ids'
import { buildSequencer } from '../src/sequencer/assemble'
import { depositOutput } from '../src/sequencer/ledger/deposit'
import { provisionUser, type ProvisionedUser } from '../src/sequencer/users/provision'
import { describePauses, machinePauses } from './machine-pauses'
import { spawnServer } from './load'
import { foreignPoints, rawOf } from '../harness/sequencer/heavy-raws'

const BIN = fileURLToPath(new URL('../bin/cosigner.js', import.meta.url))

// The cheap requests' sender: probes `url` every 10 ms from each 'start' to the next 'stop' and
// answers with the latencies, each from when its request was due.
const PROBE = `
let run = 0
process.on('message', async (m) => {
  if (m.stop) return void (run = 0)
  const mine = ++run
  const latencies = []
  let failed = 0
  const start = performance.now()
  for (let k = 0; run === mine; k++) {
    const due = start + 10 * k
    const wait = due - performance.now()
    if (wait > 0) await new Promise((r) => setTimeout(r, wait))
    // A request the server drops (its header timeout, while its event loop was held) counts until then.
    try {
      const res = await fetch(m.url)
      await res.arrayBuffer()
    } catch {
      failed++
    }
    latencies.push(performance.now() - due)
  }
  process.send({ latencies, failed })
})
`
const XIN = 'c94ac88f-4671-3976-b60a-09064f1811e8'
const RECEIVERS = 64
const LISTED_OUTPUTS = 500

interface Stats {
  readonly p50: number
  readonly p99: number
  readonly max: number
}

function stats(latencies: number[]): Stats {
  const sorted = [...latencies].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
  return { p50: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? 0 }
}

interface Heavy {
  readonly name: string
  readonly method: string
  /** The path, or a function of what earlier cases returned (an upload URL). */
  readonly path: string | (() => string)
  readonly body?: () => string | Uint8Array
  /** Sent without a token (attachment URLs). */
  readonly bare?: boolean
  readonly keep?: (text: string) => void
}

export default async function sequencerAbuseBench(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'cosigner-abuse-bench-'))
  const dbFile = join(dir, 'sequencer.db')
  let child: ChildProcess | undefined
  const prober = spawn(process.execPath, ['-e', PROBE], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  try {
    const { app, ctx } = buildSequencer({ dbFile })
    const users: ProvisionedUser[] = Array.from({ length: RECEIVERS }, (_, i) =>
      provisionUser(ctx, { fullName: `Receiver ${i}`, register: true }),
    )
    const [attacker, friend] = users as [ProvisionedUser, ProvisionedUser]
    const own = depositOutput(ctx, {
      members: [attacker.userId],
      threshold: 1,
      assetId: XIN,
      amount: 4n,
    })
    for (let i = 0; i < LISTED_OUTPUTS; i++)
      depositOutput(ctx, { members: [attacker.userId], threshold: 1, assetId: XIN, amount: 1n })
    const contact = uniqueConversationId(attacker.userId, friend.userId)
    const created = JSON.stringify({
      category: 'CONTACT',
      conversation_id: contact,
      participants: [{ user_id: friend.userId }],
    })
    const token = signAccessToken({
      userId: attacker.userId,
      sessionId: attacker.sessionId,
      sessionSeed: attacker.sessionSeed,
      method: 'POST',
      uri: '/conversations',
      body: created,
    })
    if (
      (
        await app.request('/conversations', {
          method: 'POST',
          body: created,
          headers: { authorization: `Bearer ${token}` },
        })
      ).status !== 200
    )
      throw new Error('no conversation')
    ctx.db.close()

    const server = await spawnServer([BIN, 'sequencer', 'start', '--port', '0', '--db', dbFile])
    child = server.child
    const url = server.url

    const send = async (
      h: Heavy,
      body: string | Uint8Array = h.body?.() ?? '',
    ): Promise<{ status: number; ms: number }> => {
      const path = typeof h.path === 'string' ? h.path : h.path()
      const headers: Record<string, string> = {
        'content-type': typeof body === 'string' ? 'application/json' : 'application/octet-stream',
      }
      if (!h.bare) {
        headers.authorization = `Bearer ${signAccessToken({ userId: attacker.userId, sessionId: attacker.sessionId, sessionSeed: attacker.sessionSeed, method: h.method, uri: path, body })}`
      }
      const started = performance.now()
      const res = await fetch(url + path, {
        method: h.method,
        headers,
        ...(h.method === 'GET' ? {} : { body }),
      })
      const text = Buffer.from(await res.arrayBuffer())
      const ms = performance.now() - started
      h.keep?.(text.toString('utf8'))
      return { status: res.status, ms }
    }
    /** The cheap requests' latencies from now until `until` settles, and how many the server dropped. */
    const probe = async (
      until: Promise<unknown>,
    ): Promise<{ latencies: number[]; failed: number }> => {
      const answered = new Promise<{ latencies: number[]; failed: number }>((resolve) =>
        prober.once('message', (m) => resolve(m as { latencies: number[]; failed: number })),
      )
      prober.send({ url: `${url}/codes/${attacker.codeId}` })
      await until
      prober.send({ stop: true })
      return answered
    }

    let upload = ''
    let view = ''
    const ids = users.map((u) => u.userId)
    const keysBody = (entries: number, receivers: number) => () =>
      JSON.stringify(
        Array.from({ length: entries }, () => ({
          receivers: ids.slice(0, receivers),
          index: 0,
          hint: randomUUID(),
        })),
      )
    const notOwned = { hash: toHex(crypto.getRandomValues(new Uint8Array(32))), index: 0 }
    // Points of their own in every raw, as the report sent them: a checked point is remembered.
    const raws = (input: { hash: string; index: number }, asset: string, count: number) => () =>
      JSON.stringify(
        Array.from({ length: count }, () => ({
          request_id: randomUUID(),
          raw: rawOf(input, asset, foreignPoints(1024)),
        })),
      )
    const text = (n: number) => Buffer.from('x'.repeat(n)).toString('base64url')
    const heavies: Heavy[] = [
      {
        name: 'POST /safe/keys 256 × 16 receivers',
        method: 'POST',
        path: '/safe/keys',
        body: keysBody(256, 16),
      },
      {
        name: 'POST /safe/keys 256 × 64 receivers',
        method: 'POST',
        path: '/safe/keys',
        body: keysBody(256, 64),
      },
      {
        name: 'POST /safe/keys 64 × 16 (1,024) receivers',
        method: 'POST',
        path: '/safe/keys',
        body: keysBody(64, 16),
      },
      {
        name: 'POST /safe/multisigs 15 raws × 1,024 foreign points, inputs not the caller’s',
        method: 'POST',
        path: '/safe/multisigs',
        body: raws(notOwned, '11'.repeat(32), 15),
      },
      {
        name: 'POST /safe/multisigs 15 raws × 1,024 foreign points, the caller’s input',
        method: 'POST',
        path: '/safe/multisigs',
        body: raws({ hash: own.transaction_hash, index: 0 }, own.kernel_asset_id, 15),
      },
      {
        name: 'POST /safe/multisigs 1 raw × 1,024 foreign points, the caller’s input',
        method: 'POST',
        path: '/safe/multisigs',
        body: raws({ hash: own.transaction_hash, index: 0 }, own.kernel_asset_id, 1),
      },
      {
        name: 'POST /messages 100 texts (128 KB body)',
        method: 'POST',
        path: '/messages',
        body: () =>
          JSON.stringify(
            Array.from({ length: 100 }, () => ({
              conversation_id: contact,
              message_id: randomUUID(),
              category: 'PLAIN_TEXT',
              data_base64: text(950),
            })),
          ),
      },
      {
        name: `GET /safe/outputs?limit=${LISTED_OUTPUTS}`,
        method: 'GET',
        path: `/safe/outputs?limit=${LISTED_OUTPUTS}`,
      },
      {
        name: 'POST /attachments',
        method: 'POST',
        path: '/attachments',
        keep: (t) => {
          const data = (JSON.parse(t) as { data: { upload_url: string; view_url: string } }).data
          upload = new URL(data.upload_url).pathname + new URL(data.upload_url).search
          view = new URL(data.view_url).pathname + new URL(data.view_url).search
        },
      },
      {
        name: 'PUT 10 MiB attachment',
        method: 'PUT',
        path: () => upload,
        body: () => new Uint8Array(10 * 1024 * 1024).fill(7),
        bare: true,
      },
      { name: 'GET 10 MiB attachment (view_url)', method: 'GET', path: () => view, bare: true },
    ]

    // A server that has run a while: its threads started, its code paths run once.
    await new Promise((r) => setTimeout(r, 2000))
    await send({ name: 'warm-up', method: 'POST', path: '/safe/keys', body: keysBody(1, 1) })
    const pauses = await machinePauses(2)

    console.log(
      `cheap request every 10 ms (GET /codes/:id); latency in ms from when it was due; server: the CLI in its own process, default limits`,
    )
    console.log(`  machine pauses before the run: ${describePauses(pauses)}`)
    let imposed = 0
    let worstName = ''
    for (const h of heavies) {
      const body = h.body?.()
      const quiet = stats((await probe(new Promise((r) => setTimeout(r, 1000)))).latencies)
      let outcome = { status: 0, ms: 0 }
      const running = (async () => {
        await new Promise((r) => setTimeout(r, 30))
        outcome = await send(h, body)
        await new Promise((r) => setTimeout(r, 30))
      })()
      const probed = await probe(running)
      const loaded = stats(probed.latencies)
      await running
      const added = loaded.max - quiet.max
      if (added > imposed) {
        imposed = added
        worstName = h.name
      }
      console.log(
        `  ${h.name.padEnd(80)} ${String(outcome.status).padStart(3)} in ${outcome.ms.toFixed(0).padStart(6)} ms;` +
          ` others p50 ${loaded.p50.toFixed(1)} p99 ${loaded.p99.toFixed(1)} max ${loaded.max.toFixed(1)} (quiet max ${quiet.max.toFixed(1)})` +
          (probed.failed > 0 ? `; ${probed.failed} dropped by the server` : ''),
      )
    }
    console.log(
      `  worst imposed on others: ${imposed.toFixed(1)} ms over the quiet worst, by ${worstName}`,
    )
  } finally {
    prober.kill()
    child?.kill('SIGTERM')
    await new Promise((r) => setTimeout(r, 300))
    rmSync(dir, { recursive: true, force: true })
  }
}
