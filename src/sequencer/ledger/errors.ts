/**
 * The ledger's refusals in the service's error shape (DESIGN "errors"). A transaction the ledger
 * will not take is an invalid `raw` (10002) whose `extra` says why: `reason`, and where the
 * Kernel codec refused it its `rule` and `offset`, or the `input` / `output` / `index` concerned.
 */
import { LedgerErrorCode } from '../../shared/api/ledger'
import { ErrorCode } from '../../shared/api/error'
import { CodecError, decodeTransaction, type Transaction } from '../../shared/kernel'
import { ApiError } from '../http/errors'

/** 10002 naming `field` (by default `raw`), with machine-readable details in `extra`. */
export function invalidRaw(
  reason: string,
  details: Record<string, unknown> = {},
  field = 'raw',
): ApiError {
  return new ApiError(
    400,
    ErrorCode.InvalidField,
    `The request data has invalid field: ${field}.`,
    { field, reason, ...details },
  )
}

/**
 * The transaction of an uploaded raw.
 * @throws ApiError 10002 on `raw` for bytes the Kernel codec refuses, naming its rule and the offset in the raw
 */
export function decodeUploaded(raw: Uint8Array): Transaction {
  try {
    return decodeTransaction(raw)
  } catch (e) {
    if (e instanceof CodecError) throw invalidRaw(e.message, { rule: e.rule, offset: e.offset })
    throw e
  }
}

/** 409/10105: an input is held by another live multisig request. */
export function lockedByAnotherTransaction(input: number, transactionHash: string): ApiError {
  return new ApiError(
    409,
    LedgerErrorCode.LockedByAnotherTransaction,
    'The output is locked by another transaction.',
    {
      input,
      transaction_hash: transactionHash,
    },
  )
}

/** 409/10106: an input is already spent. */
export function alreadySpent(input: number): ApiError {
  return new ApiError(409, LedgerErrorCode.InvalidUtxo, 'The output is already spent.', { input })
}

/** 409: a request id already names a request of another transaction; a retry must send the same raw. */
export function requestIdTaken(requestId: string): ApiError {
  return new ApiError(
    409,
    ErrorCode.Conflict,
    'The request_id is already used for another transaction.',
    { request_id: requestId },
  )
}

/**
 * 409: a request id names a revoked (unlocked) request. It stays dead, whatever raw comes with it:
 * clients propose again under a new id (one derived from the old, say).
 */
export function requestRevoked(requestId: string): ApiError {
  return new ApiError(
    409,
    ErrorCode.Conflict,
    'The request was revoked; propose again under a new request_id.',
    { request_id: requestId, reason: 'revoked' },
  )
}
