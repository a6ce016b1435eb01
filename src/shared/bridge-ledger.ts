/**
 * What the wallet exports for people who keep the books, on the bridge (see ./bridge for the
 * contract): the **ledger** of one shared account — one row per movement of funds in or out
 * (deposits, payments received, payments made; change that came back kept out), so its amounts sum
 * to the balance — and the **audit trail** of the activity log — what the wallet did, refused or
 * failed, with names — which is not a ledger (a payment shows as proposed and as signed). Each comes
 * as rows and as the CSV text to save (src/shared/csv: one time format, ISO 8601 local time with its
 * offset). Public data only, parsed on the way out.
 * @module
 */
import { z } from 'zod'
import { LOCALES } from './i18n/locales'
import { Amount, Hash, Uuid } from './api/common'
import { In, method } from './bridge-method'
import { SharedAccountRef } from './bridge-treasury'

const Int = z.number().int()
const Ms = Int.nonnegative()

/**
 * `deposit`: into the account from outside the network; `received`: paid by other users or accounts;
 * `payment`: paid by the account (one row per receiver); `withdrawal`: paid out to an address;
 * `change`: returned by a payment of the account's own that the wallet never saw, listed so the rows
 * still sum to the balance.
 */
export const LEDGER_KINDS = ['deposit', 'received', 'payment', 'withdrawal', 'change'] as const
export const LedgerKind = z.enum(LEDGER_KINDS)
export type LedgerKind = z.infer<typeof LedgerKind>

export const LedgerRow = z.object({
  /** When it happened, ms: received when the output was created, paid when its inputs were spent. */
  at: Ms,
  /** The same as the file writes it: ISO 8601 local time with its offset. */
  time: z.string(),
  direction: z.enum(['in', 'out']),
  kind: LedgerKind,
  asset_id: Uuid,
  /** The registry's symbol as cached, else "(asset c94ac88f)". */
  symbol: z.string(),
  /** Always positive; `direction` says which way. */
  amount: Amount,
  /** Who paid or was paid, by name (a label this wallet gave a shared account, a person, "2 of 3: …"), or what is known of them. */
  counterparty: z.string(),
  /** Their user ids, or a withdrawal's address; empty for a deposit or when unknown. */
  counterparty_ids: z.array(z.string()),
  memo: z.string(),
  /** The request of a payment the wallet knows; null otherwise. */
  request_id: Uuid.nullable(),
  /** The transaction that moved it; null only for an output spent by a transaction the wallet never saw. */
  transaction_hash: Hash.nullable(),
})
export type LedgerRow = z.infer<typeof LedgerRow>

export const LEDGER_COLUMNS = [
  'Time',
  'Direction',
  'Kind',
  'Asset',
  'Amount',
  'Counterparty',
  'Counterparty id',
  'Memo',
  'Request id',
  'Transaction hash',
  'Asset id',
] as const

export const LedgerExport = z.object({
  label: z.literal('Ledger'),
  account: z.object({
    ...SharedAccountRef,
    members: z.array(Uuid),
    name: z.string(),
    address: z.string(),
  }),
  /** Oldest first. */
  rows: z.array(LedgerRow),
  columns: z.array(z.string()),
  /** The file: a byte-order mark, the header, one line per row, CRLF. */
  csv: z.string(),
  file_name: z.string(),
  /** When the account's outputs were last read from the service: the ledger is as of then. Null before any read. */
  synced_at: Ms.nullable(),
})
export type LedgerExport = z.infer<typeof LedgerExport>

export const AuditTrailRow = z.object({
  id: Int,
  at: Ms,
  time: z.string(),
  /** Who acted: an account's name, or "This wallet" for the wallet itself. */
  actor: z.string(),
  actor_id: z.string(),
  action: z.string(),
  /** The action in words ("Signed", "Added members"). */
  action_name: z.string(),
  /** What it was about, in words ("120 USDT to Carol", "Group “Treasury”", "Bob"). */
  subject: z.string(),
  subject_id: z.string(),
  result: z.enum(['ok', 'failed', 'refused']),
  result_name: z.string(),
  /** The entry's detail with ids as names and failures as words (their codes kept in brackets). */
  detail: z.string(),
  transaction_hash: Hash.nullable(),
})
export type AuditTrailRow = z.infer<typeof AuditTrailRow>

