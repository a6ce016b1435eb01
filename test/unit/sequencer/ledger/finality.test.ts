/**
 * The Kernel's finality (ledger/finality): a complete request is made final `finalityMs` after it
 * completed, not before; then, inside one transaction, its inputs are spent and its outputs created,
 * and the followers of new outputs (the inscriptions hook, wired in assemble.ts) see the spent and
 * created outputs, what they return is stored on the created outputs, and when one fails nothing of
 * that request is kept — it waits for the next round — while the others are made final. The hook
 * here is a stand-in given to the context.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { MultisigRequest, SafeOutput } from '../../../../src/shared/api/ledger'
import type { OutputsCreatedFollower } from '../../../../src/sequencer/followers'
import { buildSequencer } from '../../../../src/sequencer/assemble'
import { DEFAULT_FINALITY_MS } from '../../../../src/sequencer/context'
import { finalizeDue } from '../../../../src/sequencer/ledger/finality'
import {
  authedRequest,
  dataOf,
  dumpTables,
  makeFinal,
  type TestUser,
} from '../../../helpers/sequencer'
import { buildRaw, cosign, createRequest, deposit, newLedger, sign, type Ledger } from './setup'

const hook = { impl: undefined as undefined | ((...args: unknown[]) => unknown) }
const inscriptionsForNewOutputs = vi.fn<OutputsCreatedFollower>(
  (...args) => hook.impl!(...args) as ReturnType<OutputsCreatedFollower>,
)

const INSCRIPTION = 'ab'.repeat(32)
let l: Ledger
let a: TestUser, b: TestUser

beforeEach(async () => {
  l = await newLedger(2, { followers: { outputsCreated: [inscriptionsForNewOutputs] } })
  ;[a, b] = l.members as [TestUser, TestUser]
  vi.mocked(inscriptionsForNewOutputs).mockClear()
})
afterEach(() => l.close())

async function moveCollectible(): Promise<{ request: MultisigRequest; input: SafeOutput }> {
  const input = deposit(l, { owners: [a], threshold: 1, amount: 1n, inscriptionHash: INSCRIPTION })
  const request = await createRequest(
    l,
    a,
    await buildRaw(l, a, [input], [{ receivers: [b], threshold: 1, amount: 1n }]),
  )
  return { request, input }
}

const requestState = (requestId: string) =>
  l.seq.ctx.db
    .prepare(
      'SELECT state, completed_at IS NOT NULL AS complete, final_at IS NOT NULL AS final FROM multisig_requests WHERE request_id = ?',
    )
    .get(requestId)

describe('finality', () => {
  it('waits finalityMs after the completion, then spends the inputs and creates the outputs', async () => {
    const input = deposit(l, { owners: [a, b], threshold: 2, amount: 5n })
    const request = await createRequest(
      l,
      a,
      await buildRaw(l, a, [input], [{ receivers: [b], threshold: 1, amount: 5n }]),
    )
    hook.impl = () => [null]
    // Nothing complete: nothing to do.
    expect(makeFinal(l.seq)).toEqual({ finalized: 0, failed: 0, more: false })
    await sign(l, a, request.request_id, await cosign(l, a, request.request_id))
    await sign(l, b, request.request_id, await cosign(l, b, request.request_id))
    expect(requestState(request.request_id)).toEqual({ state: 'signed', complete: 1, final: 0 })
    // Not yet due.
    l.seq.clock.advanceMs(l.seq.ctx.finalityMs - 1)
    expect(finalizeDue(l.seq.ctx)).toMatchObject({ finalized: 0 })
    expect(inscriptionsForNewOutputs).not.toHaveBeenCalled()
    l.seq.clock.advanceMs(1)
    expect(finalizeDue(l.seq.ctx)).toEqual({ finalized: 1, failed: 0, more: false })
    expect(requestState(request.request_id)).toEqual({ state: 'signed', complete: 1, final: 1 })
    expect(
      l.seq.ctx.db.prepare('SELECT state FROM outputs ORDER BY sequence').pluck().all(),
    ).toEqual(['spent', 'unspent'])
    // Once only.
    expect(makeFinal(l.seq)).toMatchObject({ finalized: 0 })
    expect(inscriptionsForNewOutputs).toHaveBeenCalledTimes(1)
  })

  it('passes the spent and created outputs to the hook and stores what it returns, inside the transaction', async () => {
    const { request, input } = await moveCollectible()
    expect(request.inscription_hash).toBe(INSCRIPTION)
    let inTransaction = false
    hook.impl = () => {
      inTransaction = l.seq.ctx.db.inTransaction
      return [INSCRIPTION]
    }
    await sign(l, a, request.request_id, await cosign(l, a, request.request_id))
    expect(inscriptionsForNewOutputs).not.toHaveBeenCalled()
    makeFinal(l.seq)
    expect(inscriptionsForNewOutputs).toHaveBeenCalledTimes(1)
    const [, spent, created] = vi.mocked(inscriptionsForNewOutputs).mock.calls[0]!
    expect(spent).toEqual([
      { output_id: input.output_id, inscription_hash: INSCRIPTION, amount: 1n },
    ])
    expect(created).toEqual([{ amount: 1n, members: [b.userId], threshold: 1 }])
    expect(inTransaction).toBe(true)
    const [moved] = await dataOf<SafeOutput[]>(
      await authedRequest(l.seq.app, b.keystore, 'GET', '/safe/outputs'),
    )
    expect(moved).toMatchObject({
      inscription_hash: INSCRIPTION,
      amount: '0.00000001',
      state: 'unspent',
    })
  })

  it('keeps nothing of a request whose hook fails, makes the others final, and tries it again later', async () => {
    const { request } = await moveCollectible()
    const plain = deposit(l, { owners: [a], threshold: 1, amount: 7n })
    const other = await createRequest(
      l,
      a,
      await buildRaw(l, a, [plain], [{ receivers: [b], threshold: 1, amount: 7n }]),
    )
    await sign(l, a, request.request_id, await cosign(l, a, request.request_id))
    await sign(l, a, other.request_id, await cosign(l, a, other.request_id))
    hook.impl = (_db, spent) => {
      if ((spent as { inscription_hash: string | null }[])[0]!.inscription_hash)
        throw new Error('hook failure')
      return [null]
    }
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const before = dumpTables(l.seq.ctx.db, { except: ['used_tokens'] })
    try {
      expect(makeFinal(l.seq)).toEqual({ finalized: 1, failed: 1, more: false })
    } finally {
      errors.mockRestore()
    }
    expect(requestState(request.request_id)).toEqual({ state: 'signed', complete: 1, final: 0 })
    expect(requestState(other.request_id)).toEqual({ state: 'signed', complete: 1, final: 1 })
    const after = dumpTables(l.seq.ctx.db, { except: ['used_tokens'] })
    expect(after.inscription_items).toEqual(before.inscription_items)
    hook.impl = () => [INSCRIPTION]
    expect(makeFinal(l.seq)).toEqual({ finalized: 1, failed: 0, more: false })
    expect(requestState(request.request_id)).toEqual({ state: 'signed', complete: 1, final: 1 })
  })
})

describe('the finality delay', () => {
  it('is a second by default and a whole number of milliseconds from 1 to an hour', () => {
    expect(DEFAULT_FINALITY_MS).toBe(1000)
    expect(l.seq.ctx.finalityMs).toBe(DEFAULT_FINALITY_MS)
    for (const finalityMs of [0, -1, 1.5, 3_600_001, Number.NaN])
      expect(() => buildSequencer({ dbFile: ':memory:', finalityMs })).toThrow(RangeError)
    const { ctx } = buildSequencer({ dbFile: ':memory:', finalityMs: 1 })
    expect(ctx.finalityMs).toBe(1)
    ctx.db.close()
  })
})
