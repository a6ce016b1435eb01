/**
 * Many clients sign one request at once, over HTTP, through two server processes on the same
 * database file (this one and a `cosigner sequencer start` child): every member of a 3-of-5 sends
 * its partial raw to both servers simultaneously, round after round. No signature may be lost, and
 * the request completes exactly once and is made final exactly once, whichever process's timer
 * comes first.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MultisigRequest } from '../../../src/shared/api/ledger'
import { decodeTransactionHex, toHex, type SignatureMap } from '../../../src/shared/kernel'
import { buildSequencer } from '../../../src/sequencer/assemble'
import { startSequencer, type RunningSequencer } from '../../../src/sequencer/server'
import {
  authHeaders,
  prepareSigningNetwork,
  type SigningNetwork,
} from '../../../harness/sequencer/signing-load'

const BIN = fileURLToPath(new URL('../../../bin/cosigner.js', import.meta.url))
const ROUNDS = 6

let dir: string
let network: SigningNetwork
let here: RunningSequencer
let child: ChildProcess
let childUrl: string

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cosigner-race-'))
  const dbFile = join(dir, 'sequencer.db')
  const { app, ctx } = buildSequencer({ dbFile })
  network = await prepareSigningNetwork(ctx, app, { members: 5, threshold: 3, requests: ROUNDS })
  ctx.db.close()
  here = await startSequencer({ dbFile, finalityMs: 50 })
  child = spawn(
    process.execPath,
    [BIN, 'sequencer', 'start', '--port', '0', '--db', dbFile, '--finality-ms', '50'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  childUrl = await new Promise<string>((resolve, reject) => {
    let out = ''
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString()
      if (out.includes('\n')) resolve(out.split('\n')[0]!.trim())
    })
    child.once('exit', (code) => reject(new Error(`the second server exited (${code})`)))
  })
})

afterAll(async () => {
  child?.kill('SIGKILL')
  await here?.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('concurrent signing', () => {
  it('keeps every signature when all members sign at once through two processes', async () => {
    for (const [round, request] of network.requests.entries()) {
      const path = `/safe/multisigs/${request.requestId}/sign`
      const calls = network.members.flatMap((m, j) =>
        [here.url, childUrl].map((url) => {
          const body = JSON.stringify({ raw: request.partials[j] })
          return fetch(url + path, {
            method: 'POST',
            headers: authHeaders(m, 'POST', path, body),
            body,
          })
        }),
      )
      const responses = await Promise.all(calls)
      expect({ round, statuses: responses.map((r) => r.status) }).toEqual({
        round,
        statuses: Array(10).fill(200),
      })

      const getPath = `/safe/multisigs/${request.requestId}`
      const final = (
        (await (
          await fetch(here.url + getPath, {
            headers: authHeaders(network.members[0]!, 'GET', getPath),
          })
        ).json()) as { data: MultisigRequest }
      ).data
      expect(final.signers).toEqual(network.members.map((m) => m.userId))
      const maps = decodeTransactionHex(final.raw_transaction).signatures as readonly SignatureMap[]
      for (const [j, partial] of request.partials.entries()) {
        const mine = decodeTransactionHex(partial).signatures as readonly SignatureMap[]
        for (const input of [0, 1])
          expect(toHex(maps[input]!.get(j)!)).toBe(toHex(mine[input]!.get(j)!))
      }
      // Completed once, then final once: one output of the transaction, whichever process stored
      // the third signature and whichever made it final.
      const outputs = () =>
        (
          here.ctx.db
            .prepare('SELECT COUNT(*) AS n FROM outputs WHERE transaction_hash = ?')
            .get(request.transactionHash) as { n: number }
        ).n
      await expect.poll(outputs).toBe(1)
    }
  })
})
