import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { bytesToHex } from '@noble/hashes/utils.js'
import {
  AMOUNT_PRECISION,
  UNITS_PER_COIN,
  formatAmount,
  parseAmount,
} from '../../../../src/shared/kernel/amount'
import { Writer, integerLength } from '../../../../src/shared/kernel/writer'
import { Reader } from '../../../../src/shared/kernel/reader'
import { specVectors } from '../../../helpers/spec-vectors'

const vectors = specVectors as {
  integer_encoding: Record<string, string>
}

function encodeInteger(units: bigint): string {
  const w = new Writer(2 + integerLength(units))
  w.integer(units)
  return bytesToHex(w.buf)
}

describe('parseAmount', () => {
  it('reads the integer_encoding vectors into the bytes the Kernel writes', () => {
    const cases = Object.entries(vectors.integer_encoding).filter(
      ([k]) => /^\d/.test(k) && !k.includes('_'),
    )
    expect(cases.length).toBe(7)
    for (const [decimal, hex] of cases)
      expect(encodeInteger(parseAmount(decimal)), decimal).toBe(hex)
  })

  it('encodes zero as the Kernel does (0000), not as the SDK does (000100)', () => {
    expect(encodeInteger(parseAmount('0'))).toBe(vectors.integer_encoding['0_kernel'])
    expect(vectors.integer_encoding['0_sdk']).toBe('000100')
  })

  it('parses whole numbers and fractions exactly', () => {
    expect(parseAmount('1')).toBe(100000000n)
    expect(parseAmount('1.5')).toBe(150000000n)
    expect(parseAmount('0.00000001')).toBe(1n)
    expect(parseAmount('007.10')).toBe(710000000n)
    expect(parseAmount('21000000.12345678')).toBe(2100000012345678n)
    expect(parseAmount('123456789012345678901234567890')).toBe(
      123456789012345678901234567890n * UNITS_PER_COIN,
    )
  })

  it('floors digits past the eighth decimal, as the Kernel does', () => {
    expect(parseAmount('0.000000019')).toBe(1n)
    expect(parseAmount('0.000000009999')).toBe(0n)
    expect(parseAmount('1.999999999999')).toBe(199999999n)
  })

  it('refuses signs, exponents, blanks and junk with TypeError', () => {
    for (const bad of [
      '',
      '-1',
      '+1',
      '1e8',
      '1E-8',
      ' 1',
      '1 ',
      '1.',
      '.5',
      '1..2',
      '1,5',
      '0x10',
      'NaN',
      'Infinity',
      '１',
      '1_000',
      '\n1',
    ]) {
      expect(() => parseAmount(bad), JSON.stringify(bad)).toThrow(TypeError)
    }
  })

  it('refuses non-strings with TypeError and absurd lengths with RangeError', () => {
    expect(() => parseAmount(1 as unknown as string)).toThrow(TypeError)
    expect(() => parseAmount(null as unknown as string)).toThrow(TypeError)
    expect(() => parseAmount('1'.repeat(257))).toThrow(RangeError)
    expect(parseAmount('1'.repeat(256))).toBe(BigInt('1'.repeat(256)) * UNITS_PER_COIN)
  })
})

describe('formatAmount', () => {
  it('writes the shortest decimal', () => {
    expect(formatAmount(0n)).toBe('0')
    expect(formatAmount(1n)).toBe('0.00000001')
    expect(formatAmount(150000000n)).toBe('1.5')
    expect(formatAmount(100000000n)).toBe('1')
    expect(formatAmount(4500000000000n)).toBe('45000')
    expect(formatAmount(257283064891n)).toBe('2572.83064891')
    expect(formatAmount(10n)).toBe('0.0000001')
  })

  it('refuses negatives with RangeError and non-bigints with TypeError', () => {
    expect(() => formatAmount(-1n)).toThrow(RangeError)
    expect(() => formatAmount(1 as unknown as bigint)).toThrow(TypeError)
    expect(() => formatAmount('1' as unknown as bigint)).toThrow(TypeError)
  })

  it('round-trips with parseAmount for any amount', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 1n << 200n }), (units) => {
        const s = formatAmount(units)
        expect(s).toMatch(/^(0|[1-9]\d*)(\.\d*[1-9])?$/)
        expect(parseAmount(s)).toBe(units)
      }),
      { numRuns: 2000 },
    )
  })

  it('parse then format normalises any decimal string to at most 8 places', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,30}(\.\d{1,20})?$/), (s) => {
        const formatted = formatAmount(parseAmount(s))
        const [, fraction = ''] = formatted.split('.')
        expect(fraction.length).toBeLessThanOrEqual(AMOUNT_PRECISION)
        expect(parseAmount(formatted)).toBe(parseAmount(s))
      }),
      { numRuns: 2000 },
    )
  })
})

describe('Kernel Integer primitive', () => {
  it('reads back what it writes, minimal, for any size', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: (1n << 1000n) - 1n }), (units) => {
        const hex = encodeInteger(units)
        const r = new Reader(Uint8Array.from(Buffer.from(hex, 'hex')))
        expect(r.integer()).toBe(units)
        expect(r.remaining).toBe(0)
        if (units > 0n) expect(hex.slice(4, 6)).not.toBe('00')
      }),
      { numRuns: 3000 },
    )
  })

  it('reads the 6-, 7-, 24- and 25-byte boundaries of its conversion paths', () => {
    for (const bits of [47n, 48n, 55n, 56n, 63n, 64n, 191n, 192n, 199n, 200n, 8n * 65535n - 1n]) {
      const v = (1n << bits) + 12345n
      const r = new Reader(Uint8Array.from(Buffer.from(encodeInteger(v), 'hex')))
      expect(r.integer()).toBe(v)
    }
  })
})