export const AUDIT_TRAIL_COLUMNS = [
  'Time',
  'Account',
  'Account id',
  'Action',
  'About',
  'About id',
  'Result',
  'Detail',
  'Transaction hash',
] as const

export const AuditTrail = z.object({
  label: z.literal('Audit trail'),
  /** Newest first, as the activity log lists them. */
  rows: z.array(AuditTrailRow),
  columns: z.array(z.string()),
  csv: z.string(),
  file_name: z.string(),
  /** Set when more entries matched than one export holds (the newest were kept). */
  truncated: z.boolean(),
})
export type AuditTrail = z.infer<typeof AuditTrail>

/**
 * The wallet's audit actions, each with its words, for the log, the trail and the activity screen
 * alike: an action the log may hold has words here, or nothing builds.
 */
const ACTION_WORDS = {
  propose: 'Proposed a payment',
  sign: 'Signed',
  unlock: 'Unlocked',
  'request.refused': 'Refused a request',
  'offline.export': 'Exported for offline signing',
  'offline.sign': 'Signed offline',
  register: 'Registered',
  'account.import': 'Imported an account',
  'account.create-keys': 'Created spend keys',
  'account.remove': 'Removed an account',
  'backup.export': 'Exported a backup',
  'backup.import': 'Restored a backup',
  'group.create': 'Created a group',
  'group.update': 'Edited a group',
  'group.add': 'Added members',
  'group.remove': 'Removed members',
  'group.role': 'Changed a role',
  'group.rotate-link': 'Reset an invitation link',
  'group.leave': 'Left a group',
  'group.mute': 'Muted or unmuted',
  'group.join': 'Joined a group',
  'group.disappear': 'Set disappearing messages',
  'group.message': 'Sent a message',
  'wallet.unlock': 'Unlocked the wallet',
  'wallet.lock': 'Locked the wallet',
  'wallet.reauth': 'Confirmed the passphrase',
  'passphrase.set': 'Set the passphrase',
  'passphrase.change': 'Changed the passphrase',
  'lock.configure': 'Changed the lock settings',
  'service.change': 'Changed the service address',
  'keys.remove': 'Deleted keys without an account',
  'keys.move': 'Moved keys to this wallet’s own keychain entries',
} as const satisfies Record<string, string>

export type AuditAction = keyof typeof ACTION_WORDS
/** Every action the audit log may hold. */
export const AUDIT_ACTIONS = Object.keys(ACTION_WORDS) as [AuditAction, ...AuditAction[]]
/** An action's words, by the action as the log stores it. */
export const AUDIT_ACTION_NAMES: Readonly<Record<string, string>> = ACTION_WORDS
/** Actions whose subject is a user id (an account of this wallet). */
export const ACCOUNT_SUBJECT_ACTIONS: ReadonlySet<string> = new Set<AuditAction>([
  'register',
  'account.import',
  'account.create-keys',
  'account.remove',
  'backup.export',
  'backup.import',
])

const Range = { since: Ms.optional(), until: Ms.optional() }
/** The language of an export's header (its data stays as it is); English unless given. */
export const HeaderLocale = z.enum(LOCALES).optional()

export const ledgerMethods = {
  /** The ledger of one shared account (one asset, a time range), from what the wallet synced; works offline. */
  'treasury.exportLedger': method(
    In({
      account: Uuid,
      ...SharedAccountRef,
      asset_id: Uuid.optional(),
      ...Range,
      locale: HeaderLocale,
    }),
    LedgerExport,
  ),
  /** The activity log as an audit trail with names, filtered as `audit.list` (and by result); works offline. */
  'audit.trail': method(
    In({
      account: Uuid.optional(),
      action: z.string().max(64).optional(),
      result: z.enum(['ok', 'failed', 'refused']).optional(),
      ...Range,
      locale: HeaderLocale,
    }),
    AuditTrail,
  ),
} as const
