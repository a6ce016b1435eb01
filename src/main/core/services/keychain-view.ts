/**
 * Where the keys are, in words for people: what the window's first screen and the demo's banner show,
 * and what `npm start` prints, so the terminal and the window say the same. The core decides
 * (../vault/keychain-reach); these words only name the decision and, on this platform, what to
 * install or start so that the OS keychain answers.
 * @module
 */
import type { KeychainStatus } from '../../../shared/bridge'
import { words, type Words } from '../../../shared/i18n/words'
import type { KeychainReach } from '../vault'
import { keychainBackend } from './settings'

/** What to install or start on `platform` so that its OS keychain answers. */
export function keychainRemedy(platform: NodeJS.Platform): Words {
  if (platform === 'darwin') return words('core.keychain.remedy.darwin')
  if (platform === 'win32') return words('core.keychain.remedy.win32')
  return words('core.keychain.remedy.linux')
}

/** The view of `reach` on `platform`: why the keys are not in the OS keychain, as catalog words. */
export function keychainView(reach: KeychainReach, platform: NodeJS.Platform): KeychainStatus {
  const backend = keychainBackend(platform)
  switch (reach.storage) {
    case 'os':
      return { storage: 'os', backend, reason: null, remedy: null, detail: null }
    case 'memory':
      return {
        storage: 'memory',
        backend,
        reason: words('core.keychain.demoMemory', { platform, backend }),
        remedy: null,
        detail: null,
      }
    case 'unreachable':
      return {
        storage: 'unreachable',
        backend,
        reason: words('core.keychain.cannotKeep', { platform, backend }),
        remedy: keychainRemedy(platform),
        // The OS keychain's own message, as it said it: for a details line.
        detail: reach.detail,
      }
  }
}
