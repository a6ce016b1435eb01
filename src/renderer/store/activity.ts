/**
 * The activity slice: the audit log page by page, and the CSV exports a bookkeeper asks for — the
 * request history, the activity log as the audit trail (written by the core, with names), and a
 * shared account's ledger (one row per movement, also the core's) —, read from the wallet's caches
 * (so they work offline) and saved through the page's download, which the host turns into a save
 * dialog.
 * @module
 */
import type { RequestItem } from '../../shared/bridge'
import { MAX_USERS_FETCH } from '../../shared/api/user'
import { accountName } from '../base/account-name'
import { localTimeWithOffset, toCsv } from '../../shared/csv'
import { saveTextFile } from '../base/download'
import { assetLabel, displayName } from '../base/format'
import { t } from '../base/words'
import type { ActivityActions, NoticeActions } from './actions'
import { requestColumns, requestRows, type ExportWords } from './export-rows'
import { currentAccountIn, readerLocaleIn, type Slice, type SliceContext } from './slice'

/** Entries per page of the screen's log. */
export const AUDIT_PAGE = 200

const chunks = <T>(list: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) =>
    list.slice(i * size, (i + 1) * size),
  )

const today = () => localTimeWithOffset(Date.now()).slice(0, 10)
// A byte-order mark, so spreadsheet programs read the names and memos as UTF-8.
const BOM = '\uFEFF'

export function activitySlice({
  get,
  call,
  actions,
}: SliceContext<NoticeActions>): Slice<object, ActivityActions> {
  /** Every request of the account, newest change first. */
  async function allRequests(account: string): Promise<RequestItem[]> {
    const items: RequestItem[] = []
    for (;;) {
      // No state named: every state, whatever states the wallet comes to have.
      const page = await call('requests.list', { account, limit: 500, offset: items.length })
      items.push(...page.items)
      if (page.items.length < 500) return items
    }
  }

  /** Names, symbols and account names for the rows, from the wallet's caches (no network). */
  async function wordsFor(account: string, items: readonly RequestItem[]): Promise<ExportWords> {
    const ids = [
      ...new Set(
        items.flatMap((i) => [
          ...i.senders,
          ...i.signers,
          ...i.receivers.flatMap((r) => r.members),
        ]),
      ),
    ]
    const people = new Map<string, { full_name: string }>()
    for (const part of chunks(ids, MAX_USERS_FETCH))
      for (const p of await call('people.get', { account, user_ids: part, offline: true }))
        people.set(p.user_id, p)
    const assets = new Map<string, { symbol: string; name: string }>()
    for (const part of chunks([...new Set(items.map((i) => i.asset_id))], 100))
      for (const a of await call('assets.get', { account, asset_ids: part, offline: true }))
        assets.set(a.asset_id, a)
    const labels = new Map(
      (await call('treasury.list', { account })).accounts.map((a) => [
        `${a.members.join(',')}/${a.threshold}`,
        a.label,
      ]),
    )
    // Each name is followed by its id in the file: "(you)" would only be in the way of the reader.
    const nameOf = (id: string) => displayName(id, people.get(id))
    return {
      nameOf,
      symbolOf: (id) => assetLabel(id, assets.get(id)).symbol,
      accountOf: (item) => {
        const members = [...item.senders].sort()
        return accountName(
          {
            label: labels.get(`${members.join(',')}/${item.threshold}`) ?? '',
            threshold: item.threshold,
            members,
          },
          null,
          (id) => displayName(id, people.get(id)),
        )
      },
    }
  }

  function save(
    fileName: string,
    header: readonly string[],
    rows: Parameters<typeof toCsv>[1],
  ): void {
    saveTextFile(fileName, BOM + toCsv(header, rows), 'text/csv')
    actions.notify({
      tone: 'success',
      title: t('common.notice.requestsSaved', { count: rows.length, file: fileName }),
    })
  }

  return {
    initial: {},
    actions: {
      auditPage(query, beforeId) {
        return call('audit.list', {
          ...query,
          ...(beforeId !== undefined ? { before_id: beforeId } : {}),
          limit: AUDIT_PAGE,
        })
      },

      async exportRequestHistory() {
        const account = currentAccountIn(get)
        const items = await allRequests(account)
        const rows = requestRows(items, await wordsFor(account, items))
        // words-exempt: a file name, the same in every language
        save(`cosigner-requests-${today()}.csv`, requestColumns(), rows)
      },

      async exportAuditTrail(query) {
        const trail = await call('audit.trail', { ...query, locale: readerLocaleIn(get) })
        // The core's file already starts with its byte-order mark.
        saveTextFile(trail.file_name, trail.csv, 'text/csv')
        actions.notify({
          tone: trail.truncated ? 'info' : 'success',
          title: t('common.notice.auditSaved', {
            count: trail.rows.length,
            file: trail.file_name,
            truncated: trail.truncated ? 'yes' : 'no',
          }),
        })
      },

      async exportLedger(key) {
        const ledger = await call('treasury.exportLedger', {
          account: currentAccountIn(get),
          ...key,
          locale: readerLocaleIn(get),
        })
        saveTextFile(ledger.file_name, ledger.csv, 'text/csv')
        const rows = ledger.rows.length
        actions.notify({
          tone: 'success',
          title: t('common.notice.ledgerSaved', {
            account: ledger.account.name,
            count: rows,
            file: ledger.file_name,
          }),
        })
      },
    },
  }
}
