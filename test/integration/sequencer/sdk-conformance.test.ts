/**
 * The sequencer driven by the official SDK's own client (`MixinApi` from @mixin.dev/mixin-node-sdk)
 * over a real loopback socket: its tokens, its TIP set-up (`pin.updateTipPin`, then
 * `safe.register`, as the SDK says: "you need to upgrade TIP PIN first"), its PIN ciphertexts and
 * its response handling must all work unchanged. Responses are checked against our schemas too.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MixinApi } from '@mixin.dev/mixin-node-sdk'
import * as ed from '@noble/ed25519'
import { bytesToHex } from '@noble/hashes/utils.js'
import { User, UserMe } from '../../../src/shared/api/user'
import { CodeResult } from '../../../src/shared/api/code'
import { startSequencer, type RunningSequencer } from '../../../src/sequencer/server'
import { findUser, viewPrivateKey } from '../../../src/sequencer/users/store'
import { createTestUser, type TestUser } from '../../helpers/sequencer'

let server: RunningSequencer
let dir: string

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cosigner-sdk-'))
  server = await startSequencer({ dbFile: join(dir, 'sequencer.db') })
})

afterAll(async () => {
  await server?.close()
  rmSync(dir, { recursive: true, force: true })
})

const clientFor = (user?: { keystore: object }) =>
  MixinApi({
    ...(user ? { keystore: user.keystore as never } : {}),
    requestConfig: { baseURL: server.url, retry: 1, timeout: 5000 },
  })

/**
 * The error an SDK call raised, as `{status (HTTP), code, description}`. With a real HTTP error
 * status (DESIGN "errors") axios rejects before the SDK's own `ResponseError` mapping runs, so the
 * SDK raises an AxiosError whose `response.data` is our error body; both carry the same fields.
 */
async function sdkError(
  call: Promise<unknown>,
): Promise<{ status: number; code: number; description: string }> {
  try {
    await call
  } catch (e) {
    const axios = e as {
      response?: {
        status: number
        data?: { error?: { status: number; code: number; description: string } }
      }
    }
    const body = axios.response?.data?.error
    if (!body) throw e
    expect(body.status).toBe(axios.response!.status)
    return { status: axios.response!.status, code: body.code, description: body.description }
  }
  throw new Error('expected the SDK call to fail')
}

/** `pin.updateTipPin` as a fresh account sets TIP up: no old PIN, the TIP public key, counter 1. */
const setUpTip = (user: { keystore: object }, tipSeed: Uint8Array) =>
  clientFor(user).pin.updateTipPin('', bytesToHex(ed.getPublicKey(tipSeed)), 1)

describe('registration with the SDK', () => {
  let alice: TestUser
  let tipSeed: Uint8Array

  beforeAll(async () => {
    alice = await createTestUser(server.ctx, 'Alice')
    tipSeed = ed.utils.randomSecretKey()
  })

  it('reports an unregistered user through safe.checkRegisteration (/safe/me)', async () => {
    const me = await clientFor(alice).safe.checkRegisteration()
    expect(UserMe.parse(me)).toEqual(me)
    expect(me).toMatchObject({
      user_id: alice.userId,
      has_safe: false,
      has_pin: false,
      tip_key_base64: '',
      session_id: alice.sessionId,
    })
    // A person's account has no app: Go's User declares app_id and server_public_key, '' here.
    expect(me).toMatchObject({ app_id: '', server_public_key: '' })
  })

  it('refuses safe.register before TIP is set up, with 20118', async () => {
    const spend = Buffer.from(alice.spendSeed)
    expect(
      await sdkError(clientFor(alice).safe.register(alice.userId, bytesToHex(tipSeed), spend)),
    ).toMatchObject({ status: 403, code: 20118 })
    expect(findUser(server.ctx.db, alice.userId)!.spendPublicKey).toBeNull()
  })

  it('installs the TIP key pin.updateTipPin sends, counter big-endian', async () => {
    const me = await setUpTip(alice, tipSeed)
    expect(UserMe.parse(me)).toEqual(me)
    expect(me).toMatchObject({
      has_pin: true,
      has_safe: false,
      tip_counter: 1,
      tip_key_base64: Buffer.from(ed.getPublicKey(tipSeed)).toString('base64url'),
    })
  })

  it('accepts the payload safe.register builds, its PIN signed by the TIP key, and stores B, a and A = a·G', async () => {
    const spend = Buffer.from(alice.spendSeed)
    const me = await clientFor(alice).safe.register(alice.userId, bytesToHex(tipSeed), spend)
    expect(UserMe.parse(me)).toEqual(me)
    expect(me).toMatchObject({ has_safe: true, has_pin: true, tip_counter: 1 })

    const stored = findUser(server.ctx.db, alice.userId)!
    expect(bytesToHex(stored.spendPublicKey!)).toBe(bytesToHex(ed.getPublicKey(alice.spendSeed)))
    const a = viewPrivateKey(server.ctx.db, alice.userId)!
    const aScalar = BigInt('0x' + bytesToHex(a.slice().reverse()))
    expect(bytesToHex(ed.Point.BASE.multiply(aScalar).toBytes())).toBe(
      bytesToHex(stored.viewPublicKey!),
    )

    const again = await clientFor(alice).safe.checkRegisteration()
    expect(again.has_safe).toBe(true)
  })

  it('is idempotent for the same key and refuses another key with 409', async () => {
    const spend = Buffer.from(alice.spendSeed)
    const me = await clientFor(alice).safe.register(alice.userId, bytesToHex(tipSeed), spend)
    expect(me.has_safe).toBe(true)

    const other = Buffer.from(ed.utils.randomSecretKey())
    const err = await sdkError(
      clientFor(alice).safe.register(alice.userId, bytesToHex(tipSeed), other),
    )
    expect(err).toMatchObject({ status: 409, code: 409 })
    expect(bytesToHex(findUser(server.ctx.db, alice.userId)!.spendPublicKey!)).toBe(
      bytesToHex(ed.getPublicKey(alice.spendSeed)),
    )
  })

  it('refuses to replace a TIP key: pin.updateTipPin again is 20119', async () => {
    const err = await sdkError(setUpTip(alice, ed.utils.randomSecretKey()))
    expect(err).toMatchObject({ status: 403, code: 20119 })
    expect(bytesToHex(findUser(server.ctx.db, alice.userId)!.tipPublicKey!)).toBe(
      bytesToHex(ed.getPublicKey(tipSeed)),
    )
  })

  it('accepts a legacy keystore that carries pin_token_base64 instead of server_public_key', async () => {
    const carol = await createTestUser(server.ctx, 'Carol')
    const me = await clientFor(carol).user.profile()
    const legacy = {
      keystore: {
        app_id: carol.keystore.app_id,
        session_id: carol.keystore.session_id,
        session_private_key: carol.keystore.session_private_key,
        pin_token_base64: me.pin_token_base64,
      },
    }
    // A bot's way: the spend key is its TIP key too (Go's RegisterSafeWithSetupPin).
    const spend = Buffer.from(carol.spendSeed)
    await setUpTip(legacy, carol.spendSeed)
    const registered = await clientFor(legacy).safe.register(
      carol.userId,
      spend.toString('hex'),
      spend,
    )
    expect(registered.has_safe).toBe(true)
  })

  it('answers a TIP signature by the wrong key with 20119 and leaves the user unregistered', async () => {
    const dave = await createTestUser(server.ctx, 'Dave')
    await setUpTip(dave, dave.spendSeed)
    const spend = Buffer.from(dave.spendSeed)
    const wrongTip = bytesToHex(ed.utils.randomSecretKey())
    const err = await sdkError(clientFor(dave).safe.register(dave.userId, wrongTip, spend))
    expect(err).toMatchObject({ status: 403, code: 20119 })
    expect(findUser(server.ctx.db, dave.userId)!.spendPublicKey).toBeNull()
  })
})

