import { describe, expect, it } from 'vitest'
import { parseCodeRef } from '../../../../../src/main/core/services/codes'

const id = '6fd4aa3a-0c46-4a4b-a7e6-7bb1b3e4b9b0'

describe('code references', () => {
  it.each([
    [id, id],
    [id.toUpperCase(), id],
    [`https://mixin.one/codes/${id}`, id],
    [`  http://mixin.one/codes/${id}/  `, id],
    [`mixin://codes/${id}`, id],
    [`https://127.0.0.1:7001/prefix/codes/${id}?utm=x`, id],
  ])('reads %j as a UUID', (text, expected) => {
    expect(parseCodeRef(text)).toEqual({ kind: 'uuid', id: expected })
  })

  it('reads a transaction hash', () => {
    expect(parseCodeRef('AB'.repeat(32))).toEqual({ kind: 'hash', hash: 'ab'.repeat(32) })
  })

  it.each(['', 'hello', `https://mixin.one/users/${id}`, `https://mixin.one/codes/${id}x`, `file:///codes/${id}`, 'ab'.repeat(31)])('refuses %j', (text) => {
    expect(() => parseCodeRef(text)).toThrow(expect.objectContaining({ name: 'CoreError', code: 'invalid-code' }))
  })
})
