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
  readonly latency: {
    readonly p50: number
    readonly p90: number
    readonly p99: number
    readonly max: number
  }
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

/** The parent's messages: the job, then the word to start the clock once every connection is open. */
export type ToLoadGenerator =
  { readonly kind: 'job'; readonly job: ConstantRateJob } | { readonly kind: 'go' }

/** The child's messages: its connections are open, then the figures or why there are none. */
export type FromLoadGenerator =
  | { readonly kind: 'connected' }
  | { readonly kind: 'done'; readonly ok: true; readonly value: ConstantRateResult }
  | { readonly kind: 'done'; readonly ok: false; readonly error: string }

const CHILD = fileURLToPath(new URL('./constant-rate-child.ts', import.meta.url))
const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href

/** Each request as the bytes a keep-alive HTTP/1.1 connection sends. */
export function serializeRequests(
  url: string,
  requests: readonly PlannedRequest[],
): Pick<ConstantRateJob, 'wire' | 'ends'> {
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
export function constantRate(o: {
  url: string
  connections: number
  rate: number
  requests: readonly PlannedRequest[]
  warmUp?: number
}): Promise<ConstantRateResult> {
  const job: ConstantRateJob = {
    url: o.url,
    connections: o.connections,
    rate: o.rate,
    warmUp: o.warmUp ?? 0,
    ...serializeRequests(o.url, o.requests),
  }
  // Only the TypeScript loader and `gc`: none of the parent's flags (a profiler's, a test
  // runner's) belong here.
  const child = fork(CHILD, [], {
    execArgv: ['--import', TSX, '--expose-gc'],
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const send = (m: ToLoadGenerator) => child.send(m)
  return new Promise((resolve, reject) => {
    let done: Extract<FromLoadGenerator, { kind: 'done' }> | undefined
    child.on('message', (m: FromLoadGenerator) => {
      if (m.kind === 'connected') {
        // This process sits idle through the run, so a collection now is its last until the run
        // ends: with `npm run bench`'s flags (bench/index.ts) it has `gc` and no memory reducer to
        // start one later. Its garbage (the requests just serialized, the preparation's) would
        // otherwise be collected on a core the server needs.
        ;(globalThis as { gc?: () => void }).gc?.()
        send({ kind: 'go' })
        return
      }
      done = m
      child.disconnect()
    })
    child.once('error', reject)
    child.once('exit', (code, signal) => {
      if (done?.ok) resolve(done.value)
      else
        reject(
          new Error(
            done && !done.ok
              ? done.error
              : `the load generator exited with ${signal ?? code} before it answered`,
          ),
        )
    })
    send({ kind: 'job', job })
  })
}
