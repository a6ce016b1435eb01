/**
 * The web host's guarantees in a real browser (Debian's Chromium): the real renderer loads under
 * the host's CSP without a violation, the launch token leaves the address bar, the page's
 * `window.cosigner` reaches the real core, the page has no network beyond its own bridge, and
 * neither another origin nor a DNS-rebinding name can call the bridge, token or not.
 */
import { createServer, type Server } from 'node:http'
import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium, type BrowserContext, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDemoNetwork, type DemoNetwork } from '../../../src/cli/demo/seed'
import { startWebHost, type RunningWebHost } from '../../../src/cli/web-host/server'
import { createBridgeHandlers } from '../../../src/main/core/bridge-handlers'
import { createCore, type Core } from '../../../src/main/core/index'
import { startSequencer, type RunningSequencer } from '../../../src/sequencer/server'
import { BRIDGE_METHODS, type BridgeHandlers } from '../../../src/shared/bridge'
import { buildRenderer } from '../../../harness/browser/build-renderer'
import { CHROMIUM_ARGS, chromiumPath } from '../../../harness/browser/chromium'
import { memoryKeychain } from '../../../harness/keychain'
import { importAccount } from '../../../harness/wallet-lock'

/** The page's globals, for code run inside it (this file type-checks without the DOM library). */
type PageGlobals = {
  cosigner?: Record<string, (input: unknown) => Promise<unknown>>
  sessionStorage: { getItem(key: string): string | null }
}

const executablePath = chromiumPath()
let dir: string
let seq: RunningSequencer
let demo: DemoNetwork
let core: Core
let host: RunningWebHost
let attacker: Server
let attackerOrigin: string
let context: BrowserContext
/** Every bridge call that reached the core, by method. */
const reached: string[] = []

