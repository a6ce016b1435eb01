/**
 * A co-signature's token is used up before the sign runs (http/auth.ts, db/token-use.ts), so it
 * stays single-use after a sign that merged, after one refused before or inside its transaction,
 * and when two requests carry it at once; and a token whose signature fails is refused with 401
 * whatever else is wrong with the request, having changed and used up nothing.
 */
import { describe, expect, it } from 'vitest'
import { base64UrlDecode, base64UrlEncode } from '../../../../src/shared/auth'
import { findRequest } from '../../../../src/sequencer/ledger/requests-store'
import { authHeaders } from '../../../../harness/sequencer/signing-load'
import { signingNetworkFixture } from './setup'

// The system clock: the tokens are signed as an SDK signs them, with the time now.
const fixture = signingNetworkFixture(5)
const seq = fixture.seq

const signPath = (k: number) => `/safe/multisigs/${fixture.network.requests[k]!.requestId}/sign`
const post = (path: string, body: string, headers: Record<string, string>) =>
  seq.app.request(path, { method: 'POST', body, headers })
const signersOf = (k: number) =>
  findRequest(seq.ctx.db, fixture.network.requests[k]!.requestId)!.signers
const usedTokens = () =>
  (seq.ctx.db.prepare('SELECT COUNT(*) AS n FROM used_tokens').get() as { n: number }).n

/** The same headers with one bit of the token's signature flipped. */
function withForgedSignature(headers: Record<string, string>): Record<string, string> {
  const [h, p, sig] = headers.authorization!.slice('Bearer '.length).split('.') as [
    string,
    string,
    string,
  ]
  const bytes = base64UrlDecode(sig)
  bytes[40] = bytes[40]! ^ 1
  return { ...headers, authorization: `Bearer ${h}.${p}.${base64UrlEncode(bytes)}` }
}

describe('POST /safe/multisigs/:id/sign and its token', () => {
  it('merges once and refuses the same token again, changing nothing', async () => {
    const body = JSON.stringify({ raw: fixture.network.requests[0]!.partials[0] })
    const headers = authHeaders(fixture.network.members[0]!, 'POST', signPath(0), body)
    const before = usedTokens()
    expect((await post(signPath(0), body, headers)).status).toBe(200)
    expect(usedTokens()).toBe(before + 1)
    const signers = signersOf(0)
    expect(signers).toEqual([fixture.network.members[0]!.userId])
    const replay = await post(signPath(0), body, headers)
    expect(replay.status).toBe(401)
    expect(await replay.json()).toMatchObject({
      error: { code: 401, description: expect.stringMatching(/already used/) },
    })
    expect(signersOf(0)).toEqual(signers)
  })

  it('uses up the token of a refused sign too', async () => {
    // Member 1's partial raw presented by member 0: its signature is at another index than 0's key.
    const raw = fixture.network.requests[1]!.partials[1]!
    const tampered = raw.slice(0, -2) + (raw.endsWith('00') ? '01' : '00')
    const body = JSON.stringify({ raw: tampered })
    const headers = authHeaders(fixture.network.members[0]!, 'POST', signPath(1), body)
    const refused = await post(signPath(1), body, headers)
    expect(refused.status).toBe(400)
    expect(signersOf(1)).toEqual([])
    const replay = await post(signPath(1), body, headers)
    expect(replay.status).toBe(401)
  })

  it('uses up the token of a sign refused inside its transaction', async () => {
    // The unlock commits first: the sign finds the request unlocked and writes nothing.
    const id = fixture.network.requests[4]!.requestId
    const body = JSON.stringify({ raw: fixture.network.requests[4]!.partials[1] })
    const headers = authHeaders(fixture.network.members[1]!, 'POST', signPath(4), body)
    const unlockPath = `/safe/multisigs/${id}/unlock`
    const [signed, unlocked] = await Promise.all([
      post(signPath(4), body, headers),
      post(unlockPath, '', authHeaders(fixture.network.members[0]!, 'POST', unlockPath)),
    ])
    expect([signed.status, unlocked.status]).toEqual([409, 200])
    expect(signersOf(4)).toEqual([])
    const replay = await post(signPath(4), body, headers)
    expect(replay.status).toBe(401)
  })

  it('lets exactly one of two requests carrying the same token through', async () => {
    const body = JSON.stringify({ raw: fixture.network.requests[2]!.partials[0] })
    const headers = authHeaders(fixture.network.members[0]!, 'POST', signPath(2), body)
    const statuses = (
      await Promise.all([post(signPath(2), body, headers), post(signPath(2), body, headers)])
    )
      .map((r) => r.status)
      .sort()
    expect(statuses).toEqual([200, 401])
    expect(signersOf(2)).toEqual([fixture.network.members[0]!.userId])
  })

  it('refuses a token whose signature fails with 401, whatever the rest, changing and using up nothing', async () => {
    const valid = JSON.stringify({ raw: fixture.network.requests[3]!.partials[0] })
    const cases: Array<[string, string, string]> = [
      ['a co-signature that verifies', signPath(3), valid],
      ['a raw that is not hex', signPath(3), JSON.stringify({ raw: 'zz' })],
      ['a body that is not JSON', signPath(3), '{'],
      [
        'a request that does not exist',
        '/safe/multisigs/3c2d7ff8-5ad0-4a4a-9e4b-1b4b1a1a1a1a/sign',
        valid,
      ],
    ]
    const before = usedTokens()
    for (const [what, path, body] of cases) {
      const res = await post(
        path,
        body,
        withForgedSignature(authHeaders(fixture.network.members[0]!, 'POST', path, body)),
      )
      expect([what, res.status]).toEqual([what, 401])
      expect(await res.json()).toMatchObject({
        error: { code: 401, description: expect.stringMatching(/Token signature is invalid\.$/) },
      })
    }
    expect(signersOf(3)).toEqual([])
    expect(usedTokens()).toBe(before)
    // The genuine token for the same co-signature still goes through.
    expect(
      (
        await post(
          signPath(3),
          valid,
          authHeaders(fixture.network.members[0]!, 'POST', signPath(3), valid),
        )
      ).status,
    ).toBe(200)
    expect(signersOf(3)).toEqual([fixture.network.members[0]!.userId])
  })
})
