import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ed25519 } from '@noble/curves/ed25519.js'
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js'
import { base64UrlDecode } from '../../../../src/shared/auth'
import { User, UserMe } from '../../../../src/shared/api/user'
import { ApiErrorBody } from '../../../../src/shared/api/common'
import {
  FIRST_IDENTITY_NUMBER,
  createUser,
  findUser,
  findUsers,
} from '../../../../src/sequencer/users/store'
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
  seq = newSequencer()
  alice = await createTestUser(seq.ctx, 'Alice', { register: true })
  bob = await createTestUser(seq.ctx, 'Bob')
})
afterEach(() => seq.close())

const UNKNOWN = 'a0000000-0000-4000-8000-0000000000ff'

async function errorOf(res: Response) {
  return ApiErrorBody.parse(await res.json()).error
}

describe('users store', () => {
  it('hands out identity numbers in order from 7000000001, each user with its own code', () => {
    expect(FIRST_IDENTITY_NUMBER).toBe(7000000001n)
    expect(alice.identityNumber).toBe('7000000001')
    expect(bob.identityNumber).toBe('7000000002')
    const carol = createUser(seq.ctx.db, {
      fullName: 'Carol',
      sessionPublicKey: new Uint8Array(32).fill(9),
      nowNs: seq.clock.nowNs(),
    })
    expect(carol.identityNumber).toBe(7000000003n)
    expect(new Set([alice.codeId, bob.codeId, carol.codeId]).size).toBe(3)
    const row = seq.ctx.db
      .prepare('SELECT kind, target_id FROM codes WHERE code_id = ?')
      .get(carol.codeId)
    expect(row).toEqual({ kind: 'user', target_id: carol.userId })
  })

  it('refuses an empty or over-long name and a session key of the wrong size, writing nothing', () => {
    const key = new Uint8Array(32)
    const count = () =>
      (seq.ctx.db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n
    expect(() =>
      createUser(seq.ctx.db, { fullName: ' ', sessionPublicKey: key, nowNs: 1n }),
    ).toThrow(RangeError)
    expect(() =>
      createUser(seq.ctx.db, { fullName: 'x'.repeat(65), sessionPublicKey: key, nowNs: 1n }),
    ).toThrow(RangeError)
    expect(() =>
      createUser(seq.ctx.db, { fullName: 'Ok', sessionPublicKey: new Uint8Array(31), nowNs: 1n }),
    ).toThrow(RangeError)
    expect(count()).toBe(2)
  })

  it('rolls back the code and the user when the session id is taken', () => {
    const key = new Uint8Array(32)
    const codes = () =>
      (seq.ctx.db.prepare('SELECT COUNT(*) AS n FROM codes').get() as { n: number }).n
    const before = codes()
    expect(() =>
      createUser(seq.ctx.db, {
        fullName: 'Dup',
        sessionPublicKey: key,
        nowNs: 1n,
        sessionId: alice.sessionId,
      }),
    ).toThrow()
    expect(codes()).toBe(before)
    expect(findUsers(seq.ctx.db, [alice.userId, bob.userId]).length).toBe(2)
  })

  it('keeps nanosecond timestamps exact', () => {
    const nowNs = 1_700_000_000_123_456_789n
    const u = createUser(seq.ctx.db, {
      fullName: 'Exact',
      sessionPublicKey: new Uint8Array(32),
      nowNs,
    })
    expect(findUser(seq.ctx.db, u.userId)!.createdAtNs).toBe(nowNs)
  })
})

describe('GET /me and GET /safe/me', () => {
  it('return the full registered-user record, the same on both paths', async () => {
    const me = await dataOf<UserMe>(await authedRequest(seq.app, alice.keystore, 'GET', '/safe/me'))
    expect(UserMe.parse(me)).toEqual(me)
    expect(me).toMatchObject({
      type: 'user',
      user_id: alice.userId,
      identity_number: '7000000001',
      full_name: 'Alice',
      relationship: 'ME',
      has_safe: true,
      has_pin: true,
      session_id: alice.sessionId,
      code_id: alice.codeId,
      code_url: `https://mixin.one/codes/${alice.codeId}`,
      tip_counter: 1,
      // A person's account has no app: Go's `User` fields are '' (the keystore holds the server key).
      app_id: '',
      server_public_key: '',
      mute_until: '0001-01-01T00:00:00Z',
      created_at: '2024-01-01T00:00:00.000000003Z',
    })
    expect(bytesToHex(base64UrlDecode(me.tip_key_base64!))).toBe(
      bytesToHex(ed25519.getPublicKey(alice.spendSeed)),
    )
    const curve = ed25519.utils.toMontgomery(hexToBytes(alice.keystore.server_public_key))
    expect(bytesToHex(base64UrlDecode(me.pin_token_base64!))).toBe(bytesToHex(curve))

    const profile = await dataOf<UserMe>(await authedRequest(seq.app, alice.keystore, 'GET', '/me'))
    expect(profile).toEqual(me)
  })

  it('shows an unregistered user with has_safe false and no TIP key', async () => {
    const me = await dataOf<UserMe>(await authedRequest(seq.app, bob.keystore, 'GET', '/safe/me'))
    expect(UserMe.parse(me)).toEqual(me)
    expect(me).toMatchObject({
      has_safe: false,
      has_pin: false,
      tip_key_base64: '',
      tip_counter: 0,
    })
  })

  it('gives a bot its own id as app_id and the server key, as Go’s User declares them', async () => {
    const botSeed = ed25519.utils.randomSecretKey()
    const bot = createUser(seq.ctx.db, {
      fullName: 'Bot',
      sessionPublicKey: ed25519.getPublicKey(botSeed),
      nowNs: seq.clock.nowNs(),
      isBot: true,
    })
    const keystore = {
      ...alice.keystore,
      app_id: bot.userId,
      session_id: bot.sessionId,
      session_private_key: bytesToHex(botSeed),
    }
    const me = await dataOf<UserMe>(await authedRequest(seq.app, keystore, 'GET', '/safe/me'))
    expect(me).toMatchObject({
      app_id: bot.userId,
      server_public_key: alice.keystore.server_public_key,
    })
  })
})

describe('GET /users/:id', () => {
  it('returns the public user object, relationship ME for oneself only, with no has_safe', async () => {
    const other = await dataOf<User>(
      await authedRequest(seq.app, alice.keystore, 'GET', `/users/${bob.userId}`),
    )
    expect(User.strict().parse(other)).toEqual(other)
    expect(other).toMatchObject({
      user_id: bob.userId,
      identity_number: '7000000002',
      full_name: 'Bob',
      relationship: '',
    })
    // Registered or not, a public user says nothing of it: only the caller's own record does.
    const selfText = await (
      await authedRequest(seq.app, alice.keystore, 'GET', `/users/${alice.userId}`)
    ).text()
    expect(selfText).not.toContain('has_safe')
    expect(JSON.parse(selfText)).toMatchObject({ data: { relationship: 'ME' } })
  })

  it('reads an id in any case as the lowercase one', async () => {
    const other = await dataOf<User>(
      await authedRequest(seq.app, alice.keystore, 'GET', `/users/${bob.userId.toUpperCase()}`),
    )
    expect(other.user_id).toBe(bob.userId)
  })

  it('answers 404 for an unknown id and 10002 for a malformed one', async () => {
    const res = await authedRequest(seq.app, alice.keystore, 'GET', `/users/${UNKNOWN}`)
    expect(res.status).toBe(404)
    expect(await errorOf(res)).toMatchObject({ status: 404, code: 404 })
    for (const bad of ['nope', `${bob.userId}0`, bob.userId.replace(/-/g, '')]) {
      const r = await authedRequest(seq.app, alice.keystore, 'GET', `/users/${bad}`)
      expect(r.status).toBe(400)
      expect(await errorOf(r)).toMatchObject({ code: 10002, extra: { field: 'id' } })
    }
  })
})

describe('POST /users/fetch', () => {
  it('returns the known users in the order asked, each once, omitting unknown ids', async () => {
    const list = await dataOf<User[]>(
      await authedRequest(seq.app, alice.keystore, 'POST', '/users/fetch', [
        bob.userId,
        UNKNOWN,
        alice.userId,
        bob.userId,
      ]),
    )
    expect(list.map((u) => User.strict().parse(u).user_id)).toEqual([bob.userId, alice.userId])
    expect(list[1]!.relationship).toBe('ME')
    expect(list.flatMap(Object.keys)).not.toContain('has_safe')
    expect(
      await dataOf(await authedRequest(seq.app, alice.keystore, 'POST', '/users/fetch', [])),
    ).toEqual([])
  })

  it('takes at most 100 ids', async () => {
    const ids = Array.from(
      { length: 100 },
      (_, i) => `a0000000-0000-4000-8000-${i.toString(16).padStart(12, '0')}`,
    )
    expect(
      await dataOf(await authedRequest(seq.app, alice.keystore, 'POST', '/users/fetch', ids)),
    ).toEqual([])
    const res = await authedRequest(seq.app, alice.keystore, 'POST', '/users/fetch', [
      ...ids,
      bob.userId,
    ])
    expect(res.status).toBe(400)
    expect(await errorOf(res)).toMatchObject({ code: 10002, extra: { field: '(body)' } })
  })

  it('reads ids in any case as the lowercase ones', async () => {
    const list = await dataOf<User[]>(
      await authedRequest(seq.app, alice.keystore, 'POST', '/users/fetch', [
        bob.userId.toUpperCase(),
        bob.userId,
      ]),
    )
    expect(list.map((u) => u.user_id)).toEqual([bob.userId])
  })

  it('names the first invalid id', async () => {
    const res = await authedRequest(seq.app, alice.keystore, 'POST', '/users/fetch', [
      bob.userId,
      'x',
    ])
    expect(await errorOf(res)).toMatchObject({ code: 10002, extra: { field: '1' } })
  })
})
