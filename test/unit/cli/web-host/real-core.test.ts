/** The web host in front of the real wallet core, against a real sequencer seeded with the demo network. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDemoNetwork, type DemoNetwork } from '../../../../src/cli/demo/seed'
import { startWebHost, type RunningWebHost } from '../../../../src/cli/web-host/server'
import { createBridgeHandlers } from '../../../../src/main/core/bridge-handlers'
import { createCore, type Core } from '../../../../src/main/core/index'
import { memoryKeychain } from '../../../../harness/keychain'
import { startSequencer, type RunningSequencer } from '../../../../src/sequencer/server'
import { bridge } from './http'
import { TEST_PASSPHRASE } from '../../../../harness/wallet-lock'

let dir: string
let seq: RunningSequencer
let demo: DemoNetwork
let core: Core
let host: RunningWebHost

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'cosigner-web-core-'))
  mkdirSync(path.join(dir, 'renderer'))
  writeFileSync(path.join(dir, 'renderer', 'index.html'), '<html><head></head><body></body></html>')
  seq = await startSequencer({ dbFile: path.join(dir, 'sequencer.db') })
  demo = await seedDemoNetwork(seq)
  core = createCore({
    dataDir: path.join(dir, 'wallet'),
    baseUrl: seq.url,
    keychain: memoryKeychain(),
    scryptN: 1024,
    logger: { warn: () => {}, error: () => {} },
  })
  await core.lock.setup(TEST_PASSPHRASE)
  host = await startWebHost({
    handlers: createBridgeHandlers(core),
    rendererDir: path.join(dir, 'renderer'),
  })
})
afterAll(async () => {
  await host?.close()
  core?.close()
  await seq?.close()
  rmSync(dir, { recursive: true, force: true })
})

type Env<T> = { ok: true; value: T } | { ok: false; error: { code: string; message: string } }

describe('the web host with the real core', () => {
  it('answers settings.get from the core', async () => {
    const r = await bridge(host.port, 'settings.get', {}, host.token)
    expect(r.status).toBe(200)
    expect(r.json<Env<{ base_url: string }>>()).toEqual({
      ok: true,
      value: expect.objectContaining({ base_url: seq.url }),
    })
  })

  it('lets the core validate inputs: a bad input is an invalid-input envelope, not an HTTP error', async () => {
    const r = await bridge(host.port, 'settings.get', { unexpected: 1 }, host.token)
    expect(r.status).toBe(200)
    expect(r.json()).toMatchObject({ ok: false, error: { code: 'invalid-input' } })
  })

  it('imports the demo account, syncs, and shows the pending request as needing a signature', async () => {
    const alice = demo.users[0]!
    const granted = await bridge(
      host.port,
      'lock.reauthenticate',
      { passphrase: TEST_PASSPHRASE, purpose: 'import-account' },
      host.token,
    )
    const { grant } = (granted.json<Env<{ grant: string }>>() as { value: { grant: string } }).value
    const imported = await bridge(
      host.port,
      'accounts.importKeystore',
      { text: JSON.stringify(alice.keystore), label: 'Alice', grant },
      host.token,
    )
    expect(imported.json()).toMatchObject({
      ok: true,
      value: { user_id: alice.userId, label: 'Alice' },
    })
    expect(imported.text).not.toContain(alice.keystore.spend_private_key)
    expect(imported.text).not.toContain(alice.keystore.session_private_key)
    // Nothing is found before the shared account is named: the public API lists it only for whoever names it.
    const before = await bridge(host.port, 'requests.sync', { account: alice.userId }, host.token)
    expect(before.json()).toMatchObject({ ok: true, value: { accounts: 0, needs_signature: 0 } })
    const followed = await bridge(
      host.port,
      'treasury.addAccount',
      {
        account: alice.userId,
        members: [...demo.account.members],
        threshold: demo.account.threshold,
      },
      host.token,
    )
    expect(followed.json()).toMatchObject({
      ok: true,
      value: { status: 'followed', threshold: 2, members: [...demo.account.members].sort() },
    })
    const synced = await bridge(host.port, 'requests.sync', { account: alice.userId }, host.token)
    expect(synced.json()).toMatchObject({
      ok: true,
      value: { accounts: 1, needs_signature: 1, newly_needs_signature: [demo.requestId] },
    })
    const list = await bridge(host.port, 'requests.list', { account: alice.userId }, host.token)
    const page = list.json<Env<{ items: { request_id: string; state: string }[] }>>()
    expect(page.ok).toBe(true)
    const item = page.ok ? page.value.items.find((i) => i.request_id === demo.requestId) : undefined
    expect(item?.state).toBe('needs-signature')
  })

  it('refuses everything but unlocking while the core is locked, and unlocks with the passphrase', async () => {
    expect((await bridge(host.port, 'lock.lock', {}, host.token)).json()).toMatchObject({
      ok: true,
      value: { state: 'locked' },
    })
    for (const [m, input] of [
      ['settings.get', {}],
      ['accounts.list', {}],
      ['requests.list', { account: demo.users[0]!.userId }],
      ['accounts.exportBackup', { account: demo.users[0]!.userId, passphrase: 'x' }],
    ] as const) {
      expect([m, (await bridge(host.port, m, input, host.token)).json()]).toEqual([
        m,
        {
          ok: false,
          error: {
            code: 'locked',
            message: expect.any(String),
            words: { id: 'core.bridge.locked' },
          },
        },
      ])
    }
    expect(
      (
        await bridge(host.port, 'lock.unlock', { passphrase: 'not the passphrase' }, host.token)
      ).json(),
    ).toMatchObject({ ok: false, error: { code: 'wrong-passphrase' } })
    expect(
      (await bridge(host.port, 'lock.unlock', { passphrase: TEST_PASSPHRASE }, host.token)).json(),
    ).toMatchObject({ ok: true, value: { state: 'unlocked' } })
    expect((await bridge(host.port, 'accounts.list', {}, host.token)).json()).toMatchObject({
      ok: true,
    })
  })

  it('holds a messages.wait until its timeout, without cutting it', async () => {
    const account = demo.users[0]!.userId
    const now = (
      await bridge(host.port, 'messages.wait', { account, after: 0, timeout_ms: 0 }, host.token)
    ).json<Env<{ change: number }>>()
    expect(now.ok).toBe(true)
    const change = now.ok ? now.value.change : -1
    const started = Date.now()
    const held = await bridge(
      host.port,
      'messages.wait',
      { account, after: change, timeout_ms: 1500 },
      host.token,
    )
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400)
    expect(held.json()).toMatchObject({ ok: true, value: { change, link: 'stopped' } })
  })

  it("passes the core's typed errors through with their codes", async () => {
    const r = await bridge(
      host.port,
      'groups.list',
      { account: '33333333-3333-4333-8333-333333333333' },
      host.token,
    )
    expect(r.json()).toMatchObject({ ok: false, error: { code: 'account-not-found' } })
  })
})
