import { describe, expect, it } from 'vitest'
import { redact } from '../../../../src/main/core/redact'

describe('redact', () => {
  it('hides long hex and base64 runs, keeps ordinary text and ids', () => {
    expect(
      redact(
        `seed ${'0f'.repeat(32)} token eyJhbGciOiJFZERTQSIsInR5cCI6IkpXVCJ9.eyJ1aWQiOiJhIn0xxxxxxxxxxxxx`,
      ),
    ).toBe('seed [redacted] token [redacted]')
    expect(redact('GET /safe/multisigs/6a1b2c3d-0000-4000-8000-00000000a001 failed')).toBe(
      'GET /safe/multisigs/6a1b2c3d-0000-4000-8000-00000000a001 failed',
    )
    expect(
      redact(
        `b64 ${Buffer.alloc(32, 7).toString('base64')} url ${Buffer.alloc(32, 0xfb).toString('base64url')}`,
      ),
    ).toBe('b64 [redacted] url [redacted]')
  })
})
