/**
 * `cosigner sequencer` as real processes: a server child and several `user create --register`
 * children writing the same database file at once (WAL + busy timeout), then the server serving
 * the users they created.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { hexToBytes } from '@noble/hashes/utils.js'
import { signAccessToken } from '../../../src/shared/auth'
import { UserMe } from '../../../src/shared/api/user'
import { sequencerCommand } from '../../../src/cli/sequencer'

const BIN = fileURLToPath(new URL('../../../bin/cosigner.js', import.meta.url))

let dir: string
const children: ChildProcess[] = []
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'cosigner-cli-'))
})
afterEach(() => {
  for (const c of children.splice(0))
    if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL')
  rmSync(dir, { recursive: true, force: true })
})

function run(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    children.push(child)
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()))
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, stdout, stderr }))
  })
}

/** Starts `cosigner sequencer start` and resolves with its printed base URL. */
function startServer(args: string[]): Promise<{
  child: ChildProcess
  url: string
  exited: Promise<{ code: number | null; stderr: string }>
}> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, 'sequencer', 'start', ...args], {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    children.push(child)
    let stdout = ''
    let stderr = ''
    const exited = new Promise<{ code: number | null; stderr: string }>((r) =>
      child.on('close', (code) => r({ code, stderr })),
    )
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
    child.stdout.on('data', (d: Buffer) => {
      stdout += d.toString()
      const line = stdout.split('\n')[0]
      if (stdout.includes('\n')) resolve({ child, url: line!.trim(), exited })
    })
    child.on('error', reject)
    void exited.then(({ code }) => reject(new Error(`server exited early (${code}): ${stderr}`)))
  })
}

interface Keystore {
  app_id: string
  session_id: string
  server_public_key: string
  session_private_key: string
  spend_private_key: string
}

async function safeMe(url: string, ks: Keystore): Promise<UserMe> {
  const token = signAccessToken({
    userId: ks.app_id,
    sessionId: ks.session_id,
    sessionSeed: hexToBytes(ks.session_private_key),
    method: 'GET',
    uri: '/safe/me',
  })
  const res = await fetch(`${url}/safe/me`, { headers: { authorization: `Bearer ${token}` } })
  expect(res.status).toBe(200)
  return UserMe.parse(((await res.json()) as { data: unknown }).data)
}

describe('cosigner sequencer', () => {
  it('creates and registers users in the database a running server uses, and stops on SIGTERM', async () => {
    const server = await startServer(['--port', '0', '--db', 'net.db', '--finality-ms', '50'])
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)

    const names = ['Alice', 'Bob', 'Carol', 'Dave']
    const created = await Promise.all(
      names.map((name, i) =>
        run([
          'sequencer',
          'user',
          'create',
          '--name',
          name,
          '--db',
          'net.db',
          ...(i < 3 ? ['--register'] : []),
        ]),
      ),
    )
    for (const r of created) expect(r, r.stderr).toMatchObject({ code: 0 })
    const keystores = created.map((r) => JSON.parse(r.stdout) as Keystore)
    for (const ks of keystores) {
      expect(Object.keys(ks).sort()).toEqual([
        'app_id',
        'server_public_key',
        'session_id',
        'session_private_key',
        'spend_private_key',
      ])
      expect(ks.session_private_key).toMatch(/^[0-9a-f]{64}$/)
      expect(ks.spend_private_key).toMatch(/^[0-9a-f]{64}$/)
    }

    const records = await Promise.all(keystores.map((ks) => safeMe(server.url, ks)))
    expect(records.map((r) => r.full_name)).toEqual(names)
    expect(records.map((r) => r.has_safe)).toEqual([true, true, true, false])
    // --register sets the spend key up as the TIP key first, as Go's RegisterSafeWithSetupPin does.
    expect(records.map((r) => r.has_pin)).toEqual([true, true, true, false])
    expect(records.map((r) => r.tip_counter)).toEqual([1, 1, 1, 0])
    expect(new Set(records.map((r) => r.identity_number)).size).toBe(4)
    expect(records.map((r) => r.identity_number).sort()).toEqual([
      '7000000001',
      '7000000002',
      '7000000003',
      '7000000004',
    ])
    expect(new Set(keystores.map((k) => k.server_public_key)).size).toBe(1)
    // The keystore holds the server key; a person's record names no app and no server key.
    expect(records[0]).toMatchObject({ app_id: '', server_public_key: '' })

    server.child.kill('SIGTERM')
    const end = await server.exited
    expect(end.code).toBe(0)
    expect(end.stderr).toContain('SIGTERM')
  })

  it('uses ./cosigner-sequencer.db by default', async () => {
    const r = await run(['sequencer', 'user', 'create', '--name', 'Default'])
    expect(r.code).toBe(0)
    expect(existsSync(join(dir, 'cosigner-sequencer.db'))).toBe(true)
  })

  it('explains bad arguments with exit code 1 (in-process: same code, no process start-up cost)', async () => {
    const cases: string[][] = [
      ['user', 'create'],
      ['user', 'create', '--name', 'x'.repeat(65)],
      ['user', 'create', '--name', 'A', '--bogus'],
      ['user', 'create', '--name', 'A', 'extra'],
      ['start', '--port', 'abc'],
      ['start', '--port', '70000'],
      ['start', '--limit', 'speed=3'],
      ['start', '--limit', 'requests-per-second=0'],
      ['start', '--limit', 'requests-per-second'],
      ['start', '--limit', 'headers-timeout-ms=5000', '--limit', 'request-timeout-ms=1000'],
      ['start', '--public-url', 'ftp://x'],
      ['start', '--public-url', 'http://x/?a=1'],
      ['start', '--finality-ms', '0'],
      ['start', '--finality-ms', 'soon'],
      ['start', '--finality-ms', '3600001'],
      ['frobnicate'],
      [],
    ]
    for (const args of cases) {
      const out: string[] = []
      const err: string[] = []
      const code = await sequencerCommand.run(args, {
        out: (t) => out.push(t),
        err: (t) => err.push(t),
        readStdin: async () => '',
      })
      expect({ args, code, out }).toEqual({ args, code: 1, out: [] })
      expect(err.join('')).toMatch(/\S/)
    }
    const help = await run(['sequencer', '--help'])
    expect(help.code).toBe(0)
    expect(help.stdout).toContain('user create --name NAME')
    expect(help.stdout).toContain('requests-per-second (default 100)')
    expect(help.stdout).toContain('--finality-ms')
  })
})
