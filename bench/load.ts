/**
 * What the HTTP benchmarks share: tokens signed the way the SDK signs them but by OpenSSL (so the
 * load generator stays cheap beside the server it measures), servers in their own processes, and
 * their memory.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import net from 'node:net'
import { createHash, createPrivateKey, randomUUID, sign as cryptoSign, type KeyObject } from 'node:crypto'
import { createRequire } from 'node:module'
import type { ProvisionedUser } from '../src/sequencer/users/provision'

/** The part of autocannon's result the benchmarks report. */
export interface AutocannonResult {
  requests: { average: number; total: number }
  latency: { p50: number; p99: number; average: number }
  non2xx: number
  errors: number
  timeouts: number
}
export interface AutocannonRequest {
  method: string
  path: string
  body?: string
  headers?: Record<string, string>
  setupRequest?: (req: AutocannonRequest) => AutocannonRequest
  onResponse?: (status: number) => void
}
type Autocannon = (opts: {
  url: string
  connections: number
  /** Seconds; `amount` overrides it. */
  duration?: number
  /** Stop after this many requests. */
  amount?: number
  requests?: AutocannonRequest[]
}) => Promise<AutocannonResult>

/** autocannon (CommonJS, untyped), with the options the benchmarks use. */
export const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon

const b64url = (b: Buffer | Uint8Array) => Buffer.from(b).toString('base64url')
const HEADER = b64url(Buffer.from('{"alg":"EdDSA","typ":"JWT"}'))

/** A token exactly as the SDK signs it (wire-formats §5.1), signed by OpenSSL for speed. */
export function fastToken(user: ProvisionedUser, key: KeyObject, method: string, uri: string, body = ''): string {
  const iat = Math.floor(Date.now() / 1000)
  const sig = createHash('sha256').update(method + uri + body).digest('hex')
  const payload = { uid: user.userId, sid: user.sessionId, iat, exp: iat + 3600, jti: randomUUID(), sig, scp: 'FULL' }
  const input = `${HEADER}.${b64url(Buffer.from(JSON.stringify(payload)))}`
  return `${input}.${b64url(cryptoSign(null, Buffer.from(input), key))}`
}

/** The session seed as an OpenSSL key: PKCS#8 DER is a fixed 16-byte prefix and the seed. */
export function sessionKey(user: ProvisionedUser): KeyObject {
  const der = Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), Buffer.from(user.sessionSeed)])
  return createPrivateKey({ key: der, format: 'der', type: 'pkcs8' })
}

/** Spawns a process that prints its base URL as the first line of stdout. */
export function spawnServer(args: string[]): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] })
    let out = ''
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString()
      if (out.includes('\n')) resolve({ child, url: out.split('\n')[0]!.trim() })
    })
    child.on('error', reject)
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)))
  })
}

/** Resident memory of a process, in MiB. */
export function rssMiB(pid: number): number {
  const kib = Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)]).toString().trim())
  return kib / 1024
}

// USER_HZ: /proc/<pid>/stat counts CPU time in these ticks on every Linux the benchmarks run on.
const CLOCK_TICKS = 100

/**
 * CPU time (user + system) a process has used, in ms, from /proc (Linux); undefined elsewhere. Per
 * request it is a steadier figure than req/s on a shared machine, where the server may wait for
 * a core.
 */
export function cpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined || !existsSync(`/proc/${pid}/stat`)) return undefined
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS
}

/** Runs `run` and gives the CPU time process `pid` used per request it counted (`count`), when /proc tells. */
export async function withCpu<T>(pid: number | undefined, run: () => Promise<T>, count: (r: T) => number): Promise<{ result: T; cpu: number | undefined }> {
  const before = cpuMs(pid)
  const result = await run()
  const after = cpuMs(pid)
  return { result, cpu: before === undefined || after === undefined ? undefined : (after - before) / count(result) }
}

/** One request of a constant-rate run. */
export interface PlannedRequest {
  readonly method: string
  readonly path: string
  readonly headers: Record<string, string>
  readonly body?: string
}

export interface ConstantRateResult {
  /** Requests answered after the warm-up, of any status. */
  readonly completed: number
  /** Of every request, the warm-up's included. */
  readonly non2xx: number
  readonly errors: number
  /** Answered per second, from the first measured request's due time to the last answer. */
  readonly rate: number
  /** ms, each from the moment the request was due to be sent to its whole answer. */
  readonly latency: { readonly p50: number; readonly p90: number; readonly p99: number; readonly max: number }
}

