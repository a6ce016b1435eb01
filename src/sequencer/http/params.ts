import type { Context } from 'hono'
import type { AppEnv } from './env'
import { invalidField } from './errors'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * A path parameter that must be a UUID, in any case (as clients send it), returned in the
 * lowercase form the service stores and hashes.
 * @throws ApiError 10002 naming the parameter
 */
export function uuidParam(c: Context<AppEnv>, name: string): string {
  const value = c.req.param(name) ?? ''
  if (!UUID.test(value)) throw invalidField(name, 'expected a UUID')
  return value.toLowerCase()
}
