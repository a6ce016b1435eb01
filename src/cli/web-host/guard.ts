/**
 * The web host's request checks, as pure functions: who may reach the bridge on loopback.
 *
 * - Host: only `127.0.0.1:<port>` or `localhost:<port>`. A page on another site that re-points its
 *   own name at 127.0.0.1 (DNS rebinding) still sends its own name here, so it is refused.
 * - Origin: when a browser sends one, it must be ours. Cross-site pages always send one on POST.
 * - Token: a random per-launch secret, required on every bridge call, compared in constant time.
 *   The page learns it from the URL's fragment, which the browser never sends to any server, so a
 *   local process that merely fetches `/` does not get it.
 * @module
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

/** The header that carries the token: `Authorization: Bearer <token>`. */
// words-exempt: an HTTP authorization scheme
const TOKEN_SCHEME = 'Bearer'
/** The fragment key the page reads the token from: `http://127.0.0.1:PORT/#cosigner-token=...`. */
export const TOKEN_FRAGMENT_KEY = 'cosigner-token'

/** 32 random bytes, base64url: the per-launch token. */
export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

/** The origins (scheme://host:port) the host's own pages have. */
function ownOrigins(port: number): string[] {
  return [`http://127.0.0.1:${port}`, `http://localhost:${port}`]
}

/** True when the Host header names this host exactly (case-insensitive; the port is required). */
export function isOwnHost(host: string | undefined, port: number): boolean {
  if (host === undefined) return false
  const h = host.toLowerCase()
  return h === `127.0.0.1:${port}` || h === `localhost:${port}`
}

/** True when there is no Origin header or it is one of ours. `null` (opaque origins) is refused. */
export function isOwnOriginOrAbsent(origin: string | undefined, port: number): boolean {
  if (origin === undefined) return true
  return ownOrigins(port).includes(origin.toLowerCase())
}

/**
 * True when a browser says the request came from another site. `Sec-Fetch-Site` is set by the
 * browser and cannot be forged by page scripts; `same-origin` and `none` (typed URL) are fine.
 */
export function isCrossSiteFetch(secFetchSite: string | undefined): boolean {
  return secFetchSite !== undefined && secFetchSite !== 'same-origin' && secFetchSite !== 'none'
}

/** True when the Authorization header carries exactly `token`. Constant time in the token's content. */
export function hasToken(authorization: string | undefined, token: string): boolean {
  if (authorization === undefined) return false
  const prefix = `${TOKEN_SCHEME} `
  if (!authorization.startsWith(prefix)) return false
  // Hash both sides so timingSafeEqual always compares equal lengths.
  const given = createHash('sha256').update(authorization.slice(prefix.length)).digest()
  const expected = createHash('sha256').update(token).digest()
  return timingSafeEqual(given, expected)
}
