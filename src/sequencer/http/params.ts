/**
 * Path and query parameters, read the one way every route reads them: ids in any case come back in
 * the lowercase form the service stores and hashes, and anything else is a 10002 naming the field.
 */
import type { Context } from 'hono'
import type { z } from 'zod'
import { ANY_CASE_UUID_PATTERN, UUID_OR_HASH_PATTERN } from '../../shared/api/uuid'
import type { AppEnv } from './env'
import { invalidField } from './errors'

const HASH = /^[0-9a-f]{64}$/i

/** The lowercase form of a UUID given in any case, or undefined for anything else. */
export function readUuid(value: string | undefined): string | undefined {
  return value !== undefined && ANY_CASE_UUID_PATTERN.test(value) ? value.toLowerCase() : undefined
}

/**
 * A path parameter that must be a UUID, in any case (as clients send it), lowercased.
 * @param field how the refusal names it, when not by the parameter's name
 * @throws ApiError 10002 naming the field
 */
export function uuidParam(c: Context<AppEnv>, name: string, field = name): string {
  const id = readUuid(c.req.param(name))
  if (id === undefined) throw invalidField(field, 'expected a UUID')
  return id
}

/**
 * A path parameter naming a multisig request by its id or by its transaction hash (GO's
 * `idOrHash`), in any case, lowercased.
 * @throws ApiError 10002 naming the parameter
 */
export function idOrHashParam(c: Context<AppEnv>, name: string): string {
  const value = c.req.param(name) ?? ''
  if (!UUID_OR_HASH_PATTERN.test(value))
    throw invalidField(name, 'expected a request id or a transaction hash')
  return value.toLowerCase()
}

/**
 * A 32-byte hash as lowercase hex, given in any case: a path parameter's value, or an admin
 * argument that names an inscription or collection the same way.
 * @throws ApiError 10002 naming `field`
 */
export function hashArg(value: unknown, field: string): string {
  if (typeof value !== 'string' || !HASH.test(value))
    throw invalidField(field, 'expected a 32-byte hex hash')
  return value.toLowerCase()
}

/**
 * The query string validated with `schema`. An empty value counts as absent (some clients send
 * `offset=&state=`); a repeated parameter is refused rather than guessed.
 * @throws ApiError 10002 naming the first invalid parameter
 */
export function parseQuery<S extends z.ZodType>(c: Context<AppEnv>, schema: S): z.infer<S> {
  const all = c.req.queries()
  const single: Record<string, string> = {}
  for (const [key, values] of Object.entries(all)) {
    if (values.length !== 1) throw invalidField(key, 'expected once')
    if (values[0] !== '') single[key] = values[0]!
  }
  const result = schema.safeParse(single)
  if (!result.success) {
    const issue = result.error.issues[0]!
    throw invalidField(issue.path.length ? issue.path.join('.') : '(query)', issue.message)
  }
  return result.data
}

/**
 * An integer query parameter from `min` to `max`, or undefined when absent or empty.
 * @throws ApiError 10002 naming the parameter
 */
export function queryInt(
  c: Context<AppEnv>,
  name: string,
  min: number,
  max: number,
): number | undefined {
  const raw = c.req.query(name)
  if (raw === undefined || raw === '') return undefined
  const n = /^\d{1,16}$/.test(raw) ? Number(raw) : NaN
  if (!Number.isSafeInteger(n) || n < min || n > max)
    throw invalidField(name, `expected an integer from ${min} to ${max}`)
  return n
}

/**
 * A text of `min` to `max` characters without control characters, as given (nothing trimmed): a
 * name or symbol an admin command or a route stores and shows.
 * @throws ApiError 10002 naming `field`
 */
export function textArg(value: unknown, field: string, min: number, max: number): string {
  if (typeof value !== 'string') throw invalidField(field, 'expected text')
  if (value.length < min || value.length > max)
    throw invalidField(field, `expected ${min} to ${max} characters`)
  if (/[\u0000-\u001f\u007f]/.test(value))
    throw invalidField(field, 'control characters are not allowed')
  return value
}
