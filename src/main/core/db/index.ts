/**
 * The wallet's SQLite cache: accounts (public parts), settings, conversations, multisig requests,
 * the audit log, and the treasury (outputs, shared accounts, balances, assets, proven transactions). No secrets, ever; everything readable offline.
 * @module
 */
export { openCache, quarantineCacheFile, type Cache, type CacheOptions } from './open'
export { CacheError, type CacheErrorCode } from './errors'
export { migrations } from './migrations'
export type { AccountRow, AccountsStore } from './accounts'
export { SettingKey, type SettingsStore } from './settings'
export type {
  Conversation,
  ConversationDetail,
  ConversationInput,
  ConversationSummary,
  ConversationsStore,
  Participant,
  ParticipantInput,
  ParticipantRole,
} from './conversations'
export { REQUEST_STATES, type MyRole, type RequestInput, type RequestRow, type RequestState, type RequestsStore } from './requests'
export { AUDIT_ACTIONS, type AuditAction, type AuditEntry, type AuditFilter, type AuditInput, type AuditResult, type AuditStore } from './audit'
export type { BalanceRow, OutputInput, OutputRow, OutputState, SharedAccountKey, SharedAccountRow, TreasuryStore } from './treasury'
export { ICON_TYPES, type AssetInput, type AssetRow, type AssetsStore, type IconType } from './assets'
export type { ProvenTransactionsStore } from './proven-transactions'
