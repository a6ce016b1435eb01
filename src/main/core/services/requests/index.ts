/**
 * The requests service: the queue (./queue, kept up to date by ./sync), review, signing and
 * unlocking (./signing), and the offline round trip (./offline). Requests are stored as the
 * service serves them (./records); what may be signed is decided by ./review alone.
 * @module
 */
import type { CoreContext } from '../../context'
import { offlineSigning, type OfflineSigning } from './offline'
import { requestQueue, type RequestQueue } from './queue'
import { requestSigning, type RequestSigning } from './signing'

export type RequestsService = RequestQueue & RequestSigning & OfflineSigning

export function requestsService(ctx: CoreContext): RequestsService {
  return { ...requestQueue(ctx), ...requestSigning(ctx), ...offlineSigning(ctx) }
}
