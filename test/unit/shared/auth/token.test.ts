import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  AuthError,
  parseAccessToken,
  requestDigest,
  signAccessToken,
  verifyAccessToken,
  type AuthErrorCode,
} from '../../../../src/shared/auth/token'
import { base64UrlDecode, base64UrlEncode } from '../../../../src/shared/auth/base64url'
import {
  craftToken,
  HEADER,
  JWT_NOW_MS,
  SESSION_PUB,
  SESSION_SEED,
  V,
  utf8ToBytes,
} from './fixtures'

const POST = { method: V.jwt.method, uri: V.jwt.uri, body: utf8ToBytes(V.jwt.body_string) }
const GET = { method: 'GET', uri: V.jwt_get.uri, body: new Uint8Array() }
const verifyOpts = { ...POST, sessionPublicKey: SESSION_PUB, nowMs: JWT_NOW_MS }
const decodeText = (part: string) => new TextDecoder().decode(base64UrlDecode(part))

function expectAuthError(fn: () => unknown, code: AuthErrorCode): void {
  let caught: unknown
  try {
    fn()
  } catch (e) {
    caught = e
  }
  expect(caught).toBeInstanceOf(AuthError)
  expect((caught as AuthError).name).toBe('AuthError')
  expect((caught as AuthError).code).toBe(code)
}

/** The vector payload with some claims replaced, signed with the session key. */
function withClaims(patch: Record<string, unknown>, drop: string[] = []): string {
  const claims = { ...(JSON.parse(V.jwt.payload_json) as Record<string, unknown>), ...patch }
  for (const k of drop) delete claims[k]
  return craftToken(HEADER, JSON.stringify(claims))
}

describe('requestDigest', () => {
  it('reproduces the vector sig claims (POST with body, GET with query)', () => {
    expect(requestDigest(POST.method, POST.uri, V.jwt.body_string)).toBe(V.jwt.expected_sig_claim)
    expect(requestDigest(POST.method, POST.uri, POST.body)).toBe(V.jwt.expected_sig_claim)
    expect(requestDigest('GET', GET.uri, '')).toBe(V.jwt_get.expected_sig)
  })

  it('upper-cases the method and hashes URI and body verbatim', () => {
    expect(requestDigest('post', POST.uri, POST.body)).toBe(V.jwt.expected_sig_claim)
    expect(
      requestDigest('GET', '/safe/outputs?threshold=1&members=abc&state=unspent', ''),
    ).not.toBe(V.jwt_get.expected_sig)
    expect(requestDigest('GET', GET.uri, ' ')).not.toBe(V.jwt_get.expected_sig)
  })

  it('checks its argument types', () => {
    expect(() => requestDigest(1 as unknown as string, '/', '')).toThrow(TypeError)
    expect(() => requestDigest('GET', '/', 3 as unknown as string)).toThrow(TypeError)
  })
})

