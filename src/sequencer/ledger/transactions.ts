/**
 * `GET /safe/transactions/:request_id` (wire-formats §8.7, the SDK's `fetchTransaction`, Go's
 * `GetTransactionById`): a multisig request's transaction, by the request's id only — the DOCS
 * give the path a request id, and no official client sends a hash there.
 *
 * Who may read: a complete request's transaction (sent to the Kernel, or final) is readable by
 * every user, as the Kernel publishes every transaction (Go's client reads it even without a
 * token; this service still wants one). A pending request's transaction is not on the Kernel yet;
 * only its senders see it, as they alone see the request. A revoked request has none.
 */
import { ErrorCode } from '../../shared/api/error'
import type { KernelTransactionWire } from '../../shared/api/ledger'
import type { SequencerContext } from '../context'
import { ApiError, forbidden, notFound } from '../http/errors'
import { presentRequestTransaction } from './present-transaction'
import { findRequest, requestInputs } from './requests-store'

/**
 * The transaction of request `requestId` (a lowercase UUID), as `callerId` may see it.
 * @throws ApiError 404 (unknown, or its request was revoked: no transaction will ever exist),
 *   403 (a pending or revoked request of which the caller is not a sender)
 */
export function readTransaction(
  ctx: SequencerContext,
  callerId: string,
  requestId: string,
): KernelTransactionWire {
  const r = findRequest(ctx.db, requestId)
  if (!r) throw notFound('The transaction is not found.')
  if (r.state !== 'signed' && !r.senders.includes(callerId))
    throw forbidden('Only a sender of the request can see its transaction before it completes.')
  if (r.state === 'unlocked') {
    throw new ApiError(
      404,
      ErrorCode.NotFound,
      'The request was revoked; its transaction will never be sent.',
      {
        request_id: r.requestId,
        revoked_by: r.revokedBy,
      },
    )
  }
  return presentRequestTransaction(r, requestInputs(ctx.db, r.requestId), callerId)
}
