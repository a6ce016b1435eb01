import { describe, expect, it } from 'vitest'
import { keychainBackend } from '../../../../../src/main/core/services/settings'

describe('keychainBackend', () => {
  it('names the keychain keytar uses on each platform', () => {
    expect(keychainBackend('linux')).toBe('Secret Service')
    expect(keychainBackend('darwin')).toBe('macOS Keychain')
    expect(keychainBackend('win32')).toBe('Windows Credential Manager')
    expect(keychainBackend('freebsd')).toBe('OS keychain')
  })
})
