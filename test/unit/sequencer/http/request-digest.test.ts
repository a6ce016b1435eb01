/**
 * The sequencer's OpenSSL request digest must equal the shared one (noble), which reproduces the
 * official SDK's: a token's `sig` is checked against it on every request.
 */
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { requestDigest } from '../../../../src/shared/auth'
import { requestDigestOf } from '../../../../src/sequencer/http/request-digest'

describe('requestDigestOf', () => {
  it('equals the shared requestDigest on a known request', () => {
    const body = new TextEncoder().encode('{"raw":"77770005"}')
    expect(requestDigestOf('POST', '/safe/multisigs/abc/sign', body)).toBe(requestDigest('POST', '/safe/multisigs/abc/sign', body))
    expect(requestDigestOf('GET', '/me', new Uint8Array(0))).toBe(requestDigest('GET', '/me', ''))
  })

  it('equals it on random methods, targets (any Unicode) and bodies', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 12 }), fc.string({ unit: 'grapheme', maxLength: 200 }), fc.uint8Array({ maxLength: 2048 }), (method, uri, body) => {
        expect(requestDigestOf(method, uri, body)).toBe(requestDigest(method, uri, body))
      }),
      { numRuns: 500 },
    )
  })

  it('changes with any byte of the body', () => {
    const body = new TextEncoder().encode('{"raw":"77770005"}')
    const other = body.slice()
    other[0] = 0x5b
    expect(requestDigestOf('POST', '/x', other)).not.toBe(requestDigestOf('POST', '/x', body))
  })
})
