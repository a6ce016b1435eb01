import { describe, expect, it } from 'vitest'
import * as ed from '@noble/ed25519'
import {
  GROUP_ORDER,
  PointError,
  bytesToNumberLE,
  clampedSpendScalar,
  decodePoint,
  isValidPublicKey,
  keyMultPubPriv,
  newKeyFromSeed,
  numberToBytesLE,
  publicFromScalar,
  scalarFromBytes,
  scalarToBytes,
  uniformScalar,
} from '../../../../src/shared/kernel/scalar'
import { Rng, hex, txVector, unhex, vectors } from './crypto-fixtures'

const L = GROUP_ORDER
// An order-8 point and other small-order encodings (the usual Ed25519 torsion list).
const ORDER8 = '26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc05'
const IDENTITY = '01' + '00'.repeat(31)
const ORDER2 = 'ec' + 'ff'.repeat(30) + '7f'
const Y_EQUALS_P = 'ed' + 'ff'.repeat(30) + '7f'
const NEGATIVE_ZERO = '01' + '00'.repeat(30) + '80'

function codeOf(f: () => unknown): string | undefined {
  try {
    f()
  } catch (e) {
    return e instanceof PointError ? e.code : `other:${String(e)}`
  }
  return undefined
}

describe('scalars', () => {
  it('has the Ed25519 group order', () => {
    expect(L).toBe(2n ** 252n + 27742317777372353535851937790883648493n)
  })

  it('reduces 64 uniform bytes mod L (newKeyFromSeed of the official ghost vector)', () => {
    const g = vectors.ghost_keys.official_mainnet_vector
    expect(hex(newKeyFromSeed(unhex(g.seed64)))).toBe(g.r)
    expect(hex(scalarToBytes(uniformScalar(unhex(g.seed64))))).toBe(g.r)
    expect(uniformScalar(new Uint8Array(64).fill(0xff))).toBe((2n ** 512n - 1n) % L)
  })

  it('accepts canonical scalars and refuses L and above', () => {
    expect(scalarFromBytes(numberToBytesLE(L - 1n, 32))).toBe(L - 1n)
    expect(scalarFromBytes(new Uint8Array(32))).toBe(0n)
    expect(() => scalarFromBytes(numberToBytesLE(L, 32))).toThrow(RangeError)
    expect(() => scalarFromBytes(new Uint8Array(32).fill(0xff))).toThrow(RangeError)
    expect(() => scalarFromBytes(new Uint8Array(31))).toThrow(RangeError)
    expect(() => scalarFromBytes('00' as unknown as Uint8Array)).toThrow(TypeError)
    expect(() => scalarToBytes(L)).toThrow(RangeError)
    expect(() => scalarToBytes(-1n)).toThrow(RangeError)
  })

  it('round-trips little-endian numbers', () => {
    const rng = new Rng('scalar-le')
    for (let i = 0; i < 50; i++) {
      const b = rng.bytes(32)
      expect(numberToBytesLE(bytesToNumberLE(b), 32)).toEqual(b)
    }
    expect(bytesToNumberLE(Uint8Array.of(1, 2))).toBe(0x0201n)
  })

  it('derives the clamped spend scalar y of the SDK 1-of-1 vector (y·G = ed25519 public key, x + y = t)', () => {
    const v = txVector('sdk_official_1of1_signed')
    const key = unhex(v.spend_private_key_hex_seed_then_pub as string)
    const seed = key.subarray(0, 32)
    const y = clampedSpendScalar(seed)
    expect(hex(publicFromScalar(y))).toBe(hex(key.subarray(32)))
    expect(hex(publicFromScalar(y))).toBe(hex(ed.getPublicKey(seed)))
    const x = scalarFromBytes(unhex((v.views as string[])[0] as string))
    expect(hex(scalarToBytes((x + y) % L))).toBe(v.derived_y_plus_x_scalar_t)
    expect(hex(publicFromScalar((x + y) % L))).toBe(v.derived_one_time_public_P)
    expect(seed).toEqual(key.subarray(0, 32)) // the caller's seed is not touched
  })

  it('computes keyMultPubPriv (a·R of the hashScalar vector)', () => {
    const h = vectors.ghost_keys.hashScalar
    expect(hex(keyMultPubPriv(unhex(h.R), unhex(h.a)))).toBe(h.aR)
    expect(hex(keyMultPubPriv(unhex(h.R), new Uint8Array(32)))).toBe(IDENTITY)
    expect(() => keyMultPubPriv(unhex(h.R), numberToBytesLE(L, 32))).toThrow(RangeError)
    expect(codeOf(() => keyMultPubPriv(unhex(ORDER8), unhex(h.a)))).toBe('not-prime-order')
  })
})

