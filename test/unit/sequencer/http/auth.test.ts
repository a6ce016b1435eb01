/**
 * The sequencer checks tokens with `verifyAccessToken`, given libsodium's Ed25519 check for speed
 * (crypto/ed25519.ts) instead of the shared noble one. These tests hold the middleware to the
 * shared function's verdict on the same tokens, including signatures that differ only in encoding
 * edge cases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as ed from '@noble/ed25519'
import {
  AuthError,
  base64UrlDecode,
  base64UrlEncode,
  signAccessToken,
  verifyAccessToken,
} from '../../../../src/shared/auth'
import {
  createTestUser,
  newSequencer,
  type TestSequencer,
  type TestUser,
} from '../../../helpers/sequencer'

let seq: TestSequencer
let alice: TestUser
beforeAll(async () => {
  seq = newSequencer()
  alice = await createTestUser(seq.ctx, 'Alice')
})
afterAll(() => seq.close())

const L = ed.Point.CURVE().n
const PATH = '/safe/me'
const nowMs = () => Number(seq.clock.nowNs() / 1_000_000n)
const publicKey = () => ed.getPublicKey(alice.sessionSeed)

const sign = (
  o: { nowMs?: number; seed?: Uint8Array; uri?: string; lifetimeSeconds?: number } = {},
) =>
  signAccessToken({
    userId: alice.userId,
    sessionId: alice.sessionId,
    sessionSeed: o.seed ?? alice.sessionSeed,
    method: 'GET',
    uri: o.uri ?? PATH,
    nowMs: o.nowMs ?? nowMs(),
    ...(o.lifetimeSeconds ? { lifetimeSeconds: o.lifetimeSeconds } : {}),
  })

function withSignature(token: string, edit: (sig: Uint8Array) => Uint8Array): string {
  const [h, p, s] = token.split('.') as [string, string, string]
  return `${h}.${p}.${base64UrlEncode(edit(base64UrlDecode(s)))}`
}

function leToBigint(b: Uint8Array): bigint {
  let n = 0n
  for (let i = b.length - 1; i >= 0; i--) n = (n << 8n) | BigInt(b[i]!)
  return n
}
function bigintToLe(n: bigint, length: number): Uint8Array {
  const out = new Uint8Array(length)
  for (let i = 0; i < length; i++, n >>= 8n) out[i] = Number(n & 0xffn)
  return out
}

/** A token with the claims edited, signed again by the session key (a well-formed token the client chose to make). */
function resigned(token: string, edit: (claims: { iat: number; exp: number }) => void): string {
  const [h, p] = token.split('.') as [string, string, string]
  const claims = JSON.parse(new TextDecoder().decode(base64UrlDecode(p))) as {
    iat: number
    exp: number
  }
  edit(claims)
  const input = `${h}.${base64UrlEncode(new TextEncoder().encode(JSON.stringify(claims)))}`
  return `${input}.${base64UrlEncode(ed.sign(new TextEncoder().encode(input), alice.sessionSeed))}`
}

const CORPUS: Array<[string, () => string]> = [
  ['a valid token', () => sign()],
  ['a long-lived token (Go SDK: 90 days)', () => sign({ lifetimeSeconds: 90 * 86400 })],
  ['an expired token', () => sign({ nowMs: nowMs() - 3601_000 })],
  [
    'a token valid until 2100',
    () => resigned(sign(), (c) => (c.exp = Date.UTC(2100, 0, 1) / 1000)),
  ],
  [
    'a 90-day token issued 61 minutes ago',
    () => sign({ nowMs: nowMs() - 61 * 60_000, lifetimeSeconds: 90 * 86400 }),
  ],
  ['a token issued 30 s ahead (within the skew)', () => sign({ nowMs: nowMs() + 30_000 })],
  ['a token issued 2 min ahead', () => sign({ nowMs: nowMs() + 120_000 })],
  ['a token for another path', () => sign({ uri: '/me' })],
  ['a token by another key', () => sign({ seed: ed.utils.randomSecretKey() })],
  [
    'a flipped bit in R',
    () => withSignature(sign(), (s) => s.map((b, i) => (i === 3 ? b ^ 1 : b))),
  ],
  [
    'a flipped bit in S',
    () => withSignature(sign(), (s) => s.map((b, i) => (i === 40 ? b ^ 1 : b))),
  ],
  [
    'S + L (non-canonical S)',
    () =>
      withSignature(sign(), (s) =>
        Uint8Array.from([...s.slice(0, 32), ...bigintToLe(leToBigint(s.slice(32)) + L, 32)]),
      ),
  ],
  ['an all-zero signature', () => withSignature(sign(), () => new Uint8Array(64))],
  [
    'tampered claims under the original signature',
    () => {
      const [h, p, s] = sign().split('.') as [string, string, string]
      const claims = JSON.parse(new TextDecoder().decode(base64UrlDecode(p))) as { exp: number }
      claims.exp += 1
      return `${h}.${base64UrlEncode(new TextEncoder().encode(JSON.stringify(claims)))}.${s}`
    },
  ],
]

describe('the middleware and verifyAccessToken agree', () => {
  const accepted: string[] = []

  it.each(CORPUS)('on %s', async (what, make) => {
    const token = make()
    let expected: boolean
    try {
      verifyAccessToken(token, {
        method: 'GET',
        uri: PATH,
        body: new Uint8Array(0),
        sessionPublicKey: publicKey(),
        nowMs: nowMs(),
      })
      expected = true
    } catch (e) {
      expect(e).toBeInstanceOf(AuthError)
      expected = false
    }
    const res = await seq.app.request(PATH, { headers: { authorization: `Bearer ${token}` } })
    expect(res.status).toBe(expected ? 200 : 401)
    if (res.status === 200) accepted.push(what)
  })

  it('accepted exactly the sound tokens (the agreement is not "both refuse everything")', () => {
    expect(accepted).toEqual([
      'a valid token',
      'a long-lived token (Go SDK: 90 days)',
      'a token issued 30 s ahead (within the skew)',
    ])
  })
})
