import type { Context, MiddlewareHandler } from 'hono'
import type { z } from 'zod'
import { badRequest, bodyTooLarge, invalidField } from './errors'
import type { AppEnv } from './env'
import { bodySource, readLimited } from './read-body'

const EMPTY = new Uint8Array(0)

/**
 * Reads the body once, as bytes, refusing it past `limit` before it is all buffered. Both the token
 * check (which hashes the exact bytes) and the route (which parses them) use this copy.
 */
export function rawBody(limit: number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // GET and HEAD carry no body here (no official client sends one, and a token for one is
    // checked against ''). Not touching `c.req.raw.body` spares @hono/node-server building a
    // full Request for every read, the bulk of the traffic.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') {
      c.set('rawBody', EMPTY)
      return next()
    }
    const declared = Number(c.req.header('content-length') ?? '0')
    if (declared > limit) throw bodyTooLarge(limit)
    const body = await readLimited(bodySource(c), limit)
    if (!body) throw bodyTooLarge(limit)
    c.set('rawBody', body)
    return next()
  }
}

const utf8 = new TextDecoder('utf-8', { fatal: true })

/**
 * Parses the raw body as JSON and validates it with `schema`. An empty body is read as `emptyAs`
 * when given (some official clients send no body where others send `{}`).
 * @throws ApiError 400 for bytes that are not JSON, 10002 naming the first invalid field
 */
export function parseBody<S extends z.ZodType>(c: Context<AppEnv>, schema: S, emptyAs?: unknown): z.infer<S> {
  const bytes = c.get('rawBody')
  let value: unknown
  if (bytes.length === 0 && emptyAs !== undefined) {
    value = emptyAs
  } else {
    try {
      value = JSON.parse(utf8.decode(bytes))
    } catch {
      throw badRequest()
    }
  }
  const result = schema.safeParse(value)
  if (!result.success) {
    const issue = result.error.issues[0]!
    const field = issue.path.length ? issue.path.join('.') : '(body)'
    throw invalidField(field, issue.message)
  }
  return result.data
}
