/**
 * `cosigner sequencer deposit`: the faucet prints the output as the API shows it, for registered
 * members, writing into the same file a running server serves; bad arguments exit 1 with one line.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { SafeOutput } from '../../../src/shared/api/ledger'
import { sequencerCommand } from '../../../src/cli/sequencer'
import { buildSequencer } from '../../../src/sequencer/assemble'
import { provisionUser } from '../../../src/sequencer/users/provision'
import { startSequencer } from '../../../src/sequencer/server'
import { authHeaders } from '../../../harness/sequencer/signing-load'

const BIN = fileURLToPath(new URL('../../../bin/cosigner.js', import.meta.url))
const XIN = 'c94ac88f-4671-3976-b60a-09064f1811e8'
const GOLD = '0b1e2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d'

let dir: string
let dbFile: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'cosigner-deposit-'))
  dbFile = join(dir, 'sequencer.db')
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

async function run(args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = ''
  let err = ''
  const code = await sequencerCommand.run(args, {
    out: (t) => void (out += `${t}\n`),
    err: (t) => void (err += `${t}\n`),
    readStdin: async () => '',
  })
  return { code, out, err }
}

function users(n: number, register = true) {
  const { ctx } = buildSequencer({ dbFile })
  try {
    return Array.from({ length: n }, (_, i) =>
      provisionUser(ctx, { fullName: `User ${i}`, register }),
    )
  } finally {
    ctx.db.close()
  }
}

describe('cosigner sequencer deposit', () => {
  it('prints the new output, which a running server then lists for its members', async () => {
    const [a, b] = users(2)
    const server = await startSequencer({ dbFile })
    try {
      const child = spawn(
        process.execPath,
        [
          BIN,
          'sequencer',
          'deposit',
          '--members',
          `${b!.userId},${a!.userId.toUpperCase()}`,
          '--threshold',
          '2',
          '--asset',
          XIN,
          '--amount',
          '12.5',
          '--db',
          dbFile,
        ],
        {
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      )
      let stdout = ''
      let stderr = ''
      child.stdout.on('data', (d: Buffer) => (stdout += d.toString()))
      child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
      const code = await new Promise((resolve) => child.on('close', resolve))
      expect({ code, stderr: stderr.split('\n')[0] }).toMatchObject({
        code: 0,
        stderr: expect.stringContaining('deposited 12.5'),
      })
      const output = SafeOutput.parse(JSON.parse(stdout))
      expect(output).toMatchObject({
        amount: '12.5',
        asset_id: XIN,
        receivers: [a!.userId, b!.userId].sort(),
        receivers_threshold: 2,
        state: 'unspent',
      })
      const path = `/safe/outputs?members=${output.receivers_hash}&threshold=2`
      const listed = await fetch(`${server.url}${path}`, { headers: authHeaders(a!, 'GET', path) })
      expect(SafeOutput.array().parse(((await listed.json()) as { data: unknown[] }).data)).toEqual(
        [output],
      )
    } finally {
      await server.close()
    }
  })

  it('refuses missing or bad arguments and unregistered members with one line and exit code 1', async () => {
    const [a] = users(1)
    const [unregistered] = users(1, false)
    const ok = [
      '--members',
      a!.userId,
      '--threshold',
      '1',
      '--asset',
      XIN,
      '--amount',
      '1',
      '--db',
      dbFile,
    ]
    const without = (flag: string) => {
      const i = ok.indexOf(flag)
      return [...ok.slice(0, i), ...ok.slice(i + 2)]
    }
    const cases: [string[], RegExp][] = [
      [without('--members'), /--members/],
      [without('--threshold'), /--threshold/],
      [without('--asset'), /--asset/],
      [without('--amount'), /--amount/],
      [[...without('--amount'), '--amount', '-1'], /--amount/],
      [[...without('--threshold'), '--threshold', '2'], /threshold/],
      [[...without('--asset'), '--asset', 'XIN'], /asset_id/],
      [[...without('--members'), '--members', unregistered!.userId], /not registered/],
      [[...ok, '--extra'], /Unknown option/],
      [
        [...without('--asset'), '--asset', GOLD],
        /not in the sequencer's registry yet: give --symbol and --name/,
      ],
      [
        [...without('--asset'), '--asset', GOLD, '--symbol', 'GLD'],
        /--symbol and --name go together/,
      ],
      [
        [...without('--asset'), '--asset', GOLD, '--name', 'Gold'],
        /--symbol and --name go together/,
      ],
      [[...ok, '--symbol', 'XYZ', '--name', 'Mixin'], /registered as XIN \(Mixin\)/],
      [[...without('--asset'), '--asset', GOLD, '--symbol', '', '--name', 'Gold'], /symbol/],
    ]
    for (const [args, message] of cases) {
      const r = await run(['deposit', ...args])
      expect({ args, code: r.code, out: r.out }).toEqual({ args, code: 1, out: '' })
      expect(r.err.trimEnd().split('\n')).toHaveLength(1)
      expect(r.err).toMatch(message)
    }
    const fine = await run(['deposit', ...ok])
    expect(fine.code).toBe(0)
    expect(fine.err).toMatch(
      /^cosigner: deposited 1 XIN \(Mixin\) to 1 member\(s\), 1 to sign \(output [0-9a-f-]{36}, transaction [0-9a-f]{64}\)$/m,
    )
  })

  it('registers a new asset from --symbol and --name, which the server then serves', async () => {
    const [a] = users(1)
    const args = [
      'deposit',
      '--members',
      a!.userId,
      '--threshold',
      '1',
      '--asset',
      GOLD.toUpperCase(),
      '--amount',
      '3',
      '--db',
      dbFile,
    ]
    const first = await run([...args, '--symbol', 'GLD', '--name', 'Gold token'])
    expect({ code: first.code, err: first.err }).toEqual({
      code: 0,
      err: expect.stringContaining('deposited 3 GLD (Gold token)'),
    })
    // Known from now on: no description needed, the same one accepted.
    expect((await run(args)).code).toBe(0)
    expect((await run([...args, '--symbol', 'GLD', '--name', 'Gold token'])).code).toBe(0)
    const server = await startSequencer({ dbFile })
    try {
      const asset = (await (await fetch(`${server.url}/network/assets/${GOLD}`)).json()) as {
        data: Record<string, unknown>
      }
      expect(asset.data).toMatchObject({
        asset_id: GOLD,
        symbol: 'GLD',
        name: 'Gold token',
        chain_id: GOLD,
        precision: 8,
        icon_url: `${server.url}/assets/icons/${GOLD}.svg`,
      })
      expect(
        (await fetch(`${server.url}/assets/icons/${GOLD}.svg`)).headers.get('content-type'),
      ).toMatch(/^image\/svg\+xml/)
    } finally {
      await server.close()
    }
  })
})
