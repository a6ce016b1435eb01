import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { signAccessToken, verifyAccessToken } from '../../../../../src/shared/auth'
import { publicKeyOf } from '../../../../../src/shared/auth/ed25519'
import {
  createApiClient,
  isApiClientError,
  type ApiClientError,
  type RequestSigner,
} from '../../../../../src/main/core/client'

const seed = new Uint8Array(32).fill(0x11)
const userId = 'a1b2c3d4-0000-4000-8000-000000000001'
const sessionId = 'a1b2c3d4-0000-4000-8000-000000000002'
const signer: RequestSigner = async ({ method, uri, body }) => {
  const requestId = crypto.randomUUID()
  return {
    token: signAccessToken({ userId, sessionId, sessionSeed: seed, method, uri, body, requestId }),
    requestId,
  }
}

const Thing = z.object({ name: z.string(), n: z.number() })
const hits = new Map<string, number>()
let server: Server
let base: string

function body(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => resolve(Buffer.concat(chunks)))
  })
}

function json(res: ServerResponse, status: number, value: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' })
  res.end(JSON.stringify(value))
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  const path = new URL(req.url!, 'http://x').pathname
  const n = (hits.get(path) ?? 0) + 1
  hits.set(path, n)
  const raw = await body(req)
  switch (path) {
    case '/ok':
      return json(res, 200, { data: { name: 'a', n: 1, extra: true } })
    case '/mixin-error':
      return json(res, 202, {
        error: { status: 202, code: 20116, description: 'The group chat is full.' },
      })
    case '/unauthorized':
      return json(res, 401, {
        error: { status: 401, code: 401, description: 'Unauthorized, maybe invalid token.' },
      })
    case '/invalid-field':
      return json(res, 400, {
        error: { status: 400, code: 10002, description: 'invalid field', extra: { field: 'raw' } },
      })
    case '/not-json':
      res.writeHead(200, { 'content-type': 'text/plain' })
      return res.end('hello')
    case '/no-data':
      return json(res, 200, { result: 1 })
    case '/schema':
      return json(res, 200, { data: { name: 7, n: 'x' } })
    case '/html-502':
      res.writeHead(502, { 'content-type': 'text/html' })
      return res.end('<html>bad gateway</html>')
    case '/flaky':
      return n < 3
        ? json(res, 503, {
            error: { status: 500, code: 500, description: 'Internal Server Error' },
          })
        : json(res, 200, { data: { name: 'b', n } })
    case '/rate':
      return n < 2
        ? json(res, 429, { error: { status: 429, code: 429, description: 'Too many requests' } })
        : json(res, 200, { data: { name: 'r', n } })
    case '/rate-after':
      if (n < 2) {
        res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '2' })
        return res.end(
          JSON.stringify({ error: { status: 429, code: 429, description: 'Too many requests' } }),
        )
      }
      return json(res, 200, { data: { name: 'r', n } })
    case '/rate-far':
      res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '120' })
      return res.end(
        JSON.stringify({ error: { status: 429, code: 429, description: 'Too many requests' } }),
      )
    case '/rate-mixin':
      // The official service: HTTP 202, the 429 in the body, no header.
      return n < 2
        ? json(res, 202, { error: { status: 202, code: 429, description: 'Too many requests' } })
        : json(res, 200, { data: { name: 'm', n } })
    case '/empty':
      res.writeHead(200)
      return res.end()
    case '/hang':
      return // never answers
    case '/slow-body':
      res.writeHead(200, { 'content-type': 'application/json' })
      res.write('{"data":')
      return // the rest never comes
    case '/reset':
      return req.socket.destroy()
    case '/big':
      res.writeHead(200, { 'content-type': 'application/json' })
      return res.end(JSON.stringify({ data: { name: 'x'.repeat(5000), n: 1 } }))
    case '/redirect':
      res.writeHead(302, { location: '/ok' })
      return res.end()
    case '/auth': {
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? ''
      try {
        const claims = verifyAccessToken(token, {
          method: req.method!,
          uri: req.url!,
          body: new Uint8Array(raw),
          sessionPublicKey: publicKeyOf(seed),
        })
        return json(res, 200, {
          data: {
            jti: claims.jti,
            requestId: req.headers['x-request-id'],
            body: raw.toString('utf8'),
            uri: req.url,
          },
        })
      } catch (e) {
        return json(res, 401, {
          error: { status: 401, code: 401, description: (e as Error).message },
        })
      }
    }
    default:
      return json(res, 404, {
        error: { status: 404, code: 404, description: 'The endpoint is not found.' },
      })
  }
}

beforeAll(async () => {
  server = createServer((req, res) => void handle(req, res))
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((r) => server.close(r))
})
beforeEach(() => hits.clear())

