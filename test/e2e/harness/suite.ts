/**
 * One test file's world: a fresh sequencer on loopback (with its users, funds and requests made as
 * their own clients would), one headless Chromium, a temporary folder for the wallets' data, and a
 * list of wallets to close. `openSuite` in `beforeAll`, `suite.close()` in `afterAll`.
 * @module
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startHarness, type Harness } from '../../../harness/wallet-network'
import { launchChromium, type TestBrowser } from '../../../harness/browser/chromium'
import { openWallet, type HostKind, type Wallet, type WalletOptions } from './wallet'

export interface Suite {
  readonly kind: HostKind
  readonly net: Harness
  readonly browser: TestBrowser
  readonly root: string
  /** Opens a wallet on the suite's host kind, pointed at the suite's sequencer unless told otherwise. */
  wallet(name: string, o?: Partial<Omit<WalletOptions, 'name' | 'root'>>): Promise<Wallet>
  close(): Promise<void>
}

/** @param o.finalityMs how long the sequencer takes to make a complete request final (a tenth of a second by default) */
export async function openSuite(kind: HostKind, o: { finalityMs?: number } = {}): Promise<Suite> {
  const root = mkdtempSync(path.join(tmpdir(), 'cosigner-e2e-'))
  const net = await startHarness(o)
  const browser = await launchChromium()
  const wallets: Wallet[] = []
  return {
    kind,
    net,
    browser,
    root,
    async wallet(name, o = {}) {
      const w = await openWallet(kind, (p) => browser.newPage(p), {
        ...o,
        name,
        root,
        apiUrl: o.apiUrl ?? net.server.url,
      })
      wallets.push(w)
      return w
    },
    async close() {
      for (const w of wallets)
        await w.close().catch((e: unknown) => console.error('closing a wallet failed', e))
      await browser.close()
      await net.close()
      rmSync(root, { recursive: true, force: true })
    },
  }
}
