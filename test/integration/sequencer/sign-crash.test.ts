/**
 * A server process killed with SIGKILL in the middle of a signing load: on the same file, the
 * database passes `PRAGMA integrity_check`, every signature whose sign call was answered 200 is in
 * the stored raw, every request is either below its threshold and pending or complete — and then
 * either made final (its outputs created, its inputs spent) or still waiting for the Kernel, its
 * inputs locked — and a restarted server makes final what was waiting and carries on where the
 * killed one stopped.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MultisigRequest } from '../../../src/shared/api/ledger'
import { decodeTransactionHex, toHex, type SignatureMap } from '../../../src/shared/kernel'
import { openDatabase } from '../../../src/sequencer/db/open'
import { buildSequencer } from '../../../src/sequencer/assemble'
import {
  authHeaders,
  prepareSigningNetwork,
  type SigningNetwork,
} from '../../../harness/sequencer/signing-load'

const BIN = fileURLToPath(new URL('../../../bin/cosigner.js', import.meta.url))
const REQUESTS = 40
const WORKERS = 16

let dir: string
let dbFile: string
let network: SigningNetwork
const children: ChildProcess[] = []

function startServer(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(
    process.execPath,
    [BIN, 'sequencer', 'start', '--port', '0', '--db', dbFile],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  children.push(child)
  return new Promise((resolve, reject) => {
    let out = ''
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString()
      if (out.includes('\n')) resolve({ child, url: out.split('\n')[0]!.trim() })
    })
    child.once('exit', (code, signal) => reject(new Error(`the server exited (${code ?? signal})`)))
  })
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cosigner-crash-'))
  dbFile = join(dir, 'sequencer.db')
  const { app, ctx } = buildSequencer({ dbFile })
  network = await prepareSigningNetwork(ctx, app, { members: 3, threshold: 2, requests: REQUESTS })
  ctx.db.close()
})

afterAll(() => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL')
  rmSync(dir, { recursive: true, force: true })
})

interface Job {
  readonly request: number
  readonly member: number
}

describe('SIGKILL during a signing load', () => {
  it('loses no acknowledged signature and leaves a sound database', async () => {
    const server = await startServer()
    const jobs: Job[] = network.requests.flatMap((_, request) =>
      network.members.map((_, member) => ({ request, member })),
    )
    for (let i = jobs.length - 1; i > 0; i--) {
      const k = Math.floor(Math.random() * (i + 1))
      ;[jobs[i], jobs[k]] = [jobs[k]!, jobs[i]!]
    }
    const acknowledged: Job[] = []
    const killAt = Math.floor(jobs.length * 0.4)
    let next = 0
    let killed = false
    const exited = new Promise((resolve) => server.child.once('exit', resolve))
    const worker = async () => {
      while (!killed && next < jobs.length) {
        const job = jobs[next++]!
        const r = network.requests[job.request]!
        const path = `/safe/multisigs/${r.requestId}/sign`
        const body = JSON.stringify({ raw: r.partials[job.member] })
        try {
          const res = await fetch(server.url + path, {
            method: 'POST',
            headers: authHeaders(network.members[job.member]!, 'POST', path, body),
            body,
          })
          if (res.status === 200) {
            await res.json()
            acknowledged.push(job)
          }
        } catch {
          // The server died under this call: it was never acknowledged.
        }
        if (!killed && acknowledged.length >= killAt) {
          killed = true
          server.child.kill('SIGKILL')
        }
      }
    }
    await Promise.all(Array.from({ length: WORKERS }, worker))
    await exited
    expect(killed).toBe(true)
    expect(acknowledged.length).toBeGreaterThanOrEqual(killAt)
    expect(acknowledged.length).toBeLessThan(jobs.length)

    const db = openDatabase(dbFile)
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok')
      const raws = new Map(
        (
          db
            .prepare(
              'SELECT request_id, raw, state, completed_at IS NOT NULL AS complete, final_at IS NOT NULL AS final FROM multisig_requests',
            )
            .all() as {
            request_id: string
            raw: Buffer
            state: string
            complete: number
            final: number
          }[]
        ).map((r) => [r.request_id, r]),
      )
      for (const job of acknowledged) {
        const r = network.requests[job.request]!
        const stored = decodeTransactionHex(raws.get(r.requestId)!.raw.toString('hex'))
          .signatures as readonly SignatureMap[]
        const mine = decodeTransactionHex(r.partials[job.member]!)
          .signatures as readonly SignatureMap[]
        for (const input of [0, 1])
          expect(toHex(stored[input]?.get(job.member) ?? new Uint8Array())).toBe(
            toHex(mine[input]!.get(job.member)!),
          )
      }
      // Each request is consistent: complete exactly when two members signed; final or not, its
      // outputs exist exactly when its inputs are spent.
      for (const r of network.requests) {
        const row = raws.get(r.requestId)!
        const maps = decodeTransactionHex(row.raw.toString('hex'))
          .signatures as readonly SignatureMap[]
        const complete = maps.length === 2 && maps.every((m) => m.size >= 2)
        expect({ request: r.requestId, state: row.state, complete: row.complete === 1 }).toEqual({
          request: r.requestId,
          state: complete ? 'signed' : 'initial',
          complete,
        })
        const final = row.final === 1
        expect(!final || complete).toBe(true)
        const created = (
          db
            .prepare('SELECT COUNT(*) AS n FROM outputs WHERE transaction_hash = ?')
            .get(r.transactionHash) as { n: number }
        ).n
        const inputs = db
          .prepare('SELECT state FROM outputs WHERE request_id = ?')
          .all(r.requestId) as { state: string }[]
        expect({ created, inputs: inputs.map((i) => i.state) }).toEqual({
          created: final ? 1 : 0,
          inputs: final ? ['spent', 'spent'] : ['signed', 'signed'],
        })
      }
    } finally {
      db.close()
    }

    // A restarted server serves what was stored, makes final what was waiting, and takes the remaining signatures.
    const again = await startServer()
    for (const r of network.requests) {
      for (const [member, partial] of r.partials.entries()) {
        const path = `/safe/multisigs/${r.requestId}/sign`
        const body = JSON.stringify({ raw: partial })
        const res = await fetch(again.url + path, {
          method: 'POST',
          headers: authHeaders(network.members[member]!, 'POST', path, body),
          body,
        })
        expect(res.status).toBe(200)
      }
      const path = `/safe/multisigs/${r.requestId}`
      const final = (
        (await (
          await fetch(again.url + path, { headers: authHeaders(network.members[0]!, 'GET', path) })
        ).json()) as { data: MultisigRequest }
      ).data
      expect(final).toMatchObject({ signers: network.members.map((m) => m.userId) })
    }
    const state = async (requestId: string) => {
      const path = `/safe/transactions/${requestId}`
      return (
        (await (
          await fetch(again.url + path, { headers: authHeaders(network.members[0]!, 'GET', path) })
        ).json()) as { data: { state: string } }
      ).data.state
    }
    for (const r of network.requests) await expect.poll(() => state(r.requestId)).toBe('spent')
    again.child.kill('SIGTERM')
  })
})
