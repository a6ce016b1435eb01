/**
 * Session access tokens (wire-formats §5.1): an EdDSA JWT whose `sig` claim binds it to one request,
 * `sha256(METHOD ‖ URI ‖ BODY)`. Signing reproduces the official SDK byte for byte; verification
 * follows the server recipe and hashes the request exactly as received.
 * @module
 */

import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex, concatBytes, utf8ToBytes } from '@noble/hashes/utils.js'
import { abytes, aint, astring, auuid } from '../assert'
import { AuthError } from './auth-error'
import { base64UrlDecode, base64UrlEncode } from './base64url'
import { signWithSeed, verifyStrict } from './ed25519'
import { UUID_PATTERN, randomUuidV4 } from '../api/uuid'

export { AuthError, type AuthErrorCode } from './auth-error'

/** The claims of a session token, in the order the SDK writes them. */
export interface AccessTokenClaims {
  uid: string
  sid: string
  iat: number
  exp: number
  jti: string
  sig: string
  scp: string
}

export interface SignAccessTokenOptions {
  userId: string
  sessionId: string
  /** The session's 32-byte Ed25519 seed. */
  sessionSeed: Uint8Array
  method: string
  /** Path and query exactly as sent, without scheme or host. */
  uri: string
  /** The exact body bytes (a string is UTF-8 encoded); '' when there is none. */
  body?: Uint8Array | string
  nowMs?: number
  /** Defaults to 3600, like the SDK. */
  lifetimeSeconds?: number
  /** The `jti`; a random v4 UUID when absent. Send the same value as `X-Request-Id`. */
  requestId?: string
  /** Defaults to 'FULL'. */
  scope?: string
}

export interface ParsedAccessToken {
  claims: AccessTokenClaims
  /** ASCII of `header.payload`, what the signature covers. */
  signingInput: Uint8Array
  signature: Uint8Array
}

export interface VerifyAccessTokenOptions {
  method: string
  /** The raw request target as received (path and query, not re-serialized). */
  uri: string
  /** The raw body bytes as received. */
  body: Uint8Array
  sessionPublicKey: Uint8Array
  nowMs?: number
  /** Allowance for an `iat` ahead of our clock; defaults to 60. */
  maxClockSkewSeconds?: number
  /**
   * The Ed25519 check of the token's signature, when not this module's (noble, strict RFC 8032): a
   * server passes a native one. It must give the same verdicts: S below L, canonical R and A of
   * more than small order, and false (never an exception) for anything malformed.
   */
  verifySignature?: (signature: Uint8Array, message: Uint8Array, publicKey: Uint8Array) => boolean
}

/** Far above any real token (~450 chars), low enough that parsing hostile input stays cheap. */
const MAX_ACCESS_TOKEN_LENGTH = 8192
/**
 * The longest a token may claim to be valid, `exp − iat`: 90 days, what the Go SDK signs (the
 * Node SDK signs one hour). Parsing refuses a token that claims longer (`too-long-lived`).
 */
const MAX_TOKEN_LIFETIME_SECONDS = 90 * 86_400
/**
 * How long after its `iat` a token is accepted, whatever its `exp`: an hour, the Node SDK's whole
 * lifetime. Every client signs a token just before its one use (a `jti` is single-use), so a token
 * older than this was never meant to arrive now, and a server remembers used `jti`s this long at most.
 */
const MAX_TOKEN_AGE_SECONDS = 3600
/** The longest `jti` accepted; a server remembers every one it accepted for up to an hour. */
const MAX_JTI_LENGTH = 128
const HEADER_JSON = '{"alg":"EdDSA","typ":"JWT"}'
const SHA256_HEX = /^[0-9a-f]{64}$/
// The SDK serializes claims with serialize-javascript, which escapes these as \uXXXX; doing the
// same keeps our tokens byte-identical to its tokens for any claim text.
const SERIALIZE_UNSAFE = /[<>/\u2028\u2029]/g

/**
 * Lowercase hex SHA-256 of METHOD ‖ URI ‖ BODY, the `sig` claim. The method is upper-cased (ASCII
 * only, as every client sends it); URI and body are hashed as given, never re-serialized.
 * @throws {TypeError} on a non-string method/uri or a body that is neither string nor Uint8Array.
 * @example requestDigest('GET', '/safe/outputs?members=abc&threshold=1&state=unspent', '')
 */
export function requestDigest(method: string, uri: string, body: Uint8Array | string): string {
  astring(method, 'method')
  astring(uri, 'uri')
  const bodyBytes = bodyToBytes(body)
  const upper = method.replace(/[a-z]+/g, (s) => s.toUpperCase())
  return bytesToHex(sha256(concatBytes(utf8ToBytes(upper), utf8ToBytes(uri), bodyBytes)))
}

