/**
 * The wallet's key custody: seeds in the OS keychain, public records for everyone else.
 * @module
 */
export { createVault, type Vault, type VaultOptions, type ImportOptions } from './vault'
export { VaultError, isVaultError, type VaultErrorCode } from './errors'
export { DEFAULT_SERVICE, KEY_KINDS, entryName, parseEntryName, type Keychain, type KeyKind } from './keychain'
export { keytarKeychain, classifyKeychainError } from './keytar-keychain'
export { AccountRecordSchema, MAX_LABEL_LENGTH, toRecord, type AccountRecord } from './record'
export { parseKeystore, parseKeystoreText, disposeKeystore, KeystoreSchema, type ParsedKeystore } from './keystore'
export { sealBackup, openBackup, BACKUP_VERSION, DEFAULT_SCRYPT_N, type BackupEnvelope, type BackupContents } from './backup'
