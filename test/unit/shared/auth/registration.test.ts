import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { sha3_256 } from '@noble/hashes/sha3.js'
import {
  newHash,
  signEd25519PIN,
  signSafeRegistration,
  TIPBodyForSequencerRegister,
} from '@mixin.dev/mixin-node-sdk'
import {
  buildRegistration,
  registrationDigest,
  RegistrationError,
  verifyRegistration,
  type RegistrationBody,
  type RegistrationErrorCode,
} from '../../../../src/shared/auth/registration'
import { decryptPin, encryptPin } from '../../../../src/shared/auth/pin'
import { base64UrlDecode, base64UrlEncode } from '../../../../src/shared/auth/base64url'
import {
  bytesToHex,
  hexToBytes,
  pubOf,
  sign,
  SERVER_PUB,
  SERVER_SEED,
  SESSION_PUB,
  SESSION_SEED,
  utf8ToBytes,
  V,
} from './fixtures'

const R = V.registration
const SPEND = hexToBytes(R.spend_seed)
const server = { userId: R.user_id, serverSeed: SERVER_SEED, sessionPublicKey: SESSION_PUB }
const build = (extra: Partial<Parameters<typeof buildRegistration>[0]> = {}) =>
  buildRegistration({
    userId: R.user_id,
    spendSeed: SPEND,
    sessionSeed: SESSION_SEED,
    serverPublicKey: SERVER_PUB,
    iterator: 42n,
    timeSeconds: 1_700_000_000n,
    ...extra,
  })
const pinOf = (tipSignature: Uint8Array) =>
  encryptPin(tipSignature, {
    sessionSeed: SESSION_SEED,
    serverPublicKey: SERVER_PUB,
    iterator: 43n,
  })

function expectRegistrationError(fn: () => unknown, code: RegistrationErrorCode): void {
  let caught: unknown
  try {
    fn()
  } catch (e) {
    caught = e
  }
  expect(caught).toBeInstanceOf(RegistrationError)
  expect((caught as RegistrationError).name).toBe('RegistrationError')
  expect((caught as RegistrationError).code).toBe(code)
}

describe('registrationDigest', () => {
  it('is the vector TIP body and the SDK TIPBodyForSequencerRegister', () => {
    expect(bytesToHex(registrationDigest(R.user_id, R.public_key))).toBe(R.tip_body_hex)
    expect(bytesToHex(TIPBodyForSequencerRegister(R.user_id, R.public_key))).toBe(R.tip_body_hex)
  })

  it('checks its arguments', () => {
    expect(() => registrationDigest(R.user_id.toUpperCase(), R.public_key)).toThrow(TypeError)
    expect(() => registrationDigest(R.user_id, R.public_key.slice(2))).toThrow(RangeError)
    expect(() => registrationDigest(R.user_id, 'zz')).toThrow(TypeError)
  })
})

describe('buildRegistration', () => {
  it('reproduces the vector public key, signature and TIP signature', () => {
    const body = build()
    expect(body.public_key).toBe(R.public_key)
    expect(body.signature).toBe(R.signature)
    expect(bytesToHex(sha3_256(utf8ToBytes(R.user_id)))).toBe(R.sha3_user_id)
    const pin = decryptPin(body.pin_base64, {
      serverSeed: SERVER_SEED,
      sessionPublicKey: SESSION_PUB,
    })
    expect(bytesToHex(pin.pin)).toBe(R.tip_signature_hex_before_encryption)
    expect(pin.iterator).toBe(42n)
    expect(pin.timeSeconds).toBe(1_700_000_000n)
    expect(Object.keys(body).sort()).toEqual(['pin_base64', 'public_key', 'signature'])
  })

  it('checks its options', () => {
    expect(() => build({ spendSeed: new Uint8Array(64) })).toThrow(RangeError)
    expect(() => build({ tipSeed: new Uint8Array(31) })).toThrow(RangeError)
    expect(() => build({ iterator: -1n })).toThrow(RangeError)
    expect(() => build({ userId: 'me' })).toThrow(TypeError)
  })
})

