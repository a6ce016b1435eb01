/**
 * Failures of a call to the service, typed. An error body `{"error": {status, code, description,
 * extra}}` (wire-formats §7) becomes an {@link ApiClientError} whose `code` names the kind and whose
 * `mixinCode` keeps the exact Mixin code; transport failures (no connection, a timeout, a response
 * that is not what the schema says) get codes of their own. The official API answers application
 * errors with HTTP 202, the sequencer with real statuses: the body's code decides, the status only
 * when there is no body.
 * @module
 */

export type ApiClientErrorCode =
  /** 400: the body could not be parsed. */
  | 'bad-request'
  /** 10002: a field of the request is invalid (`extra.field` names it). */
  | 'invalid-field'
  /** 401: the token was refused. */
  | 'unauthorized'
  /** 403: not allowed (not a member, not an admin, …). */
  | 'forbidden'
  /** 404: no such endpoint or object. */
  | 'not-found'
  /** 10404: the target user is not registered with the sequencer. */
  | 'not-registered'
  /** 409, 10105, 10106, 20125: a state conflict (already registered, output locked or spent). */
  | 'conflict'
  /** 413: the body is too large. */
  | 'too-large'
  /** 429: too many requests. */
  | 'rate-limited'
  /** 500, 7000, 7001, or any HTTP 5xx: the service failed. */
  | 'server-error'
  /** Any other Mixin code (group full, PIN incorrect, …): see `mixinCode`. */
  | 'rejected'
  /** No connection could be made, or it broke before a response arrived. */
  | 'network'
  /** No complete response within the time limit. */
  | 'timeout'
  /** The caller cancelled the call. */
  | 'aborted'
  /** The response is not JSON, not an envelope, too large, or does not match the resource's schema. */
  | 'invalid-response'

export interface ApiClientErrorInit {
  /** HTTP status, or 0 when no response arrived. */
  status?: number
  mixinCode?: number
  description?: string
  extra?: Record<string, unknown>
  method: string
  /** Path and query as sent (no host). */
  path: string
  /** The `X-Request-Id` (= token `jti`) of the last attempt. */
  requestId?: string
  attempts?: number
  /** For 'rate-limited': how long the service asked to wait (`Retry-After`), ms. */
  retryAfterMs?: number
  cause?: unknown
}

export class ApiClientError extends Error {
  override readonly name = 'ApiClientError'
  readonly code: ApiClientErrorCode
  readonly status: number
  readonly mixinCode: number | undefined
  /** The service's own description, or ours for transport failures. */
  readonly description: string
  readonly extra: Record<string, unknown> | undefined
  readonly method: string
  readonly path: string
  readonly requestId: string | undefined
  readonly attempts: number
  readonly retryAfterMs: number | undefined

  constructor(code: ApiClientErrorCode, init: ApiClientErrorInit) {
    const description = init.description ?? code
    super(
      `${init.method} ${init.path}: ${description}`,
      init.cause === undefined ? undefined : { cause: init.cause },
    )
    this.code = code
    this.status = init.status ?? 0
    this.mixinCode = init.mixinCode
    this.description = description
    this.extra = init.extra
    this.method = init.method
    this.path = init.path
    this.requestId = init.requestId
    this.attempts = init.attempts ?? 1
    this.retryAfterMs = init.retryAfterMs
  }
}

/** Whether `e` is an ApiClientError, optionally of one code. */
export function isApiClientError(e: unknown, code?: ApiClientErrorCode): e is ApiClientError {
  return e instanceof ApiClientError && (code === undefined || e.code === code)
}

const BY_MIXIN_CODE: ReadonlyMap<number, ApiClientErrorCode> = new Map([
  [400, 'bad-request'],
  [401, 'unauthorized'],
  [403, 'forbidden'],
  [404, 'not-found'],
  [409, 'conflict'],
  [413, 'too-large'],
  [429, 'rate-limited'],
  [500, 'server-error'],
  [7000, 'server-error'],
  [7001, 'server-error'],
  [10002, 'invalid-field'],
  [10105, 'conflict'],
  [10106, 'conflict'],
  [10404, 'not-registered'],
  [20125, 'conflict'],
])

/** The error code for a Mixin code (from a body) or, without one, for an HTTP status. */
export function codeFor(status: number, mixinCode: number | undefined): ApiClientErrorCode {
  if (mixinCode !== undefined)
    return BY_MIXIN_CODE.get(mixinCode) ?? (status >= 500 ? 'server-error' : 'rejected')
  if (status >= 500) return 'server-error'
  return BY_MIXIN_CODE.get(status) ?? 'rejected'
}
