/**
 * `npm run start:web` end to end, minus the build: the real start script in a child process, with a
 * stand-in renderer. It seeds a sequencer, imports Alice into a wallet (through the real keychain
 * when the test harness provides one), serves the web host, and cleans up on SIGTERM.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_CHAT, DEMO_GROUP_NAME, DEMO_MEMO } from '../../../src/cli/demo/seed'
import { DEMO_KEYCHAIN_SERVICE } from '../../../src/cli/demo/start'
import { bridge, raw } from '../../unit/cli/web-host/http'

const ROOT = path.resolve(import.meta.dirname, '../../..')
/** Set by scripts/test.sh: a private, unlocked Secret Service is running. */
const withKeyring = process.env.COSIGNER_TEST_KEYRING === '1'

let dir: string
let child: ChildProcessWithoutNullStreams
let output = ''
let port = 0
let token = ''

function waitFor(pattern: RegExp, ms = 45_000): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`timed out waiting for ${pattern}; output so far:\n${output}`)),
      ms,
    )
    const check = () => {
      const m = pattern.exec(output)
      if (m) {
        clearTimeout(timer)
        child.stdout.off('data', check)
        resolve(m)
      }
    }
    child.stdout.on('data', check)
    check()
  })
}

/** What another demo (crashed, or of an earlier version) keeps under the demo's keychain service. */
const LEFTOVER = '6a1b2c3d-0000-4000-8000-00000000dead/spend'

beforeAll(async () => {
  if (withKeyring)
    await (createRequire(import.meta.url)('keytar') as typeof import('keytar')).setPassword(
      DEMO_KEYCHAIN_SERVICE,
      LEFTOVER,
      '11'.repeat(32),
    )
  dir = mkdtempSync(path.join(tmpdir(), 'cosigner-start-e2e-'))
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>stand-in</title></head><body></body></html>',
  )
  const env = { ...process.env }
  delete env.COSIGNER_API_URL
  child = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/start.ts', '--web', '--renderer', dir],
    { cwd: ROOT, env },
  )
  child.stdout.on('data', (d: Buffer) => (output += d.toString()))
  child.stderr.on('data', (d: Buffer) => (output += d.toString()))
  const m = await waitFor(
    /The wallet is at http:\/\/127\.0\.0\.1:(\d+)\/#cosigner-token=([A-Za-z0-9_-]+)/,
  )
  port = Number(m[1])
  token = m[2]!
})
afterAll(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL')
  rmSync(dir, { recursive: true, force: true })
})

