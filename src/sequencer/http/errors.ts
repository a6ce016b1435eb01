import { ErrorCode, type ErrorStatus } from '../../shared/api/error'

/**
 * The service's error shape (wire-formats §7, DESIGN.md "errors"): a real HTTP status, and a body
 * `{"error": {"status", "code", "description", "extra"?}}` carrying the Mixin code the official
 * clients branch on. Handlers throw these; one `onError` turns them into responses.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  constructor(
    readonly status: ErrorStatus,
    readonly code: number,
    readonly description: string,
    readonly extra?: Record<string, unknown>,
  ) {
    super(description)
  }

  toBody(): {
    error: { status: number; code: number; description: string; extra?: Record<string, unknown> }
  } {
    return {
      error: {
        status: this.status,
        code: this.code,
        description: this.description,
        ...(this.extra ? { extra: this.extra } : {}),
      },
    }
  }
}

export const badRequest = (description = 'The request body can’t be parsed as valid data.') =>
  new ApiError(400, ErrorCode.BadRequest, description)
export const invalidField = (field: string, reason: string) =>
  new ApiError(400, ErrorCode.InvalidField, `The request data has invalid field: ${field}.`, {
    field,
    reason,
  })
export const unauthorized = (reason: string) =>
  new ApiError(401, ErrorCode.Unauthorized, `Unauthorized, maybe invalid token. ${reason}`)
export const forbidden = (reason = 'Forbidden') => new ApiError(403, ErrorCode.Forbidden, reason)
export const notFound = (what = 'The endpoint is not found.') =>
  new ApiError(404, ErrorCode.NotFound, what)
export const conflict = (reason: string) => new ApiError(409, ErrorCode.Conflict, reason)
export const bodyTooLarge = (limit: number) =>
  new ApiError(413, ErrorCode.PayloadTooLarge, `The request body is larger than ${limit} bytes.`)
/** 429: a limit of ../limits.ts; `retryAfterSeconds` also goes out as a `Retry-After` header. */
export const tooManyRequests = (reason: string, retryAfterSeconds?: number) =>
  new ApiError(
    429,
    ErrorCode.TooManyRequests,
    reason,
    retryAfterSeconds === undefined ? undefined : { retry_after: retryAfterSeconds },
  )
export const groupFull = () => new ApiError(400, ErrorCode.GroupFull, 'The group chat is full.')
export const pinIncorrect = (reason: string) =>
  new ApiError(403, ErrorCode.PinIncorrect, 'PIN incorrect.', { reason })
/** 20118: the account has no TIP PIN, which the call needs (registration; docs/SEQUENCER-FIDELITY.md). */
export const invalidPinFormat = (reason: string) =>
  new ApiError(403, ErrorCode.InvalidPinFormat, 'Invalid PIN format.', { reason })
export const userNotRegistered = (userId: string) =>
  new ApiError(404, ErrorCode.UserNotRegistered, 'The user is not registered with the sequencer.', {
    user_id: userId,
  })
export const internalError = () =>
  new ApiError(500, ErrorCode.InternalServerError, 'Internal Server Error')
export const shuttingDown = () =>
  new ApiError(500, ErrorCode.InternalServerError, 'The service is shutting down.')
