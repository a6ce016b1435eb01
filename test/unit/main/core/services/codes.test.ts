import { describe, expect, it } from 'vitest'
import { codeIdOf, parseCodeRef } from '../../../../../src/main/core/services/codes'

const id = '6fd4aa3a-0c46-4a4b-a7e6-7bb1b3e4b9b0'

describe('code references', () => {
  it.each([
    [id, id],
    [id.toUpperCase(), id],
  ])('reads %j as a UUID', (text, expected) => {
    expect(parseCodeRef(text)).toEqual({ kind: 'uuid', id: expected })
  })

  it.each([
    [`https://mixin.one/codes/${id}`, { kind: 'code', codeId: id }],
    [`  https://mixin.one/codes/${id}/  `, { kind: 'code', codeId: id }],
    [`mixin://codes/${id}`, { kind: 'code', codeId: id }],
    [
      `https://mixin.one/multisigs/${id}?action=unlock`,
      { kind: 'request', requestId: id, action: 'unlock' },
    ],
    [`mixin://users/${id}`, { kind: 'user', userId: id }],
  ])('reads %j as a link', (text, link) => {
    expect(parseCodeRef(text)).toEqual({ kind: 'link', link })
  })

  it('reads a transaction hash', () => {
    expect(parseCodeRef('AB'.repeat(32))).toEqual({ kind: 'hash', hash: 'ab'.repeat(32) })
  })

  it.each([
    '',
    'hello',
    `https://127.0.0.1:7001/prefix/codes/${id}?utm=x`,
    `https://evil.example/codes/${id}`,
    `file:///codes/${id}`,
    'ab'.repeat(31),
  ])('refuses %j as no code', (text) => {
    expect(() => parseCodeRef(text)).toThrow(
      expect.objectContaining({
        name: 'CoreError',
        code: 'invalid-code',
        message: 'This is not a code, a code link, a request id or a transaction hash.',
      }),
    )
  })

  it.each([
    [`https://mixin.one/codes/${id}x`, 'the code in the link is not a UUID'],
    [`http://mixin.one/codes/${id}`, 'Mixin links start with https://, not http://'],
    [`https://mixin.one/codes/${id}?utm=x`, 'a code link takes no parameters'],
    [
      `https://mixin.one/multisigs/${id}?action=burn`,
      'the action in the link must be sign, unlock or revoke',
    ],
  ])('refuses the malformed link %j with the reader’s reason', (text, reason) => {
    expect(() => parseCodeRef(text)).toThrow(
      expect.objectContaining({
        code: 'invalid-code',
        message: `This link cannot be opened: ${reason}.`,
      }),
    )
  })

  it('takes only a code where a code is needed', () => {
    expect(codeIdOf(`mixin://codes/${id.toUpperCase()}`)).toBe(id)
    expect(codeIdOf(id)).toBe(id)
    expect(() => codeIdOf(`https://mixin.one/users/${id}`)).toThrow(
      expect.objectContaining({
        code: 'wrong-code-kind',
        message: 'This is a person’s link, not a code link.',
      }),
    )
    expect(() => codeIdOf('ab'.repeat(32))).toThrow(
      expect.objectContaining({ code: 'invalid-code' }),
    )
  })
})