describe('keyMultPubPriv', () => {
  it('is symmetric (a·(r·G) == r·(a·G)) and gives the identity for a zero scalar', () => {
    const rng = new Rng('key-mult')
    for (let i = 0; i < 20; i++) {
      const a = numberToBytesLE(uniformScalar(rng.bytes(64)), 32)
      const r = numberToBytesLE(uniformScalar(rng.bytes(64)), 32)
      expect(hex(keyMultPubPriv(publicFromScalar(bytesToNumberLE(r)), a))).toBe(
        hex(keyMultPubPriv(publicFromScalar(bytesToNumberLE(a)), r)),
      )
    }
    expect(hex(keyMultPubPriv(ed.Point.BASE.toBytes(), new Uint8Array(32)))).toBe(
      hex(ed.Point.ZERO.toBytes()),
    )
  })
})

describe('point decoding', () => {
  it('accepts valid public keys', () => {
    const a = vectors.addresses.xin_from_seed_1_to_64
    expect(hex(decodePoint(unhex(a.public_spend)).toBytes())).toBe(a.public_spend)
    expect(isValidPublicKey(unhex(a.public_view))).toBe(true)
    expect(hex(decodePoint(unhex(a.public_view)).toBytes())).toBe(a.public_view) // cached path
  })

  it('refuses the identity, small-order points and torsion components', () => {
    expect(codeOf(() => decodePoint(unhex(IDENTITY)))).toBe('identity')
    expect(codeOf(() => decodePoint(unhex(ORDER2)))).toBe('not-prime-order')
    expect(codeOf(() => decodePoint(unhex(ORDER8)))).toBe('not-prime-order')
    const T = ed.Point.fromHex(ORDER8)
    const P = ed.Point.BASE.multiply(12345n)
    expect(codeOf(() => decodePoint(P.add(T).toBytes()))).toBe('not-prime-order')
    expect(isValidPublicKey(P.add(T).toBytes())).toBe(false)
    // Without the prime-order requirement the same bytes decode.
    expect(decodePoint(P.add(T).toBytes(), 'B', false).equals(P.add(T))).toBe(true)
  })

  it('refuses non-canonical encodings', () => {
    expect(codeOf(() => decodePoint(unhex(Y_EQUALS_P)))).toBe('non-canonical')
    expect(codeOf(() => decodePoint(unhex(NEGATIVE_ZERO)))).toBe('non-canonical')
    // y + p for a small valid y (y = 0 → 2^255 − 19 already covered); y = 1 + p with sign clear:
    const yPlusP = numberToBytesLE(1n + (2n ** 255n - 19n), 32)
    expect(codeOf(() => decodePoint(yPlusP))).toBe('non-canonical')
  })

  it('refuses bytes that are not on the curve, with a PointError', () => {
    let offCurve: Uint8Array | undefined
    for (let y = 2n; y < 100n && offCurve === undefined; y++) {
      const b = numberToBytesLE(y, 32)
      try {
        ed.Point.fromBytes(b, true)
      } catch {
        offCurve = b
      }
    }
    expect(offCurve).toBeDefined()
    expect(codeOf(() => decodePoint(offCurve as Uint8Array))).toBe('not-on-curve')
    expect(isValidPublicKey(offCurve)).toBe(false)
    expect(isValidPublicKey('ab')).toBe(false)
    expect(() => decodePoint(new Uint8Array(33))).toThrow(RangeError)
  })

  it('refuses a zero scalar for s·G', () => {
    expect(() => publicFromScalar(0n)).toThrow(RangeError)
    expect(hex(publicFromScalar(1n))).toBe(hex(ed.Point.BASE.toBytes()))
  })
})
