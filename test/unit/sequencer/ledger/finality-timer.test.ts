/**
 * The server's finality timer (ledger/finality-timer): a sign that completes a request arms it, it
 * makes the request final once due and not before, and started late it makes final at once what
 * came due meanwhile. Stopped, it does nothing more.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { startFinality } from '../../../../src/sequencer/ledger/finality-timer'
import type { TestUser } from '../../../helpers/sequencer'
import { buildRaw, cosign, createRequest, deposit, newLedger, sign, type Ledger } from './setup'

const FINALITY_MS = 40

let l: Ledger
let a: TestUser, b: TestUser
let timer: { stop(): void } | undefined

beforeEach(async () => {
  l = await newLedger(2, { finalityMs: FINALITY_MS })
  ;[a, b] = l.members as [TestUser, TestUser]
})
afterEach(() => {
  timer?.stop()
  timer = undefined
  l.close()
})

/** A 1-of-1 request of `a` to `b`, signed: complete at once. */
async function completed(): Promise<string> {
  const input = deposit(l, { owners: [a], threshold: 1, amount: 3n })
  const request = await createRequest(
    l,
    a,
    await buildRaw(l, a, [input], [{ receivers: [b], threshold: 1, amount: 3n }]),
  )
  expect(
    (await sign(l, a, request.request_id, await cosign(l, a, request.request_id))).status,
  ).toBe(200)
  return request.request_id
}

const isFinal = (requestId: string) =>
  l.seq.ctx.db
    .prepare('SELECT final_at IS NOT NULL FROM multisig_requests WHERE request_id = ?')
    .pluck()
    .get(requestId) === 1

describe('the finality timer', () => {
  it('is armed by the completing sign and makes the request final once due, not before', async () => {
    timer = startFinality(l.seq.ctx)
    const requestId = await completed()
    // Real time passes, the sequencer's clock does not: not due.
    await new Promise((r) => setTimeout(r, FINALITY_MS * 2))
    expect(isFinal(requestId)).toBe(false)
    l.seq.clock.advanceMs(FINALITY_MS)
    await vi.waitFor(() => expect(isFinal(requestId)).toBe(true), { timeout: 5000, interval: 10 })
  })

  it('makes final at start what came due while it was not running', async () => {
    const requestId = await completed()
    l.seq.clock.advanceMs(FINALITY_MS)
    expect(isFinal(requestId)).toBe(false)
    timer = startFinality(l.seq.ctx)
    await vi.waitFor(() => expect(isFinal(requestId)).toBe(true), { timeout: 5000, interval: 10 })
  })

  it('does nothing once stopped', async () => {
    timer = startFinality(l.seq.ctx)
    timer.stop()
    const requestId = await completed()
    l.seq.clock.advanceMs(FINALITY_MS)
    await new Promise((r) => setTimeout(r, FINALITY_MS * 2))
    expect(isFinal(requestId)).toBe(false)
  })
})
