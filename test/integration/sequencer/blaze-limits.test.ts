/**
 * Blaze sockets under the limits (src/sequencer/limits.ts), over real loopback sockets: a user holds
 * at most `socketsPerUser` open, the server at most `sockets`; one more opens, gets an ERROR frame
 * with code 429 and is closed with 1013 (try again later). Frames count against the user's request
 * bucket like HTTP requests.
 */
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { signAccessToken } from '../../../src/shared/auth'
import { startSequencer, type RunningSequencer } from '../../../src/sequencer/server'
import { createTestUser, type TestUser } from '../../helpers/sequencer'

let server: RunningSequencer
let dir: string
let alice: TestUser, bob: TestUser, carol: TestUser
const opened: WebSocket[] = []

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cosigner-blaze-limits-'))
  server = await startSequencer({
    dbFile: join(dir, 'sequencer.db'),
    limits: { socketsPerUser: 2, sockets: 3, requestsPerSecond: 1, requestBurst: 6 },
  })
  ;[alice, bob, carol] = (await Promise.all(
    ['Alice', 'Bob', 'Carol'].map((n) => createTestUser(server.ctx, n)),
  )) as [TestUser, TestUser, TestUser]
})

afterAll(async () => {
  for (const s of opened) s.terminate()
  await server?.close()
  rmSync(dir, { recursive: true, force: true })
})

interface Frame {
  id: string
  action: string
  error?: { code: number; description: string }
}

interface Client {
  readonly ws: WebSocket
  readonly frames: Frame[]
  readonly closed: Promise<number>
}

async function open(user: TestUser): Promise<Client> {
  const token = signAccessToken({
    userId: user.userId,
    sessionId: user.sessionId,
    sessionSeed: user.sessionSeed,
    method: 'GET',
    uri: '/',
  })
  const ws = new WebSocket(`${server.url.replace(/^http/, 'ws')}/`, 'Mixin-Blaze-1', {
    headers: { Authorization: `Bearer ${token}` },
  })
  opened.push(ws)
  const frames: Frame[] = []
  ws.on('message', (data: Buffer) =>
    frames.push(JSON.parse(gunzipSync(data).toString('utf8')) as Frame),
  )
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)))
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve())
    ws.once('error', reject)
  })
  return { ws, frames, closed }
}

/** Resolves with the socket's close code, or 0 if it is still open after `ms`. */
const closedWithin = (c: Client, ms: number) =>
  Promise.race([c.closed, new Promise<number>((r) => setTimeout(() => r(0), ms))])

describe('sockets per user and overall', () => {
  it('refuses one more with a 429 ERROR frame and close code 1013, and takes one again once a socket closes', async () => {
    const [a1, a2] = [await open(alice), await open(alice)]
    const a3 = await open(alice)
    expect(await closedWithin(a3, 2000)).toBe(1013)
    expect(a3.frames).toEqual([
      {
        id: expect.any(String),
        action: 'ERROR',
        error: { code: 429, description: 'Too many connections: at most 2 per user.' },
      },
    ])

    const b1 = await open(bob)
    const c1 = await open(carol)
    expect(await closedWithin(c1, 2000)).toBe(1013)
    expect(c1.frames[0]).toMatchObject({
      action: 'ERROR',
      error: {
        code: 429,
        description: expect.stringMatching(/Too many connections to the server/),
      },
    })
    for (const c of [a1, a2, b1]) expect(await closedWithin(c, 100)).toBe(0)

    a1.ws.close()
    await a1.closed
    await new Promise((r) => setTimeout(r, 50))
    const c2 = await open(carol)
    expect(await closedWithin(c2, 300)).toBe(0)
    for (const c of [a2, b1, c2]) c.ws.close()
    await Promise.all([a2.closed, b1.closed, c2.closed])
  })
})

describe('frames', () => {
  it('count against the request bucket: past it, a frame is answered with a 429 error', async () => {
    await new Promise((r) => setTimeout(r, 1000))
    const c = await open(bob)
    const ids: string[] = Array.from({ length: 8 }, () => {
      const id = randomUUID()
      c.ws.send(gzipSync(JSON.stringify({ id, action: 'LIST_PENDING_MESSAGES' })))
      return id
    })
    const deadline = Date.now() + 3000
    while (c.frames.filter((f) => ids.includes(f.id)).length < ids.length && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20))
    const answers = ids.map((id) => c.frames.find((f) => f.id === id))
    expect(answers.filter((f) => f?.error?.code === 429).length).toBeGreaterThan(0)
    expect(answers.filter((f) => f && !f.error).length).toBeGreaterThan(0)
    c.ws.close()
    await c.closed
  })
})
