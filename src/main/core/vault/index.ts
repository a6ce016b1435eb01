/**
 * The wallet's key custody: seeds in the OS keychain, sealed under the wallet passphrase, and public
 * records for everyone else.
 * @module
 */
export { createVault, type Vault } from './vault'
export { VaultError, isVaultError, type VaultErrorCode } from './errors'
export { DEFAULT_SERVICE, DEMO_SERVICE, entryName, type Keychain } from './keychain'
export { reachedKeychain, type KeychainReach, type ReachedKeychain } from './keychain-reach'
export { keytarKeychain } from './keytar-keychain'
export { memoryKeychain } from './memory-keychain'
export { isSealedEntryText, recoverEntrySeed } from './sealed-entry'
export { toRecord, type AccountRecord } from './record'
export { disposeKeystore, parseKeystoreText } from './keystore'
export {
  b64,
  deriveKey,
  newScryptParams,
  sameBytes,
  ScryptParamsSchema,
  scryptParamsJson,
  type DerivedKey,
  type ScryptParams,
} from './sealing'
