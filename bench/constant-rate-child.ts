/**
 * The load generator of ./constant-rate, in its own process: it is sent one job, opens its
 * connections, collects its garbage, and waits for the word to go; then it offers the requests,
 * answers with the figures and exits when the parent lets go.
 *
 * Answers are read with a minimal HTTP/1.1 parser (status line, `content-length` bodies only,
 * anything else fails the run loudly), so the load generator takes as little as it can of the
 * cores it shares with the server.
 */
import net from 'node:net'
import type {
  ConstantRateJob,
  ConstantRateResult,
  FromLoadGenerator,
  ToLoadGenerator,
} from './constant-rate'

interface Connection {
  readonly socket: net.Socket
  current: number
  pending: Buffer
}

async function run(job: ConstantRateJob): Promise<ConstantRateResult> {
  const all = Buffer.from(job.wire.buffer, job.wire.byteOffset, job.wire.byteLength)
  const wire = job.ends.map((end, i) => all.subarray(i === 0 ? 0 : job.ends[i - 1], end))
  const base = new URL(job.url)
  const sockets = Array.from({ length: job.connections }, () =>
    net.connect({ host: base.hostname, port: Number(base.port), noDelay: true }),
  )
  try {
    await Promise.all(
      sockets.map(
        (socket) =>
          new Promise((resolve, reject) => socket.once('connect', resolve).once('error', reject)),
      ),
    )
    ;(globalThis as { gc?: () => void }).gc?.()
    send({ kind: 'connected' })
    await go
    return await offer(job, wire, sockets)
  } finally {
    // Also after a failed run: with a connection left open, the process would not exit.
    for (const socket of sockets) socket.destroy()
  }
}

async function offer(
  job: ConstantRateJob,
  wire: readonly Buffer[],
  sockets: readonly net.Socket[],
): Promise<ConstantRateResult> {
  const latencies = new Float64Array(wire.length - job.warmUp)
  let measured = 0
  let non2xx = 0
  let errors = 0
  const start = performance.now()
  const due = (i: number) => start + (i * 1000) / job.rate
  await new Promise<void>((resolve, reject) => {
    let issued = 0
    let answered = 0
    const waiting: number[] = []
    // Taken in turn, longest idle first: a connection left idle for the server's keep-alive
    // timeout (5 s in node:http) would be closed under a request.
    const idle: Connection[] = []
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
      if (c.current >= job.warmUp) latencies[measured++] = performance.now() - due(c.current)
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
        if (!length)
          return reject(new Error(`an answer without content-length: ${head.slice(0, 200)}`))
        const total = end + 4 + Number(length[1])
        if (c.pending.length < total) return
        if (c.pending.length > total)
          return reject(new Error('an answer the request did not ask for'))
        c.pending = Buffer.alloc(0)
        finish(c, Number(head.slice(9, 12)))
      })
      socket.on('error', () => {
        errors++
        reject(new Error('a connection failed'))
      })
      socket.on('end', () => {
        if (answered < wire.length)
          reject(new Error('the server closed a connection during the run'))
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
  const elapsed = (performance.now() - due(job.warmUp)) / 1000
  latencies.sort()
  const at = (q: number) => latencies[Math.min(measured - 1, Math.floor(q * measured))] ?? 0
  return {
    completed: measured,
    non2xx,
    errors,
    rate: measured / elapsed,
    latency: { p50: at(0.5), p90: at(0.9), p99: at(0.99), max: latencies[measured - 1] ?? 0 },
  }
}

const send = (m: FromLoadGenerator) => process.send!(m)
let start: () => void
const go = new Promise<void>((resolve) => (start = resolve))

process.on('message', (m: ToLoadGenerator) => {
  if (m.kind === 'go') return start()
  run(m.job).then(
    (value) => send({ kind: 'done', ok: true, value }),
    (e: unknown) =>
      send({ kind: 'done', ok: false, error: e instanceof Error ? e.message : String(e) }),
  )
})