beforeAll(async () => {
  if (!executablePath) return
  dir = mkdtempSync(path.join(tmpdir(), 'cosigner-web-host-e2e-'))
  seq = await startSequencer({ dbFile: path.join(dir, 'sequencer.db') })
  demo = await seedDemoNetwork(seq)
  core = createCore({
    dataDir: path.join(dir, 'wallet'),
    baseUrl: seq.url,
    keychain: memoryKeychain(),
    scryptN: 1024,
    logger: { warn: () => {}, error: () => {} },
  })
  await importAccount(core, JSON.stringify(demo.users[0]!.keystore), 'Alice')
  const real = createBridgeHandlers(core)
  const counted = Object.fromEntries(
    BRIDGE_METHODS.map((m) => [m, (input: unknown) => (reached.push(m), real[m](input))]),
  ) as unknown as BridgeHandlers
  // A build of its own, so a rebuild of the shared one by a parallel run cannot pull files from under the page.
  const rendererDir = await buildRenderer(path.join(dir, 'renderer'), { force: true })
  host = await startWebHost({ handlers: counted, rendererDir })
  attacker = createServer((_req, res) =>
    res
      .writeHead(200, { 'content-type': 'text/html' })
      .end('<!doctype html><title>elsewhere</title>'),
  )
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve))
  attackerOrigin = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}`
  context = await chromium.launchPersistentContext(path.join(dir, 'profile'), {
    executablePath,
    headless: true,
    // evil.test resolves to loopback: the DNS-rebinding attacker's name for our port.
    args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP evil.test 127.0.0.1'],
  })
  context.setDefaultTimeout(15_000)
})
afterAll(async () => {
  await context?.close().catch(() => undefined)
  await host?.close()
  attacker?.close()
  core?.close()
  await seq?.close()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

/** Opens the wallet and collects CSP violations and page errors. */
async function openWallet(): Promise<{ page: Page; problems: string[] }> {
  const page = await context.newPage()
  const problems: string[] = []
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) problems.push(m.text())
  })
  page.on('pageerror', (e) => problems.push(e.message))
  await page.goto(host.url)
  await page.getByRole('main').waitFor({ timeout: 30_000 })
  return { page, problems }
}

describe.skipIf(!executablePath)('the web host in Chromium', () => {
  it('shows the renderer without a CSP violation, and takes the token out of the address bar', async () => {
    const { page, problems } = await openWallet()
    expect(page.url()).toBe(`${host.origin}/`)
    expect(
      await page.evaluate(() =>
        (globalThis as unknown as PageGlobals).sessionStorage.getItem('cosigner-token'),
      ),
    ).toBe(host.token)
    expect(
      await page.evaluate(() =>
        Object.keys((globalThis as unknown as PageGlobals).cosigner ?? {}).sort(),
      ),
    ).toEqual([...BRIDGE_METHODS].sort())
    expect(problems).toEqual([])
    await page.close()
  })

  it('reaches the real core through window.cosigner', async () => {
    const { page } = await openWallet()
    const accounts = await page.evaluate(() =>
      (globalThis as unknown as PageGlobals).cosigner!['accounts.list']!({}),
    )
    expect(accounts).toMatchObject({
      ok: true,
      value: [{ user_id: demo.users[0]!.userId, label: 'Alice' }],
    })
    await page.close()
  })

  it('keeps working after a reload, from the token kept in the tab', async () => {
    const { page } = await openWallet()
    await page.reload()
    await page.getByRole('main').waitFor({ timeout: 30_000 })
    await expect(
      page.evaluate(() => (globalThis as unknown as PageGlobals).cosigner!['settings.get']!({})),
    ).resolves.toMatchObject({ ok: true })
    await page.close()
  })

  it('says the address is missing its access token, and where to find it, when opened without it', async () => {
    reached.length = 0
    // A new tab keeps no token: the one a tab was opened with stays in that tab's session storage.
    const page = await context.newPage()
    await page.goto(`${host.origin}/`)
    const alert = page.getByRole('main')
    await alert
      .getByText('This address is missing the wallet’s access token.')
      .waitFor({ timeout: 30_000 })
    await expect(alert.textContent()).resolves.toContain(
      'Open the whole address the web host printed in its terminal when it started (it ends in #cosigner-token=…).',
    )
    await expect(alert.textContent()).resolves.not.toMatch(/register/i)
    expect(reached).toEqual([])
    await page.close()
  })

  it('gives the page no network beyond its own origin', async () => {
    const { page } = await openWallet()
    const outcome = await page.evaluate(async (url) => {
      try {
        await fetch(url)
        return 'fetched'
      } catch {
        return 'blocked'
      }
    }, `${seq.url}/safe/me`)
    expect(outcome).toBe('blocked')
    await page.close()
  })

  it("refuses another origin's calls even when it has the token", async () => {
    const page = await context.newPage()
    await page.goto(`${attackerOrigin}/`)
    reached.length = 0
    const outcome = await page.evaluate(
      async ({ url, token }) => {
        const results: string[] = []
        try {
          const r = await fetch(url, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: '{}',
          })
          results.push(`read ${r.status}`)
        } catch {
          results.push('cors-blocked')
        }
        // A "simple" request needs no preflight; it still must not reach the core.
        await fetch(url, {
          method: 'POST',
          mode: 'no-cors',
          headers: { 'content-type': 'text/plain' },
          body: '{}',
        }).catch(() => undefined)
        return results
      },
      { url: `${host.origin}/bridge/accounts.list`, token: host.token },
    )
    expect(outcome).toEqual(['cors-blocked'])
    expect(reached).toEqual([])
    await page.close()
  })

  it('refuses a DNS-rebinding name for its port: no page, no bridge', async () => {
    const page = await context.newPage()
    const res = await page.goto(`http://evil.test:${host.port}/`)
    expect(res?.status()).toBe(403)
    reached.length = 0
    const status = await page.evaluate(
      async (token) =>
        (
          await fetch('/bridge/accounts.list', {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: '{}',
          })
        ).status,
      host.token,
    )
    expect(status).toBe(403)
    expect(reached).toEqual([])
    await page.close()
  })
})
