import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { constantRate, type PlannedRequest } from '../constant-rate'

let server: Server | undefined

afterEach(async () => {
  server?.closeAllConnections()
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined))
  server = undefined
})

/** A loopback server that hands every request, its body read, to `answer`; resolves to its URL. */
async function serve(
  answer: (req: IncomingMessage, body: string, res: ServerResponse) => void,
): Promise<string> {
  server = createServer((req, res) => {
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (c: string) => (body += c))
    req.on('end', () => answer(req, body, res))
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

const json = (res: ServerResponse, status: number, value: unknown) => {
  const text = JSON.stringify(value)
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
  })
  res.end(text)
}

const planned = (n: number): PlannedRequest[] =>
  Array.from({ length: n }, (_, i) => ({
    method: 'POST',
    path: `/r/${i}`,
    headers: { 'content-type': 'application/json', 'x-index': String(i) },
    body: JSON.stringify({ i }),
  }))

describe('constantRate (a load generator in its own process)', () => {
  it('sends every request once, as planned, and counts the warm-up in errors but not in the figures', async () => {
    const seen: string[] = []
    const url = await serve((req, body, res) => {
      seen.push(`${req.method} ${req.url} ${req.headers['x-index']} ${req.headers.host} ${body}`)
      json(res, req.url === '/r/1' || req.url === '/r/7' ? 409 : 200, { ok: true })
    })
    const host = new URL(url).host

    const r = await constantRate({
      url,
      connections: 3,
      rate: 500,
      requests: planned(12),
      warmUp: 4,
    })

    expect([...seen].sort()).toEqual(
      Array.from({ length: 12 }, (_, i) => `POST /r/${i} ${i} ${host} {"i":${i}}`).sort(),
    )
    expect(r.completed).toBe(8)
    expect(r.non2xx).toBe(2)
    expect(r.errors).toBe(0)
    expect(r.latency.p50).toBeLessThanOrEqual(r.latency.p90)
    expect(r.latency.p90).toBeLessThanOrEqual(r.latency.p99)
    expect(r.latency.p99).toBeLessThanOrEqual(r.latency.max)
  })

  it('counts the requests queued behind a slow answer from the time each was due (no coordinated omission)', async () => {
    // One connection, a request every 10 ms, and request 10 held for 300 ms: requests 11 to 25
    // fall due while it is held and wait at least 150 ms each. A generator that timed from the
    // send would see one slow request of 40 and a p90 of a few ms.
    const url = await serve((req, _body, res) => {
      if (req.url === '/r/10') setTimeout(() => json(res, 200, {}), 300)
      else json(res, 200, {})
    })

    const r = await constantRate({ url, connections: 1, rate: 100, requests: planned(40) })

    expect(r.completed).toBe(40)
    expect(r.latency.max).toBeGreaterThanOrEqual(300)
    expect(r.latency.p90).toBeGreaterThanOrEqual(150)
  })

  it('fails loudly on an answer it cannot frame, and its process exits', async () => {
    const url = await serve((_req, _body, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' })
      res.end('chunked, no content-length')
    })

    await expect(
      constantRate({ url, connections: 2, rate: 200, requests: planned(4) }),
    ).rejects.toThrow(/an answer without content-length/)
  })

  it('fails when the server closes a connection during the run', async () => {
    const url = await serve((req, _body, res) => {
      if (req.url === '/r/2') req.socket.end()
      else json(res, 200, {})
    })

    await expect(
      constantRate({ url, connections: 1, rate: 200, requests: planned(5) }),
    ).rejects.toThrow(/closed a connection/)
  })

  it('fails when nothing listens at the URL', async () => {
    const url = await serve(() => undefined)
    server!.close()

    await expect(
      constantRate({ url, connections: 1, rate: 100, requests: planned(1) }),
    ).rejects.toThrow(/ECONNREFUSED/)
  })
})