/**
 * Offers `requests` at a constant `rate` over `connections` keep-alive connections, whatever the
 * server's answers (an open loop, as wrk2 does), and measures each request's latency from the time
 * it was due, not the time a free connection sent it: a server that falls behind has its queue
 * counted in full (no coordinated omission). autocannon cannot measure this way — its rate limit
 * sends each connection's share of a second as fast as it can and then waits for the next second.
 *
 * The first `warmUp` requests are offered the same way, over the same connections, and left out
 * of the figures (wrk2's calibration period): the connections' first requests and the server's
 * first seconds at this pace are not what the run measures.
 *
 * Requests are serialized before the clock starts and answers are read with a minimal HTTP/1.1
 * parser (status line, `content-length` bodies only, anything else fails the run loudly), so the
 * load generator takes as little as it can of the cores it shares with the server.
 */
export async function constantRate(o: {
  url: string
  connections: number
  rate: number
  requests: readonly PlannedRequest[]
  warmUp?: number
}): Promise<ConstantRateResult> {
  const warmUp = o.warmUp ?? 0
  const base = new URL(o.url)
  const wire = o.requests.map((r) => {
    const body = r.body === undefined ? Buffer.alloc(0) : Buffer.from(r.body)
    const headers = Object.entries({ host: base.host, ...r.headers, 'content-length': String(body.length) })
      .map(([k, v]) => `${k}: ${v}\r\n`)
      .join('')
    return Buffer.concat([Buffer.from(`${r.method} ${r.path} HTTP/1.1\r\n${headers}\r\n`), body])
  })
  const sockets = await Promise.all(
    Array.from({ length: o.connections }, () => {
      const socket = net.connect({ host: base.hostname, port: Number(base.port), noDelay: true })
      return new Promise<net.Socket>((resolve, reject) => socket.once('connect', () => resolve(socket)).once('error', reject))
    }),
  )
  const latencies: number[] = []
  let non2xx = 0
  let errors = 0
  const start = performance.now()
  const due = (i: number) => start + (i * 1000) / o.rate
  await new Promise<void>((resolve, reject) => {
    let issued = 0
    let answered = 0
    const waiting: number[] = []
    // Taken in turn, longest idle first: a connection left idle for the server's keep-alive
    // timeout (5 s in node:http) would be closed under a request.
    const idle: Connection[] = []
    interface Connection {
      socket: net.Socket
      current: number
      pending: Buffer
    }
    const dispatch = (c: Connection) => {
      const next = waiting.shift()
      if (next === undefined) {
        idle.push(c)
        return
      }
      c.current = next
      c.socket.write(wire[next]!)
    }
    const finish = (c: Connection, status: number) => {
      if (c.current >= warmUp) latencies.push(performance.now() - due(c.current))
      if (status < 200 || status > 299) non2xx++
      if (++answered === wire.length) resolve()
      else dispatch(c)
    }
    for (const socket of sockets) {
      const c: Connection = { socket, current: -1, pending: Buffer.alloc(0) }
      socket.on('data', (chunk: Buffer) => {
        c.pending = c.pending.length ? Buffer.concat([c.pending, chunk]) : chunk
        const end = c.pending.indexOf('\r\n\r\n')
        if (end < 0) return
        const head = c.pending.toString('latin1', 0, end)
        const length = /\r\ncontent-length: *(\d+)/i.exec(head)
        if (!length) return reject(new Error(`an answer without content-length: ${head.slice(0, 200)}`))
        const total = end + 4 + Number(length[1])
        if (c.pending.length < total) return
        if (c.pending.length > total) return reject(new Error('an answer the request did not ask for'))
        c.pending = Buffer.alloc(0)
        finish(c, Number(head.slice(9, 12)))
      })
      socket.on('error', () => {
        errors++
        reject(new Error('a connection failed'))
      })
      socket.on('end', () => {
        if (answered < wire.length) reject(new Error('the server closed a connection during the run'))
      })
      idle.push(c)
    }
    const tick = () => {
      const now = performance.now()
      while (issued < wire.length && due(issued) <= now) {
        waiting.push(issued++)
        const c = idle.shift()
        if (c) dispatch(c)
      }
      if (issued < wire.length) setTimeout(tick, 1)
    }
    tick()
  })
  const elapsed = (performance.now() - due(warmUp)) / 1000
  for (const socket of sockets) socket.destroy()
  latencies.sort((a, b) => a - b)
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0
  return { completed: latencies.length, non2xx, errors, rate: latencies.length / elapsed, latency: { p50: at(0.5), p90: at(0.9), p99: at(0.99), max: latencies.at(-1) ?? 0 } }
}