describe('npm run start:web', () => {
  it('announces the seeded demo network and the web host', () => {
    expect(output).toMatch(
      /Local sequencer on http:\/\/127\.0\.0\.1:\d+, seeded with the demo network/,
    )
    expect(output).toMatch(/users Alice, Bob, Carol/)
    expect(output).toMatch(/pending request [0-9a-f-]{36}: signed by Bob/)
  })

  it('never prints a key', () => {
    expect(output).not.toMatch(/[0-9a-f]{64}/)
  })

  it('serves the renderer with the shim, and the bridge with the token', async () => {
    const page = await raw(port, { path: '/' })
    expect(page.text).toContain('<script src="/__cosigner/bridge.js"></script>')
    expect((await bridge(port, 'settings.get', {}, undefined)).status).toBe(401)
    const settings = await bridge(port, 'settings.get', {}, token)
    expect(settings.json()).toMatchObject({
      ok: true,
      value: { base_url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/) },
    })
  })

  it.runIf(withKeyring)(
    'keeps its keys in a namespace of its own and leaves another demo’s entries alone',
    async () => {
      expect(output).toMatch(/keychain service "cosigner-demo\/[0-9a-f-]{36}"/)
      expect(output).not.toMatch(/earlier demo/)
      const keytar = createRequire(import.meta.url)('keytar') as typeof import('keytar')
      expect(await keytar.getPassword(DEMO_KEYCHAIN_SERVICE, LEFTOVER)).toBe('11'.repeat(32))
    },
  )

  it('runs the demo’s wallet without a passphrase, and says so', async () => {
    expect((await bridge(port, 'lock.status', {}, token)).json()).toMatchObject({
      ok: true,
      value: { state: 'unprotected' },
    })
  })

  it.runIf(withKeyring)(
    'imported Alice through the keychain, registered, following the demo’s Treasury, with the pending request in her queue',
    async () => {
      expect(output).toMatch(/Imported Alice's account into the wallet .*without a passphrase/)
      const accounts = (await bridge(port, 'accounts.list', {}, token)).json<{
        ok: true
        value: { user_id: string; label: string; registered_at: number | null }[]
      }>()
      expect(accounts.value.map((a) => a.label)).toEqual(['Alice (demo)'])
      expect(accounts.value[0]!.registered_at).not.toBeNull()
      // The public network shows a shared account only to whoever names it: the demo names its 2-of-3 for her.
      const followed = (
        await bridge(port, 'treasury.list', { account: accounts.value[0]!.user_id }, token)
      ).json<{
        ok: true
        value: {
          accounts: { label: string; status: string; threshold: number; members: string[] }[]
        }
      }>()
      expect(
        followed.value.accounts.map((a) => [a.label, a.status, a.threshold, a.members.length]),
      ).toEqual([['Treasury', 'followed', 2, 3]])
      const queue = (
        await bridge(port, 'requests.list', { account: accounts.value[0]!.user_id }, token)
      ).json<{ ok: true; value: { items: { state: string }[] } }>()
      expect(queue.value.items.map((i) => i.state)).toEqual(['needs-signature'])
    },
  )

  it.skipIf(withKeyring)(
    'imports Alice outside the test keyring too: into memory, saying so, where no keychain answers',
    async () => {
      expect(output).toMatch(/Imported Alice's account into the wallet/)
      if (!process.env.DBUS_SESSION_BUS_ADDRESS)
        expect(output).toMatch(/so the demo keeps its throwaway keys in the wallet's memory only/)
      const accounts = (await bridge(port, 'accounts.list', {}, token)).json<{
        ok: true
        value: { label: string }[]
      }>()
      expect(accounts.value.map((a) => a.label)).toEqual(['Alice (demo)'])
    },
  )

  it("gives the demo's group something to read on first run: Bob's and Carol's messages, by them", async () => {
    const account = (await bridge(port, 'accounts.list', {}, token)).json<{
      ok: true
      value: { user_id: string }[]
    }>().value[0]!.user_id
    const group = (await bridge(port, 'groups.list', { account }, token)).json<{
      ok: true
      value: { conversation_id: string; name: string }[]
    }>().value
    expect(group.map((g) => g.name)).toEqual([DEMO_GROUP_NAME])
    const people = new Map(
      [...output.matchAll(/(Bob|Carol) \(([0-9a-f-]{36})\)/g)].map((m) => [m[2]!, m[1]!]),
    )
    const read = async () => {
      const page = (
        await bridge(
          port,
          'messages.list',
          { account, conversation_id: group[0]!.conversation_id },
          token,
        )
      ).json<{
        ok: true
        value: { messages: { user_id: string; body: { kind: string; text?: string } }[] }
      }>()
      return page.value.messages
        .filter((m) => m.body.kind === 'text')
        .map((m) => [people.get(m.user_id) ?? m.user_id, m.body.text!.split('\n')[0]])
    }
    await expect.poll(read).toEqual([
      ['Bob', DEMO_CHAT.bob],
      ['Bob', `Payment request: 1.5 XIN to Carol · ${DEMO_MEMO}`],
      ['Carol', DEMO_CHAT.carol],
    ])
  })

  it('shuts down on SIGTERM, removing the demo folder and the demo keychain entries', async () => {
    const dataDir = /Wallet data in (\S+) \(removed on exit\)/.exec(output)?.[1]
    expect(dataDir && existsSync(dataDir)).toBe(true)
    const exited = new Promise<number | null>((resolve) =>
      child.once('exit', (code) => resolve(code)),
    )
    child.kill('SIGTERM')
    expect(await exited).toBe(0)
    expect(output).toMatch(/Shutting down\./)
    await expect(raw(port, { path: '/' })).rejects.toThrow()
    if (withKeyring) {
      const keytar = createRequire(import.meta.url)('keytar') as typeof import('keytar')
      const own = /keychain service "([^"]+)"/.exec(output)![1]!
      expect(await keytar.findCredentials(own)).toEqual([])
      expect(await keytar.getPassword(DEMO_KEYCHAIN_SERVICE, LEFTOVER)).toBe('11'.repeat(32))
      await keytar.deletePassword(DEMO_KEYCHAIN_SERVICE, LEFTOVER)
    }
    expect(existsSync(path.dirname(dataDir!))).toBe(false)
  })
})

describe('a demo whose folder is removed under it', () => {
  it('says so and stops, instead of running on deleted files', async () => {
    const env = { ...process.env }
    delete env.COSIGNER_API_URL
    let said = ''
    const demo = spawn(
      process.execPath,
      ['--import', 'tsx', 'scripts/start.ts', '--web', '--renderer', dir],
      { cwd: ROOT, env },
    )
    demo.stdout.on('data', (d: Buffer) => (said += d.toString()))
    demo.stderr.on('data', (d: Buffer) => (said += d.toString()))
    const exited = new Promise<number | null>((resolve) =>
      demo.once('exit', (code) => resolve(code)),
    )
    try {
      await expect
        .poll(() => /The wallet is at http/.test(said), { timeout: 45_000, interval: 100 })
        .toBe(true)
      const demoDir = path.dirname(/Wallet data in (\S+) \(removed on exit\)/.exec(said)![1]!)
      rmSync(demoDir, { recursive: true, force: true })
      expect(await exited).toBe(1)
      expect(said).toContain(`The demo's data folder ${demoDir} was removed while the demo ran`)
      expect(said).toMatch(
        /Stopping the demo; run npm start again for a fresh one\.\n[\s\S]*Shutting down\./,
      )
    } finally {
      if (demo.exitCode === null) demo.kill('SIGKILL')
    }
  }, 90_000)
})
