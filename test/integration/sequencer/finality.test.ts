/**
 * The Kernel's finality in a running server, over loopback: a request that reaches its threshold is
 * `signed` (sent) and only `finalityMs` later `spent`, its receiver's output created then; a server
 * stopped in between makes it final as it starts again.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildSequencer } from '../../../src/sequencer/assemble'
import { startSequencer, type RunningSequencer } from '../../../src/sequencer/server'
import {
  authHeaders,
  prepareSigningNetwork,
  type PendingRequest,
  type SigningNetwork,
} from '../../../harness/sequencer/signing-load'

let dir: string
let dbFile: string
let network: SigningNetwork

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cosigner-finality-'))
  dbFile = join(dir, 'sequencer.db')
  const { app, ctx } = buildSequencer({ dbFile })
  network = await prepareSigningNetwork(ctx, app, { members: 3, threshold: 2, requests: 2 })
  ctx.db.close()
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

async function get<T>(server: RunningSequencer, path: string): Promise<T> {
  const res = await fetch(server.url + path, {
    headers: authHeaders(network.members[0]!, 'GET', path),
  })
  expect(res.status).toBe(200)
  return ((await res.json()) as { data: T }).data
}

/** Two members sign: the request reaches its threshold. */
async function complete(server: RunningSequencer, r: PendingRequest): Promise<void> {
  for (const member of [0, 1]) {
    const path = `/safe/multisigs/${r.requestId}/sign`
    const body = JSON.stringify({ raw: r.partials[member] })
    expect(
      (
        await fetch(server.url + path, {
          method: 'POST',
          headers: authHeaders(network.members[member]!, 'POST', path, body),
          body,
        })
      ).status,
    ).toBe(200)
  }
}

const stateOf = async (server: RunningSequencer, r: PendingRequest) =>
  (await get<{ state: string }>(server, `/safe/transactions/${r.requestId}`)).state
const createdBy = (server: RunningSequencer, r: PendingRequest) =>
  server.ctx.db
    .prepare('SELECT count(*) FROM outputs WHERE transaction_hash = ?')
    .pluck()
    .get(r.transactionHash)

describe('finality in a running server', () => {
  it('is two-phase, and a restart makes final what came due while the server was down', async () => {
    const [first, second] = network.requests as [PendingRequest, PendingRequest]

    // A Kernel that takes a minute: the request stays sent, its output not created, until the server stops.
    const slow = await startSequencer({ dbFile, finalityMs: 60_000 })
    try {
      await complete(slow, first)
      expect(await stateOf(slow, first)).toBe('signed')
      expect(createdBy(slow, first)).toBe(0)
    } finally {
      await slow.close()
    }

    // Started again with a short delay: what is overdue is made final at once.
    const fast = await startSequencer({ dbFile, finalityMs: 300 })
    try {
      await expect.poll(() => stateOf(fast, first)).toBe('spent')
      expect(createdBy(fast, first)).toBe(1)

      // A fresh completion: signed first, spent once the delay has passed.
      await complete(fast, second)
      expect(await stateOf(fast, second)).toBe('signed')
      expect(createdBy(fast, second)).toBe(0)
      await expect.poll(() => stateOf(fast, second)).toBe('spent')
      expect(createdBy(fast, second)).toBe(1)
    } finally {
      await fast.close()
    }
  })
})
