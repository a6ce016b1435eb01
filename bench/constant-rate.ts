/**
 * Offers requests at a constant rate, whatever the server's answers (an open loop, as wrk2 does),
 * and measures each request's latency from the time it was due, not the time a free connection
 * sent it: a server that falls behind has its queue counted in full (no coordinated omission).
 * autocannon cannot measure this way — its rate limit sends each connection's share of a second as
 * fast as it can and then waits for the next second.
 *
 * The load generator runs in a process of its own (./constant-rate-child) that holds nothing but
 * the serialized requests. In the benchmark's process it stopped for full collections of the heap
 * the preparation had left behind (pauses of 11–29 ms, `node --trace-gc`, even after a forced
 * `gc()` before the clock), and every request due during such a pause was counted late, against
 * the server.
 */
import { fork } from 'node:child_process'
import { createRequire } from 'node:module'
import { fileURLToPath, pathToFileURL } from 'node:url'

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

/** What the child process is sent: every request's bytes, one after another, and where each ends. */
export interface ConstantRateJob {
  readonly url: string
  readonly connections: number
  readonly rate: number
  readonly warmUp: number
  readonly wire: Uint8Array
  readonly ends: readonly number[]
}

/** The child's one message back. */
export type ConstantRateReply = { readonly ok: true; readonly value: ConstantRateResult } | { readonly ok: false; readonly error: string }

const CHILD = fileURLToPath(new URL('./constant-rate-child.ts', import.meta.url))
const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href

/** Each request as the bytes a keep-alive HTTP/1.1 connection sends. */
export function serializeRequests(url: string, requests: readonly PlannedRequest[]): Pick<ConstantRateJob, 'wire' | 'ends'> {
  const host = new URL(url).host
  const parts = requests.map((r) => {
    const body = r.body === undefined ? Buffer.alloc(0) : Buffer.from(r.body)
    const headers = Object.entries({ host, ...r.headers, 'content-length': String(body.length) })
      .map(([k, v]) => `${k}: ${v}\r\n`)
      .join('')
    return Buffer.concat([Buffer.from(`${r.method} ${r.path} HTTP/1.1\r\n${headers}\r\n`), body])
  })
  let end = 0
  return { wire: Buffer.concat(parts), ends: parts.map((p) => (end += p.length)) }
}

/**
 * Offers `requests` at `rate` per second over `connections` keep-alive connections. The first
 * `warmUp` requests are offered the same way, over the same connections, and left out of the
 * figures (wrk2's calibration period): the connections' first requests and the server's first
 * seconds at this pace are not what the run measures.
 */
export function constantRate(o: { url: string; connections: number; rate: number; requests: readonly PlannedRequest[]; warmUp?: number }): Promise<ConstantRateResult> {
  const job: ConstantRateJob = { url: o.url, connections: o.connections, rate: o.rate, warmUp: o.warmUp ?? 0, ...serializeRequests(o.url, o.requests) }
  // Only the TypeScript loader: none of the parent's flags (a profiler's, a test runner's) belong here.
  const child = fork(CHILD, [], { execArgv: ['--import', TSX], serialization: 'advanced', stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
  return new Promise((resolve, reject) => {
    let reply: ConstantRateReply | undefined
    child.once('message', (m) => {
      reply = m as ConstantRateReply
      child.disconnect()
    })
    child.once('error', reject)
    child.once('exit', (code, signal) => {
      if (reply?.ok) resolve(reply.value)
      else reject(new Error(reply ? reply.error : `the load generator exited with ${signal ?? code} before it answered`))
    })
    child.send(job)
  })
}
