/**
 * The requests service: the queue (./queue, kept up to date by ./sync), review, signing and
 * unlocking (./signing), and the offline round trip (./offline). Requests are stored as the
 * service serves them (./records); what may be signed is decided by ./review alone.
 * @module
 */
import type { Conflict, OpenedRequest, QueueSearchPage } from '../../../../shared/bridge'
import type { CoreContext } from '../../context'
import { requestConflicts } from './conflicts'
import { offlineSigning, type OfflineSigning } from './offline'
import { requestQueue, type RequestQueue } from './queue'
import { openOrSaved } from './saved'
import { queueSearcher, type QueueSearch } from './search'
import { requestSigning, type RequestSigning } from './signing'

export interface RequestConflicts {
  /** Pending requests that spend the same outputs as others (of one request, when given); works offline. */
  conflicts(userId: string, requestId?: string): Conflict[]
}

export interface RequestSearch {
  /** The cached queue searched across every state, with counts per state and what matched; works offline. */
  search(userId: string, q: QueueSearch): QueueSearchPage
}

/** The queue, whose `open` answers offline with the saved copy (./saved). */
type Queue = Omit<RequestQueue, 'open'> & {
  open(userId: string, ref: string): Promise<OpenedRequest>
}

export type RequestsService = Queue &
  RequestSigning &
  OfflineSigning &
  RequestConflicts &
  RequestSearch

export function requestsService(ctx: CoreContext): RequestsService {
  const queue = requestQueue(ctx)
  return {
    ...queue,
    open: (userId, ref) => openOrSaved(ctx, userId, ref, queue.open),
    ...requestSigning(ctx),
    ...offlineSigning(ctx),
    conflicts: (userId, requestId) => requestConflicts(ctx, userId, requestId),
    search: queueSearcher(ctx),
  }
}
