/**
 * The wallet's key custody: seeds in the OS keychain, public records for everyone else.
 * @module
 */
export { createVault, type Vault } from './vault'
export { VaultError, isVaultError, type VaultErrorCode } from './errors'
export type { Keychain } from './keychain'
export { keytarKeychain } from './keytar-keychain'
export { toRecord, type AccountRecord } from './record'
