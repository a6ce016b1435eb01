/**
 * Which keychain holds the keys, in words. The wallet core says which one it uses (the contract's
 * `Settings.keychain`), so the page names it instead of guessing from where it runs.
 * @module
 */
import type { Settings } from '../../shared/bridge'
import { t, type MessageId } from '../base/words'

const PHRASES: Readonly<Record<string, MessageId>> = {
  'Secret Service': 'common.keychain.secretService',
  'macOS Keychain': 'common.keychain.macos',
  'Windows Credential Manager': 'common.keychain.windows',
}

/** The keychain the core reported, named for people; a generic name before settings are loaded. */
export function keychainName(keychain: Settings['keychain'] | null | undefined): string {
  if (!keychain || keychain.backend === '') return t('common.keychain.unknown')
  const id = PHRASES[keychain.backend]
  return id ? t(id) : t('common.keychain.other', { backend: keychain.backend })
}
