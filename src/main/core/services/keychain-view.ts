/**
 * Where the keys are, in words for people: what the window's first screen and the demo's banner show,
 * and what `npm start` prints, so the terminal and the window say the same. The core decides
 * (../vault/keychain-reach); these words only name the decision and, on this platform, what to
 * install or start so that the OS keychain answers.
 * @module
 */
import type { KeychainStatus } from '../../../shared/bridge'
import type { KeychainReach } from '../vault'
import { keychainBackend } from './settings'

/** What to install or start on `platform` so that its OS keychain answers. */
export function keychainRemedy(platform: NodeJS.Platform): string {
  if (platform === 'darwin')
    return 'Sign in to this Mac in its own desktop session, so that your login keychain is open, then try again.'
  if (platform === 'win32')
    return 'Sign in to Windows as yourself, so that your Credential Manager is open, then try again.'
  return (
    'Install a Secret Service and have it running in your desktop session: GNOME Keyring (on Debian or Ubuntu: sudo apt-get install gnome-keyring), ' +
    'KWallet, or KeePassXC with its Secret Service integration turned on. Without a desktop (over SSH), start one for the session, ' +
    'for example with dbus-run-session and gnome-keyring-daemon --unlock. Then try again.'
  )
}

/** The view of `reach` on `platform`. */
export function keychainView(reach: KeychainReach, platform: NodeJS.Platform): KeychainStatus {
  const backend = keychainBackend(platform)
  const none =
    platform === 'linux'
      ? 'No keychain is reachable on this computer (no Secret Service answers)'
      : `The ${backend} cannot be reached`
  switch (reach.storage) {
    case 'os':
      return { storage: 'os', backend, reason: null, remedy: null, detail: null }
    case 'memory':
      return {
        storage: 'memory',
        backend,
        reason: `${none}, so the demo keeps its throwaway keys in the wallet's memory only: they are gone when the demo stops.`,
        remedy: null,
        detail: null,
      }
    case 'unreachable':
      return {
        storage: 'unreachable',
        backend,
        reason: `${none}, so the wallet cannot keep your keys: it stores them only in the ${backend}, never in a file or in memory, where they would be lost when it stops.`,
        remedy: keychainRemedy(platform),
        detail: reach.detail,
      }
  }
}
