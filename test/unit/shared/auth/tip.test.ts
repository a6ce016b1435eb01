import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { getTipPinUpdateMsg } from '@mixin.dev/mixin-node-sdk'
import { tipPinUpdateMessage } from '../../../../src/shared/auth/tip'
import { bytesToHex } from './fixtures'

describe('tipPinUpdateMessage', () => {
  it('is public key ‖ u64 big-endian counter', () => {
    const key = new Uint8Array(32).fill(0xab)
    expect(bytesToHex(tipPinUpdateMessage(key, 1n))).toBe(`${'ab'.repeat(32)}0000000000000001`)
    expect(bytesToHex(tipPinUpdateMessage(key, 2n ** 64n - 1n)).slice(64)).toBe('ffffffffffffffff')
  })

  it('equals the SDK getTipPinUpdateMsg (200 random cases)', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        fc.maxSafeNat(),
        (key, counter) => {
          expect(bytesToHex(tipPinUpdateMessage(key, BigInt(counter)))).toBe(
            getTipPinUpdateMsg(Buffer.from(key), counter).toString('hex'),
          )
        },
      ),
      { numRuns: 200 },
    )
  })

  it('checks its arguments', () => {
    expect(() => tipPinUpdateMessage(new Uint8Array(31), 1n)).toThrow(RangeError)
    expect(() => tipPinUpdateMessage(new Uint8Array(32), -1n)).toThrow(RangeError)
    expect(() => tipPinUpdateMessage(new Uint8Array(32), 1 as unknown as bigint)).toThrow(TypeError)
  })
})