/**
 * Signs a session access token for one request, as the SDK's `signAuthenticationToken` does.
 * @throws {TypeError|RangeError} on a malformed option (ids must be lowercase UUIDs, seed 32 bytes,
 *   `requestId` 1 to 128 characters: a token {@link parseAccessToken} would refuse is never made).
 * @example
 * const jwt = signAccessToken({ userId, sessionId, sessionSeed, method: 'POST', uri: '/safe/users', body })
 * headers.Authorization = `Bearer ${jwt}`
 */
export function signAccessToken(o: SignAccessTokenOptions): string {
  if (typeof o !== 'object' || o === null) throw new TypeError('"options" expected an object')
  auuid(o.userId, 'userId')
  auuid(o.sessionId, 'sessionId')
  abytes(o.sessionSeed, 'sessionSeed', 32)
  astring(o.method, 'method')
  if (o.method.length === 0) throw new RangeError('"method" must not be empty')
  astring(o.uri, 'uri')
  const nowMs = o.nowMs ?? Date.now()
  aint(nowMs, 'nowMs', 0, Number.MAX_SAFE_INTEGER)
  const lifetime = o.lifetimeSeconds ?? 3600
  aint(lifetime, 'lifetimeSeconds', 1, MAX_TOKEN_LIFETIME_SECONDS)
  const jti = o.requestId ?? randomUuidV4()
  astring(jti, 'requestId')
  const scp = o.scope ?? 'FULL'
  astring(scp, 'scope')

  const iat = Math.floor(nowMs / 1000)
  const claims: AccessTokenClaims = {
    uid: o.userId,
    sid: o.sessionId,
    iat,
    exp: iat + lifetime,
    jti,
    sig: requestDigest(o.method, o.uri, o.body ?? ''),
    scp,
  }
  // What a verifier would refuse is refused here, by the same rules.
  const fault = claimsFault(claims)
  if (fault) throw new RangeError(`"options" make a token no server accepts: ${fault.message}`)
  const payloadJson = JSON.stringify(claims).replace(SERIALIZE_UNSAFE, escapeUnsafe)
  const signingInput = `${base64UrlEncode(utf8ToBytes(HEADER_JSON))}.${base64UrlEncode(utf8ToBytes(payloadJson))}`
  const signature = signWithSeed(utf8ToBytes(signingInput), o.sessionSeed)
  return `${signingInput}.${base64UrlEncode(signature)}`
}

/**
 * Splits and decodes a token and checks its shape: three base64url parts, a JSON header with
 * `alg` EdDSA, and session claims of the right types (OAuth tokens are refused). Does not verify.
 * @throws {AuthError} `malformed`, `algorithm`, `claims` or `too-long-lived`.
 * @throws {TypeError} when `token` is not a string.
 */
export function parseAccessToken(token: string): ParsedAccessToken {
  astring(token, 'token')
  if (token.length > MAX_ACCESS_TOKEN_LENGTH) throw new AuthError('malformed', 'token is too long')
  const parts = token.split('.')
  if (parts.length !== 3)
    throw new AuthError('malformed', 'token must have three dot-separated parts')
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string]

  const header = decodeJsonObject(headerPart, 'header')
  if (!hasOwn(header, 'alg') || header.alg !== 'EdDSA') {
    throw new AuthError('algorithm', 'token header alg must be EdDSA')
  }
  const payload = decodeJsonObject(payloadPart, 'payload')
  const claims = readClaims(payload)

  let signature: Uint8Array
  try {
    signature = base64UrlDecode(signaturePart)
  } catch (cause) {
    throw new AuthError('malformed', 'token signature is not base64url', { cause })
  }
  if (signature.length !== 64) throw new AuthError('malformed', 'token signature must be 64 bytes')
  return { claims, signingInput: utf8ToBytes(`${headerPart}.${payloadPart}`), signature }
}

/**
 * Verifies a session token for the request it came with: Ed25519 signature by the session key,
 * `exp` in the future and `iat` at most {@link MAX_TOKEN_AGE_SECONDS} ago, `iat` not ahead of now
 * beyond the skew, and `sig` equal to the digest of the raw method, URI and body (parsing already
 * refused a lifetime over {@link MAX_TOKEN_LIFETIME_SECONDS}). Returns the claims; replay of `jti`
 * is the caller's concern (until {@link tokenUsableUntil}). The checks run in this order, so a
 * forged token is told its signature fails whatever else is wrong with it.
 * @throws {AuthError} with the reason as `code`.
 * @throws {TypeError|RangeError} on malformed options.
 */
