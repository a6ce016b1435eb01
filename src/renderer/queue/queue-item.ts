/**
 * What the queue shows of a request: what its filter matched, the time its row shows, and what
 * kind of offline file was chosen (who it pays is ../base/receivers), worded from the catalogs by
 * the caller's `t`. Pure, unit-tested.
 * @module
 */
import type { QueueMatch, RequestItem } from '../../shared/bridge'
import type { QueueTab } from '../store/types'
import { timeOf } from '../base/format'
import { t as wordsNow, type MessageId } from '../base/words'

/** Words in the language shown: the caller's `t` (a component's), else the one in force now. */
export type Wording = typeof wordsNow

/** A queue item as the contract lists it. */
export type QueueItem = RequestItem

/** The states nobody can act on any more: the row says when the request last moved. */
const FINISHED = new Set<QueueItem['state']>(['sending', 'done', 'unlocked'])

/** How long ago, in words: "just now", "5 min ago", "3 h ago", "2 days ago". */
function ageText(thenMs: number, nowMs: number, t: Wording): string {
  if (!Number.isFinite(thenMs)) return t('queue.row.unknownTime')
  const s = Math.max(0, Math.round((nowMs - thenMs) / 1000))
  if (s < 45) return t('queue.row.age', { unit: 'now', n: 0 })
  const min = Math.round(s / 60)
  if (min < 60) return t('queue.row.age', { unit: 'minute', n: min })
  const h = Math.round(min / 60)
  if (h < 48) return t('queue.row.age', { unit: 'hour', n: h })
  const d = Math.round(h / 24)
  if (d < 60) return t('queue.row.age', { unit: 'day', n: d })
  return t('queue.row.age', { unit: 'month', n: Math.round(d / 30) })
}

/**
 * The time a row shows: a finished request when it finished (local time: a bookkeeper matches it to
 * a statement), an open one how long it has waited.
 */
export function rowTime(
  item: QueueItem,
  now: number,
  t: Wording = wordsNow,
): { text: string; dateTime: string } {
  if (FINISHED.has(item.state) && Number.isFinite(item.updated_at))
    return {
      text: t('queue.row.finished', { state: item.state, at: item.updated_at }),
      dateTime: new Date(item.updated_at).toISOString(),
    }
  return { text: ageText(timeOf(item.created_at), now, t), dateTime: item.created_at }
}

/** The kind of an offline file, from its `format` field. */
export function offlineFileKind(text: string): 'request' | 'signature' | 'unknown' {
  try {
    const json: unknown = JSON.parse(text)
    const format =
      typeof json === 'object' && json !== null ? (json as { format?: unknown }).format : undefined
    if (format === 'cosigner/offline-request') return 'request'
    if (format === 'cosigner/offline-signature') return 'signature'
  } catch {
    // Not JSON: unknown.
  }
  return 'unknown'
}

/** A matched field as the catalog's `queue.match.part` selects it. */
const MATCH_FIELD: Readonly<Record<QueueMatch['field'], string>> = {
  amount: 'amount',
  asset: 'asset',
  memo: 'memo',
  receiver: 'receiver',
  signer: 'signer',
  account: 'account',
  'request-id': 'request',
  'transaction-hash': 'hash',
}

/** What the filter matched in a request, for its row: "Matched the memo “March rent”, the receiver Carol". */
export function matchText(matched: readonly QueueMatch[], t: Wording = wordsNow): string {
  if (matched.length === 0) return ''
  const parts = matched.map((m) =>
    t('queue.match.part', { field: MATCH_FIELD[m.field], text: m.text }),
  )
  return t('queue.match.all', { parts: parts.join(t('queue.match.separator')) })
}

/**
 * What the queue's status line says under a filter: "3 of 40 here match “rent”; 1 in Done", with
 * how many are shown when a list has more matches than one search returns.
 */
export function filterStatus(
  o: {
    query: string
    matches: number
    inList: number
    shown: number
    elsewhere: ReadonlyArray<{ name: string; matches: number }>
  },
  t: Wording = wordsNow,
): string {
  const here = t('queue.filter.status', {
    matches: o.matches,
    inList: o.inList,
    query: o.query,
    partial: o.shown < o.matches ? 'yes' : 'no',
    shown: o.shown,
  })
  if (o.elsewhere.length === 0) return here
  const others = o.elsewhere.map((e) =>
    t('queue.filter.elsewhere', { count: e.matches, list: e.name }),
  )
  return [here, others.join(t('queue.filter.separator'))].join(t('queue.filter.clauses'))
}

/** The id of each list's name, for the tabs and every sentence that names a list. */
export const LIST_NAME: Readonly<Record<QueueTab, MessageId>> = {
  'needs-signature': 'queue.tab.needsSignature',
  waiting: 'queue.tab.waiting',
  done: 'queue.tab.done',
}
