import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { decodeLenientBase64 } from '../../../../src/sequencer/messages/base64'

describe('decodeLenientBase64', () => {
  it('reads every spelling the official clients write', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        const b = Buffer.from(bytes)
        const std = b.toString('base64')
        for (const text of [
          std,
          std.replace(/=+$/, ''),
          b.toString('base64url'),
          `${b.toString('base64url')}${'='.repeat((4 - (b.toString('base64url').length % 4)) % 4)}`,
          std.replace(/(.{60})/g, '$1\n'),
        ]) {
          expect(decodeLenientBase64(text)).toEqual(b)
        }
      }),
    )
  })

  it('refuses stray characters, misplaced padding and impossible lengths instead of skipping them', () => {
    for (const bad of [
      'a',
      'abcde',
      'ab=c',
      'ab===',
      '=',
      'a@bc',
      'ab c!',
      'YQ==YQ==',
      'YQ=',
      '\u00e9abc',
    ]) {
      expect(decodeLenientBase64(bad), bad).toBeUndefined()
    }
    expect(decodeLenientBase64(7 as never)).toBeUndefined()
    expect(decodeLenientBase64('')).toEqual(Buffer.alloc(0))
  })
})
