import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import * as ed from '@noble/ed25519'
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js'
import { base64UrlEncode, signAccessToken } from '../../../../src/shared/auth'
import { ApiErrorBody } from '../../../../src/shared/api/common'
import { createApp } from '../../../../src/sequencer/http/app'
import { ApiError } from '../../../../src/sequencer/http/errors'
import { DatabaseClosed } from '../../../../src/sequencer/db/group-commit'
import {
  authedRequest,
  createTestUser,
  dataOf,
  newSequencer,
  type TestSequencer,
  type TestUser,
} from '../../../helpers/sequencer'

let seq: TestSequencer
let alice: TestUser
let bob: TestUser
beforeEach(async () => {
  seq = newSequencer({ bodyLimit: 4096 })
  alice = await createTestUser(seq.ctx, 'Alice', { register: true })
  bob = await createTestUser(seq.ctx, 'Bob')
})
afterEach(() => seq.close())

const nowMs = () => Number(seq.clock.nowNs() / 1_000_000n)

async function expectError(res: Response, status: number, code: number, description?: RegExp) {
  expect(res.status).toBe(status)
  expect(res.headers.get('content-type')).toMatch(/application\/json/)
  const error = ApiErrorBody.parse(await res.json()).error
  expect(error).toMatchObject({ status, code })
  if (description) expect(error.description).toMatch(description)
  return error
}

function tokenFor(
  user: TestUser,
  method: string,
  uri: string,
  body = '',
  o: { sessionSeed?: Uint8Array; nowMs?: number } = {},
) {
  return signAccessToken({
    userId: user.userId,
    sessionId: user.sessionId,
    sessionSeed: o.sessionSeed ?? hexToBytes(user.keystore.session_private_key),
    method,
    uri,
    body,
    nowMs: o.nowMs ?? nowMs(),
  })
}

const withToken = (path: string, token: string, init: RequestInit = {}) =>
  seq.app.request(path, {
    ...init,
    headers: { authorization: `Bearer ${token}`, ...(init.headers as Record<string, string>) },
  })

describe('routing and bodies', () => {
  it('answers an unknown route or method with 404 in the error shape', async () => {
    await expectError(await seq.app.request('/nowhere'), 404, 404, /endpoint is not found/)
    await expectError(await seq.app.request('/safe/me', { method: 'DELETE' }), 404, 404)
  })

  it('answers malformed JSON with 400', async () => {
    await expectError(
      await authedRequest(seq.app, alice.keystore, 'POST', '/users/fetch', '[1,'),
      400,
      400,
    )
    await expectError(
      await authedRequest(seq.app, alice.keystore, 'POST', '/users/fetch', ''),
      400,
      400,
    )
  })

  it('answers invalid UTF-8 with 400', async () => {
    const bytes = new Uint8Array([0x5b, 0xff, 0x5d])
    const token = signAccessToken({
      userId: alice.userId,
      sessionId: alice.sessionId,
      sessionSeed: alice.sessionSeed,
      method: 'POST',
      uri: '/users/fetch',
      body: bytes,
      nowMs: nowMs(),
    })
    await expectError(
      await withToken('/users/fetch', token, { method: 'POST', body: bytes }),
      400,
      400,
    )
  })

  it('answers a schema violation with 10002 naming the field', async () => {
    const error = await expectError(
      await authedRequest(seq.app, alice.keystore, 'POST', '/safe/users', { public_key: 5 }),
      400,
      10002,
    )
    expect(error.extra).toMatchObject({ field: 'public_key' })
    expect(error.description).toContain('public_key')
  })

  it('answers a body over the limit with 413, whether or not its length is declared', async () => {
    const big = JSON.stringify(['x'.repeat(5000)])
    await expectError(
      await authedRequest(seq.app, alice.keystore, 'POST', '/users/fetch', big),
      413,
      413,
    )
    const stream = new ReadableStream<Uint8Array>({
      start(c) {
        for (let i = 0; i < 10; i++) c.enqueue(new Uint8Array(1000).fill(0x20))
        c.close()
      },
    })
    const req = new Request('http://localhost/users/fetch', {
      method: 'POST',
      body: stream,
      duplex: 'half',
    } as RequestInit)
    expect(req.headers.get('content-length')).toBeNull()
    await expectError(await seq.app.request(req), 413, 413)
  })

  it('turns an unexpected exception into a bare 500, and passes ApiErrors through', async () => {
    const app = createApp(seq.ctx, [
      (a) => {
        a.get('/boom', () => {
          throw new Error('secret detail')
        })
        a.get('/teapot', () => {
          throw new ApiError(409, 409, 'Already there.')
        })
      },
    ])
    const quiet = console.error
    console.error = () => {}
    try {
      const error = await expectError(await app.request('/boom'), 500, 500)
      expect(error.description).not.toContain('secret')
    } finally {
      console.error = quiet
    }
    await expectError(await app.request('/teapot'), 409, 409, /Already there/)
  })

  it('answers work the closing database refused with 500 saying the service is shutting down, reporting no fault', async () => {
    const app = createApp(seq.ctx, [
      (a) => {
        a.get('/late', () => {
          throw new DatabaseClosed()
        })
      },
    ])
    const reported: unknown[] = []
    const quiet = console.error
    console.error = (...args: unknown[]) => void reported.push(args)
    try {
      await expectError(await app.request('/late'), 500, 500, /^The service is shutting down\.$/)
    } finally {
      console.error = quiet
    }
    expect(reported).toEqual([])
  })
})