const client = (o: Partial<Parameters<typeof createApiClient>[0]> = {}) =>
  createApiClient({
    baseUrl: base,
    signer,
    timeoutMs: 300,
    retry: { attempts: 3, baseDelayMs: 5, maxDelayMs: 20 },
    ...o,
  })

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r))
  const port = (probe.address() as AddressInfo).port
  await new Promise((r) => probe.close(r))
  return port
}

async function failure(p: Promise<unknown>): Promise<ApiClientError> {
  try {
    await p
  } catch (e) {
    if (isApiClientError(e)) return e
    throw e
  }
  throw new Error('expected a failure')
}

describe('responses and the error body', () => {
  it('parses data with the schema and drops unknown fields', async () => {
    await expect(client().call('GET', '/ok', Thing)).resolves.toEqual({ name: 'a', n: 1 })
  })

  it('maps an HTTP 202 error body by its Mixin code', async () => {
    const e = await failure(client().call('POST', '/mixin-error', Thing, { body: {} }))
    expect([e.code, e.status, e.mixinCode, e.description]).toEqual([
      'rejected',
      202,
      20116,
      'The group chat is full.',
    ])
  })

  it('maps 401, and 10002 with its extra', async () => {
    expect((await failure(client().call('GET', '/unauthorized', Thing))).code).toBe('unauthorized')
    const e = await failure(client().call('POST', '/invalid-field', Thing, { body: { raw: '00' } }))
    expect([e.code, e.mixinCode, e.extra]).toEqual(['invalid-field', 10002, { field: 'raw' }])
    expect(hits.get('/unauthorized')).toBe(1)
  })

  it('a body that is not JSON, has no data, or misses the schema is invalid-response, never a crash', async () => {
    expect((await failure(client().call('GET', '/not-json', Thing))).code).toBe('invalid-response')
    expect((await failure(client().call('GET', '/no-data', Thing))).code).toBe('invalid-response')
    const e = await failure(client().call('GET', '/schema', Thing))
    expect(e.code).toBe('invalid-response')
    expect(e.description).toMatch(/data\.name/)
  })

  it('an HTML 502 is a server error (retried, then reported)', async () => {
    const e = await failure(client().call('GET', '/html-502', Thing))
    expect([e.code, e.status, e.attempts]).toEqual(['server-error', 502, 3])
    expect(hits.get('/html-502')).toBe(3)
  })

  it('refuses responses over the size cap and redirects', async () => {
    expect(
      (await failure(client({ maxResponseBytes: 1000 }).call('GET', '/big', Thing))).code,
    ).toBe('invalid-response')
    const e = await failure(client().call('GET', '/redirect', Thing))
    expect(e.code).toBe('invalid-response')
    expect(e.description).toMatch(/redirect/)
  })
})

describe('signing', () => {
  it('signs the exact bytes sent, with X-Request-Id equal to the jti, fresh per call', async () => {
    const c = client()
    const Echo = z.object({
      jti: z.string(),
      requestId: z.string(),
      body: z.string(),
      uri: z.string(),
    })
    const a = await c.call('POST', '/auth', Echo, {
      body: { b: 'é ✓', a: [1, 2] },
      query: { x: 'a b', y: 2 },
    })
    expect(a.body).toBe('{"b":"é ✓","a":[1,2]}')
    expect(a.uri).toBe('/auth?x=a+b&y=2')
    expect(a.requestId).toBe(a.jti)
    const b = await c.call('POST', '/auth', Echo)
    expect(b.body).toBe('')
    expect(b.jti).not.toBe(a.jti)
  })

  it('public calls carry no token', async () => {
    const e = await failure(
      createApiClient({ baseUrl: base }).call('GET', '/auth', Thing, { auth: false }),
    )
    expect(e.code).toBe('unauthorized')
    await expect(createApiClient({ baseUrl: base }).call('GET', '/auth', Thing)).rejects.toThrow(
      TypeError,
    )
  })
})

