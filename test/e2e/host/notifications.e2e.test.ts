/**
 * "Needs your signature" has one owner: the wallet core's watcher decides when, and the host shows
 * it — in the web host, as a browser notification from the page's shim; the renderer's own syncs
 * show none. One request that newly needs the user's signature gives exactly one notification,
 * whether the watcher hears of it first (Blaze) or the user's own sync finds it first (polling).
 */
import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { startWalletWebHost } from '../../../src/cli/web-host/wallet-host'
import { NEEDS_SIGNATURE_NOTICE } from '../../../src/main/core/account-watchers'
import { createCore, type Core, type WatchEvent, type WatchMode, type WatchOptions } from '../../../src/main/core/index'
import type { RunningWebHost } from '../../../src/cli/web-host/server'
import { createRequest, fund, newUser, startHarness, type Harness, type User } from '../../integration/wallet/helpers'
import { withAccount } from '../harness/accounts'
import { CHROMIUM_ARGS, chromiumPath } from '../harness/chromium'
import { memoryKeychain } from '../../helpers/keychain'
import { openTab, queueRow, syncNow, waitPastBoot } from '../harness/page-helpers'

/** Counts the notifications the page makes (the OS's display is the edge; the page's calls are real). */
const COUNT_NOTIFICATIONS = `(() => {
  const Real = globalThis.Notification
  const made = []
  Object.defineProperty(globalThis, '__notifications', { value: made })
  globalThis.Notification = class extends Real {
    constructor(title, options) {
      made.push({ title, body: options && options.body })
      super(title, options)
    }
  }
})()`

type Made = Array<{ title: string; body: string }>

const executablePath = chromiumPath()
let net: Harness
let browser: Browser
let alice: User, bob: User, carol: User, dave: User

interface Opened {
  readonly core: Core
  readonly page: Page
  readonly modes: WatchMode[]
  made(): Promise<Made>
  close(): Promise<void>
}

/** Alice's wallet in the web host as `npm run start:web` serves it, and a page allowed to notify. */
async function openWallet(watch: WatchOptions): Promise<Opened> {
  const core = createCore({ dataDir: path.join(net.dir, `wallet-${randomUUID().slice(0, 8)}`), baseUrl: net.server.url, keychain: memoryKeychain(), logger: { warn: () => {}, error: () => {} } })
  let host: RunningWebHost | undefined
  let context: BrowserContext | undefined
  try {
    await withAccount(alice.text)(core)
    const modes: WatchMode[] = []
    core.events.on('watch', (e: WatchEvent) => modes.push(e.mode))
    host = await startWalletWebHost(core, { rendererDir: inject('e2eRendererDir'), watch })
    context = await browser.newContext({ permissions: ['notifications'], viewport: { width: 1240, height: 780 }, locale: 'en-US', timezoneId: 'UTC' })
    context.setDefaultTimeout(15_000)
    await context.addInitScript({ content: COUNT_NOTIFICATIONS })
    const page = await context.newPage()
    const listening = page.waitForResponse((r) => new URL(r.url()).pathname === '/__cosigner/events')
    await page.goto(host.url)
    await waitPastBoot(page)
    expect((await listening).status()).toBe(200)
    expect(await page.evaluate('Notification.permission')).toBe('granted')
    const [h, c] = [host, context]
    return {
      core,
      page,
      modes,
      made: () => page.evaluate('globalThis.__notifications') as Promise<Made>,
      async close() {
        await c.close()
        await h.close()
        core.close()
      },
    }
  } catch (e) {
    await context?.close()
    await host?.close()
    core.close()
    throw e
  }
}

const needsAlice = () => {
  const senders = [alice.userId, bob.userId, carol.userId]
  return createRequest(net, carol, { input: fund(net, senders, 2, 10_000_000n), senders, threshold: 2, to: dave.userId, amount: 1_000_000n })
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe.skipIf(!executablePath)('needs-your-signature notifications in the web host', () => {
  beforeAll(async () => {
    net = await startHarness()
    ;[alice, bob, carol, dave] = ['Alice', 'Bob', 'Carol', 'Dave'].map((n) => newUser(net, n, true)) as [User, User, User, User]
    browser = await chromium.launch({ executablePath, headless: true, args: [...CHROMIUM_ARGS] })
  })
  afterAll(async () => {
    await browser?.close()
    await net?.close()
  })

  it('shows one notification when the watcher hears of a request over Blaze, and none for the page\'s own sync', async () => {
    const w = await openWallet({})
    try {
      await expect.poll(() => w.modes.includes('blaze')).toBe(true)
      const req = await needsAlice()
      await expect.poll(() => w.made().then((m) => m.length)).toBe(1)
      await syncNow(w.page)
      await openTab(w.page, 'Needs your signature')
      await queueRow(w.page, req.request_id).waitFor()
      await pause(1500)
      expect(await w.made()).toEqual([{ title: NEEDS_SIGNATURE_NOTICE.title, body: NEEDS_SIGNATURE_NOTICE.body }])
    } finally {
      await w.close()
    }
  })

  it('shows one notification when the page\'s own sync finds the request before the watcher\'s poll', async () => {
    const pollMs = 2000
    const w = await openWallet({ blaze: false, pollMs })
    try {
      expect(w.modes).toEqual(['polling'])
      await w.page.getByRole('status').filter({ hasText: /^Synced/ }).waitFor()
      const req = await needsAlice()
      await syncNow(w.page)
      await openTab(w.page, 'Needs your signature')
      await queueRow(w.page, req.request_id).waitFor()
      // The watcher's next poll finds it already in the cache, and still tells the user once.
      await expect.poll(() => w.made().then((m) => m.length), { timeout: 3 * pollMs }).toBe(1)
      await pause(2 * pollMs)
      await syncNow(w.page)
      expect(await w.made()).toHaveLength(1)
    } finally {
      await w.close()
    }
  })
})