describe('verifyRegistration', () => {
  it('accepts the SDK-style payload (signature over SHA3-256(user_id))', () => {
    const v = verifyRegistration(build(), server)
    expect(v).toEqual({
      publicKey: hexToBytes(R.public_key),
      signatureKind: 'sha3-user-id',
      iterator: 42n,
      timeSeconds: 1_700_000_000n,
    })
    // The vector signature itself, with a fresh PIN ciphertext of the vector TIP signature.
    const vec = {
      public_key: R.public_key,
      signature: R.signature,
      pin_base64: pinOf(hexToBytes(R.tip_signature_hex_before_encryption)),
    }
    expect(verifyRegistration(vec, server).iterator).toBe(43n)
  })

  it('accepts the interface-text signature over the SEQUENCER:REGISTER digest, in hex or base64url', () => {
    const docsSig = sign(hexToBytes(R.tip_body_hex), SPEND)
    for (const signature of [
      bytesToHex(docsSig),
      bytesToHex(docsSig).toUpperCase(),
      base64UrlEncode(docsSig),
      Buffer.from(docsSig).toString('base64'),
    ]) {
      expect(verifyRegistration({ ...build(), signature }, server).signatureKind).toBe(
        'sequencer-register',
      )
    }
  })

  it('verifies the TIP signature with a separate TIP key when given', () => {
    const tipSeed = new Uint8Array(32).fill(0x55)
    const body = build({ tipSeed })
    expectRegistrationError(() => verifyRegistration(body, server), 'tip-signature')
    expect(
      verifyRegistration(body, { ...server, tipPublicKey: pubOf(tipSeed) }).signatureKind,
    ).toBe('sha3-user-id')
  })

  it.each([
    ['null', null],
    ['an array', [build()]],
    ['a string', JSON.stringify(build())],
    ['a missing field', { public_key: R.public_key, signature: R.signature }],
    ['a numeric field', { ...build(), pin_base64: 5 }],
    ['an empty field', { ...build(), signature: '' }],
    ['an overlong field', { ...build(), pin_base64: 'A'.repeat(5000) }],
    ['fields only on the prototype', Object.create(build()) as unknown],
  ])('refuses %s as malformed', (_what, body) => {
    expectRegistrationError(() => verifyRegistration(body, server), 'malformed')
  })

  it.each([
    ['not hex', `${R.public_key.slice(0, 62)}zz`],
    ['31 bytes', R.public_key.slice(2)],
    ['base64url', base64UrlEncode(hexToBytes(R.public_key))],
    ['not a point (y >= p)', 'ff'.repeat(32)],
    ['a small-order point', `01${'00'.repeat(31)}`],
  ])('refuses a public_key that is %s', (_what, public_key) => {
    expectRegistrationError(
      () => verifyRegistration({ ...build(), public_key }, server),
      'public-key',
    )
  })

  it('refuses bad signatures', () => {
    const body = build()
    const other = new Uint8Array(32).fill(0x66)
    const bySomeoneElse = base64UrlEncode(sign(sha3_256(utf8ToBytes(R.user_id)), other))
    const otherUser = base64UrlEncode(
      sign(sha3_256(utf8ToBytes('a1b2c3d4-0000-4000-8000-000000000009')), SPEND),
    )
    const flipped = base64UrlDecode(body.signature)
    flipped[0]! ^= 1
    for (const signature of [
      bySomeoneElse,
      otherUser,
      base64UrlEncode(flipped),
      'not*base64',
      base64UrlEncode(new Uint8Array(63)),
      'ab'.repeat(63),
    ]) {
      expectRegistrationError(() => verifyRegistration({ ...body, signature }, server), 'signature')
    }
    // Signed for another user id than the authenticated one.
    expectRegistrationError(
      () => verifyRegistration(body, { ...server, userId: 'a1b2c3d4-0000-4000-8000-000000000009' }),
      'signature',
    )
  })

  it('refuses a bad PIN ciphertext', () => {
    const body = build()
    expectRegistrationError(() => verifyRegistration({ ...body, pin_base64: 'x!' }, server), 'pin')
    expectRegistrationError(
      () =>
        verifyRegistration({ ...body, pin_base64: base64UrlEncode(new Uint8Array(40)) }, server),
      'pin',
    )
    // A well-formed ciphertext whose plaintext is not a 64-byte signature (the SDK's unencrypted hex would be this).
    expectRegistrationError(
      () => verifyRegistration({ ...body, pin_base64: pinOf(new Uint8Array(32)) }, server),
      'pin',
    )
    // Encrypted for another server key: the padding does not come out.
    const elsewhere = build({ serverPublicKey: pubOf(new Uint8Array(32).fill(0x23)) })
    expectRegistrationError(() => verifyRegistration(elsewhere, server), 'pin')
  })

  it('refuses a TIP signature over anything but the SEQUENCER:REGISTER digest', () => {
    const body = build()
    const overSha3 = sign(sha3_256(utf8ToBytes(R.user_id)), SPEND)
    expectRegistrationError(
      () => verifyRegistration({ ...body, pin_base64: pinOf(overSha3) }, server),
      'tip-signature',
    )
    const byOther = sign(hexToBytes(R.tip_body_hex), new Uint8Array(32).fill(0x77))
    expectRegistrationError(
      () => verifyRegistration({ ...body, pin_base64: pinOf(byOther) }, server),
      'tip-signature',
    )
  })

  it('checks its options', () => {
    expect(() => verifyRegistration(build(), { ...server, serverSeed: new Uint8Array(3) })).toThrow(
      RangeError,
    )
    expect(() =>
      verifyRegistration(build(), { ...server, tipPublicKey: 'x' as unknown as Uint8Array }),
    ).toThrow(TypeError)
  })
})

