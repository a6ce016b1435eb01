/**
 * Who a request pays: its receivers that are not the senders' own members and threshold (change).
 * Pure, unit-tested.
 * @module
 */
import type { RequestItem } from '../../shared/bridge'

export type ItemReceiver = RequestItem['receivers'][number]

type Parties = Pick<RequestItem, 'receivers' | 'senders' | 'threshold'>

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join()
const paying = (item: Parties) =>
  item.receivers.filter(
    (r) => !(sameSet(r.members, item.senders) && r.threshold === item.threshold),
  )

/** The receivers that are not change back to the senders (all of them when every one is change); undefined when none is listed. */
export function externalReceivers(item: Parties): ItemReceiver[] | undefined {
  if (item.receivers.length === 0) return undefined
  const external = paying(item)
  return external.length > 0 ? external : item.receivers
}

/** The request's signers it pays (outside its change). */
export function paidSigners(item: Parties): string[] {
  const senders = new Set(item.senders)
  return [...new Set(paying(item).flatMap((r) => r.members.filter((m) => senders.has(m))))]
}