describe('users with the SDK', () => {
  it('serves user.profile (/me), user.fetch and user.fetchList', async () => {
    const erin = await createTestUser(server.ctx, 'Erin', { register: true })
    const frank = await createTestUser(server.ctx, 'Frank')
    const api = clientFor(erin)

    const me = await api.user.profile()
    expect(UserMe.parse(me)).toEqual(me)
    expect(me).toMatchObject({
      user_id: erin.userId,
      full_name: 'Erin',
      has_safe: true,
      relationship: 'ME',
      identity_number: erin.identityNumber,
    })
    expect(me.code_url).toBe(`https://mixin.one/codes/${me.code_id}`)

    const other = await api.user.fetch(frank.userId)
    expect(User.strict().parse(other)).toEqual(other)
    expect(other).toMatchObject({
      user_id: frank.userId,
      full_name: 'Frank',
      relationship: '',
      phone: '',
    })
    // The SDK's UserResponse declares has_safe; the public user object of the DOCS and Android has none.
    expect(Object.keys(other)).not.toContain('has_safe')

    const list = await api.user.fetchList([
      frank.userId,
      'a0000000-0000-4000-8000-00000000000f',
      erin.userId,
    ])
    expect(list.map((u) => u.user_id)).toEqual([frank.userId, erin.userId])

    expect(await sdkError(api.user.fetch('a0000000-0000-4000-8000-00000000000f'))).toMatchObject({
      status: 404,
      code: 404,
    })
  })

  it('refuses a token signed by a key that is not the session key with 401', async () => {
    const gina = await createTestUser(server.ctx, 'Gina')
    const forged = {
      keystore: { ...gina.keystore, session_private_key: bytesToHex(ed.utils.randomSecretKey()) },
    }
    const err = await sdkError(clientFor(forged).user.profile())
    expect(err).toMatchObject({ status: 401, code: 401 })
  })
})

describe('codes with the SDK', () => {
  it('resolves a user code through code.fetch, with and without a keystore', async () => {
    const hank = await createTestUser(server.ctx, 'Hank', { register: true })
    for (const api of [clientFor(), clientFor(hank)]) {
      const result = await api.code.fetch(hank.codeId)
      expect(CodeResult.parse(result)).toEqual(result)
      expect(result).toMatchObject({ type: 'user', user_id: hank.userId, full_name: 'Hank' })
      expect(Object.keys(result)).not.toContain('has_safe')
    }
  })

  it('answers an unknown code with 404', async () => {
    expect(
      await sdkError(clientFor().code.fetch('b0000000-0000-4000-8000-000000000001')),
    ).toMatchObject({ status: 404, code: 404 })
  })
})
