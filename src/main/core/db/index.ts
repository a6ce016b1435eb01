/**
 * The wallet's SQLite cache: accounts (public parts), settings, conversations, multisig requests,
 * the audit log, the treasury (outputs, shared accounts, balances, assets, proven transactions), and
 * people (the users cache and each account's contacts). No secrets, ever; everything readable offline.
 * @module
 */
export { openCache, type Cache } from './open'
export { CacheError } from './errors'
export type { AccountRow } from './accounts'
export { SettingKey, type SettingsStore } from './settings'
export type { ConversationDetail, ConversationSummary } from './conversations'
export type { RequestInput, RequestRow, SearchRow } from './requests'
export {
  AUDIT_DETAIL_MAX,
  AUDIT_SUBJECT_MAX,
  type AuditAction,
  type AuditEntry,
  type AuditFilter,
  type AuditInput,
} from './audit'
export type {
  BalanceRow,
  OutputInput,
  OutputRow,
  OutputState,
  SharedAccountInput,
  SharedAccountKey,
  SharedAccountRow,
  SharedAccountStatus,
  TreasuryStore,
} from './treasury'
export type { AssetInput, AssetRow, AssetsStore } from './assets'
export type { StoredImage } from './images'
export type { ProvenTransactionsStore } from './proven-transactions'
export {
  searchFold,
  type ContactRow,
  type PeopleStore,
  type UserInput,
  type UserRow,
} from './people'
export type { GroupFacts, MessageInput, MessagesStore } from './messages'
export { RUN_FILE_SUFFIX, type SharedFileRow } from './runs'
export type {
  RunAccountKey,
  RunInput,
  RunKind,
  RunPayee,
  RunRecord,
  RunRequestKind,
  RunRequestRecord,
  RunRowRecord,
  RunsStore,
  RunStatus,
  RunTarget,
} from './runs'
