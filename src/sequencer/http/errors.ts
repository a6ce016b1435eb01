/**
 * The service's error shape (wire-formats §7, DESIGN.md "errors"): a real HTTP status, and a body
 * `{"error": {"status", "code", "description", "extra"?}}` carrying the Mixin code the official
 * clients branch on. Handlers throw these; one `onError` turns them into responses.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 429 | 500,
    readonly code: number,
    readonly description: string,
    readonly extra?: Record<string, unknown>,
  ) {
    super(description)
  }

  toBody(): { error: { status: number; code: number; description: string; extra?: Record<string, unknown> } } {
    return { error: { status: this.status, code: this.code, description: this.description, ...(this.extra ? { extra: this.extra } : {}) } }
  }
}

export const badRequest = (description = 'The request body can’t be parsed as valid data.') => new ApiError(400, 400, description)
export const invalidField = (field: string, reason: string) =>
  new ApiError(400, 10002, `The request data has invalid field: ${field}.`, { field, reason })
export const unauthorized = (reason: string) => new ApiError(401, 401, `Unauthorized, maybe invalid token. ${reason}`)
export const forbidden = (reason = 'Forbidden') => new ApiError(403, 403, reason)
export const notFound = (what = 'The endpoint is not found.') => new ApiError(404, 404, what)
export const conflict = (reason: string) => new ApiError(409, 409, reason)
export const bodyTooLarge = (limit: number) => new ApiError(413, 413, `The request body is larger than ${limit} bytes.`)
export const groupFull = () => new ApiError(400, 20116, 'The group chat is full.')
export const internalError = () => new ApiError(500, 500, 'Internal Server Error')
