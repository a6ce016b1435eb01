/**
 * Limits per user and overall (src/sequencer/limits.ts), each answered with 429 in the service's
 * error shape: requests per second per user (a token bucket that forged tokens cannot drain), and
 * slow clients dropped once the header and request timeouts pass, on a real listener.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { ErrorCode } from '../../../../src/shared/api/error'
import { signAccessToken } from '../../../../src/shared/auth'
import { buildSequencer } from '../../../../src/sequencer/assemble'
import { startSequencer } from '../../../../src/sequencer/server'
import {
  authedRequest,
  createTestUser,
  newSequencer,
  type TestSequencer,
  type TestUser,
} from '../../../helpers/sequencer'

describe('requests per user per second', () => {
  let seq: TestSequencer
  let alice: TestUser, bob: TestUser
  beforeAll(async () => {
    seq = newSequencer({ limits: { requestsPerSecond: 1, requestBurst: 3 } })
    ;[alice, bob] = [await createTestUser(seq.ctx, 'Alice'), await createTestUser(seq.ctx, 'Bob')]
  })
  afterAll(() => seq.close())

  const me = (user: TestUser) => authedRequest(seq.app, user.keystore, 'GET', '/safe/me')
  /** A token for alice's session signed by another key. */
  const forged = () => {
    const token = signAccessToken({
      userId: alice.userId,
      sessionId: alice.sessionId,
      sessionSeed: new Uint8Array(32).fill(7),
      method: 'GET',
      uri: '/safe/me',
      nowMs: Number(seq.clock.nowNs() / 1_000_000n),
    })
    return seq.app.request('/safe/me', { headers: { authorization: `Bearer ${token}` } })
  }

  it('takes a burst, then answers 429 with the error body and Retry-After; others are not held', async () => {
    for (let i = 0; i < 3; i++) expect((await me(alice)).status).toBe(200)
    const refused = await me(alice)
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('1')
    expect(await refused.json()).toEqual({
      error: {
        status: 429,
        code: ErrorCode.TooManyRequests,
        description: expect.stringMatching(/^Too many requests: at most 1 a second/),
        extra: { retry_after: 1 },
      },
    })
    expect((await me(bob)).status).toBe(200)
    // A forged token is refused for what it is, not counted.
    expect((await forged()).status).toBe(401)
  })

  it('refills at its rate, and forged tokens do not drain it', async () => {
    await new Promise((r) => setTimeout(r, 2100))
    for (let i = 0; i < 10; i++) expect((await forged()).status).toBe(401)
    expect((await me(alice)).status).toBe(200)
    expect((await me(alice)).status).toBe(200)
  })
})

describe('the limits themselves', () => {
  it('must be positive, and the header timeout within the request timeout', () => {
    expect(() => buildSequencer({ dbFile: ':memory:', limits: { requestsPerSecond: 0 } })).toThrow(
      RangeError,
    )
    expect(() =>
      buildSequencer({
        dbFile: ':memory:',
        limits: { headersTimeoutMs: 2000, requestTimeoutMs: 1000 },
      }),
    ).toThrow(RangeError)
  })
})

describe('slow clients', () => {
  let dir: string
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'cosigner-limits-'))
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  /** Sends `head` at once, then `trickle` every 100 ms; resolves with how long until the server closed. */
  function trickle(port: number, head: string, drip: string): Promise<number> {
    return new Promise((resolve, reject) => {
      const started = performance.now()
      const socket = connect(port, '127.0.0.1', () => socket.write(head))
      const timer = setInterval(() => socket.writable && socket.write(drip), 100)
      socket.on('data', () => {})
      socket.on('error', () => {})
      socket.on('close', () => {
        clearInterval(timer)
        resolve(performance.now() - started)
      })
      setTimeout(() => {
        clearInterval(timer)
        socket.destroy()
        reject(new Error('the server kept a trickling connection for 5 s'))
      }, 5000).unref()
    })
  }

  it('are dropped once the header or the request timeout passes, quietly', async () => {
    const server = await startSequencer({
      dbFile: join(dir, 'slow.db'),
      limits: { headersTimeoutMs: 300, requestTimeoutMs: 800 },
    })
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const held = await Promise.all([
        ...Array.from({ length: 20 }, () =>
          trickle(server.port, 'GET /safe/me HTTP/1.1\r\nHost: x\r\n', 'X-Slow: 1\r\n'),
        ),
        ...Array.from({ length: 20 }, () =>
          trickle(
            server.port,
            'POST /users/fetch HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n[',
            ' ',
          ),
        ),
      ])
      expect(Math.max(...held)).toBeLessThan(3000)
      expect(logged).not.toHaveBeenCalled()
      expect((await fetch(`${server.url}/codes/${crypto.randomUUID()}`)).status).toBe(404)
    } finally {
      logged.mockRestore()
      await server.close()
    }
  })
})
