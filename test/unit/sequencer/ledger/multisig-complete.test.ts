/**
 * Completion tells the followers of new outputs (the inscriptions hook, wired in assemble.ts)
 * inside the one transaction that stores the last signature, spends the inputs and creates the
 * outputs: the hook sees the spent and created outputs, what it returns is stored on the created
 * outputs, and when it fails nothing is kept. The hook here is a stand-in given to the context.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { MultisigRequest, SafeOutput } from '../../../../src/shared/api/ledger'
import type { OutputsCreatedFollower } from '../../../../src/sequencer/followers'
import { authedRequest, dataOf, dumpTables, type TestUser } from '../../../helpers/sequencer'
import { buildRaw, cosign, createRequest, deposit, newLedger, sign, type Ledger } from './setup'

const hook = { impl: undefined as undefined | ((...args: unknown[]) => unknown) }
const inscriptionsForNewOutputs = vi.fn<OutputsCreatedFollower>((...args) => hook.impl!(...args) as ReturnType<OutputsCreatedFollower>)

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
  const request = await createRequest(l, a, await buildRaw(l, a, [input], [{ receivers: [b], threshold: 1, amount: 1n }]))
  return { request, input }
}

describe('completion and the inscriptions hook', () => {
  it('passes the spent and created outputs and stores what the hook returns, inside the transaction', async () => {
    const { request, input } = await moveCollectible()
    expect(request.inscription_hash).toBe(INSCRIPTION)
    let inTransaction = false
    hook.impl = () => {
      inTransaction = l.seq.ctx.db.inTransaction
      return [INSCRIPTION]
    }
    await sign(l, a, request.request_id, await cosign(l, a, request.request_id))
    expect(inscriptionsForNewOutputs).toHaveBeenCalledTimes(1)
    const [, spent, created] = vi.mocked(inscriptionsForNewOutputs).mock.calls[0]!
    expect(spent).toEqual([{ output_id: input.output_id, inscription_hash: INSCRIPTION, amount: 1n }])
    expect(created).toEqual([{ amount: 1n, members: [b.userId], threshold: 1 }])
    expect(inTransaction).toBe(true)
    const [moved] = await dataOf<SafeOutput[]>(await authedRequest(l.seq.app, b.keystore, 'GET', '/safe/outputs'))
    expect(moved).toMatchObject({ inscription_hash: INSCRIPTION, amount: '0.00000001', state: 'unspent' })
  })

  it('keeps nothing of the completing signature when the hook fails', async () => {
    const { request } = await moveCollectible()
    hook.impl = () => {
      throw new Error('hook failure')
    }
    const before = dumpTables(l.seq.ctx.db, { except: ['used_tokens'] })
    const res = await sign(l, a, request.request_id, await cosign(l, a, request.request_id))
    expect(res.status).toBe(500)
    expect(dumpTables(l.seq.ctx.db, { except: ['used_tokens'] })).toEqual(before)
  })

  it('is not consulted before the threshold', async () => {
    const input = deposit(l, { owners: [a, b], threshold: 2, amount: 5n })
    const request = await createRequest(l, a, await buildRaw(l, a, [input], [{ receivers: [b], threshold: 1, amount: 5n }]))
    hook.impl = () => [null]
    await sign(l, a, request.request_id, await cosign(l, a, request.request_id))
    expect(inscriptionsForNewOutputs).not.toHaveBeenCalled()
    await sign(l, b, request.request_id, await cosign(l, b, request.request_id))
    expect(inscriptionsForNewOutputs).toHaveBeenCalledTimes(1)
  })
})
