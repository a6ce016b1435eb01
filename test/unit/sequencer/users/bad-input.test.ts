/**
 * Hostile and malformed input against every endpoint of the users/registration/codes feature:
 * each must answer with the right status and code and leave the database exactly as it was
 * (a dump of every table before and after). Only `used_tokens` may change, and only when the
 * token itself was valid: accepting a token consumes it, whatever the body turns out to be.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as ed from '@noble/ed25519'
import { buildRegistration, signAccessToken } from '../../../../src/shared/auth'
import { ApiErrorBody } from '../../../../src/shared/api/common'
import { serverPublicKey } from '../../../../src/sequencer/server-key'
import {
  createTestUser,
  dumpTables,
  installTipKey,
  newSequencer,
  type TestSequencer,
  type TestUser,
} from '../../../helpers/sequencer'

let seq: TestSequencer
let alice: TestUser
let bob: TestUser
/** Unregistered, with a TIP key: its registration bodies reach the checks of their fields. */
let carol: TestUser
beforeAll(async () => {
  seq = newSequencer()
  alice = await createTestUser(seq.ctx, 'Alice', { register: true })
  bob = await createTestUser(seq.ctx, 'Bob')
  carol = await createTestUser(seq.ctx, 'Carol')
  installTipKey(seq.ctx, carol)
})
afterAll(() => seq.close())

const nowMs = () => Number(seq.clock.nowNs() / 1_000_000n)

interface Endpoint {
  readonly method: 'GET' | 'POST'
  readonly path: () => string
  /** A body the endpoint accepts (POST only). */
  readonly body?: () => string
  /** The path with this id in place of the endpoint's UUID parameter. */
  readonly withId?: (id: string) => string
  readonly authed: boolean
}

const registration = (user: TestUser) =>
  JSON.stringify(
    buildRegistration({
      userId: user.userId,
      spendSeed: user.spendSeed,
      sessionSeed: user.sessionSeed,
      serverPublicKey: serverPublicKey(seq.ctx.db),
      iterator: seq.clock.nowNs(),
    }),
  )

const ENDPOINTS: Record<string, Endpoint> = {
  'GET /me': { method: 'GET', path: () => '/me', authed: true },
  'GET /safe/me': { method: 'GET', path: () => '/safe/me', authed: true },
  'GET /users/:id': {
    method: 'GET',
    path: () => `/users/${bob.userId}`,
    withId: (id) => `/users/${id}`,
    authed: true,
  },
  'POST /users/fetch': {
    method: 'POST',
    path: () => '/users/fetch',
    body: () => JSON.stringify([bob.userId]),
    authed: true,
  },
  'POST /safe/users': {
    method: 'POST',
    path: () => '/safe/users',
    body: () => registration(alice),
    authed: true,
  },
  'GET /codes/:id': {
    method: 'GET',
    path: () => `/codes/${bob.codeId}`,
    withId: (id) => `/codes/${id}`,
    authed: false,
  },
}

function token(
  user: TestUser,
  method: string,
  uri: string,
  body: string,
  o: { nowMs?: number; seed?: Uint8Array; jti?: string } = {},
) {
  return signAccessToken({
    userId: user.userId,
    sessionId: user.sessionId,
    sessionSeed: o.seed ?? user.sessionSeed,
    method,
    uri,
    body,
    nowMs: o.nowMs ?? nowMs(),
    ...(o.jti ? { requestId: o.jti } : {}),
  })
}

function send(method: string, path: string, body: string | undefined, authorization?: string) {
  return seq.app.request(path, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(authorization !== undefined ? { authorization } : {}),
    },
    ...(body !== undefined ? { body } : {}),
  })
}

async function expectRefused(res: Response, status: number, code: number, field?: string) {
  const json: unknown = await res.json()
  expect({ status: res.status, body: json }).toMatchObject({
    status,
    body: { error: { status, code } },
  })
  const error = ApiErrorBody.parse(json).error
  if (field !== undefined) expect(error.extra).toMatchObject({ field })
}

/** Runs `act` and checks the database afterwards equals the one before. */
async function unchanged(act: () => Promise<void>, o: { except?: string[] } = {}) {
  const before = dumpTables(seq.ctx.db, o)
  await act()
  expect(dumpTables(seq.ctx.db, o)).toEqual(before)
}

describe.each(Object.entries(ENDPOINTS).filter(([, e]) => e.authed))('%s: tokens', (_name, e) => {
  const body = () => e.body?.()

  it('refuses a missing, non-Bearer or garbage token with 401', async () => {
    await unchanged(async () => {
      const b = body()
      await expectRefused(await send(e.method, e.path(), b), 401, 401)
      await expectRefused(await send(e.method, e.path(), b, 'Token abc'), 401, 401)
      await expectRefused(await send(e.method, e.path(), b, 'Bearer ey.ey.ey'), 401, 401)
      await expectRefused(
        await send(e.method, e.path(), b, `Bearer ${'A'.repeat(100_000)}`),
        401,
        401,
      )
    })
  })

  it('refuses an expired token with 401', async () => {
    await unchanged(async () => {
      const b = body() ?? ''
      await expectRefused(
        await send(
          e.method,
          e.path(),
          b || undefined,
          `Bearer ${token(alice, e.method, e.path(), b, { nowMs: nowMs() - 7200_000 })}`,
        ),
        401,
        401,
      )
    })
  })

  it('refuses a forged token (signed by another key) with 401', async () => {
    await unchanged(async () => {
      const b = body() ?? ''
      const forged = token(alice, e.method, e.path(), b, { seed: ed.utils.randomSecretKey() })
      await expectRefused(
        await send(e.method, e.path(), b || undefined, `Bearer ${forged}`),
        401,
        401,
      )
    })
  })

  it('refuses a token for other bytes with 401', async () => {
    await unchanged(async () => {
      const b = body() ?? ''
      const other = token(alice, e.method, e.path(), `${b} `)
      await expectRefused(
        await send(e.method, e.path(), b || undefined, `Bearer ${other}`),
        401,
        401,
      )
    })
  })

  it('refuses a replayed token with 401', async () => {
    const b = body() ?? ''
    const t = `Bearer ${token(alice, e.method, e.path(), b)}`
    expect((await send(e.method, e.path(), b || undefined, t)).status).toBe(200)
    await unchanged(async () => {
      await expectRefused(await send(e.method, e.path(), b || undefined, t), 401, 401)
    })
  })
})

