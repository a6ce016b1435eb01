import type { MiddlewareHandler } from 'hono'
import { AuthError, parseAccessToken, verifyAccessToken } from '../../shared/auth'
import type { SequencerContext } from '../context'
import { unauthorized } from './errors'
import type { AppEnv } from './env'

/**
 * Verifies `Authorization: Bearer <EdDSA JWT>` as wire-formats §5.1 describes and sets the caller:
 * the session's key signed it, it has not expired, its `sig` covers this method, this exact
 * request target and these exact body bytes, and its `jti` has not been seen within its lifetime.
 */
export function requireCaller(ctx: SequencerContext): MiddlewareHandler<AppEnv> {
  const findSession = ctx.db.prepare<[string], { user_id: string; public_key: Buffer }>(
    'SELECT user_id, public_key FROM sessions WHERE session_id = ?',
  )
  const rememberToken = ctx.db.prepare<[string, number]>('INSERT OR IGNORE INTO used_tokens (jti, expires_at) VALUES (?, ?)')
  const forgetExpired = ctx.db.prepare<[number]>('DELETE FROM used_tokens WHERE expires_at < ?')
  let lastSweep = 0

  return async (c, next) => {
    const header = c.req.header('authorization') ?? ''
    const match = /^Bearer\s+(\S+)$/i.exec(header)
    if (!match) throw unauthorized('Missing bearer token.')
    const nowMs = Number(ctx.clock.nowNs() / 1_000_000n)
    try {
      const parsed = parseAccessToken(match[1]!)
      const session = findSession.get(parsed.claims.sid)
      if (!session || session.user_id !== parsed.claims.uid) throw unauthorized('Unknown session.')
      const claims = verifyAccessToken(parsed, {
        method: c.req.method,
        uri: requestTarget(c.env?.incoming?.url, c.req.url),
        body: c.get('rawBody'),
        sessionPublicKey: new Uint8Array(session.public_key),
        nowMs,
      })
      const nowSeconds = Math.floor(nowMs / 1000)
      if (nowSeconds - lastSweep > 60) {
        forgetExpired.run(nowSeconds)
        lastSweep = nowSeconds
      }
      if (rememberToken.run(claims.jti, claims.exp).changes === 0) throw unauthorized('Token already used.')
      c.set('caller', { userId: claims.uid, sessionId: claims.sid })
    } catch (error) {
      if (error instanceof AuthError) throw unauthorized(describeAuthError(error))
      throw error
    }
    return next()
  }
}

/** The path and query exactly as the client sent them, which is what its `sig` hashed. */
function requestTarget(raw: string | undefined, url: string): string {
  if (raw && raw.startsWith('/')) return raw
  const parsed = new URL(url)
  return parsed.pathname + parsed.search
}

function describeAuthError(error: AuthError): string {
  switch (error.code) {
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
    default:
      return 'Token is malformed.'
  }
}
