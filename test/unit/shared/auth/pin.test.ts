import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { cbc } from '@noble/ciphers/aes.js'
import { ed25519 } from '@noble/curves/ed25519.js'
import { sharedEd25519Key, signEd25519PIN } from '@mixin.dev/mixin-node-sdk'
import {
  decryptPin,
  encryptPin,
  PinError,
  sharedPinKey,
  type PinErrorCode,
} from '../../../../src/shared/auth/pin'
import { base64UrlDecode, base64UrlEncode } from '../../../../src/shared/auth/base64url'
import {
  bytesToHex,
  hexToBytes,
  pubOf,
  SERVER_PUB,
  SERVER_SEED,
  SESSION_PUB,
  SESSION_SEED,
  V,
} from './fixtures'

const P = V.pin
const TIME = BigInt(P.time_le)
const ITERATOR = BigInt(P.iterator_le)
const serverSide = { serverSeed: SERVER_SEED, sessionPublicKey: SESSION_PUB }

function expectPinError(fn: () => unknown, code: PinErrorCode): void {
  let caught: unknown
  try {
    fn()
  } catch (e) {
    caught = e
  }
  expect(caught).toBeInstanceOf(PinError)
  expect((caught as PinError).name).toBe('PinError')
  expect((caught as PinError).code).toBe(code)
}

/** IV ‖ AES-CBC of a hand-made (already padded) plaintext under the vector key. */
function rawCiphertext(plaintext: Uint8Array): string {
  const iv = new Uint8Array(16).fill(7)
  const ct = cbc(sharedPinKey(SESSION_SEED, SERVER_PUB), iv, { disablePadding: true }).encrypt(
    plaintext,
  )
  return base64UrlEncode(new Uint8Array([...iv, ...ct]))
}

describe('sharedPinKey', () => {
  it('is the vector key from both sides', () => {
    expect(bytesToHex(pubOf(SERVER_SEED))).toBe(V.keystore.server_public_key)
    expect(bytesToHex(sharedPinKey(SESSION_SEED, SERVER_PUB))).toBe(P.shared_key_client_side)
    expect(bytesToHex(sharedPinKey(SERVER_SEED, SESSION_PUB))).toBe(P.shared_key_server_side)
    // The Montgomery forms the vector records, through noble's own conversions.
    expect(bytesToHex(ed25519.utils.toMontgomery(SERVER_PUB))).toBe(P.server_pub_montgomery)
    expect(bytesToHex(ed25519.utils.toMontgomerySecret(SESSION_SEED))).toBe(
      P.session_priv_montgomery,
    )
  })

  it('is symmetric and equals the SDK sharedEd25519Key for random key pairs', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        (a, b) => {
          const k = sharedPinKey(a, pubOf(b))
          expect(sharedPinKey(b, pubOf(a))).toEqual(k)
          const sdk = sharedEd25519Key({
            app_id: V.keystore.app_id,
            session_id: V.keystore.session_id,
            session_private_key: bytesToHex(a),
            server_public_key: bytesToHex(pubOf(b)),
          })
          expect(bytesToHex(sdk)).toBe(bytesToHex(k))
        },
      ),
      { numRuns: 200 },
    )
  })

  it('refuses keys that are not usable points', () => {
    const notAPoint = new Uint8Array(32).fill(0xff) // y >= p
    expect(() => sharedPinKey(SESSION_SEED, notAPoint)).toThrow(RangeError)
    const identity = new Uint8Array(32)
    identity[0] = 1 // small order: the shared secret would be all zero
    expect(() => sharedPinKey(SESSION_SEED, identity)).toThrow(RangeError)
    expect(() => sharedPinKey(SESSION_SEED.subarray(1), SERVER_PUB)).toThrow(RangeError)
    expect(() => sharedPinKey('x' as unknown as Uint8Array, SERVER_PUB)).toThrow(TypeError)
  })
})

