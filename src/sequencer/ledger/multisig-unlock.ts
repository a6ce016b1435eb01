/**
 * `POST /safe/multisigs/:id/unlock`, and `/revoke`, its newer name (interface 4.2 and 3: only below
 * the threshold): a sender revokes a request that has not reached its threshold. Its inputs are
 * unspent again, the keys of its outputs free, and the request stays, `unlocked`, with `revoked_by`. Unlocking an unlocked
 * request returns it unchanged. The body may be absent, `{}`, or `{request_id, raw}` (DESIGN "sign
 * / unlock bodies"); what it names must be this request.
 */
import type { MultisigRequestWire, MultisigUnlockBody } from '../../shared/api/ledger'
import { decodeTransaction } from '../../shared/kernel'
import type { SequencerContext } from '../context'
import { conflict } from '../http/errors'
import { invalidRaw } from './errors'
import { decodeRaw, isTransactionOf, visibleRequest } from './multisig-sign'
import { releaseOutputs, unlockKeys } from './outputs-store'
import { presentRequest } from './present-request'
import { findRequest, requestInputs, setRequestState } from './requests-store'
import { immediateTransaction } from '../../node/sqlite/transaction'

/**
 * @throws ApiError 404, 403 (not a sender), 409 (complete: the threshold was reached),
 *   10002 on `raw` or `request_id` when they name another transaction or request
 */
export function unlockMultisigRequest(
  ctx: SequencerContext,
  callerId: string,
  idOrHash: string,
  body: MultisigUnlockBody,
): MultisigRequestWire {
  const upload = body.raw === undefined ? undefined : decodeRaw(body.raw)
  return immediateTransaction(ctx.db, (): MultisigRequestWire => {
    const r = visibleRequest(ctx, callerId, idOrHash, body.request_id)
    if (upload && !isTransactionOf(upload, r.raw, decodeTransaction(r.raw)))
      throw invalidRaw("the raw is not this request's transaction")
    if (r.state === 'signed')
      throw conflict('The request has reached its threshold and can no longer be unlocked.')
    if (r.state === 'initial') {
      const nowNs = ctx.clock.nowNs()
      releaseOutputs(ctx.db, r.requestId, nowNs)
      unlockKeys(ctx.db, r.transactionHash)
      setRequestState(ctx.db, r.requestId, 'unlocked', nowNs, callerId)
    }
    return presentRequest(
      findRequest(ctx.db, r.requestId)!,
      requestInputs(ctx.db, r.requestId),
      callerId,
    )
  })
}