describe('against the SDK signSafeRegistration + signEd25519PIN (what SafeClient.register sends)', () => {
  it('verifies SDK payloads and builds the same ones (200 random cases)', () => {
    const seed = fc.uint8Array({ minLength: 32, maxLength: 32 })
    fc.assert(
      fc.property(
        fc.uuid({ version: 4 }),
        seed,
        fc.option(seed, { nil: undefined }),
        seed,
        seed,
        (userId, spendSeed, tipSeed, sessionSeed, serverSeed) => {
          const serverPublicKey = pubOf(serverSeed)
          const sessionPublicKey = pubOf(sessionSeed)
          const keystore = {
            app_id: userId,
            session_id: V.keystore.session_id,
            session_private_key: bytesToHex(sessionSeed),
            server_public_key: bytesToHex(serverPublicKey),
          }
          const sdk = signSafeRegistration(
            userId,
            bytesToHex(tipSeed ?? spendSeed),
            Buffer.from(spendSeed),
          ) as RegistrationBody
          sdk.pin_base64 = signEd25519PIN(sdk.pin_base64, keystore)
          const verified = verifyRegistration(sdk, {
            userId,
            serverSeed,
            sessionPublicKey,
            ...(tipSeed ? { tipPublicKey: pubOf(tipSeed) } : {}),
          })
          expect(verified.signatureKind).toBe('sha3-user-id')
          expect(bytesToHex(verified.publicKey)).toBe(sdk.public_key)

          // Same seeds, IV, time and iterator: our payload is the SDK's, byte for byte.
          const ours = buildRegistration({
            userId,
            spendSeed,
            ...(tipSeed ? { tipSeed } : {}),
            sessionSeed,
            serverPublicKey,
            iterator: verified.iterator,
            timeSeconds: verified.timeSeconds,
            iv: base64UrlDecode(sdk.pin_base64).slice(0, 16),
          })
          expect(ours).toEqual(sdk)
          expect(bytesToHex(newHash(Buffer.from(userId)))).toBe(
            bytesToHex(sha3_256(utf8ToBytes(userId))),
          )
        },
      ),
      { numRuns: 200 },
    )
  })
})
