/**
 * `GET /safe/transactions/:id` (wire-formats §8.7, the SDK's `fetchTransaction`): a transaction of
 * the ledger by request id or transaction hash — a multisig request's, or a faucet deposit's (by
 * its deposit id or hash).
 *
 * Who may read: a final transaction (a completed request's, any deposit) is readable by every
 * user, as the Kernel publishes every transaction to anyone: a co-signer reviewing a request must
 * read the previous transaction of each input it signs, which some other account may have sent,
 * and prove the input's amount, keys and threshold from its raw. A pending request's transaction
 * is not on the Kernel yet; only its senders see it, as they alone see the request.
 */
import { ErrorCode } from '../../shared/api/error'
import type { KernelTransaction } from '../../shared/api/ledger'
import type { SequencerContext } from '../context'
import { ApiError, forbidden, notFound } from '../http/errors'
import { findDeposit } from './deposits-store'
import { findOutputByReference } from './outputs-store'
import { presentDepositTransaction, presentRequestTransaction } from './present-transaction'
import { findRequestByIdOrHash, requestInputs } from './requests-store'

/**
 * The transaction named by `idOrHash` (a lowercase UUID or 64 hex), as `callerId` may see it.
 * @throws ApiError 404 (unknown, or its request was revoked: no transaction will ever exist),
 *   403 (a pending or revoked request of which the caller is not a sender)
 */
export function readTransaction(ctx: SequencerContext, callerId: string, idOrHash: string): KernelTransaction {
  const r = findRequestByIdOrHash(ctx.db, idOrHash)
  if (r) {
    if (r.state !== 'signed' && !r.senders.includes(callerId)) throw forbidden('Only a sender of the request can see its transaction before it completes.')
    if (r.state === 'unlocked') {
      throw new ApiError(404, ErrorCode.NotFound, 'The request was revoked; its transaction will never be sent.', {
        request_id: r.requestId,
        revoked_by: r.revokedBy,
      })
    }
    return presentRequestTransaction(r, requestInputs(ctx.db, r.requestId), callerId)
  }
  const deposit = findDeposit(ctx.db, idOrHash)
  const output = deposit && findOutputByReference(ctx.db, deposit.transactionHash, 0)
  if (!deposit || !output) throw notFound('The transaction is not found.')
  return presentDepositTransaction(deposit, output)
}
