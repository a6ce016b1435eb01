import type { Context, MiddlewareHandler } from 'hono'
import type { z } from 'zod'
import { badRequest, bodyTooLarge, invalidField } from './errors'
import type { AppEnv } from './env'

/**
 * Reads the body once, as bytes, refusing it past `limit` before it is all buffered. Both the token
 * check (which hashes the exact bytes) and the route (which parses them) use this copy.
 */
export function rawBody(limit: number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const declared = Number(c.req.header('content-length') ?? '0')
    if (declared > limit) throw bodyTooLarge(limit)
    const stream = c.req.raw.body
    if (!stream) {
      c.set('rawBody', new Uint8Array(0))
      return next()
    }
    const chunks: Uint8Array[] = []
    let size = 0
    const reader = stream.getReader()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.length
      if (size > limit) {
        await reader.cancel()
        throw bodyTooLarge(limit)
      }
      chunks.push(value)
    }
    const body = new Uint8Array(size)
    let at = 0
    for (const chunk of chunks) {
      body.set(chunk, at)
      at += chunk.length
    }
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
