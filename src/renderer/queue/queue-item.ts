/**
 * What the queue shows of a request: who it pays. The external receivers are those that are not the
 * senders' own members and threshold (change). Pure, unit-tested.
 * @module
 */
import type { RequestItem } from '../../shared/bridge'

export type ItemReceiver = RequestItem['receivers'][number]

/** A queue item as the contract lists it. */
export type QueueItem = RequestItem

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join()

/** The receivers that are not change back to the senders (all of them when every one is change); undefined when none is listed. */
export function externalReceivers(item: QueueItem): ItemReceiver[] | undefined {
  if (item.receivers.length === 0) return undefined
  const external = item.receivers.filter((r) => !(sameSet(r.members, item.senders) && r.threshold === item.threshold))
  return external.length > 0 ? external : item.receivers
}

/** Text a filter matches against: amount, asset, ids, hash, receivers. */
export function searchText(item: QueueItem, assetSymbol: string): string {
  const receivers = item.receivers.flatMap((r) => r.members)
  return [item.amount, assetSymbol, item.asset_id, item.request_id, item.transaction_hash, ...receivers, item.state].join(' ').toLowerCase()
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
