import { describe, expect, it } from 'vitest'
import {
  hasToken,
  isCrossSiteFetch,
  isOwnHost,
  isOwnOriginOrAbsent,
  newToken,
} from '../../../../src/cli/web-host/guard'

describe('guard', () => {
  it('makes unguessable tokens', () => {
    const tokens = new Set(Array.from({ length: 50 }, newToken))
    expect(tokens.size).toBe(50)
    for (const t of tokens) expect(t).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })

  it('checks the token exactly', () => {
    const t = newToken()
    expect(hasToken(`Bearer ${t}`, t)).toBe(true)
    expect(hasToken(`bearer ${t}`, t)).toBe(false)
    expect(hasToken(`Bearer ${t} `, t)).toBe(false)
    expect(hasToken(`Bearer ${t.slice(1)}`, t)).toBe(false)
    expect(hasToken(t, t)).toBe(false)
    expect(hasToken(undefined, t)).toBe(false)
    expect(hasToken('Bearer ', t)).toBe(false)
  })

  it('knows its own host names, with the port', () => {
    expect(isOwnHost('127.0.0.1:4000', 4000)).toBe(true)
    expect(isOwnHost('LOCALHOST:4000', 4000)).toBe(true)
    for (const h of [
      '127.0.0.1',
      '127.0.0.1:4001',
      'evil.example:4000',
      '127.0.0.1.evil.example:4000',
      '[::1]:4000',
      '0.0.0.0:4000',
      undefined,
    ]) {
      expect(isOwnHost(h, 4000), String(h)).toBe(false)
    }
  })

  it('accepts an absent Origin or its own, nothing else', () => {
    expect(isOwnOriginOrAbsent(undefined, 4000)).toBe(true)
    expect(isOwnOriginOrAbsent('http://127.0.0.1:4000', 4000)).toBe(true)
    expect(isOwnOriginOrAbsent('http://localhost:4000', 4000)).toBe(true)
    for (const o of [
      'null',
      'https://127.0.0.1:4000',
      'http://127.0.0.1:4001',
      'http://evil.example',
      'http://127.0.0.1:4000/',
      '',
    ]) {
      expect(isOwnOriginOrAbsent(o, 4000), o).toBe(false)
    }
  })

  it('spots browser-marked cross-site fetches', () => {
    expect(isCrossSiteFetch(undefined)).toBe(false)
    expect(isCrossSiteFetch('same-origin')).toBe(false)
    expect(isCrossSiteFetch('none')).toBe(false)
    expect(isCrossSiteFetch('same-site')).toBe(true)
    expect(isCrossSiteFetch('cross-site')).toBe(true)
  })
})