describe('signAccessToken', () => {
  const base = {
    userId: V.keystore.app_id,
    sessionId: V.keystore.session_id,
    sessionSeed: SESSION_SEED,
    nowMs: JWT_NOW_MS,
  }

  it('reproduces the POST vector token byte for byte', () => {
    const token = signAccessToken({
      ...base,
      method: 'POST',
      uri: POST.uri,
      body: V.jwt.body_string,
      requestId: V.jwt.request_id,
    })
    expect(token).toBe(V.jwt.token)
    const [h, p] = token.split('.') as [string, string]
    expect(decodeText(h)).toBe(V.jwt.header_json)
    expect(decodeText(p)).toBe(V.jwt.payload_json)
    // The same body as bytes gives the same token.
    expect(
      signAccessToken({
        ...base,
        method: 'POST',
        uri: POST.uri,
        body: POST.body,
        requestId: V.jwt.request_id,
      }),
    ).toBe(token)
  })

  it('reproduces the GET-with-query vector token byte for byte', () => {
    const jti = (JSON.parse(V.jwt_get.payload_json) as { jti: string }).jti
    const token = signAccessToken({ ...base, method: 'GET', uri: GET.uri, requestId: jti })
    expect(token).toBe(V.jwt_get.token)
    expect(decodeText(token.split('.')[1]!)).toBe(V.jwt_get.payload_json)
  })

  it('defaults: 1 hour lifetime, scope FULL, a fresh v4 jti per token', () => {
    const a = parseAccessToken(signAccessToken({ ...base, method: 'GET', uri: '/me' })).claims
    const b = parseAccessToken(signAccessToken({ ...base, method: 'GET', uri: '/me' })).claims
    expect(a.exp - a.iat).toBe(3600)
    expect(a.iat).toBe(JWT_NOW_MS / 1000)
    expect(a.scp).toBe('FULL')
    expect(a.jti).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(b.jti).not.toBe(a.jti)
  })

  it('escapes </> and line separators the way the SDK serializer does, and still round-trips', () => {
    const token = signAccessToken({
      ...base,
      method: 'GET',
      uri: '/',
      scope: 'A/B <c> \u2028',
      requestId: 'x/y',
    })
    const payload = decodeText(token.split('.')[1]!)
    expect(payload).toContain('"scp":"A\\u002FB \\u003Cc\\u003E \\u2028"')
    expect(payload).toContain('"jti":"x\\u002Fy"')
    const claims = verifyAccessToken(token, {
      method: 'GET',
      uri: '/',
      body: new Uint8Array(),
      sessionPublicKey: SESSION_PUB,
      nowMs: JWT_NOW_MS,
    })
    expect(claims.scp).toBe('A/B <c> \u2028')
  })

  it('checks its options', () => {
    expect(() =>
      signAccessToken({ ...base, sessionSeed: new Uint8Array(31), method: 'GET', uri: '/' }),
    ).toThrow(RangeError)
    expect(() =>
      signAccessToken({
        ...base,
        sessionSeed: 'x' as unknown as Uint8Array,
        method: 'GET',
        uri: '/',
      }),
    ).toThrow(TypeError)
    expect(() =>
      signAccessToken({
        ...base,
        userId: V.keystore.app_id.toUpperCase(),
        method: 'GET',
        uri: '/',
      }),
    ).toThrow(TypeError)
    expect(() => signAccessToken({ ...base, method: '', uri: '/' })).toThrow(RangeError)
    expect(() => signAccessToken({ ...base, method: 'GET', uri: '/', lifetimeSeconds: 0 })).toThrow(
      RangeError,
    )
    expect(() => signAccessToken({ ...base, method: 'GET', uri: '/', nowMs: 1.5 })).toThrow(
      TypeError,
    )
    expect(() => signAccessToken(null as unknown as Parameters<typeof signAccessToken>[0])).toThrow(
      TypeError,
    )
  })

  it('makes no token a verifier would refuse: a request id of 1 to 128 characters', () => {
    expect(() => signAccessToken({ ...base, method: 'GET', uri: '/', requestId: '' })).toThrow(
      RangeError,
    )
    expect(() =>
      signAccessToken({ ...base, method: 'GET', uri: '/', requestId: 'x'.repeat(129) }),
    ).toThrow(/no server accepts/)
    expect(
      parseAccessToken(
        signAccessToken({ ...base, method: 'GET', uri: '/', requestId: 'x'.repeat(128) }),
      ).claims.jti,
    ).toHaveLength(128)
  })
})