export function verifyAccessToken(
  token: string | ParsedAccessToken,
  o: VerifyAccessTokenOptions,
): AccessTokenClaims {
  if (typeof o !== 'object' || o === null) throw new TypeError('"options" expected an object')
  astring(o.method, 'method')
  astring(o.uri, 'uri')
  abytes(o.body, 'body')
  abytes(o.sessionPublicKey, 'sessionPublicKey', 32)
  const nowMs = o.nowMs ?? Date.now()
  aint(nowMs, 'nowMs', 0, Number.MAX_SAFE_INTEGER)
  const skew = o.maxClockSkewSeconds ?? 60
  aint(skew, 'maxClockSkewSeconds', 0, 86_400)

  const parsed = typeof token === 'string' ? parseAccessToken(token) : token
  if (typeof parsed !== 'object' || parsed === null)
    throw new TypeError('"token" expected a string or a parsed token')
  abytes(parsed.signingInput, 'token.signingInput')
  abytes(parsed.signature, 'token.signature')
  const { claims } = parsed

  const verifySignature = o.verifySignature ?? verifyStrict
  if (!verifySignature(parsed.signature, parsed.signingInput, o.sessionPublicKey)) {
    throw new AuthError('signature', 'token signature does not verify with the session key')
  }
  if (tokenUsableUntil(claims) * 1000 <= nowMs) throw new AuthError('expired', 'token has expired')
  if (claims.iat * 1000 > nowMs + skew * 1000)
    throw new AuthError('not-yet-valid', 'token iat is in the future')
  if (requestDigest(o.method, o.uri, o.body) !== claims.sig) {
    throw new AuthError(
      'request-mismatch',
      'token sig does not match the request method, URI and body',
    )
  }
  return claims
}

/**
 * Unix seconds until which a token is accepted: its `exp`, or {@link MAX_TOKEN_AGE_SECONDS} after
 * its `iat` when that comes first.
 */
export function tokenUsableUntil(claims: Pick<AccessTokenClaims, 'iat' | 'exp'>): number {
  return Math.min(claims.exp, claims.iat + MAX_TOKEN_AGE_SECONDS)
}

function bodyToBytes(body: Uint8Array | string): Uint8Array {
  if (typeof body === 'string') return utf8ToBytes(body)
  abytes(body, 'body')
  return body
}

function escapeUnsafe(ch: string): string {
  return `\\u${ch.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`
}

const FATAL_UTF8 = new TextDecoder('utf-8', { fatal: true })

function decodeJsonObject(part: string, what: string): Record<string, unknown> {
  let value: unknown
  try {
    value = JSON.parse(FATAL_UTF8.decode(base64UrlDecode(part)))
  } catch (cause) {
    throw new AuthError('malformed', `token ${what} is not base64url JSON`, { cause })
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new AuthError('malformed', `token ${what} is not a JSON object`)
  }
  return value as Record<string, unknown>
}

function readClaims(p: Record<string, unknown>): AccessTokenClaims {
  if (!hasOwn(p, 'uid') && (hasOwn(p, 'aid') || hasOwn(p, 'iss'))) {
    throw new AuthError('claims', 'OAuth access tokens (iss/aid) are not accepted here')
  }
  const claims = {
    uid: ownString(p, 'uid'),
    sid: ownString(p, 'sid'),
    iat: ownTime(p, 'iat'),
    exp: ownTime(p, 'exp'),
    jti: ownString(p, 'jti'),
    sig: ownString(p, 'sig'),
    scp: ownString(p, 'scp'),
  }
  const fault = claimsFault(claims)
  if (fault) throw new AuthError(fault.code, fault.message)
  return claims
}

/**
 * What a token's claims must satisfy beyond their types, the one statement of it: the signer
 * checks the claims it makes with it, the parser the claims it reads.
 */
function claimsFault(
  c: AccessTokenClaims,
): { code: 'claims' | 'too-long-lived'; message: string } | undefined {
  if (!UUID_PATTERN.test(c.uid) || !UUID_PATTERN.test(c.sid))
    return { code: 'claims', message: 'token uid and sid must be lowercase UUIDs' }
  if (c.exp <= c.iat) return { code: 'claims', message: 'token exp must be after iat' }
  if (c.exp - c.iat > MAX_TOKEN_LIFETIME_SECONDS)
    return { code: 'too-long-lived', message: 'token exp must be at most 90 days after iat' }
  if (c.jti.length === 0 || c.jti.length > MAX_JTI_LENGTH)
    return { code: 'claims', message: `token jti must be 1 to ${MAX_JTI_LENGTH} characters` }
  if (!SHA256_HEX.test(c.sig))
    return { code: 'claims', message: 'token sig must be 64 lowercase hex characters' }
  return undefined
}

function hasOwn(o: object, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(o, key)
}

function ownString(p: Record<string, unknown>, key: string): string {
  const v = hasOwn(p, key) ? p[key] : undefined
  if (typeof v !== 'string') throw new AuthError('claims', `token claim ${key} must be a string`)
  return v
}

function ownTime(p: Record<string, unknown>, key: string): number {
  const v = hasOwn(p, key) ? p[key] : undefined
  // Whole seconds, small enough that `* 1000` stays exact.
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > 1e11) {
    throw new AuthError('claims', `token claim ${key} must be a non-negative integer of seconds`)
  }
  return v
}
