/**
 * Which keychain holds the keys, in words. The wallet core says which one it uses (the contract's
 * `Settings.keychain`), so the page names it instead of guessing from where it runs.
 * @module
 */
import type { Settings } from '../../shared/bridge'

const PHRASES: Readonly<Record<string, string>> = {
  'Secret Service': 'your desktop’s Secret Service keyring (GNOME Keyring or KWallet)',
  'macOS Keychain': 'the macOS Keychain',
  'Windows Credential Manager': 'the Windows Credential Manager',
}

/** The keychain the core reported, named for people; a generic name before settings are loaded. */
export function keychainName(keychain: Settings['keychain'] | null | undefined): string {
  if (!keychain || keychain.backend === '') return 'your operating system’s keychain'
  return PHRASES[keychain.backend] ?? `the ${keychain.backend}`
}
