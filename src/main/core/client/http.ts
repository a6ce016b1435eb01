/**
 * The HTTP client of the wallet core: one call = one method, path and body; the body is serialised
 * once and those exact bytes are both signed (the token's `sig` claim) and sent. Every response is
 * parsed with the resource's zod schema, so the rest of the core only ever sees typed data or a
 * typed {@link ApiClientError}.
 *
 * Retries, with exponential backoff and jitter, only where repeating cannot do anything twice: a GET
 * (on a network failure, a timeout, 429 or 5xx), and any method when the connection failed before
 * a byte was sent (refused, unresolvable, unreachable). Every attempt gets a fresh token and
 * `X-Request-Id`, since the service refuses a reused `jti`.
 * @module
 */
import { randomUUID } from 'node:crypto'
import type { z } from 'zod'
import { ApiErrorBody } from '../../../shared/api/common'
import { ApiClientError, codeFor, type ApiClientErrorCode } from './errors'
import { normalizeBaseUrl } from './base-url'
import { readCappedBody } from './read-capped'

/** A token for one request and the id it carries (`jti`, sent again as `X-Request-Id`). */
interface SignedRequest {
  readonly token: string
  readonly requestId: string
}

/** Signs exactly this method, request target (path and query, no host) and body. */
export type RequestSigner = (request: {
  method: string
  uri: string
  body: string
}) => Promise<SignedRequest>

export interface RetryPolicy {
  /** Attempts in all, the first included; 1 disables retries. Default 3. */
  attempts: number
  /** First backoff; each further one doubles. Default 250 ms. */
  baseDelayMs: number
  /** Cap on one backoff. Default 4 s. */
  maxDelayMs: number
}

export interface ApiClientOptions {
  /** The service; a function is read on every call, so a changed setting applies at once. */
  baseUrl: string | (() => string)
  /** Signs authenticated calls; without it only public calls (`auth: false`) work. */
  signer?: RequestSigner
  /** Defaults to Node's global fetch. */
  fetch?: typeof fetch
  /** Per attempt, until the whole body is read. Default 15 s. */
  timeoutMs?: number
  retry?: Partial<RetryPolicy>
  /** Larger responses are refused ('invalid-response'). Default 32 MiB. */
  maxResponseBytes?: number
  /** For tests: how to wait between attempts. */
  sleep?: (ms: number) => Promise<void>
}

type QueryValue = string | number | boolean | undefined

interface CallOptions {
  query?: Readonly<Record<string, QueryValue>>
  /** Serialised with JSON.stringify, once; omit for no body. */
  body?: unknown
  /** Whether to sign the call; default true (`GET /codes/:id` is public). */
  auth?: boolean
  signal?: AbortSignal
  timeoutMs?: number
}

export interface ApiClient {
  /** The normalised base URL calls go to now. */
  baseUrl(): string
  /**
   * Calls the service and returns `data` parsed by `schema`.
   * @throws ApiClientError for every failure of the call or the response
   * @throws TypeError when `path` is not an absolute path, or `auth` is asked without a signer
   * @example const me = await client.call('GET', '/safe/me', UserMe)
   */
  call<S extends z.ZodType>(
    method: 'GET' | 'POST',
    path: string,
    schema: S,
    options?: CallOptions,
  ): Promise<z.output<S>>
}

const DEFAULT_RETRY: RetryPolicy = { attempts: 3, baseDelayMs: 250, maxDelayMs: 4000 }
/** The least a call waits after a 429 that names no time (Mixin answers 429 in a body, without a header). */
const RATE_LIMIT_WAIT_MS = 1000
/** A wait asked for beyond this is not waited out: the caller is told when to try again. */
const MAX_RATE_LIMIT_WAIT_MS = 30_000
const IDEMPOTENT_RETRY_CODES: ReadonlySet<ApiClientErrorCode> = new Set([
  'network',
  'timeout',
  'server-error',
  'rate-limited',
])
/** Errors that mean the connection was never made, so nothing reached the service. */
const CONNECT_FAILURES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EADDRNOTAVAIL',
  'UND_ERR_CONNECT_TIMEOUT',
])

/** One failed attempt and whether the request may have reached the service. */
class AttemptFailure {
  constructor(
    readonly error: ApiClientError,
    readonly beforeSend: boolean,
  ) {}
}

