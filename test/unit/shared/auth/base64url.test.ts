import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { base64UrlDecode, base64UrlEncode } from '../../../../src/shared/auth/base64url'

describe('base64UrlEncode / base64UrlDecode', () => {
  it('matches Node for random bytes, in both alphabets, padded and not', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 70 }), (bytes) => {
        const url = Buffer.from(bytes).toString('base64url')
        const std = Buffer.from(bytes).toString('base64')
        expect(base64UrlEncode(bytes)).toBe(url)
        expect(base64UrlDecode(url)).toEqual(bytes)
        expect(base64UrlDecode(std)).toEqual(bytes)
        expect(base64UrlDecode(std.replace(/=+$/, ''))).toEqual(bytes)
        expect(base64UrlDecode(url + '='.repeat((4 - (url.length % 4)) % 4))).toEqual(bytes)
      }),
      { numRuns: 300 },
    )
  })

  it('knows the edge values', () => {
    expect(base64UrlEncode(new Uint8Array())).toBe('')
    expect(base64UrlDecode('')).toEqual(new Uint8Array())
    expect(base64UrlEncode(new Uint8Array([0xfb, 0xff]))).toBe('-_8')
    expect(base64UrlDecode('+/8=')).toEqual(new Uint8Array([0xfb, 0xff]))
  })

  it.each([
    ['a', 'impossible length'],
    ['abcde', 'impossible length'],
    ['QR', 'non-zero trailing bits'],
    ['QUJ', 'non-zero trailing bits'],
    ['QQ=', 'unexpected character'],
    ['QQ===', 'impossible length'],
    ['QUJD=', 'impossible length'],
    ['QUJD====', 'unexpected character'],
    ['====', 'unexpected character'],
    ['Q=Q=', 'unexpected character'],
    ['QQ ', 'unexpected character'],
    ['QQ\n', 'unexpected character'],
    ['QQé', 'unexpected character'],
    ['QQ%3', 'unexpected character'],
  ])('rejects %j with a TypeError (%s)', (text, why) => {
    expect(() => base64UrlDecode(text)).toThrow(TypeError)
    expect(() => base64UrlDecode(text)).toThrow(why)
  })

  it('checks its argument types', () => {
    expect(() => base64UrlEncode('ab' as unknown as Uint8Array)).toThrow(TypeError)
    expect(() => base64UrlDecode(new Uint8Array() as unknown as string)).toThrow(TypeError)
  })
})
