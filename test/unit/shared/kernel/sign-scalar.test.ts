import { describe, expect, it } from 'vitest'
import * as ed from '@noble/ed25519'
import { edwards25519 } from '@mixin.dev/mixin-node-sdk'
import { signWithScalar } from '../../../../src/shared/kernel/sign-scalar'
import {
  GROUP_ORDER,
  newKeyFromSeed,
  numberToBytesLE,
  publicFromScalar,
  scalarFromBytes,
} from '../../../../src/shared/kernel/scalar'
import { Rng, hex, txVector, unhex } from './crypto-fixtures'

describe('signWithScalar', () => {
  it('reproduces the SDK official 1-of-1 signature (t 739509b4… over efef5e4f…)', () => {
    const v = txVector('sdk_official_1of1_signed')
    const t = unhex(v.derived_y_plus_x_scalar_t as string)
    const sig = signWithScalar(t, unhex(v.hash))
    expect(hex(sig)).toBe(v.signature_maps[0]!['0'])
    const P = unhex(v.derived_one_time_public_P as string)
    expect(ed.verify(sig, unhex(v.hash), P, { zip215: false })).toBe(true)
  })

  it('is deterministic and byte-identical to the SDK edwards25519.sign on random scalars', () => {
    const rng = new Rng('sign-scalar')
    for (let i = 0; i < 300; i++) {
      const t = newKeyFromSeed(rng.bytes(64))
      const msg = rng.bytes(i % 5 === 0 ? rng.int(0, 100) : 32)
      const ours = signWithScalar(t, msg)
      expect(hex(signWithScalar(t, msg))).toBe(hex(ours))
      expect(hex(ours)).toBe(edwards25519.sign(Buffer.from(msg), Buffer.from(t)).toString('hex'))
      expect(ed.verify(ours, msg, publicFromScalar(scalarFromBytes(t)), { zip215: false })).toBe(
        true,
      )
    }
  })

  it('signs with the scalar itself, not as a seed', () => {
    const t = newKeyFromSeed(new Rng('not-seed').bytes(64))
    const msg = new Uint8Array(32).fill(7)
    expect(hex(signWithScalar(t, msg))).not.toBe(hex(ed.sign(msg, t)))
  })

  it('refuses a zero or non-canonical scalar and bad arguments', () => {
    expect(() => signWithScalar(new Uint8Array(32), new Uint8Array(32))).toThrow(RangeError)
    expect(() => signWithScalar(numberToBytesLE(GROUP_ORDER, 32), new Uint8Array(32))).toThrow(
      RangeError,
    )
    expect(() => signWithScalar(new Uint8Array(31).fill(1), new Uint8Array(32))).toThrow(RangeError)
    expect(() => signWithScalar(numberToBytesLE(5n, 32), 'msg' as unknown as Uint8Array)).toThrow(
      TypeError,
    )
  })
})