describe('verifyAccessToken', () => {
  it('accepts the vector tokens at their time', () => {
    const claims = verifyAccessToken(V.jwt.token, verifyOpts)
    expect(claims).toEqual(JSON.parse(V.jwt.payload_json))
    const get = verifyAccessToken(V.jwt_get.token, {
      ...GET,
      sessionPublicKey: SESSION_PUB,
      nowMs: JWT_NOW_MS,
    })
    expect(get.sig).toBe(V.jwt_get.expected_sig)
  })

  it('uses the signature check it is given, and only its verdict', () => {
    const seen: Uint8Array[] = []
    const check = (verdict: boolean) => (signature: Uint8Array) => (seen.push(signature), verdict)
    expect(
      verifyAccessToken(V.jwt.token, { ...verifyOpts, verifySignature: check(true) }).jti,
    ).toBe(V.jwt.request_id)
    expect(() =>
      verifyAccessToken(V.jwt.token, { ...verifyOpts, verifySignature: check(false) }),
    ).toThrow(expect.objectContaining({ code: 'signature' }))
    expect(seen).toEqual([
      parseAccessToken(V.jwt.token).signature,
      parseAccessToken(V.jwt.token).signature,
    ])
  })

  it('accepts a parsed token and the skew edges', () => {
    const parsed = parseAccessToken(V.jwt.token)
    expect(verifyAccessToken(parsed, verifyOpts).jti).toBe(V.jwt.request_id)
    expect(verifyAccessToken(V.jwt.token, { ...verifyOpts, nowMs: JWT_NOW_MS - 60_000 }).uid).toBe(
      V.keystore.app_id,
    )
    expect(
      verifyAccessToken(V.jwt.token, { ...verifyOpts, nowMs: JWT_NOW_MS + 3_599_999 }).uid,
    ).toBe(V.keystore.app_id)
  })

  describe('signature', () => {
    it('refuses a tampered payload under the original signature', () => {
      const [h, , s] = V.jwt.token.split('.') as [string, string, string]
      const payload = V.jwt.payload_json.replace('"iat":1700000000', '"iat":1700000001')
      expectAuthError(
        () => verifyAccessToken(`${h}.${base64UrlEncode(utf8ToBytes(payload))}.${s}`, verifyOpts),
        'signature',
      )
    })

    it('refuses a token checked against another key', () => {
      const other = new Uint8Array(32).fill(0x44)
      expectAuthError(
        () => verifyAccessToken(craftToken(HEADER, V.jwt.payload_json, other), verifyOpts),
        'signature',
      )
      expectAuthError(
        () =>
          verifyAccessToken(V.jwt.token, { ...verifyOpts, sessionPublicKey: new Uint8Array(32) }),
        'signature',
      )
    })

    it('refuses a flipped signature bit and a non-canonical S (S + L)', () => {
      const [h, p, s] = V.jwt.token.split('.') as [string, string, string]
      const sig = base64UrlDecode(s)
      const flipped = sig.slice()
      flipped[10]! ^= 1
      expectAuthError(
        () => verifyAccessToken(`${h}.${p}.${base64UrlEncode(flipped)}`, verifyOpts),
        'signature',
      )
      const L = 2n ** 252n + 27742317777372353535851937790883648493n
      let S = 0n
      for (let i = 63; i >= 32; i--) S = (S << 8n) | BigInt(sig[i]!)
      S += L
      const malleable = sig.slice()
      for (let i = 32; i < 64; i++) {
        malleable[i] = Number(S & 0xffn)
        S >>= 8n
      }
      expectAuthError(
        () => verifyAccessToken(`${h}.${p}.${base64UrlEncode(malleable)}`, verifyOpts),
        'signature',
      )
    })
  })

  describe('time', () => {
    it('refuses an expired token (exp is exclusive)', () => {
      expectAuthError(
        () => verifyAccessToken(V.jwt.token, { ...verifyOpts, nowMs: 1_700_003_600_000 }),
        'expired',
      )
      expectAuthError(
        () => verifyAccessToken(V.jwt.token, { ...verifyOpts, nowMs: 1_800_000_000_000 }),
        'expired',
      )
    })

    it('refuses a token claiming more than 90 days (exp in 2100), and one used over an hour after its iat', () => {
      expectAuthError(
        () => verifyAccessToken(withClaims({ exp: Date.UTC(2100, 0, 1) / 1000 }), verifyOpts),
        'too-long-lived',
      )
      expectAuthError(
        () => verifyAccessToken(withClaims({ exp: 1_700_000_000 + 90 * 86_400 + 1 }), verifyOpts),
        'too-long-lived',
      )
      // The Go SDK's 90 days are accepted, until an hour after iat.
      const go = withClaims({ exp: 1_700_000_000 + 90 * 86_400 })
      expect(verifyAccessToken(go, verifyOpts).exp).toBe(1_700_000_000 + 90 * 86_400)
      expect(verifyAccessToken(go, { ...verifyOpts, nowMs: JWT_NOW_MS + 3_599_999 }).uid).toBe(
        V.keystore.app_id,
      )
      expectAuthError(
        () => verifyAccessToken(go, { ...verifyOpts, nowMs: JWT_NOW_MS + 3_600_000 }),
        'expired',
      )
    })

    it('refuses an iat beyond the clock skew', () => {
      expectAuthError(
        () => verifyAccessToken(V.jwt.token, { ...verifyOpts, nowMs: JWT_NOW_MS - 60_001 }),
        'not-yet-valid',
      )
      expectAuthError(
        () =>
          verifyAccessToken(V.jwt.token, {
            ...verifyOpts,
            nowMs: JWT_NOW_MS - 1,
            maxClockSkewSeconds: 0,
          }),
        'not-yet-valid',
      )
    })
  })

  describe('request binding', () => {
    it.each([
      ['another method', { method: 'PUT' }],
      ['another path', { uri: V.jwt.uri.replace('/sign', '/unlock') }],
      ['a query added', { uri: `${V.jwt.uri}?x=1` }],
      ['an empty body', { body: new Uint8Array() }],
      [
        'a body with one byte changed',
        { body: utf8ToBytes(V.jwt.body_string.replace('7777', '7778')) },
      ],
      [
        'a re-serialized body',
        { body: utf8ToBytes(JSON.stringify(JSON.parse(V.jwt.body_string), null, 1)) },
      ],
    ])('refuses %s', (_what, patch) => {
      expectAuthError(
        () => verifyAccessToken(V.jwt.token, { ...verifyOpts, ...patch }),
        'request-mismatch',
      )
    })

    it('refuses the GET token with its query reordered', () => {
      const uri = '/safe/outputs?threshold=1&members=abc&state=unspent'
      expectAuthError(
        () =>
          verifyAccessToken(V.jwt_get.token, {
            ...GET,
            uri,
            sessionPublicKey: SESSION_PUB,
            nowMs: JWT_NOW_MS,
          }),
        'request-mismatch',
      )
    })
  })

  describe('algorithm', () => {
    it.each([
      ['none', '{"alg":"none","typ":"JWT"}'],
      ['RS512 (the docs sample header)', '{"alg":"RS512","typ":"JWT"}'],
      ['HS256', '{"alg":"HS256"}'],
      ['lowercase eddsa', '{"alg":"eddsa","typ":"JWT"}'],
      ['a missing alg', '{"typ":"JWT"}'],
      ['a non-string alg', '{"alg":["EdDSA"]}'],
    ])('refuses %s', (_what, header) => {
      expectAuthError(
        () => verifyAccessToken(craftToken(header, V.jwt.payload_json), verifyOpts),
        'algorithm',
      )
    })

    it('refuses alg none with an empty signature before looking at the signature', () => {
      const h = base64UrlEncode(utf8ToBytes('{"alg":"none"}'))
      const p = base64UrlEncode(utf8ToBytes(V.jwt.payload_json))
      expectAuthError(() => parseAccessToken(`${h}.${p}.`), 'algorithm')
    })
  })

  describe('malformed', () => {
    const [h, p, s] = V.jwt.token.split('.') as [string, string, string]
    const b64 = (text: string) => base64UrlEncode(utf8ToBytes(text))
    it.each([
      ['an empty string', ''],
      ['two parts', `${h}.${p}`],
      ['four parts', `${h}.${p}.${s}.${s}`],
      ['a header that is not base64url', `${h}!.${p}.${s}`],
      ['a header that is not JSON', `${b64('{alg:EdDSA}')}.${p}.${s}`],
      ['a header that is JSON null', `${b64('null')}.${p}.${s}`],
      ['a payload that is a JSON array', `${h}.${b64('[1,2]')}.${s}`],
      ['a payload that is a JSON string', `${h}.${b64('"x"')}.${s}`],
      [
        'a payload that is not UTF-8',
        `${h}.${base64UrlEncode(new Uint8Array([0x7b, 0xff, 0x7d]))}.${s}`,
      ],
      ['a signature that is not base64url', `${h}.${p}.${s.slice(0, -1)}*`],
      ['a short signature', `${h}.${p}.${s.slice(0, 40)}`],
      ['an empty signature', `${h}.${p}.`],
      ['a huge token', `${h}.${b64(`{"x":"${'a'.repeat(10_000)}"}`)}.${s}`],
    ])('refuses %s', (_what, token) => {
      expectAuthError(() => verifyAccessToken(token, verifyOpts), 'malformed')
    })

    it('refuses a non-string token with a TypeError', () => {
      expect(() => parseAccessToken(42 as unknown as string)).toThrow(TypeError)
    })
  })

  describe('claims', () => {
    it.each([
      ['an OAuth token (iss/aid)', () => craftToken(HEADER, V.oauth_token_payload)],
      ['a missing scp', () => withClaims({}, ['scp'])],
      ['a missing sid', () => withClaims({}, ['sid'])],
      ['an uppercase uid', () => withClaims({ uid: V.keystore.app_id.toUpperCase() })],
      ['a uid that is not a UUID', () => withClaims({ uid: 'bot' })],
      ['a string iat', () => withClaims({ iat: '1700000000' })],
      ['a fractional exp', () => withClaims({ exp: 1700003600.5 })],
      ['a negative iat', () => withClaims({ iat: -1 })],
      ['exp not after iat', () => withClaims({ exp: 1700000000 })],
      ['an empty jti', () => withClaims({ jti: '' })],
      ['a numeric jti', () => withClaims({ jti: 7 })],
      ['an uppercase sig', () => withClaims({ sig: V.jwt.expected_sig_claim.toUpperCase() })],
      ['a short sig', () => withClaims({ sig: 'abcd' })],
      [
        'claims only on the prototype',
        () => craftToken(HEADER, `{"__proto__":${V.jwt.payload_json}}`),
      ],
    ])('refuses %s', (_what, make) => {
      expectAuthError(() => verifyAccessToken(make(), verifyOpts), 'claims')
    })
  })

  it('checks its options', () => {
    expect(() =>
      verifyAccessToken(V.jwt.token, {
        ...verifyOpts,
        body: V.jwt.body_string as unknown as Uint8Array,
      }),
    ).toThrow(TypeError)
    expect(() =>
      verifyAccessToken(V.jwt.token, { ...verifyOpts, sessionPublicKey: new Uint8Array(33) }),
    ).toThrow(RangeError)
    expect(() =>
      verifyAccessToken(V.jwt.token, { ...verifyOpts, maxClockSkewSeconds: -1 }),
    ).toThrow(RangeError)
  })

  it('throws nothing but AuthError for random and mutated tokens (property)', () => {
    const valid = V.jwt.token
    const mutated = fc.oneof(
      fc.string({ maxLength: 600 }),
      fc.string({ unit: fc.constantFrom(...'ab.-_=+/eyJ0'.split('')), maxLength: 600 }),
      fc
        .tuple(fc.nat(valid.length - 1), fc.string({ minLength: 1, maxLength: 3 }))
        .map(([i, s]) => valid.slice(0, i) + s + valid.slice(i + 1)),
      fc
        .tuple(fc.nat(valid.length - 1), fc.nat(8))
        .map(([i, n]) => valid.slice(0, i) + valid.slice(i + n + 1)),
      fc.nat(valid.length).map((i) => valid.slice(0, i)),
      fc.jsonValue().map((v) => craftToken(HEADER, JSON.stringify(v) ?? 'null')),
      fc
        .dictionary(
          fc.constantFrom(
            'uid',
            'sid',
            'iat',
            'exp',
            'jti',
            'sig',
            'scp',
            'iss',
            'aid',
            '__proto__',
          ),
          fc.jsonValue(),
        )
        .map((claims) =>
          craftToken(
            HEADER,
            JSON.stringify({ ...(JSON.parse(V.jwt.payload_json) as object), ...claims }),
          ),
        ),
      fc.jsonValue().map((v) => craftToken(JSON.stringify(v) ?? 'null', V.jwt.payload_json)),
    )
    fc.assert(
      fc.property(mutated, (token) => {
        try {
          const claims = verifyAccessToken(token, verifyOpts)
          // Anything that passes must be bound to this very request.
          expect(claims.sig).toBe(V.jwt.expected_sig_claim)
        } catch (e) {
          expect(e).toBeInstanceOf(AuthError)
        }
      }),
      { numRuns: 600 },
    )
  })
})
