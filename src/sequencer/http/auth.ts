import { createPublicKey, verify as opensslVerify, type KeyObject } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import { AuthError, parseAccessToken, requestDigest, type AccessTokenClaims } from '../../shared/auth'
import type { SequencerContext } from '../context'
import { sql } from '../db/statements'
import { unauthorized } from './errors'
import type { AppEnv } from './env'

/** How far ahead of our clock a token's `iat` may be (the same allowance as `verifyAccessToken`). */
const MAX_CLOCK_SKEW_MS = 60_000
/** Sessions whose OpenSSL key object is kept; far above a local network's, bounded all the same. */
const MAX_CACHED_KEYS = 10_000
// An Ed25519 SubjectPublicKeyInfo is this fixed DER prefix followed by the 32-byte key.
const SPKI_ED25519_PREFIX = Buffer.from('302a300506032b6570032100', 'hex')

/**
 * Verifies `Authorization: Bearer <EdDSA JWT>` as wire-formats §5.1 describes and sets the caller:
 * the session's key signed it, it has not expired, its `sig` covers this method, this exact
 * request target and these exact body bytes, and its `jti` has not been seen within its lifetime.
 *
 * These are the checks of `verifyAccessToken` (shared/auth), in its order, with one difference:
 * the Ed25519 signature is verified by OpenSSL (node:crypto) rather than the pure-JS noble. Every
 * request pays for it, and OpenSSL is some fifty times faster; the shared code cannot use it since
 * it also runs in the browser. test/unit/sequencer/http/auth.test.ts holds the two to the same
 * verdicts, edge cases included.
 */
export function requireCaller(ctx: SequencerContext): MiddlewareHandler<AppEnv> {
  const keys = new Map<string, { publicKey: Buffer; key: KeyObject }>()
  let lastSweep = 0

  const keyFor = (sessionId: string, publicKey: Buffer): KeyObject => {
    const hit = keys.get(sessionId)
    if (hit && hit.publicKey.equals(publicKey)) return hit.key
    if (keys.size >= MAX_CACHED_KEYS) keys.clear()
    const key = createPublicKey({ key: Buffer.concat([SPKI_ED25519_PREFIX, publicKey]), format: 'der', type: 'spki' })
    keys.set(sessionId, { publicKey, key })
    return key
  }

  return async (c, next) => {
    const header = c.req.header('authorization') ?? ''
    const match = /^Bearer\s+(\S+)$/i.exec(header)
    if (!match) throw unauthorized('Missing bearer token.')
    const nowMs = Number(ctx.clock.nowNs() / 1_000_000n)
    let claims: AccessTokenClaims
    try {
      const parsed = parseAccessToken(match[1]!)
      claims = parsed.claims
      const session = sql<[string], { user_id: string; public_key: Buffer }>(ctx.db, 'SELECT user_id, public_key FROM sessions WHERE session_id = ?').get(
        claims.sid,
      )
      if (!session || session.user_id !== claims.uid) throw unauthorized('Unknown session.')
      if (!verifySignature(keyFor(claims.sid, session.public_key), parsed.signingInput, parsed.signature)) {
        throw unauthorized(describeAuthError('signature'))
      }
      if (claims.exp * 1000 <= nowMs) throw unauthorized(describeAuthError('expired'))
      if (claims.iat * 1000 > nowMs + MAX_CLOCK_SKEW_MS) throw unauthorized(describeAuthError('not-yet-valid'))
      const uri = requestTarget(c.env?.incoming?.url, c.req.url)
      if (requestDigest(c.req.method, uri, c.get('rawBody')) !== claims.sig) throw unauthorized(describeAuthError('request-mismatch'))
    } catch (error) {
      if (error instanceof AuthError) throw unauthorized(describeAuthError(error.code))
      throw error
    }
    const nowSeconds = Math.floor(nowMs / 1000)
    if (nowSeconds - lastSweep > 60) {
      sql<[number]>(ctx.db, 'DELETE FROM used_tokens WHERE expires_at < ?').run(nowSeconds)
      lastSweep = nowSeconds
    }
    const fresh = sql<[string, number]>(ctx.db, 'INSERT OR IGNORE INTO used_tokens (jti, expires_at) VALUES (?, ?)').run(claims.jti, claims.exp)
    if (fresh.changes === 0) throw unauthorized('Token already used.')
    c.set('caller', { userId: claims.uid, sessionId: claims.sid })
    return next()
  }
}

function verifySignature(key: KeyObject, message: Uint8Array, signature: Uint8Array): boolean {
  try {
    return opensslVerify(null, message, key, signature)
  } catch {
    return false
  }
}

/** The path and query exactly as the client sent them, which is what its `sig` hashed. */
function requestTarget(raw: string | undefined, url: string): string {
  if (raw && raw.startsWith('/')) return raw
  const parsed = new URL(url)
  return parsed.pathname + parsed.search
}

function describeAuthError(code: AuthError['code']): string {
  switch (code) {
    case 'expired':
      return 'Token expired.'
    case 'not-yet-valid':
      return 'Token issued in the future; check the clock.'
    case 'request-mismatch':
      return 'Token signed for another request.'
    case 'signature':
      return 'Token signature is invalid.'
    case 'algorithm':
      return 'Token algorithm must be EdDSA.'
    case 'claims':
      return 'Token claims are malformed.'
    default:
      return 'Token is malformed.'
  }
}
