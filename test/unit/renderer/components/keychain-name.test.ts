import { describe, expect, it } from 'vitest'
import { keychainName } from '../../../../src/renderer/components/keychain-name'

describe('keychain name', () => {
  it('names the keychain the core reports', () => {
    expect(keychainName({ backend: 'Secret Service', service: 'cosigner' })).toMatch(
      /Secret Service keyring/,
    )
    expect(keychainName({ backend: 'macOS Keychain', service: 'cosigner' })).toBe(
      'the macOS Keychain',
    )
    expect(keychainName({ backend: 'Windows Credential Manager', service: 'cosigner' })).toBe(
      'the Windows Credential Manager',
    )
    expect(keychainName({ backend: 'OS keychain', service: 'cosigner' })).toBe('the OS keychain')
  })
  it('stays generic before settings are known', () => {
    expect(keychainName(null)).toBe('your operating system’s keychain')
    expect(keychainName(undefined)).toBe('your operating system’s keychain')
  })
})
