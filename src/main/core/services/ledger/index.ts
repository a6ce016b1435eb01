/**
 * The exports for people who keep the books (works offline): a shared account's ledger (./rows) and
 * the activity log's audit trail (./audit-trail), each as rows and as the CSV text to save, written
 * by the project's one CSV writer (src/shared/csv).
 * @module
 */
import {
  AUDIT_TRAIL_COLUMNS,
  LEDGER_COLUMNS,
  type AuditTrail,
  type LedgerExport,
  type LedgerRow,
} from '../../../../shared/bridge'
import { csvFile, localDate } from '../../../../shared/csv'
import { buildMixAddress } from '../../../../shared/kernel'
import type { CoreContext } from '../../context'
import type { AuditEntry, AuditFilter, SharedAccountKey } from '../../db'
import { CoreError } from '../../errors'
import { cachedWords } from '../words'
import { auditTrailRows } from './audit-trail'
import { ledgerRows, type LedgerRange } from './rows'
import type { MessageId } from '../../../../shared/i18n/catalog'
import type { Locale } from '../../../../shared/i18n/locales'
import { translator } from '../../../../shared/i18n/translate'
import { words } from '../../../../shared/i18n/words'

export type { LedgerRange } from './rows'

/** The most entries one audit trail holds (the newest are kept). */
export const MAX_TRAIL_ENTRIES = 100_000

export interface LedgerService {
  /**
   * One shared account's ledger (one asset, a time range), oldest first.
   * @throws CoreError 'account-not-found' | 'shared-account-not-found'
   */
  exportLedger(
    userId: string,
    key: SharedAccountKey,
    range?: LedgerRange & { locale?: Locale },
  ): LedgerExport
  /**
   * The activity log's entries that `filter` (and `result`) match, as an audit trail, newest first;
   * its header in `locale` (English unless given).
   */
  auditTrail(
    filter?: Omit<AuditFilter, 'beforeId' | 'limit'> & {
      result?: AuditEntry['result']
      locale?: Locale
    },
  ): AuditTrail
}

/** The ledger's header, by catalog id, in the order of {@link LEDGER_COLUMNS} (their English). */
const LEDGER_HEADER = [
  'core.csv.ledger.time',
  'core.csv.ledger.direction',
  'core.csv.ledger.kind',
  'core.csv.ledger.asset',
  'core.csv.ledger.amount',
  'core.csv.ledger.counterparty',
  'core.csv.ledger.counterpartyId',
  'core.csv.ledger.memo',
  'core.csv.ledger.requestId',
  'core.csv.ledger.transactionHash',
  'core.csv.ledger.assetId',
] as const satisfies readonly MessageId[] & { length: (typeof LEDGER_COLUMNS)['length'] }

/** The audit trail's header, by catalog id, in the order of {@link AUDIT_TRAIL_COLUMNS}. */
const AUDIT_TRAIL_HEADER = [
  'core.csv.audit.time',
  'core.csv.audit.account',
  'core.csv.audit.accountId',
  'core.csv.audit.action',
  'core.csv.audit.about',
  'core.csv.audit.aboutId',
  'core.csv.audit.result',
  'core.csv.audit.detail',
  'core.csv.audit.transactionHash',
] as const satisfies readonly MessageId[] & { length: (typeof AUDIT_TRAIL_COLUMNS)['length'] }

/** A CSV header in the reader's language: the data below it stays as it is. */
export const headerIn = (ids: readonly MessageId[], locale: Locale = 'en'): string[] =>
  ids.map((id) => translator(locale).t(id))

const DIRECTION = { in: 'In', out: 'Out' } as const
const KIND = {
  deposit: 'Deposit',
  received: 'Received',
  payment: 'Payment',
  withdrawal: 'Withdrawal',
  change: 'Change',
} as const

/** A file name's part made of a label: letters and digits, the rest as dashes. */
const slug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 40)

const ledgerLine = (r: LedgerRow) => [
  r.time,
  DIRECTION[r.direction],
  KIND[r.kind],
  r.symbol,
  r.amount,
  r.counterparty,
  r.counterparty_ids.join('; '),
  r.memo,
  r.request_id ?? '',
  r.transaction_hash ?? '',
  r.asset_id,
]

export function ledgerService(ctx: CoreContext): LedgerService {
  return {
    exportLedger(userId, key, { locale, ...range } = {}) {
      ctx.requireAccount(userId)
      const account = ctx.cache.treasury.sharedAccount(userId, key)
      if (!account)
        throw new CoreError('shared-account-not-found', words('core.sharedAccount.notFollowed'))
      const rows = ledgerRows(ctx, userId, account, range)
      const name = cachedWords(ctx, userId, { people: account.members, assets: [] }).owners(
        account.members,
        account.threshold,
      )
      const fileName = `cosigner-ledger-${slug(account.label) || `${account.threshold}-of-${account.members.length}-${account.members_hash.slice(0, 8)}`}-${localDate(ctx.now())}.csv`
      return {
        label: 'Ledger',
        account: {
          members_hash: account.members_hash,
          threshold: account.threshold,
          members: account.members,
          name,
          address: buildMixAddress({ members: account.members, threshold: account.threshold }),
        },
        rows,
        columns: headerIn(LEDGER_HEADER, locale),
        csv: csvFile(headerIn(LEDGER_HEADER, locale), rows.map(ledgerLine)),
        file_name: fileName,
        synced_at: account.synced_at,
      }
    },
    auditTrail(filter = {}) {
      const { result, locale, ...query } = filter
      const entries: AuditEntry[] = []
      let truncated = false
      for (;;) {
        const before = entries.at(-1)?.id
        const page = ctx.cache.audit.list({
          ...query,
          ...(before !== undefined ? { beforeId: before } : {}),
          limit: 1000,
        })
        entries.push(...page.filter((e) => result === undefined || e.result === result))
        if (page.length < 1000) break
        if (entries.length >= MAX_TRAIL_ENTRIES) {
          truncated = true
          break
        }
      }
      const rows = auditTrailRows(ctx, entries.slice(0, MAX_TRAIL_ENTRIES))
      const lines = rows.map((r) => [
        r.time,
        r.actor,
        r.actor_id,
        r.action_name,
        r.subject,
        r.subject_id,
        r.result_name,
        r.detail,
        r.transaction_hash ?? '',
      ])
      return {
        label: 'Audit trail',
        rows,
        columns: headerIn(AUDIT_TRAIL_HEADER, locale),
        csv: csvFile(headerIn(AUDIT_TRAIL_HEADER, locale), lines),
        file_name: `cosigner-audit-trail-${localDate(ctx.now())}.csv`,
        truncated: truncated || entries.length > MAX_TRAIL_ENTRIES,
      }
    },
  }
}
