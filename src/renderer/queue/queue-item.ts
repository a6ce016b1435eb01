/**
 * What the queue shows of a request: the text its filter matches, the time its row shows, and what
 * kind of offline file was chosen (who it pays is ../base/receivers). Pure, unit-tested.
 * @module
 */
import type { RequestItem } from '../../shared/bridge'
import { formatAge, formatTime, timeOf } from '../base/format'

/** A queue item as the contract lists it. */
export type QueueItem = RequestItem

/**
 * Text a filter matches against: amount, asset, ids, hash, receivers, the memo (treasurers look
 * payments up by invoice number) and any other words the caller adds (names, the account's label).
 */
export function searchText(item: QueueItem, assetSymbol: string, words: readonly string[] = []): string {
  const receivers = item.receivers.flatMap((r) => r.members)
  return [item.amount, assetSymbol, item.asset_id, item.request_id, item.transaction_hash, ...receivers, item.state, item.memo, ...words].join(' ').toLowerCase()
}

/** What happened when a request last moved, for those that nobody can act on any more. */
const FINISHED_VERB: Partial<Record<QueueItem['state'], string>> = { sending: 'Complete', done: 'Sent', unlocked: 'Unlocked' }

/**
 * The time a row shows: a finished request when it finished (local time: a bookkeeper matches it to
 * a statement), an open one how long it has waited.
 */
export function rowTime(item: QueueItem, now: number): { text: string; dateTime: string } {
  const verb = FINISHED_VERB[item.state]
  if (verb !== undefined) return { text: `${verb} ${formatTime(item.updated_at)}`, dateTime: new Date(item.updated_at).toISOString() }
  return { text: formatAge(timeOf(item.created_at), now), dateTime: item.created_at }
}

/** The kind of an offline file, from its `format` field. */
export function offlineFileKind(text: string): 'request' | 'signature' | 'unknown' {
  try {
    const json: unknown = JSON.parse(text)
    const format = typeof json === 'object' && json !== null ? (json as { format?: unknown }).format : undefined
    if (format === 'cosigner/offline-request') return 'request'
    if (format === 'cosigner/offline-signature') return 'signature'
  } catch {
    // Not JSON: unknown.
  }
  return 'unknown'
}