/**
 * A client for one service and (with `signer`) one account.
 * @example
 * const client = createApiClient({ baseUrl: 'http://127.0.0.1:7001', signer })
 * const request = await client.call('GET', `/safe/multisigs/${id}`, ServiceMultisigRequest)
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const fetchImpl = options.fetch ?? globalThis.fetch
  const timeoutMs = options.timeoutMs ?? 15_000
  const retry = { ...DEFAULT_RETRY, ...options.retry }
  const maxBytes = options.maxResponseBytes ?? 32 * 1024 * 1024
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)))
  const baseUrl = () =>
    normalizeBaseUrl(typeof options.baseUrl === 'function' ? options.baseUrl() : options.baseUrl)
  if (!Number.isInteger(retry.attempts) || retry.attempts < 1 || retry.attempts > 10)
    throw new RangeError('"retry.attempts" expected 1 to 10')

  async function call<S extends z.ZodType>(
    method: 'GET' | 'POST',
    path: string,
    schema: S,
    o: CallOptions = {},
  ): Promise<z.output<S>> {
    const target = requestTarget(path, o.query)
    const base = baseUrl()
    const url = base + target
    const expected = new URL(base).pathname.replace(/\/$/, '') + target
    const sent = new URL(url)
    // What the service hashes is the target as it arrives; a URL that fetch would rewrite could never verify.
    if (sent.pathname + sent.search !== expected)
      throw new TypeError(`"path" would be rewritten when sent: ${target}`)
    const body = o.body === undefined ? undefined : JSON.stringify(o.body)
    if (o.body !== undefined && body === undefined)
      throw new TypeError('"body" is not serialisable as JSON')
    const auth = o.auth ?? true
    if (auth && !options.signer)
      throw new TypeError('this client has no signer for authenticated calls')
    const limit = o.timeoutMs ?? timeoutMs

    for (let attempt = 1; ; attempt++) {
      const signed = auth
        ? await options.signer!({ method, uri: target, body: body ?? '' })
        : { token: undefined, requestId: randomUUID() }
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        accept: 'application/json',
        'x-request-id': signed.requestId,
      }
      if (signed.token !== undefined) headers.authorization = `Bearer ${signed.token}`
      let wait: number | undefined
      try {
        const { status, text, retryAfterMs } = await attemptOnce(url, {
          method,
          headers,
          body,
          limit,
          signal: o.signal,
          meta: { method, path: target, requestId: signed.requestId },
        })
        return interpret(status, text, schema, {
          method,
          path: target,
          requestId: signed.requestId,
          attempts: attempt,
          ...(retryAfterMs !== undefined ? { retryAfterMs } : {}),
        })
      } catch (e) {
        if (!(e instanceof AttemptFailure)) {
          if (e instanceof ApiClientError) withAttempts(e, attempt)
          // A 429 was refused before anything was done, so a POST may go again too, once the wait asked for is over.
          const limited = e instanceof ApiClientError && e.code === 'rate-limited'
          const again =
            e instanceof ApiClientError &&
            (limited || (method === 'GET' && IDEMPOTENT_RETRY_CODES.has(e.code)))
          if (!again || attempt >= retry.attempts || o.signal?.aborted) throw e
          if (limited) {
            wait = Math.max(
              e.retryAfterMs ?? 0,
              RATE_LIMIT_WAIT_MS,
              retry.baseDelayMs * 2 ** (attempt - 1),
            )
            if (wait > MAX_RATE_LIMIT_WAIT_MS) throw e
          }
        } else {
          const again = method === 'GET' ? IDEMPOTENT_RETRY_CODES.has(e.error.code) : e.beforeSend
          if (!again || attempt >= retry.attempts || o.signal?.aborted)
            throw withAttempts(e.error, attempt)
        }
        const delay =
          wait ??
          Math.round(
            Math.min(retry.maxDelayMs, retry.baseDelayMs * 2 ** (attempt - 1)) *
              (0.5 + Math.random() / 2),
          )
        await sleep(delay)
      }
    }
  }

  async function attemptOnce(
    url: string,
    a: {
      method: string
      headers: Record<string, string>
      body: string | undefined
      limit: number
      signal: AbortSignal | undefined
      meta: { method: string; path: string; requestId: string }
    },
  ): Promise<{ status: number; text: string; retryAfterMs?: number }> {
    const controller = new AbortController()
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      controller.abort()
    }, a.limit)
    const onAbort = () => controller.abort()
    a.signal?.addEventListener('abort', onAbort, { once: true })
    const fail = (
      code: ApiClientErrorCode,
      description: string,
      cause: unknown,
      where: { beforeSend: boolean } = { beforeSend: false },
    ) =>
      new AttemptFailure(
        new ApiClientError(code, { ...a.meta, description, cause }),
        where.beforeSend,
      )
    const interrupted = (cause: unknown, where: { beforeSend: boolean }) => {
      if (timedOut) return fail('timeout', `no response within ${a.limit} ms`, cause)
      if (a.signal?.aborted) return fail('aborted', 'the call was cancelled', cause)
      return fail('network', networkDescription(cause), cause, where)
    }
    try {
      if (a.signal?.aborted) throw fail('aborted', 'the call was cancelled', a.signal.reason)
      let res: Response
      try {
        res = await fetchImpl(url, {
          method: a.method,
          headers: a.headers,
          body: a.body,
          signal: controller.signal,
          redirect: 'manual',
        })
      } catch (e) {
        throw interrupted(e, { beforeSend: isConnectFailure(e) })
      }
      if (res.status >= 300 && res.status < 400) {
        await res.body?.cancel().catch(() => undefined)
        throw fail(
          'invalid-response',
          `the service redirected (HTTP ${res.status}); set its address to the final URL`,
          undefined,
        )
      }
      try {
        const retryAfterMs = retryAfter(res.headers.get('retry-after'), Date.now())
        return {
          status: res.status,
          text: await readCapped(res, maxBytes),
          ...(retryAfterMs !== undefined ? { retryAfterMs } : {}),
        }
      } catch (e) {
        if (e instanceof TooLarge)
          throw fail('invalid-response', `the response is larger than ${maxBytes} bytes`, undefined)
        throw interrupted(e, { beforeSend: false })
      }
    } finally {
      clearTimeout(timer)
      a.signal?.removeEventListener('abort', onAbort)
    }
  }

  return { baseUrl, call }
}

/** A `Retry-After` header (seconds, or an HTTP date) as ms from `now`; undefined when absent or unreadable. */
export function retryAfter(header: string | null, now: number): number | undefined {
  if (header === null) return undefined
  const t = header.trim()
  if (/^\d{1,9}$/.test(t)) return Number(t) * 1000
  const at = Date.parse(t)
  return Number.isNaN(at) ? undefined : Math.max(0, at - now)
}

