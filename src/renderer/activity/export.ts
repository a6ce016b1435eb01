/**
 * Exporting the request history and the activity log as CSV: everything is read from the wallet's
 * cache (so it works offline), names and symbols included, and saved through the page's download,
 * which the host turns into a save dialog.
 * @module
 */
import type { AuditEntry, BridgeInput, RequestItem } from '../../shared/bridge'
import { MAX_USERS_FETCH } from '../../shared/api/user'
import { call } from '../app/bridge'
import { localTimeWithOffset, toCsv } from '../app/csv'
import { saveTextFile } from '../app/download'
import { accountName } from '../accounts/account-name'
import { assetLabel, displayName } from '../components/format'
import { currentAccount } from '../store'
import { ACTIVITY_COLUMNS, activityRows, REQUEST_COLUMNS, requestRows, type ExportWords } from './export-rows'

const chunks = <T>(list: readonly T[], size: number): T[][] => Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size))

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

const today = () => localTimeWithOffset(Date.now()).slice(0, 10)
// A byte-order mark, so spreadsheet programs read the names and memos as UTF-8.
const BOM = '\uFEFF'

/** Saves every request of the current account as CSV; returns the file's name and row count. */
export async function exportRequestHistory(): Promise<{ fileName: string; rows: number }> {
  const account = currentAccount()
  const items = await allRequests(account)
  const rows = requestRows(items, await wordsFor(account, items, [], (a) => a))
  const fileName = `cosigner-requests-${today()}.csv`
  saveTextFile(fileName, BOM + toCsv(REQUEST_COLUMNS, rows), 'text/csv')
  return { fileName, rows: rows.length }
}

export type AuditQuery = Omit<BridgeInput<'audit.list'>, 'before_id' | 'limit'>

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

/**
 * Saves the log entries the screen's filters match (all of them, not only the loaded page) as CSV,
 * each with its request's columns when the wallet knows the request.
 */
export async function exportActivity(query: AuditQuery, keep: (e: AuditEntry) => boolean, actionName: (a: string) => string): Promise<{ fileName: string; rows: number }> {
  const account = currentAccount()
  const entries = (await allEntries(query)).filter(keep)
  const items = await allRequests(account)
  const actors = entries.map((e) => e.actor).filter((a) => /^[0-9a-f-]{36}$/.test(a))
  const rows = activityRows(entries, new Map(items.map((i) => [i.request_id, i])), await wordsFor(account, items, actors, actionName))
  const fileName = `cosigner-activity-${today()}.csv`
  saveTextFile(fileName, BOM + toCsv(ACTIVITY_COLUMNS, rows), 'text/csv')
  return { fileName, rows: rows.length }
}
