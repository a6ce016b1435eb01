/**
 * The wallet's key custody: seeds in the OS keychain, public records for everyone else.
 * @module
 */
export { createVault, type Vault, type VaultOptions, type ImportOptions, type ImportCheck, type ReconcileReport, type StoredKeys } from './vault'
export { VaultError, isVaultError, type VaultErrorCode } from './errors'
export { DEFAULT_SERVICE, DEMO_SERVICE, KEY_KINDS, entryName, parseEntryName, type EntryName, type Keychain, type KeyKind } from './keychain'
export { keytarKeychain, classifyKeychainError } from './keytar-keychain'
export { AccountRecordSchema, MAX_LABEL_LENGTH, toRecord, type AccountRecord } from './record'
export { parseKeystore, parseKeystoreText, disposeKeystore, KeystoreSchema, type ParsedKeystore } from './keystore'
export { sealBackup, openBackup, BACKUP_VERSION, type BackupEnvelope, type BackupContents } from './backup'
export { DEFAULT_SCRYPT_N } from './sealing'
export { sealEntry, openEntry, recoverEntrySeed, isSealedEntryText, type SealingKey } from './sealed-entry'
export { deriveKey, newScryptParams, sameBytes, checkScryptN, isScryptN, b64, ScryptParamsSchema, scryptParamsJson, type ScryptParams, type DerivedKey } from './sealing'
