import { describe, expect, it } from 'vitest'
import { base58Decode, base58Encode } from '../../../../src/shared/kernel/base58'
import { Rng, hex, unhex, vectors } from './crypto-fixtures'

describe('base58', () => {
  it('matches known Bitcoin-alphabet vectors', () => {
    const cases: [string, string][] = [
      ['', ''],
      ['00', '1'],
      ['0000', '11'],
      ['61', '2g'],
      ['626262', 'a3gV'],
      ['636363', 'aPEr'],
      ['516b6fcd0f', 'ABnLTmg'],
      ['572e4794', '3EFU7m'],
      ['10c8511e', 'Rt5zm'],
      ['00000000000000000000', '1111111111'],
      ['0000287fb4cd', '11233QC4'],
      [hex(new TextEncoder().encode('Hello World!')), '2NEpo7TZRRrLZSi2U'],
      ['ff'.repeat(32), 'JEKNVnkbo3jma5nREBBJCDoXFVeKkD56V3xKrvRmWxFG'],
    ]
    for (const [h, text] of cases) {
      expect(base58Encode(unhex(h))).toBe(text)
      expect(hex(base58Decode(text))).toBe(h)
    }
  })

  it('encodes the MIX vector payload', () => {
    const v = vectors.addresses.mix_uuid_1of1
    expect('MIX' + base58Encode(unhex(v.base58_payload_hex))).toBe(v.address)
    expect(hex(base58Decode(v.address.slice(3)))).toBe(v.base58_payload_hex)
  })

  it('round-trips random bytes of many lengths, leading zeros included', () => {
    const rng = new Rng('base58')
    for (let i = 0; i < 400; i++) {
      const b = rng.bytes(rng.int(0, 120))
      const zeros = rng.int(0, 3)
      for (let z = 0; z < Math.min(zeros, b.length); z++) b[z] = 0
      const text = base58Encode(b)
      expect(text).toMatch(/^[1-9A-HJ-NP-Za-km-z]*$/)
      expect(base58Decode(text)).toEqual(b)
    }
    const big = rng.bytes(4103)
    expect(base58Decode(base58Encode(big))).toEqual(big)
  })

  it('refuses characters outside the alphabet with a RangeError naming the offset', () => {
    for (const bad of ['0', 'O', 'I', 'l', 'abc+', 'é', ' 2g']) {
      expect(() => base58Decode(bad)).toThrow(RangeError)
    }
    expect(() => base58Decode('2g0')).toThrow(/offset 2/)
    expect(() => base58Decode(5 as unknown as string)).toThrow(TypeError)
    expect(() => base58Encode('00' as unknown as Uint8Array)).toThrow(TypeError)
  })
})
