/**
 * Stale requests: pending ones older than a threshold the user sets (default three days), which
 * tie up their account's funds until someone signs or unlocks them.
 * @module
 */
import { parseTime } from '../../../../shared/api/time'
import { OPEN_QUEUE_STATES, type RequestItem } from '../../../../shared/bridge'
import { membersHash } from '../../../../shared/kernel'
import type { CoreContext } from '../../context'
import type { SharedAccountKey } from '../../db'
import { toItem } from '../requests/records'

const STALE_KEY = 'requests.stale_after_ms'
export const DEFAULT_STALE_AFTER_MS = 3 * 24 * 3600 * 1000
/** Beyond this many pending requests only the newest are looked at. */
const SCAN_LIMIT = 1000

export function staleAfter(ctx: CoreContext): number {
  const n = Number(ctx.cache.settings.get(STALE_KEY))
  return Number.isSafeInteger(n) && n > 0 ? n : DEFAULT_STALE_AFTER_MS
}

/** @throws RangeError unless 1 minute ≤ `ms` ≤ 1 year */
export function setStaleAfter(ctx: CoreContext, ms: number): number {
  if (!Number.isSafeInteger(ms) || ms < 60_000 || ms > 365 * 24 * 3600 * 1000)
    throw new RangeError('"ms" expected between one minute and one year')
  ctx.cache.settings.set(STALE_KEY, String(ms))
  return ms
}

/** Pending requests of the account (of one shared account, when given) created before now − threshold, oldest first. */
export function staleRequests(
  ctx: CoreContext,
  userId: string,
  key?: SharedAccountKey,
): RequestItem[] {
  const before = ctx.now() - staleAfter(ctx)
  const rows = ctx.cache.requests.queue(userId, { state: OPEN_QUEUE_STATES, limit: SCAN_LIMIT })
  return rows
    .flatMap((r) => toItem(r) ?? [])
    .filter((i) => i.progress === 'open' && timeOfItem(i) < before)
    .filter(
      (i) => !key || (i.threshold === key.threshold && membersHash(i.senders) === key.members_hash),
    )
    .sort((a, b) => timeOfItem(a) - timeOfItem(b))
}

/** When a request was created, ms. */
function timeOfItem(i: RequestItem): number {
  return Number(parseTime(i.created_at) / 1_000_000n)
}
