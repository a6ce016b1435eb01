/**
 * The service's base URL: an absolute http(s) URL, normalised without a trailing slash. The public
 * Mixin API (`https://api.mixin.one`) and a local sequencer (`http://127.0.0.1:<port>`) are both
 * just base URLs; the client appends paths to it.
 * @module
 */
import { isIP } from 'node:net'
import { CoreError } from '../errors'
import { words } from '../../../shared/i18n/words'

/** The official API, which the wallet speaks to the same way as to the local sequencer. */
export const MIXIN_API_URL = 'https://api.mixin.one'

/**
 * Whether a URL's host is an IP address or a name a resolver can hold: labels of 1 to 63 letters,
 * digits, hyphens or underscores, 253 characters in all. The URL parser takes far more (a 64-digit
 * hex run, a seed pasted after https://), and a lookup would send it to the network.
 */
function resolvableHost(hostname: string): boolean {
  if (hostname.startsWith('[') || isIP(hostname) !== 0) return true
  const name = hostname.replace(/\.$/, '')
  return name.length <= 253 && name.split('.').every((label) => /^[a-z0-9_-]{1,63}$/.test(label))
}

/**
 * Checks and normalises a base URL: http or https, a host a resolver can hold, no credentials, query
 * or fragment; a path prefix is allowed (requests are signed for the part after it, as the official
 * SDK does).
 * @throws CoreError 'invalid-url'
 * @example normalizeBaseUrl('http://127.0.0.1:7001/') // 'http://127.0.0.1:7001'
 */
export function normalizeBaseUrl(text: string): string {
  if (typeof text !== 'string' || text.length === 0 || text.length > 2048)
    throw new CoreError('invalid-url', words('core.url.notText'))
  let url: URL
  try {
    url = new URL(text.trim())
  } catch {
    throw new CoreError('invalid-url', words('core.url.invalid'))
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new CoreError('invalid-url', words('core.url.scheme'))
  if (url.username || url.password)
    throw new CoreError('invalid-url', words('core.url.credentials'))
  if (url.search || url.hash) throw new CoreError('invalid-url', words('core.url.query'))
  if (!resolvableHost(url.hostname)) throw new CoreError('invalid-url', words('core.url.host'))
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
