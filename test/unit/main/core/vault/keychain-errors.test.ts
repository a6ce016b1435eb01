import { describe, expect, it } from 'vitest'
import { classifyKeychainError } from '../../../../../src/main/core/vault/keytar-keychain'
import { VaultError } from '../../../../../src/main/core/vault/errors'
import { entryName, parseEntryName } from '../../../../../src/main/core/vault/keychain'

describe('classifyKeychainError', () => {
  // Messages as keytar 7.9.0 / libsecret printed them in this environment, and macOS's for locked keychains.
  it.each([
    ['Could not connect: No such file or directory', 'keychain-unavailable'],
    ['Cannot autolaunch D-Bus without X11 $DISPLAY', 'keychain-unavailable'],
    [
      'The name org.freedesktop.secrets was not provided by any .service files',
      'keychain-unavailable',
    ],
    [
      'Object does not exist at path “/org/freedesktop/secrets/collection/login”',
      'keychain-unavailable',
    ],
    ['Cannot create an item in a locked collection', 'keychain-locked'],
    ['User interaction is not allowed.', 'keychain-locked'],
    ['User canceled the operation.', 'keychain-locked'],
    ['Something else entirely', 'keychain-failed'],
  ])('%s → %s', (message, code) => {
    const e = classifyKeychainError(new Error(message))
    expect(e).toBeInstanceOf(VaultError)
    expect(e.code).toBe(code)
    expect(e.detail).toBe(message)
    expect(e.message).not.toBe('')
  })

  it('passes a VaultError through unchanged', () => {
    const original = new VaultError('not-found', 'x')
    expect(classifyKeychainError(original)).toBe(original)
  })
})

describe('entry names', () => {
  it('are <user_id>/<kind>/<generation> (generation 0 without it) and parse back', () => {
    const id = '6a1b2c3d-0000-4000-8000-00000000a001'
    expect(entryName(id, 'spend')).toBe(`${id}/spend`)
    expect(entryName(id, 'spend', 3)).toBe(`${id}/spend/3`)
    expect(parseEntryName(`${id}/tip`)).toEqual({ userId: id, kind: 'tip', generation: 0 })
    expect(parseEntryName(`${id}/tip/12`)).toEqual({ userId: id, kind: 'tip', generation: 12 })
    for (const bad of [
      '.cosigner-probe',
      `${id}/view`,
      `${id}/tip/0`,
      `${id}/tip/01`,
      `${id}/tip/x`,
      `${id}/tip/1/2`,
    ])
      expect(parseEntryName(bad)).toBeUndefined()
    expect(() => entryName(id, 'spend', -1)).toThrow(RangeError)
    expect(() => entryName(id, 'spend', 1.5)).toThrow(RangeError)
  })

  it('refuse what is not a lowercase UUID or a known kind', () => {
    expect(() => entryName('6A1B2C3D-0000-4000-8000-00000000A001', 'spend')).toThrow(TypeError)
    expect(() => entryName('6a1b2c3d-0000-4000-8000-00000000a001', 'view' as never)).toThrow(
      TypeError,
    )
  })
})
