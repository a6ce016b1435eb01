/**
 * Which requests belong to a group's talk: those whose senders (the multisig's members) are all
 * members of the group. Pure, unit-tested.
 * @module
 */
import type { RequestItem } from '../../shared/bridge'

/** Requests whose senders are all in `memberIds`, newest change first, each once, at most `limit`. */
export function requestsOfMembers(
  lists: ReadonlyArray<readonly RequestItem[]>,
  memberIds: readonly string[],
  limit = 10,
): RequestItem[] {
  const members = new Set(memberIds)
  const seen = new Set<string>()
  const out: RequestItem[] = []
  for (const list of lists) {
    for (const r of list) {
      if (
        seen.has(r.request_id) ||
        r.senders.length === 0 ||
        !r.senders.every((s) => members.has(s))
      )
        continue
      seen.add(r.request_id)
      out.push(r)
    }
  }
  return out.sort((a, b) => b.updated_at - a.updated_at).slice(0, limit)
}
