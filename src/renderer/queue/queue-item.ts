/**
 * What the queue shows of a request: what its filter matched, the time its row shows, and what
 * kind of offline file was chosen (who it pays is ../base/receivers). Pure, unit-tested.
 * @module
 */
import type { QueueMatch, RequestItem } from '../../shared/bridge'
import { formatAge, formatTime, timeOf } from '../base/format'

/** A queue item as the contract lists it. */
export type QueueItem = RequestItem

/** What happened when a request last moved, for those that nobody can act on any more. */
const FINISHED_VERB: Partial<Record<QueueItem['state'], string>> = {
  sending: 'Complete',
  done: 'Sent',
  unlocked: 'Unlocked',
}

/**
 * The time a row shows: a finished request when it finished (local time: a bookkeeper matches it to
 * a statement), an open one how long it has waited.
 */
export function rowTime(item: QueueItem, now: number): { text: string; dateTime: string } {
  const verb = FINISHED_VERB[item.state]
  if (verb !== undefined)
    return {
      text: `${verb} ${formatTime(item.updated_at)}`,
      dateTime: new Date(item.updated_at).toISOString(),
    }
  return { text: formatAge(timeOf(item.created_at), now), dateTime: item.created_at }
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

const MATCH_WORDS: Readonly<Record<QueueMatch['field'], string>> = {
  amount: 'the amount',
  asset: 'the asset',
  memo: 'the memo',
  receiver: 'the receiver',
  signer: 'the signer',
  account: 'the account',
  'request-id': 'the request id',
  'transaction-hash': 'the transaction hash',
}

/** What the filter matched in a request, for its row: "Matched the memo “March rent”, the receiver Carol". */
export function matchText(matched: readonly QueueMatch[]): string {
  if (matched.length === 0) return ''
  const quoted = (m: QueueMatch) => (m.field === 'memo' ? `“${m.text}”` : m.text)
  return `Matched ${matched.map((m) => `${MATCH_WORDS[m.field]} ${quoted(m)}`).join(', ')}`
}

/**
 * What the queue's status line says under a filter: "3 of 40 here match “rent”; 1 in Done", with
 * how many are shown when a list has more matches than one search returns.
 */
export function filterStatus(o: {
  query: string
  matches: number
  inList: number
  shown: number
  elsewhere: ReadonlyArray<{ name: string; matches: number }>
}): string {
  const shown = o.shown < o.matches ? ` (the newest ${o.shown.toLocaleString()} shown)` : ''
  const others =
    o.elsewhere.length > 0
      ? `; ${o.elsewhere.map((e) => `${e.matches.toLocaleString()} in ${e.name}`).join(', ')}`
      : ''
  return `${o.matches.toLocaleString()} of ${o.inList.toLocaleString()} here match “${o.query}”${shown}${others}`
}