/** Sends `body` to a POST endpoint with a valid token for exactly those bytes. */
const post = (path: string, body: string) =>
  send('POST', path, body, `Bearer ${token(alice, 'POST', path, body)}`)

const MALFORMED_JSON = [
  '',
  '{',
  '[',
  'nul',
  '{"a":}',
  "{'a':1}",
  '[1,]',
  '\u0000',
  '['.repeat(200_000),
]

describe.each([['/users/fetch'], ['/safe/users'], ['/pin/update']])('POST %s: bodies', (path) => {
  it('refuses malformed JSON with 400', async () => {
    await unchanged(
      async () => {
        for (const b of MALFORMED_JSON) await expectRefused(await post(path, b), 400, 400)
      },
      { except: ['used_tokens'] },
    )
  })

  it('refuses a body over the limit with 413', async () => {
    await unchanged(
      async () => {
        await expectRefused(
          await post(path, JSON.stringify(['x'.repeat(seq.ctx.bodyLimit)])),
          413,
          413,
        )
      },
      { except: ['used_tokens'] },
    )
  })
})

describe('POST /users/fetch: wrong types, bad UUIDs, over-limit strings', () => {
  const cases: Array<[string, unknown, string]> = [
    ['an object', { ids: [] }, '(body)'],
    ['a string', 'abc', '(body)'],
    ['null', null, '(body)'],
    ['a number in the list', [1], '0'],
    ['null in the list', [null], '0'],
    ['a nested list', [['a0000000-0000-4000-8000-000000000001']], '0'],
    ['a bad UUID', ['not-a-uuid'], '0'],
    ['a UUID without hyphens', ['a0000000000040008000000000000001'], '0'],
    ['a UUID with extra text', ['a0000000-0000-4000-8000-000000000001x'], '0'],
    ['an over-long string', ['a'.repeat(100_000)], '0'],
    [
      '101 ids',
      Array.from({ length: 101 }, () => 'a0000000-0000-4000-8000-000000000001'),
      '(body)',
    ],
  ]
  it.each(cases)('refuses %s with 10002', async (_what, body, field) => {
    await unchanged(
      async () =>
        expectRefused(await post('/users/fetch', JSON.stringify(body)), 400, 10002, field),
      { except: ['used_tokens'] },
    )
  })
})

describe('POST /safe/users: wrong types, missing fields, over-limit strings', () => {
  const good = () => JSON.parse(registration(carol)) as Record<string, unknown>
  const cases: Array<[string, () => unknown, string]> = [
    ['an array', () => [good()], '(body)'],
    ['a number public_key', () => ({ ...good(), public_key: 5 }), 'public_key'],
    ['a short public_key', () => ({ ...good(), public_key: 'abcd' }), 'public_key'],
    ['a non-hex public_key', () => ({ ...good(), public_key: 'zz'.repeat(32) }), 'public_key'],
    ['a missing signature', () => ({ ...good(), signature: undefined }), 'signature'],
    ['an empty signature', () => ({ ...good(), signature: '' }), 'signature'],
    ['an over-long signature', () => ({ ...good(), signature: 'A'.repeat(5000) }), 'signature'],
    ['an object pin_base64', () => ({ ...good(), pin_base64: { a: 1 } }), 'pin_base64'],
    ['an over-long pin_base64', () => ({ ...good(), pin_base64: 'A'.repeat(5000) }), 'pin_base64'],
    [
      'a prototype-polluting body',
      () => JSON.parse('{"__proto__":{"public_key":"00"}}'),
      'public_key',
    ],
    ['a garbage pin_base64', () => ({ ...good(), pin_base64: '%%%%' }), 'pin_base64'],
    ['a signature of the wrong size', () => ({ ...good(), signature: 'AAAA' }), 'signature'],
  ]
  it.each(cases)('refuses %s with 10002', async (_what, body, field) => {
    const b = JSON.stringify(body())
    const path = '/safe/users'
    await unchanged(
      async () =>
        expectRefused(
          await send('POST', path, b, `Bearer ${token(carol, 'POST', path, b)}`),
          400,
          10002,
          field,
        ),
      { except: ['used_tokens'] },
    )
  })
})

describe.each(Object.entries(ENDPOINTS).filter(([, e]) => e.withId))(
  '%s: bad UUIDs in the path',
  (_name, e) => {
    const BAD = [
      'x',
      'g0000000-0000-4000-8000-000000000001',
      'a0000000-0000-4000-8000-0000000000011',
      'a0000000000040008000000000000001',
      '%00',
      '%E2%98%83',
    ]
    it.each(BAD)('refuses %s with 10002', async (id) => {
      const path = e.withId!(id)
      await unchanged(
        async () =>
          expectRefused(
            await send(
              'GET',
              path,
              undefined,
              e.authed ? `Bearer ${token(alice, 'GET', path, '')}` : undefined,
            ),
            400,
            10002,
            'id',
          ),
        { except: ['used_tokens'] },
      )
    })
  },
)
