import type { MiddlewareHandler } from 'hono'
import { AuthError, parseAccessToken, tokenUsableUntil, type AccessTokenClaims } from '../../shared/auth'
import type { SequencerContext } from '../context'
import { ed25519Verifier } from '../crypto/batch-verifier'
import { sql } from '../../node/sqlite/statements'
import { unauthorized } from './errors'
import { requestLimiter } from './rate-limit'
import { requestDigestOf } from './request-digest'
import { groupCommit } from '../db/group-commit'
import { TokenUse } from '../db/token-use'
import type { AppEnv } from './env'

/** How far ahead of our clock a token's `iat` may be (the same allowance as `verifyAccessToken`). */
const MAX_CLOCK_SKEW_MS = 60_000

/**
 * Verifies `Authorization: Bearer <EdDSA JWT>` as wire-formats §5.1 describes and sets the caller:
 * the session's key signed it, it has not expired, its `sig` covers this method, this exact
 * request target and these exact body bytes, and its `jti` has not been seen within its lifetime.
 * A token is accepted at most an hour after its `iat` and may claim at most 90 days (shared/auth
 * `tokenUsableUntil`, `MAX_TOKEN_LIFETIME_SECONDS`); its use is remembered as long as it is accepted.
 *
 * These are the checks of `verifyAccessToken` (shared/auth), in its order, with one difference:
 * the Ed25519 signature is verified by libsodium (../crypto/batch-verifier) rather than by the
 * pure-JS noble. Every request pays for it, and libsodium is some twenty-five times faster; the
 * shared code cannot use it since it also runs in the browser. It runs here, on the event loop
 * (one verification, some 45 µs, costs less than handing it to a thread), except for a route that
 * settles the token itself (below).
 * test/unit/sequencer/http/auth.test.ts holds the two to the same verdicts, edge cases included.
 *
 * Each caller's requests are counted against its bucket (./rate-limit; 429 when empty) once the
 * token names a known session; a token whose signature fails gives its count back.
 *
 * The token's use is recorded before the route runs, in the write transaction this turn's
 * requests share (../db/group-commit) — or, with `settledByRoute`, by the route in
 * its own write transaction (../db/token-use), the token having been checked unused here. After
 * such a route, whatever it did or threw, a use it left unrecorded is recorded all the same.
 *
 * `settledByRoute` also leaves the signature's verdict to the route (`TokenUse.verified`; the route
 * gets the token use as its request's ../db/admission): the route starts its own verifications in
 * the same turn, so they travel to the verifier thread in one batch and the request waits for it
 * once instead of twice. Until the verdict is in, the
 * caller is only claimed: `TokenUse.record` refuses, so nothing the route writes can commit, and
 * whatever the route answered, an invalid signature answers 401 instead — with the message the
 * strict order of checks gives (the signature's before the claims', as `verifyAccessToken`).
 */
export function requireCaller(ctx: SequencerContext, o: { settledByRoute?: boolean } = {}): MiddlewareHandler<AppEnv> {
  let lastSweep = 0
  const limiter = requestLimiter(ctx)

  return async (c, next) => {
    const header = c.req.header('authorization') ?? ''
    const match = /^Bearer\s+(\S+)$/i.exec(header)
    if (!match) throw unauthorized('Missing bearer token.')
    const nowMs = Number(ctx.clock.nowNs() / 1_000_000n)
    let claims: AccessTokenClaims
    let verified: Promise<void>
    try {
      const parsed = parseAccessToken(match[1]!)
      claims = parsed.claims
      const session = sql<[string], { user_id: string; public_key: Buffer }>(ctx.db, 'SELECT user_id, public_key FROM sessions WHERE session_id = ?').get(
        claims.sid,
      )
      if (!session || session.user_id !== claims.uid) throw unauthorized('Unknown session.')
      // A route that settles the token verifies its own signatures in the same batch on the
      // verifier's thread; for any other, one signature is cheaper checked here than handed off.
      verified = o.settledByRoute
        ? ed25519Verifier.verify(session.public_key, parsed.signingInput, parsed.signature).then((valid) => {
            if (!valid) throw unauthorized(describeAuthError('signature'))
          })
        : ed25519Verifier.verifyNow(session.public_key, parsed.signingInput, parsed.signature)
          ? Promise.resolve()
          : Promise.reject(unauthorized(describeAuthError('signature')))
      // Awaited below on every path; this keeps a refusal from counting as unhandled meanwhile.
      verified.catch(() => {})
    } catch (error) {
      if (error instanceof AuthError) throw unauthorized(describeAuthError(error.code))
      throw error
    }
    if (limiter.take(claims.uid)) {
      const uid = claims.uid
      verified.catch(() => limiter.refund(uid))
    } else {
      // A forged token is told so, not that its victim is busy.
      await verified
      throw limiter.refusal(claims.uid)
    }
    if (!o.settledByRoute) await verified
    try {
      if (tokenUsableUntil(claims) * 1000 <= nowMs) throw unauthorized(describeAuthError('expired'))
      if (claims.iat * 1000 > nowMs + MAX_CLOCK_SKEW_MS) throw unauthorized(describeAuthError('not-yet-valid'))
      const uri = requestTarget(c.env?.incoming?.url, c.req.url)
      if (requestDigestOf(c.req.method, uri, c.get('rawBody')) !== claims.sig) throw unauthorized(describeAuthError('request-mismatch'))
    } catch (error) {
      await verified
      throw error
    }
    const nowSeconds = Math.floor(nowMs / 1000)
    if (nowSeconds - lastSweep > 60) {
      sql<[number]>(ctx.db, 'DELETE FROM used_tokens WHERE expires_at < ?').run(nowSeconds)
      lastSweep = nowSeconds
    }
    const token = new TokenUse(claims.jti, tokenUsableUntil(claims), o.settledByRoute ? verified : undefined)
    c.set('caller', { userId: claims.uid, sessionId: claims.sid })
    c.set('tokenUse', token)
    if (!o.settledByRoute) {
      // In the turn's shared transaction: a commit apiece would cost a read more than the read.
      await groupCommit(ctx.db, () => token.record(ctx.db))
      return next()
    }
    if (token.isUsed(ctx.db)) {
      await verified
      throw unauthorized('Token already used.')
    }
    let answered = false
    try {
      await next()
      // Hono has made the route's answer, or its error's, by now; a bad signature replaces either.
      await verified
      answered = c.res.ok
    } finally {
      // A route that answered with success recorded the use in its committed transaction.
      if (token.isVerified && !(answered && token.isRecordedHere) && !token.isUsed(ctx.db)) token.record(ctx.db)
    }
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