describe('decryptPin / encryptPin', () => {
  it('opens the vector ciphertext', () => {
    expect(base64UrlDecode(P.pin_base64).length).toBe(P.raw_len)
    const out = decryptPin(P.pin_base64, serverSide)
    expect(bytesToHex(out.pin)).toBe(P.recovered_pin_hex)
    expect(out.pin.length + 16 + P.padding_byte).toBe(P.plaintext_len)
    expect(out.timeSeconds).toBe(TIME)
    expect(out.iterator).toBe(ITERATOR)
  })

  it('reproduces the vector ciphertext given its IV', () => {
    const iv = base64UrlDecode(P.pin_base64).slice(0, 16)
    const ct = encryptPin(hexToBytes(P.input_hex), {
      sessionSeed: SESSION_SEED,
      serverPublicKey: SERVER_PUB,
      iterator: ITERATOR,
      timeSeconds: TIME,
      iv,
    })
    expect(ct).toBe(P.pin_base64)
    expect(ct.length).toBe(150)
  })

  it('pads with a full block when aligned and round-trips any length', () => {
    for (const [len, raw] of [
      [0, 48],
      [15, 48],
      [16, 64],
      [64, 112],
    ] as const) {
      const pin = new Uint8Array(len).fill(9)
      const ct = encryptPin(pin, {
        sessionSeed: SESSION_SEED,
        serverPublicKey: SERVER_PUB,
        iterator: 5n,
        timeSeconds: 6n,
      })
      expect(base64UrlDecode(ct).length).toBe(raw)
      expect(decryptPin(ct, serverSide)).toEqual({ pin, timeSeconds: 6n, iterator: 5n })
    }
    const max = encryptPin(new Uint8Array(), {
      sessionSeed: SESSION_SEED,
      serverPublicKey: SERVER_PUB,
      iterator: 2n ** 64n - 1n,
    })
    expect(decryptPin(max, serverSide).iterator).toBe(2n ** 64n - 1n)
  })

  it('uses a fresh IV and the current time by default', () => {
    const o = { sessionSeed: SESSION_SEED, serverPublicKey: SERVER_PUB, iterator: 1n }
    const a = encryptPin(new Uint8Array(4), o)
    expect(encryptPin(new Uint8Array(4), o)).not.toBe(a)
    const now = BigInt(Math.floor(Date.now() / 1000))
    const t = decryptPin(a, serverSide).timeSeconds
    expect(t >= now - 2n && t <= now + 2n).toBe(true)
  })

  it('refuses malformed ciphertexts with typed codes', () => {
    expectPinError(() => decryptPin('not base64!', serverSide), 'malformed')
    expectPinError(() => decryptPin(`${P.pin_base64}=`, serverSide), 'malformed')
    expectPinError(() => decryptPin(base64UrlEncode(new Uint8Array(16)), serverSide), 'length')
    expectPinError(() => decryptPin(base64UrlEncode(new Uint8Array(40)), serverSide), 'length')
    expectPinError(() => decryptPin('A'.repeat(100_000), serverSide), 'length')
    // Bad PKCS#7: a zero pad byte, a pad byte above 16, inconsistent pad bytes.
    const block = (last: number[]) =>
      new Uint8Array([...new Uint8Array(32 - last.length).fill(1), ...last])
    expectPinError(() => decryptPin(rawCiphertext(block([0])), serverSide), 'padding')
    expectPinError(() => decryptPin(rawCiphertext(block([17])), serverSide), 'padding')
    expectPinError(() => decryptPin(rawCiphertext(block([2, 3, 3])), serverSide), 'padding')
    // Valid padding but no room for time and iterator.
    expectPinError(
      () => decryptPin(rawCiphertext(new Uint8Array(16).fill(16)), serverSide),
      'length',
    )
    // Truncated to IV + 80 bytes: the last block is now time ‖ iterator, not padding.
    expectPinError(() => decryptPin(P.pin_base64.slice(0, 128), serverSide), 'padding')
  })

  it('does not open the vector with the wrong server key', () => {
    const wrong = { serverSeed: new Uint8Array(32).fill(0x23), sessionPublicKey: SESSION_PUB }
    expectPinError(() => decryptPin(P.pin_base64, wrong), 'padding')
  })

  it('checks its options', () => {
    const o = { sessionSeed: SESSION_SEED, serverPublicKey: SERVER_PUB, iterator: 1n }
    expect(() => encryptPin(new Uint8Array(1), { ...o, iterator: -1n })).toThrow(RangeError)
    expect(() => encryptPin(new Uint8Array(1), { ...o, iterator: 2n ** 64n })).toThrow(RangeError)
    expect(() => encryptPin(new Uint8Array(1), { ...o, iterator: 1 as unknown as bigint })).toThrow(
      TypeError,
    )
    expect(() => encryptPin(new Uint8Array(1), { ...o, iv: new Uint8Array(12) })).toThrow(
      RangeError,
    )
    expect(() => encryptPin(new Uint8Array(1025), o)).toThrow(RangeError)
    expect(() => encryptPin('1234' as unknown as Uint8Array, o)).toThrow(TypeError)
    expect(() =>
      decryptPin(P.pin_base64, { ...serverSide, sessionPublicKey: new Uint8Array(32).fill(0xff) }),
    ).toThrow(RangeError)
  })
})

describe('against the SDK signEd25519PIN', () => {
  it('opens SDK ciphertexts and re-encrypts them to the same bytes (200 random cases)', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        fc.uint8Array({ maxLength: 100 }),
        (sessionSeed, serverSeed, pin) => {
          const keystore = {
            app_id: V.keystore.app_id,
            session_id: V.keystore.session_id,
            session_private_key: bytesToHex(sessionSeed),
            server_public_key: bytesToHex(pubOf(serverSeed)),
          }
          const before = BigInt(Math.floor(Date.now() / 1000))
          const sdk = signEd25519PIN(bytesToHex(pin), keystore)
          const after = BigInt(Math.ceil(Date.now() / 1000))
          const out = decryptPin(sdk, { serverSeed, sessionPublicKey: pubOf(sessionSeed) })
          expect(out.pin).toEqual(pin)
          expect(out.timeSeconds >= before && out.timeSeconds <= after).toBe(true)
          // The SDK's iterator is nanoseconds since the epoch (as a float, so only roughly).
          expect(
            out.iterator / 1_000_000_000n >= before - 1n &&
              out.iterator / 1_000_000_000n <= after + 1n,
          ).toBe(true)
          const ours = encryptPin(pin, {
            sessionSeed,
            serverPublicKey: pubOf(serverSeed),
            iterator: out.iterator,
            timeSeconds: out.timeSeconds,
            iv: base64UrlDecode(sdk).slice(0, 16),
          })
          expect(ours).toBe(sdk)
        },
      ),
      { numRuns: 200 },
    )
  })
})