describe('access tokens', () => {
  it('accepts a token for exactly this method, path with query, and body', async () => {
    const me = await dataOf<{ user_id: string }>(
      await authedRequest(seq.app, alice.keystore, 'GET', '/safe/me?lang=en'),
    )
    expect(me.user_id).toBe(alice.userId)
  })

  it('refuses a missing or non-Bearer header', async () => {
    await expectError(await seq.app.request('/safe/me'), 401, 401, /Missing bearer token/)
    await expectError(
      await seq.app.request('/safe/me', { headers: { authorization: 'Basic abc' } }),
      401,
      401,
    )
    await expectError(
      await seq.app.request('/safe/me', { headers: { authorization: 'Bearer' } }),
      401,
      401,
    )
  })

  it('refuses malformed tokens and other algorithms', async () => {
    await expectError(await withToken('/safe/me', 'abc'), 401, 401, /malformed/)
    await expectError(await withToken('/safe/me', 'a.b.c'), 401, 401, /malformed/)
    const real = tokenFor(alice, 'GET', '/safe/me').split('.')
    const none = base64UrlEncode(new TextEncoder().encode('{"alg":"none","typ":"JWT"}'))
    await expectError(
      await withToken('/safe/me', `${none}.${real[1]}.${real[2]}`),
      401,
      401,
      /EdDSA/,
    )
  })

  it('refuses an expired token and one issued in the future', async () => {
    await expectError(
      await authedRequest(seq.app, alice.keystore, 'GET', '/safe/me', undefined, {
        nowMs: nowMs() - 2 * 3600_000,
      }),
      401,
      401,
      /expired/,
    )
    await expectError(
      await authedRequest(seq.app, alice.keystore, 'GET', '/safe/me', undefined, {
        nowMs: nowMs() + 600_000,
      }),
      401,
      401,
      /future/,
    )
  })

  it('refuses a token signed by another key, for an unknown session, or naming another user', async () => {
    const forged = tokenFor(alice, 'GET', '/safe/me', '', {
      sessionSeed: ed.utils.randomSecretKey(),
    })
    await expectError(await withToken('/safe/me', forged), 401, 401, /signature is invalid/)
    const ghost = { ...alice.keystore, session_id: 'a0000000-0000-4000-8000-000000000001' }
    await expectError(
      await authedRequest(seq.app, ghost, 'GET', '/safe/me'),
      401,
      401,
      /Unknown session/,
    )
    const mixed = { ...alice.keystore, app_id: bob.userId }
    await expectError(
      await authedRequest(seq.app, mixed, 'GET', '/safe/me'),
      401,
      401,
      /Unknown session/,
    )
  })

  it('refuses a token signed for another path, query, method or body', async () => {
    await expectError(
      await withToken('/safe/me', tokenFor(alice, 'GET', '/me')),
      401,
      401,
      /another request/,
    )
    await expectError(
      await withToken('/safe/me?a=1', tokenFor(alice, 'GET', '/safe/me')),
      401,
      401,
      /another request/,
    )
    await expectError(
      await withToken('/users/fetch', tokenFor(alice, 'GET', '/users/fetch', '[]'), {
        method: 'POST',
        body: '[]',
      }),
      401,
      401,
    )
    const res = await authedRequest(seq.app, alice.keystore, 'POST', '/users/fetch', [bob.userId], {
      signedBody: '[]',
    })
    await expectError(res, 401, 401, /another request/)
  })

  it('refuses a replayed token, and forgets token ids once they have expired', async () => {
    const requestId = 'c0000000-0000-4000-8000-000000000001'
    expect(
      (await authedRequest(seq.app, alice.keystore, 'GET', '/safe/me', undefined, { requestId }))
        .status,
    ).toBe(200)
    await expectError(
      await authedRequest(seq.app, alice.keystore, 'GET', '/safe/me', undefined, { requestId }),
      401,
      401,
      /already used/,
    )
    const count = () =>
      (seq.ctx.db.prepare('SELECT COUNT(*) AS n FROM used_tokens').get() as { n: number }).n
    expect(count()).toBeGreaterThan(0)
    seq.clock.advanceMs(2 * 3600_000)
    expect((await authedRequest(seq.app, alice.keystore, 'GET', '/safe/me')).status).toBe(200)
    expect(count()).toBe(1)
    expect(
      seq.ctx.db.prepare('SELECT jti FROM used_tokens WHERE jti = ?').get(requestId),
    ).toBeUndefined()
  })

  it('keeps the secret key material out of every response', async () => {
    const res = await authedRequest(seq.app, alice.keystore, 'GET', '/safe/me')
    const text = await res.text()
    for (const secret of [alice.keystore.session_private_key, alice.keystore.spend_private_key])
      expect(text).not.toContain(secret)
    const view = seq.ctx.db
      .prepare('SELECT view_private_key FROM users WHERE user_id = ?')
      .get(alice.userId) as { view_private_key: Buffer }
    expect(text).not.toContain(bytesToHex(view.view_private_key))
    expect(text).not.toContain(base64UrlEncode(view.view_private_key))
  })
})
