/**
 * Whom a request pays: its receivers less the change, which goes back to the senders' own members
 * and threshold — or all of them when every one is change (a merge). From the request's JSON alone,
 * for lists and words; review reads the same from the raw transaction. Pure.
 * @module
 */

interface Receiver {
  readonly members: readonly string[]
  readonly threshold: number
}

const sameMembers = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join()

/** Whether `r` is change of a request from `senders` with `threshold`. */
export const isChange = (r: Receiver, senders: readonly string[], threshold: number): boolean =>
  r.threshold === threshold && sameMembers(r.members, senders)

/** The receivers that are not change (all of them when every one is). */
export function paidReceivers<R extends Receiver>(req: {
  readonly receivers: readonly R[]
  readonly senders: readonly string[]
  readonly threshold: number
}): R[] {
  const paid = req.receivers.filter((r) => !isChange(r, req.senders, req.threshold))
  return paid.length > 0 ? paid : [...req.receivers]
}
