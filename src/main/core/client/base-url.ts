/**
 * The service's base URL: an absolute http(s) URL, normalised without a trailing slash. The public
 * Mixin API (`https://api.mixin.one`) and a local sequencer (`http://127.0.0.1:<port>`) are both
 * just base URLs; the client appends paths to it.
 * @module
 */
import { CoreError } from '../errors'

/** The official API, which the wallet speaks to the same way as to the local sequencer. */
export const MIXIN_API_URL = 'https://api.mixin.one'

/**
 * Checks and normalises a base URL: http or https, a host, no credentials, query or fragment; a
 * path prefix is allowed (requests are signed for the part after it, as the official SDK does).
 * @throws CoreError 'invalid-url'
 * @example normalizeBaseUrl('http://127.0.0.1:7001/') // 'http://127.0.0.1:7001'
 */
export function normalizeBaseUrl(text: string): string {
  if (typeof text !== 'string' || text.length === 0 || text.length > 2048) throw new CoreError('invalid-url', 'The service address must be a URL.')
  let url: URL
  try {
    url = new URL(text.trim())
  } catch {
    throw new CoreError('invalid-url', 'The service address is not a valid URL.')
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new CoreError('invalid-url', 'The service address must start with http:// or https://.')
  if (url.username || url.password) throw new CoreError('invalid-url', 'The service address must not contain a user name or password.')
  if (url.search || url.hash) throw new CoreError('invalid-url', 'The service address must not contain a query or fragment.')
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`
}

/**
 * Where the Blaze WebSocket of a service lives: `wss://blaze.mixin.one/` for the official API,
 * else the same origin with the ws scheme (the sequencer serves Blaze on its own port).
 */
export function blazeUrlFor(baseUrl: string): string {
  const url = new URL(normalizeBaseUrl(baseUrl))
  if (url.hostname === 'api.mixin.one') return 'wss://blaze.mixin.one/'
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}${url.pathname.replace(/\/+$/, '')}/`
}