function withAttempts(e: ApiClientError, attempts: number): ApiClientError {
  ;(e as { attempts: number }).attempts = attempts
  return e
}

/** `/path?query` exactly as it will be sent and signed. */
function requestTarget(path: string, query: CallOptions['query']): string {
  if (
    typeof path !== 'string' ||
    !path.startsWith('/') ||
    path.includes('?') ||
    path.includes('#')
  ) {
    throw new TypeError('"path" expected an absolute path without query')
  }
  const params = new URLSearchParams()
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) params.append(k, String(v))
  const q = params.toString()
  return q ? `${path}?${q}` : path
}

class TooLarge extends Error {}

async function readCapped(res: Response, max: number): Promise<string> {
  const bytes = await readCappedBody(res, max)
  if (!bytes) throw new TooLarge()
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8')
}

function interpret<S extends z.ZodType>(
  status: number,
  text: string,
  schema: S,
  meta: {
    method: string
    path: string
    requestId: string
    attempts: number
    retryAfterMs?: number
  },
): z.output<S> {
  let json: unknown
  let isJson = false
  if (text.length > 0) {
    try {
      json = JSON.parse(text)
      isJson = true
    } catch {
      // not JSON; decided below by the status
    }
  }
  const envelope =
    isJson && typeof json === 'object' && json !== null && !Array.isArray(json)
      ? (json as Record<string, unknown>)
      : undefined
  if (envelope && envelope.error !== undefined && envelope.error !== null) {
    const parsed = ApiErrorBody.safeParse(envelope)
    if (parsed.success) {
      const { status: bodyStatus, code, description, extra } = parsed.data.error
      throw new ApiClientError(codeFor(status >= 300 ? status : bodyStatus, code), {
        ...meta,
        status,
        mixinCode: code,
        description,
        ...(extra ? { extra } : {}),
      })
    }
  }
  if (status < 200 || status >= 300) {
    throw new ApiClientError(codeFor(status, undefined), {
      ...meta,
      status,
      description: `HTTP ${status} without an error body`,
    })
  }
  if (!envelope && text.length > 0) {
    throw new ApiClientError('invalid-response', {
      ...meta,
      status,
      description: isJson ? 'the response is not an envelope' : 'the response is not JSON',
    })
  }
  // Some answers carry nothing (the Go client only looks for an error there): fine where nothing is expected.
  const hasData = envelope !== undefined && 'data' in envelope
  const parsed = schema.safeParse(hasData ? envelope.data : undefined)
  if (!parsed.success && !hasData)
    throw new ApiClientError('invalid-response', {
      ...meta,
      status,
      description: 'the response has no "data"',
    })
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    const where = ['data', ...issue.path.map(String)].join('.')
    throw new ApiClientError('invalid-response', {
      ...meta,
      status,
      description: `the response does not match its schema at ${where}: ${issue.message}`,
    })
  }
  return parsed.data
}

function causeCodes(e: unknown, depth = 0): string[] {
  if (typeof e !== 'object' || e === null || depth > 4) return []
  const out: string[] = []
  const code = (e as { code?: unknown }).code
  if (typeof code === 'string') out.push(code)
  out.push(...causeCodes((e as { cause?: unknown }).cause, depth + 1))
  const errors = (e as { errors?: unknown }).errors
  if (Array.isArray(errors)) for (const inner of errors) out.push(...causeCodes(inner, depth + 1))
  return out
}

function isConnectFailure(e: unknown): boolean {
  return causeCodes(e).some((c) => CONNECT_FAILURES.has(c))
}

function networkDescription(e: unknown): string {
  const codes = causeCodes(e)
  return codes.length > 0
    ? `the service could not be reached (${[...new Set(codes)].join(', ')})`
    : 'the service could not be reached'
}
