/**
 * The activity slice: the audit log page by page, and the two CSV exports a bookkeeper asks for —
 * the request history and the activity log —, read from the wallet's caches (so they work offline),
 * names and symbols included, and saved through the page's download, which the host turns into a
 * save dialog.
 * @module
 */
import type { AuditEntry, RequestItem } from '../../shared/bridge'
import { MAX_USERS_FETCH } from '../../shared/api/user'
import { accountName } from '../base/account-name'
import { localTimeWithOffset, toCsv } from '../base/csv'
import { saveTextFile } from '../base/download'
import { assetLabel, displayName } from '../base/format'
import type { ActivityActions, AuditQuery, NoticeActions } from './actions'
import { ACTIVITY_COLUMNS, activityRows, REQUEST_COLUMNS, requestRows, type ExportWords } from './export-rows'
import { currentAccountIn, type Slice, type SliceContext } from './slice'

/** Entries per page of the screen's log. */
export const AUDIT_PAGE = 200

const chunks = <T>(list: readonly T[], size: number): T[][] => Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size))

const today = () => localTimeWithOffset(Date.now()).slice(0, 10)
// A byte-order mark, so spreadsheet programs read the names and memos as UTF-8.
const BOM = '\uFEFF'

export function activitySlice({ get, call, actions }: SliceContext<NoticeActions>): Slice<object, ActivityActions> {
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

  /** Every log entry the query matches, newest first, page by page. */
  async function allEntries(query: AuditQuery): Promise<AuditEntry[]> {
    const entries: AuditEntry[] = []
    for (;;) {
      const before = entries.at(-1)?.id
      const page = await call('audit.list', { ...query, ...(before !== undefined ? { before_id: before } : {}), limit: 1000 })
      entries.push(...page)
      if (page.length < 1000) return entries
    }
  }

  /** Names, symbols and account names for the rows, from the wallet's caches (no network). */
  async function wordsFor(account: string, items: readonly RequestItem[], extraPeople: readonly string[], actionName: (a: string) => string): Promise<ExportWords> {
    const ids = [...new Set([...items.flatMap((i) => [...i.senders, ...i.signers, ...i.receivers.flatMap((r) => r.members)]), ...extraPeople])]
    const people = new Map<string, { full_name: string }>()
    for (const part of chunks(ids, MAX_USERS_FETCH)) for (const p of await call('people.get', { account, user_ids: part, offline: true })) people.set(p.user_id, p)
    const assets = new Map<string, { symbol: string; name: string }>()
    for (const part of chunks([...new Set(items.map((i) => i.asset_id))], 100)) for (const a of await call('assets.get', { account, asset_ids: part, offline: true })) assets.set(a.asset_id, a)
    const labels = new Map((await call('treasury.list', { account })).accounts.map((a) => [`${a.members.join(',')}/${a.threshold}`, a.label]))
    const nameOf = (id: string) => (id === account ? `${displayName(id, people.get(id))} (you)` : displayName(id, people.get(id)))
    return {
      nameOf,
      symbolOf: (id) => assetLabel(id, assets.get(id)).symbol,
      accountOf: (item) => {
        const members = [...item.senders].sort()
        return accountName({ label: labels.get(`${members.join(',')}/${item.threshold}`) ?? '', threshold: item.threshold, members }, null, (id) => displayName(id, people.get(id)))
      },
      actionName,
    }
  }

  function save(fileName: string, header: readonly string[], rows: Parameters<typeof toCsv>[1], what: (n: number) => string): void {
    saveTextFile(fileName, BOM + toCsv(header, rows), 'text/csv')
    actions.notify({ tone: 'success', title: `Saved ${rows.length.toLocaleString()} ${what(rows.length)} as ${fileName}.` })
  }

  return {
    initial: {},
    actions: {
      auditPage(query, beforeId) {
        return call('audit.list', { ...query, ...(beforeId !== undefined ? { before_id: beforeId } : {}), limit: AUDIT_PAGE })
      },

      async exportRequestHistory() {
        const account = currentAccountIn(get)
        const items = await allRequests(account)
        const rows = requestRows(items, await wordsFor(account, items, [], (a) => a))
        save(`cosigner-requests-${today()}.csv`, REQUEST_COLUMNS, rows, (n) => (n === 1 ? 'request' : 'requests'))
      },

      async exportActivity(query, keep, actionName) {
        const account = currentAccountIn(get)
        const entries = (await allEntries(query)).filter(keep)
        const items = await allRequests(account)
        const actors = entries.map((e) => e.actor).filter((a) => /^[0-9a-f-]{36}$/.test(a))
        const rows = activityRows(entries, new Map(items.map((i) => [i.request_id, i])), await wordsFor(account, items, actors, actionName))
        save(`cosigner-activity-${today()}.csv`, ACTIVITY_COLUMNS, rows, (n) => (n === 1 ? 'entry' : 'entries'))
      },
    },
  }
}
