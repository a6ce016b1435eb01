/**
 * The wallet's SQLite cache: accounts (public parts), settings, conversations, multisig requests
 * and the audit log. No secrets, ever; everything readable offline.
 * @module
 */
export { openCache, type Cache } from './open'
export { CacheError } from './errors'
export type { AccountRow } from './accounts'
export { SettingKey, type SettingsStore } from './settings'
export type { ConversationDetail, ConversationSummary } from './conversations'
export { REQUEST_STATES, type MyRole, type RequestInput, type RequestRow, type RequestState } from './requests'
export type { AuditAction, AuditEntry, AuditFilter, AuditInput } from './audit'