describe('retries', () => {
  it('retries a GET on 5xx and 429 with a fresh token each time', async () => {
    await expect(client().call('GET', '/flaky', Thing)).resolves.toEqual({ name: 'b', n: 3 })
    await expect(
      client({ sleep: async () => undefined }).call('GET', '/rate', Thing),
    ).resolves.toEqual({ name: 'r', n: 2 })
  })

  it('waits out a 429 as long as the service asks (Retry-After), a POST too, since nothing was done', async () => {
    const waits: number[] = []
    const sleep = async (ms: number) => void waits.push(ms)
    await expect(client({ sleep }).call('GET', '/rate-after', Thing)).resolves.toEqual({
      name: 'r',
      n: 2,
    })
    hits.clear()
    await expect(
      client({ sleep }).call('POST', '/rate-after', Thing, { body: {} }),
    ).resolves.toEqual({ name: 'r', n: 2 })
    expect(waits).toEqual([2000, 2000])
  })

  it('waits at least a second after Mixin’s 429 in a body, which names no time', async () => {
    const waits: number[] = []
    await expect(
      client({ sleep: async (ms) => void waits.push(ms) }).call('GET', '/rate-mixin', Thing),
    ).resolves.toEqual({ name: 'm', n: 2 })
    expect(waits).toEqual([1000])
  })

  it('does not wait out a long Retry-After: it says when to try again', async () => {
    const waits: number[] = []
    const e = await failure(
      client({ sleep: async (ms) => void waits.push(ms) }).call('GET', '/rate-far', Thing),
    )
    expect([e.code, e.retryAfterMs, e.attempts, waits]).toEqual(['rate-limited', 120_000, 1, []])
  })

  it('takes an empty answer where nothing is expected, and refuses it where something is', async () => {
    await expect(
      client().call('POST', '/empty', z.unknown(), { body: [] }),
    ).resolves.toBeUndefined()
    expect((await failure(client().call('GET', '/empty', Thing))).description).toBe(
      'the response has no "data"',
    )
  })

  it('never retries a POST that reached the service', async () => {
    const e = await failure(client().call('POST', '/flaky', Thing, { body: {} }))
    expect([e.code, e.attempts]).toEqual(['server-error', 1])
    expect(hits.get('/flaky')).toBe(1)
    const r = await failure(client().call('POST', '/reset', Thing, { body: {} }))
    expect([r.code, r.attempts]).toEqual(['network', 1])
    expect(hits.get('/reset')).toBe(1)
  })

  it('retries a GET whose connection broke', async () => {
    const e = await failure(client().call('GET', '/reset', Thing))
    expect([e.code, e.attempts]).toEqual(['network', 3])
    expect(hits.get('/reset')).toBe(3)
  })

  it('retries a POST refused before it was sent, once the service is up', async () => {
    const port = await closedPort()
    const late = createServer((req, res) => void handle(req, res))
    let started = false
    const c = createApiClient({
      baseUrl: `http://127.0.0.1:${port}`,
      signer,
      retry: { attempts: 4, baseDelayMs: 10, maxDelayMs: 10 },
      sleep: async (ms) => {
        if (!started) {
          started = true
          await new Promise<void>((r) => late.listen(port, '127.0.0.1', r))
        }
        await new Promise((r) => setTimeout(r, ms))
      },
    })
    try {
      await expect(c.call('POST', '/ok', Thing, { body: {} })).resolves.toEqual({ name: 'a', n: 1 })
      expect(started).toBe(true)
    } finally {
      late.closeAllConnections()
      await new Promise((r) => late.close(r))
    }
  })

  it('reports a refused connection as network after the attempts', async () => {
    const e = await failure(
      createApiClient({
        baseUrl: `http://127.0.0.1:${await closedPort()}`,
        signer,
        retry: { attempts: 2, baseDelayMs: 1 },
      }).call('POST', '/ok', Thing, { body: {} }),
    )
    expect([e.code, e.attempts, e.status]).toEqual(['network', 2, 0])
    expect(e.description).toMatch(/ECONNREFUSED/)
  })
})

describe('timeouts and cancellation', () => {
  it('times out a GET per attempt and retries it', async () => {
    const started = Date.now()
    const e = await failure(client({ timeoutMs: 100 }).call('GET', '/hang', Thing))
    expect([e.code, e.attempts]).toEqual(['timeout', 3])
    expect(hits.get('/hang')).toBe(3)
    expect(Date.now() - started).toBeGreaterThanOrEqual(300)
  })

  it('times out a POST once, without retrying', async () => {
    const e = await failure(client({ timeoutMs: 100 }).call('POST', '/hang', Thing, { body: {} }))
    expect([e.code, e.attempts]).toEqual(['timeout', 1])
    expect(hits.get('/hang')).toBe(1)
  })

  it('times out a body that stops half-way', async () => {
    const e = await failure(
      client({ timeoutMs: 100, retry: { attempts: 1 } }).call('GET', '/slow-body', Thing),
    )
    expect(e.code).toBe('timeout')
  })

  it('stops when the caller aborts', async () => {
    const ctrl = new AbortController()
    setTimeout(() => ctrl.abort(), 30)
    const e = await failure(
      client({ timeoutMs: 5000 }).call('GET', '/hang', Thing, { signal: ctrl.signal }),
    )
    expect([e.code, e.attempts]).toEqual(['aborted', 1])
  })
})

describe('targets', () => {
  it('refuses a path fetch would rewrite, and a path with a query', async () => {
    await expect(client().call('GET', '/a/../ok', Thing)).rejects.toThrow(TypeError)
    await expect(client().call('GET', '/ok?x=1', Thing)).rejects.toThrow(TypeError)
  })

  it('reads the base URL on every call', async () => {
    let url = `http://127.0.0.1:${await closedPort()}`
    const c = createApiClient({ baseUrl: () => url, signer, retry: { attempts: 1 } })
    expect((await failure(c.call('GET', '/ok', Thing))).code).toBe('network')
    url = `${base}/`
    await expect(c.call('GET', '/ok', Thing)).resolves.toEqual({ name: 'a', n: 1 })
  })
})
