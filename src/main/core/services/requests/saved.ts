/**
 * Opening a request offline: when the service cannot be reached, a request saved on this computer —
 * named by its id, its link or its transaction hash — is answered from the cache, marked as the saved
 * copy (its `synced_at` says of when). A code link cannot be: only the service knows what a code
 * stands for, so that failure stays the service's.
 * @module
 */
import type { OpenedRequest, RequestItem } from '../../../../shared/bridge'
import { isApiClientError } from '../../client'
import type { CoreContext } from '../../context'
import { parseCodeRef } from '../codes'
import { toItem } from './records'

/** The saved copy of the request `ref` names, or undefined when this computer has none. */
export function savedRequest(
  ctx: CoreContext,
  userId: string,
  ref: string,
): RequestItem | undefined {
  const parsed = parseCodeRef(ref)
  const row =
    parsed.kind === 'uuid'
      ? ctx.cache.requests.get(userId, parsed.id)
      : parsed.kind === 'hash'
        ? ctx.cache.requests.byTransactionHash(userId, parsed.hash)[0]
        : parsed.link.kind === 'request'
          ? ctx.cache.requests.get(userId, parsed.link.requestId)
          : undefined
  return row && toItem(row)
}

/** Whether a failure means the service could not be reached (rather than that it refused). */
export const unreachable = (e: unknown): boolean =>
  isApiClientError(e, 'network') || isApiClientError(e, 'timeout')

/**
 * `open`, or offline the saved copy of what `ref` names.
 * @throws what `open` throws when there is no saved copy
 */
export async function openOrSaved(
  ctx: CoreContext,
  userId: string,
  ref: string,
  open: (userId: string, ref: string) => Promise<RequestItem>,
): Promise<OpenedRequest> {
  try {
    return await open(userId, ref)
  } catch (e) {
    const saved = unreachable(e) ? savedRequest(ctx, userId, ref) : undefined
    if (saved === undefined) throw e
    return { ...saved, offline: true }
  }
}
