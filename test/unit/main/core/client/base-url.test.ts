import { describe, expect, it } from 'vitest'
import { blazeUrlFor, codeFor, normalizeBaseUrl } from '../../../../../src/main/core/client'

describe('base URLs', () => {
  it('normalises http(s) URLs and keeps a path prefix', () => {
    expect(normalizeBaseUrl('http://127.0.0.1:7001/')).toBe('http://127.0.0.1:7001')
    expect(normalizeBaseUrl(' https://api.mixin.one ')).toBe('https://api.mixin.one')
    expect(normalizeBaseUrl('https://proxy.example/mixin//')).toBe('https://proxy.example/mixin')
  })

  it("keeps host names a resolver can hold, IP addresses, and the URL parser's forms of them", () => {
    expect(normalizeBaseUrl('https://my_service.internal.example.')).toBe(
      'https://my_service.internal.example.',
    )
    expect(normalizeBaseUrl(`https://${'a'.repeat(63)}.example`)).toBe(
      `https://${'a'.repeat(63)}.example`,
    )
    expect(normalizeBaseUrl('https://[::ffff:10.0.0.1]:8443')).toBe('https://[::ffff:a00:1]:8443')
    expect(normalizeBaseUrl('http://0x7f.1:7001')).toBe('http://127.0.0.1:7001')
  })

  it.each([
    '',
    'api.mixin.one',
    'ftp://x',
    'https://user:pw@api.mixin.one',
    'https://api.mixin.one/?a=1',
    'https://api.mixin.one/#x',
    'javascript:alert(1)',
    // A seed pasted into the field: no scheme, or after one (a label no resolver holds, or characters none takes)
    '0f'.repeat(32),
    `https://${'0f'.repeat(32)}`,
    `https://${Buffer.alloc(32, 0xfb).toString('base64')}`,
    `https://${'a'.repeat(64)}.example`,
  ])('refuses %j with invalid-url', (text) => {
    expect(() => normalizeBaseUrl(text)).toThrow(
      expect.objectContaining({ name: 'CoreError', code: 'invalid-url' }),
    )
  })

  it('finds the Blaze socket of a service', () => {
    expect(blazeUrlFor('https://api.mixin.one')).toBe('wss://blaze.mixin.one/')
    expect(blazeUrlFor('http://127.0.0.1:7001')).toBe('ws://127.0.0.1:7001/')
    expect(blazeUrlFor('https://example.org/prefix/')).toBe('wss://example.org/prefix/')
  })
})

describe('error codes', () => {
  it('prefers the Mixin code of the body, then the HTTP status', () => {
    expect(codeFor(202, 20116)).toBe('rejected')
    expect(codeFor(202, 10002)).toBe('invalid-field')
    expect(codeFor(409, 10105)).toBe('conflict')
    expect(codeFor(404, 10404)).toBe('not-registered')
    expect(codeFor(500, 7000)).toBe('server-error')
    expect(codeFor(503, 123456)).toBe('server-error')
    expect(codeFor(403, undefined)).toBe('forbidden')
    expect(codeFor(418, undefined)).toBe('rejected')
    expect(codeFor(504, undefined)).toBe('server-error')
  })
})
