import type { Context, MiddlewareHandler } from 'hono'
import {
  AuthError,
  parseAccessToken,
  tokenUsableUntil,
  verifyAccessToken,
  type AccessTokenClaims,
} from '../../shared/auth'
import type { SequencerContext } from '../context'
import { verifyEd25519 } from '../crypto/ed25519'
import { sql } from '../../node/sqlite/statements'
import { groupCommit } from '../db/group-commit'
import { recordTokenUse, sweepUsedTokens } from '../db/token-use'
import { unauthorized } from './errors'
import { requestLimiter } from './rate-limit'
import type { AppEnv, Caller } from './env'

/** How often the uses of tokens no longer usable are forgotten. */
const SWEEP_EVERY_SECONDS = 60

/**
 * The sequencer's edge for who is calling: verifies `Authorization: Bearer <EdDSA JWT>` and sets
 * the request's `caller`, which is all a handler learns of the token.
 *
 * What a token must satisfy is shared/auth's `verifyAccessToken` (wire-formats §5.1: the session's
 * key signed it, it is usable now, its `sig` covers this method, this exact request target and
 * these exact body bytes), given the key of the session the token names and libsodium's Ed25519
 * check (../crypto/ed25519: the same verdicts, and every request pays for it). Then the caller's
 * request counts against its bucket (./rate-limit; 429 when empty), and the token's `jti` is used
 * up (../db/token-use; 401 the second time) and committed before the route runs: a request
 * refused later still used its token.
 */
export function requireCaller(ctx: SequencerContext): MiddlewareHandler<AppEnv> {
  const limiter = requestLimiter(ctx)
  let lastSweep = 0
  return async (c, next) => {
    const nowMs = Number(ctx.clock.nowNs() / 1_000_000n)
    const claims = verifiedClaims(ctx, c, nowMs)
    if (!limiter.take(claims.uid)) throw limiter.refusal(claims.uid)
    const nowSeconds = Math.floor(nowMs / 1000)
    if (nowSeconds - lastSweep > SWEEP_EVERY_SECONDS) {
      sweepUsedTokens(ctx.db, nowSeconds)
      lastSweep = nowSeconds
    }
    // In the write transaction this turn's requests share: a commit apiece would cost more than a read.
    if (
      !(await groupCommit(ctx.db, () =>
        recordTokenUse(ctx.db, claims.jti, tokenUsableUntil(claims)),
      ))
    )
      throw unauthorized('Token already used.')
    const caller: Caller = { userId: claims.uid, sessionId: claims.sid }
    c.set('caller', caller)
    await next()
  }
}

/**
 * The claims of the request's token, once verified with its session's key.
 * @throws ApiError 401 saying why the token is refused
 */
function verifiedClaims(
  ctx: SequencerContext,
  c: Context<AppEnv>,
  nowMs: number,
): AccessTokenClaims {
  const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')
  if (!match) throw unauthorized('Missing bearer token.')
  try {
    const parsed = parseAccessToken(match[1]!)
    const { uid, sid } = parsed.claims
    const session = sql<[string], { user_id: string; public_key: Buffer }>(
      ctx.db,
      'SELECT user_id, public_key FROM sessions WHERE session_id = ?',
    ).get(sid)
    if (!session || session.user_id !== uid) throw unauthorized('Unknown session.')
    return verifyAccessToken(parsed, {
      method: c.req.method,
      uri: requestTarget(c.env?.incoming?.url, c.req.url),
      body: c.get('rawBody'),
      sessionPublicKey: session.public_key,
      nowMs,
      verifySignature: verifyEd25519,
    })
  } catch (error) {
    if (error instanceof AuthError) throw unauthorized(describeAuthError(error.code))
    throw error
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
      return 'Token expired (a token is accepted until its exp, and at most an hour after its iat).'
    case 'not-yet-valid':
      return 'Token issued in the future; check the clock.'
    case 'request-mismatch':
      return 'Token signed for another request.'
    case 'signature':
      return 'Token signature is invalid.'
    case 'algorithm':
      return 'Token algorithm must be EdDSA.'
    case 'too-long-lived':
      return 'Token is valid for longer than 90 days; sign one for less.'
    case 'claims':
      return 'Token claims are malformed.'
    case 'malformed':
      return 'Token is malformed.'
  }
}
