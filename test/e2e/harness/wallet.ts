/**
 * The launcher the specs use: a wallet (the real core, on its own data folder and keychain service,
 * pointed at the test's sequencer) behind a host, and a page showing its renderer. The host is the
 * loopback web host (in this process) or, where a binary exists, the Electron app; specs get a
 * `page` either way and never know which.
 * @module
 */
import { randomUUID } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import {
  createCoreWithInternals,
  type CoreWithInternals,
  type WatchOptions,
} from '../../../src/main/core'
import { createBridgeHandlers } from '../../../src/main/core/bridge-handlers'
import { EVENTS_PATH } from '../../../src/cli/web-host/page-events'
import { startWebHost, type RunningWebHost } from '../../../src/cli/web-host/server'
import { startWalletWebHost } from '../../../src/cli/web-host/wallet-host'
import { inject } from 'vitest'
import type { PageOptions } from '../../../harness/browser/chromium'
import { electronSkipReason, launchElectronWallet } from './electron'
import { memoryKeychain } from '../../../harness/keychain'
import { unlockFromLockScreen, waitPastBoot } from './page-helpers'

export type HostKind = 'web' | 'electron'

/** The hosts the specs run on here: always the web host; Electron where a binary exists. */
export function hostKinds(): HostKind[] {
  return electronSkipReason === null ? ['web', 'electron'] : ['web']
}

/** Inside `npm test` the keys go to the private Secret Service; elsewhere to memory. */
export const inKeyringHarness = process.env.COSIGNER_TEST_KEYRING === '1'

export interface WalletOptions {
  /** Names the data folder and keychain service (with a random suffix). */
  name: string
  /** The service the wallet talks to. */
  apiUrl: string
  /** A parent folder for the wallet's data. */
  root: string
  /** Runs against the wallet's core before the page opens (e.g. to seed its cache). */
  prepare?: (core: CoreWithInternals) => Promise<void> | void
  /**
   * Web host only: the host watches the accounts as `npm run start:web` does and the page shows
   * what it is told as browser notifications, allowed and counted (./notifications).
   */
  watch?: WatchOptions
  /** Web host only: the browser's language (the system's, as the wallet sees it); en-US by default. */
  locale?: string
}

export interface Wallet {
  readonly kind: HostKind
  readonly page: Page
  /** The web host's core (in this process); undefined under Electron. */
  readonly core: CoreWithInternals | undefined
  readonly dataDir: string
  readonly keychainService: string
  close(): Promise<void>
}

const quiet = { warn: () => undefined, error: (m: string) => console.error(`[wallet] ${m}`) }

/**
 * The specs' wallets reach this machine only: an address elsewhere (a spec that types a private
 * network's address) fails as an unreachable service would, and nothing is sent.
 */
const loopbackOnly = (async (input: string | URL | Request, init?: RequestInit) => {
  const url = new URL(input instanceof Request ? input.url : String(input))
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) {
    throw new TypeError('fetch failed', {
      cause: Object.assign(new Error(`connect ECONNREFUSED ${url.host}`), { code: 'ECONNREFUSED' }),
    })
  }
  return fetch(input, init)
}) as typeof fetch

function coreFor(dataDir: string, service: string, apiUrl: string): CoreWithInternals {
  return createCoreWithInternals({
    dataDir,
    baseUrl: apiUrl,
    keychainService: service,
    ...(inKeyringHarness ? {} : { keychain: sharedMemoryKeychain }),
    fetch: loopbackOnly,
    scryptN: 1024,
    retry: { attempts: 1, baseDelayMs: 10 },
    timeoutMs: 5000,
    logger: quiet,
  })
}
// Outside `npm test`'s private keyring (e.g. `npx vitest run test/e2e` on a desktop) the keys stay in
// memory: never the developer's own keychain.
const sharedMemoryKeychain = memoryKeychain()

/** Removes the wallet's keys from the keychain (the private keyring is per run; tidy anyway). */
async function forgetKeys(core: CoreWithInternals): Promise<void> {
  for (const a of core.accounts.list())
    await core.vault.removeAccount(a.user_id).catch(() => undefined)
}

/**
 * Opens a wallet on `kind` and a page on it, loaded and past its boot screen.
 * @example const w = await openWallet('web', () => browser.newPage(), { name: 'alice', apiUrl: seq.url, root: dir })
 */
export async function openWallet(
  kind: HostKind,
  newPage: (o?: PageOptions) => Promise<Page>,
  o: WalletOptions,
): Promise<Wallet> {
  const dataDir = path.join(o.root, `${o.name}-${randomUUID().slice(0, 8)}`)
  mkdirSync(dataDir, { recursive: true })
  const keychainService = `cosigner-e2e-${o.name}-${process.pid}-${randomUUID().slice(0, 8)}`

  if (kind === 'electron') {
    if (o.prepare) {
      const core = coreFor(dataDir, keychainService, o.apiUrl)
      try {
        await o.prepare(core)
      } finally {
        core.close()
      }
    }
    const { app, page } = await launchElectronWallet({ dataDir, apiUrl: o.apiUrl, keychainService })
    await waitPastBoot(page)
    // The app opens its own core, locked when `prepare` gave it a passphrase.
    if (o.prepare && (await page.getByRole('heading', { name: 'Cosigner is locked' }).isVisible()))
      await unlockFromLockScreen(page)
    return {
      kind,
      page,
      core: undefined,
      dataDir,
      keychainService,
      async close() {
        await app.close().catch(() => undefined)
        const core = coreFor(dataDir, keychainService, o.apiUrl)
        await forgetKeys(core)
        core.close()
      },
    }
  }

  const core = coreFor(dataDir, keychainService, o.apiUrl)
  await o.prepare?.(core)
  let host: RunningWebHost | undefined
  try {
    const rendererDir = inject('e2eRendererDir')
    const handlers = createBridgeHandlers(core, { log: quiet })
    host = o.watch
      ? await startWalletWebHost(core, {
          handlers,
          rendererDir,
          watch: o.watch,
          log: () => undefined,
        })
      : await startWebHost({ handlers, rendererDir, log: () => undefined })
    const page = await newPage({
      notifications: o.watch !== undefined,
      ...(o.locale ? { locale: o.locale } : {}),
    })
    // A notification is shown only to a page listening for it: the page is ready once it listens.
    const listening = o.watch
      ? page.waitForResponse((r) => new URL(r.url()).pathname === EVENTS_PATH)
      : undefined
    await page.goto(host.url)
    await waitPastBoot(page)
    if (listening && (await listening).status() !== 200)
      throw new Error("the page could not listen to the web host's events")
    const running = host
    return {
      kind,
      page,
      core,
      dataDir,
      keychainService,
      async close() {
        await page.close().catch(() => undefined)
        await running.close()
        await forgetKeys(core)
        core.close()
      },
    }
  } catch (e) {
    await host?.close()
    core.close()
    throw e
  }
}
