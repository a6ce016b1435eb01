/**
 * `POST /safe/users` (interface 4.3, wire-formats §6.1): registration needs the TIP key
 * `POST /pin/update` installed first, and verifies its PIN with that key, not the spend key.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import * as ed from '@noble/ed25519'
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js'
import { buildRegistration, encryptPin, registrationDigest } from '../../../../src/shared/auth'
import { ApiErrorBody } from '../../../../src/shared/api/common'
import { UserMe } from '../../../../src/shared/api/user'
import { serverPublicKey } from '../../../../src/sequencer/server-key'
import { findUser, viewPrivateKey } from '../../../../src/sequencer/users/store'
import { registerSafeUser } from '../../../../src/sequencer/users/register'
import { ApiError } from '../../../../src/sequencer/http/errors'
import {
  authedRequest,
  createTestUser,
  dataOf,
  dumpTables,
  installTipKey,
  newSequencer,
  type TestSequencer,
  type TestUser,
} from '../../../helpers/sequencer'

let seq: TestSequencer
let bob: TestUser
beforeEach(async () => {
  seq = newSequencer()
  bob = await createTestUser(seq.ctx, 'Bob')
  setUpTip(bob, bob.spendSeed)
})
afterEach(() => seq.close())

const setUpTip = (user: TestUser, tipSeed: Uint8Array) => installTipKey(seq.ctx, user, tipSeed)

const L = ed.Point.CURVE().n
const leToBigint = (b: Uint8Array) => BigInt('0x' + bytesToHex(b.slice().reverse()))

function body(
  user: TestUser,
  o: { iterator?: bigint; spendSeed?: Uint8Array; tipSeed?: Uint8Array } = {},
) {
  return buildRegistration({
    userId: user.userId,
    spendSeed: o.spendSeed ?? user.spendSeed,
    ...(o.tipSeed ? { tipSeed: o.tipSeed } : {}),
    sessionSeed: user.sessionSeed,
    serverPublicKey: serverPublicKey(seq.ctx.db),
    iterator: o.iterator ?? seq.clock.nowNs(),
  })
}

const register = (user: TestUser, payload: unknown) =>
  authedRequest(seq.app, user.keystore, 'POST', '/safe/users', payload)

async function expectError(res: Response, status: number, code: number, field?: string) {
  expect(res.status).toBe(status)
  const error = ApiErrorBody.parse(await res.json()).error
  expect(error).toMatchObject({ status, code })
  if (field) expect(error.extra).toMatchObject({ field })
  return error
}

describe('POST /safe/users', () => {
  it('registers the SDK-shaped payload: stores B, a fresh view pair with A = a·G, has_safe', async () => {
    const me = await dataOf<UserMe>(await register(bob, body(bob)))
    expect(UserMe.parse(me)).toEqual(me)
    expect(me).toMatchObject({ user_id: bob.userId, has_safe: true, has_pin: true, tip_counter: 1 })

    const user = findUser(seq.ctx.db, bob.userId)!
    expect(bytesToHex(user.spendPublicKey!)).toBe(bytesToHex(ed.getPublicKey(bob.spendSeed)))
    const a = leToBigint(viewPrivateKey(seq.ctx.db, bob.userId)!)
    expect(a > 0n && a < L).toBe(true)
    expect(bytesToHex(ed.Point.BASE.multiply(a).toBytes())).toBe(bytesToHex(user.viewPublicKey!))
    expect(user.registeredAtNs).not.toBeNull()

    const carol = await createTestUser(seq.ctx, 'Carol', { register: true })
    expect(bytesToHex(viewPrivateKey(seq.ctx.db, carol.userId)!)).not.toBe(
      bytesToHex(viewPrivateKey(seq.ctx.db, bob.userId)!),
    )
  })

  it("accepts the interface text's signature: SHA-256(SEQUENCER:REGISTER:…) in hex", async () => {
    const b = body(bob)
    const signature = bytesToHex(
      ed.sign(registrationDigest(bob.userId, b.public_key), bob.spendSeed),
    )
    const me = await dataOf<UserMe>(await register(bob, { ...b, signature }))
    expect(me.has_safe).toBe(true)
  })

  it('is idempotent with the same key (advancing the iterator) and refuses another key with 409', async () => {
    const first = await dataOf<UserMe>(await register(bob, body(bob)))
    const again = await dataOf<UserMe>(await register(bob, body(bob)))
    expect(again).toEqual(first)
    const view = bytesToHex(viewPrivateKey(seq.ctx.db, bob.userId)!)

    const before = dumpTables(seq.ctx.db, { except: ['used_tokens'] })
    const other = ed.utils.randomSecretKey()
    await expectError(
      await register(bob, body(bob, { spendSeed: other, tipSeed: bob.spendSeed })),
      409,
      409,
    )
    expect(dumpTables(seq.ctx.db, { except: ['used_tokens'] })).toEqual(before)
    expect(bytesToHex(viewPrivateKey(seq.ctx.db, bob.userId)!)).toBe(view)
  })

  it('refuses a user without a TIP key with 20118, changing nothing', async () => {
    const carol = await createTestUser(seq.ctx, 'Carol')
    const before = dumpTables(seq.ctx.db, { except: ['used_tokens'] })
    const refusal = await expectError(await register(carol, body(carol)), 403, 20118)
    expect(refusal.extra).toMatchObject({ reason: expect.stringMatching(/pin\/update/) })
    expect(dumpTables(seq.ctx.db, { except: ['used_tokens'] })).toEqual(before)
  })

  it('verifies the PIN with the installed TIP key, which need not be the spend key', async () => {
    const carol = await createTestUser(seq.ctx, 'Carol')
    const tipSeed = ed.utils.randomSecretKey()
    setUpTip(carol, tipSeed)
    // Signed by the spend key, as if it were the TIP key: refused.
    await expectError(await register(carol, body(carol)), 403, 20119)
    const me = await dataOf<UserMe>(await register(carol, body(carol, { tipSeed })))
    expect(me).toMatchObject({
      has_safe: true,
      has_pin: true,
      tip_key_base64: Buffer.from(ed.getPublicKey(tipSeed)).toString('base64url'),
    })
    expect(bytesToHex(findUser(seq.ctx.db, carol.userId)!.spendPublicKey!)).toBe(
      bytesToHex(ed.getPublicKey(carol.spendSeed)),
    )
  })

  it('refuses a replayed or smaller PIN iterator with 20119, changing nothing', async () => {
    // The TIP set-up took the clock's nanoseconds; these go on from there.
    const start = seq.clock.nowNs()
    const payload = body(bob, { iterator: start + 1_000n })
    await dataOf(await register(bob, payload))
    const before = dumpTables(seq.ctx.db, { except: ['used_tokens'] })
    const replay = await expectError(await register(bob, payload), 403, 20119)
    expect(replay.extra).toMatchObject({ reason: expect.stringMatching(/iterator/) })
    await expectError(await register(bob, body(bob, { iterator: start + 999n })), 403, 20119)
    expect(dumpTables(seq.ctx.db, { except: ['used_tokens'] })).toEqual(before)
    await dataOf(await register(bob, body(bob, { iterator: start + 1_001n })))
    expect(findUser(seq.ctx.db, bob.userId)!.pinIterator).toBe(start + 1_001n)
  })

  it('keeps iterators beyond 2^63 exact', async () => {
    const big = (1n << 64n) - 2n
    await dataOf(await register(bob, body(bob, { iterator: big })))
    expect(findUser(seq.ctx.db, bob.userId)!.pinIterator).toBe(big)
    await expectError(await register(bob, body(bob, { iterator: big })), 403, 20119)
  })

  it('refuses bad proofs, naming the part, and registers nothing', async () => {
    const before = dumpTables(seq.ctx.db, { except: ['used_tokens'] })
    const good = body(bob)
    const wrongSigner = ed.utils.randomSecretKey()
    const cases: Array<[unknown, number, number, string?]> = [
      // signature by another key
      [
        { ...good, signature: body(bob, { spendSeed: wrongSigner }).signature },
        400,
        10002,
        'signature',
      ],
      // signature bytes that are neither hex nor base64url
      [{ ...good, signature: '!!' }, 400, 10002, 'signature'],
      // a public key that is not a curve point
      [{ ...good, public_key: 'ff'.repeat(32) }, 400, 10002, 'public_key'],
      // a PIN that is not a ciphertext
      [{ ...good, pin_base64: 'AAAA' }, 400, 10002, 'pin_base64'],
      // TIP signature by another key
      [body(bob, { tipSeed: wrongSigner }), 403, 20119],
    ]
    for (const [payload, status, code, field] of cases)
      await expectError(await register(bob, payload), status, code, field)
    expect(dumpTables(seq.ctx.db, { except: ['used_tokens'] })).toEqual(before)
    expect(findUser(seq.ctx.db, bob.userId)!.spendPublicKey).toBeNull()
  })

  it('refuses a PIN encrypted with another session key', async () => {
    const tipSignature = ed.sign(
      registrationDigest(bob.userId, bytesToHex(ed.getPublicKey(bob.spendSeed))),
      bob.spendSeed,
    )
    const pin_base64 = encryptPin(tipSignature, {
      sessionSeed: ed.utils.randomSecretKey(),
      serverPublicKey: serverPublicKey(seq.ctx.db),
      iterator: seq.clock.nowNs(),
    })
    await expectError(await register(bob, { ...body(bob), pin_base64 }), 400, 10002, 'pin_base64')
    expect(findUser(seq.ctx.db, bob.userId)!.spendPublicKey).toBeNull()
  })

  it("cannot register someone else's key for oneself: the signature binds the user id", async () => {
    const carol = await createTestUser(seq.ctx, 'Carol')
    setUpTip(carol, bob.spendSeed)
    // Bob's valid payload, sent with Carol's token.
    await expectError(await register(carol, body(bob)), 400, 10002, 'signature')
  })
})

describe('registerSafeUser', () => {
  it('refuses a session that is not the user’s', () => {
    const carol = { userId: bob.userId, sessionId: 'a0000000-0000-4000-8000-000000000001' }
    expect(() => registerSafeUser(seq.ctx, { ...carol, body: body(bob) })).toThrow(ApiError)
  })

  it('is what the keystore seeds round-trip through', () => {
    expect(bytesToHex(hexToBytes(bob.keystore.spend_private_key))).toBe(bytesToHex(bob.spendSeed))
    const me = registerSafeUser(seq.ctx, {
      userId: bob.userId,
      sessionId: bob.sessionId,
      body: body(bob),
    })
    expect(me.has_safe).toBe(true)
  })
})
