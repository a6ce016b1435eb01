/**
 * `npm start` (not `--web`) where no Electron can be had: the real start script in a child process
 * tries to set Electron up, fails — quickly — with the reason, and opens the wallet in the web
 * host instead, where a real browser shows the real renderer on the real core. Twice: against a
 * loopback "download site" that has no binary (so the electron package's real installer runs and
 * fails, wherever the test runs), and as this machine is (the real site unreachable), which is
 * exactly what a machine without internet sees. Skipped where a binary is already there (it would
 * open a window), and the second where the site can be reached (it would download 100 MB).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { findElectronBinary } from '../../../src/cli/demo/electron-binary'
import { electronSiteReachable } from '../../../src/cli/demo/electron-fetch'
import { launchChromium, type TestBrowser } from '../../../harness/browser/chromium'
import { startScript } from '../harness/start-script'

const ROOT = path.resolve(import.meta.dirname, '../../..')
const hasBinary = findElectronBinary(ROOT, process.env).ok
const siteReachable = (await electronSiteReachable(process.env, 3000)()).ok

let dir: string
let mirror: Server
let browser: TestBrowser | undefined
const mirrorRequests: string[] = []

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'cosigner-start-fallback-'))
  mirror = createServer((req, res) => {
    mirrorRequests.push(req.url ?? '')
    res.writeHead(404).end()
  })
  await new Promise<void>((r) => mirror.listen(0, '127.0.0.1', r))
})
afterAll(async () => {
  await browser?.close()
  await new Promise((r) => mirror.close(r))
  rmSync(dir, { recursive: true, force: true })
})

/** Runs `npm start`'s script (no --web, the built renderer) until the web host is up; returns its output and a stopper. */
async function startWithoutElectron(extraEnv: NodeJS.ProcessEnv) {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extraEnv }
  // No demo network (another service, where nothing listens), a data folder and a keychain service
  // of its own: a fresh wallet, which asks for its passphrase first, and no one's real keys nearby.
  env.COSIGNER_API_URL = 'http://127.0.0.1:9'
  env.COSIGNER_DATA_DIR = mkdtempSync(path.join(dir, 'data-'))
  env.COSIGNER_KEYCHAIN_SERVICE = `cosigner-test-fallback-${process.pid}`
  env.electron_config_cache = path.join(dir, 'electron-cache')
  // A display is named, so the start goes on to set Electron up; without one it would not try at all
  // (test/unit/cli/demo/electron-setup.test.ts covers that).
  env.DISPLAY ??= ':99'
  return startScript(['--renderer', inject('e2eRendererDir')], env)
}

/** The printed address in a real browser: the wallet's own first screen, from the core behind the web host. */
async function expectWalletIn(url: URL): Promise<void> {
  browser ??= await launchChromium()
  const page = await browser.newPage()
  try {
    await page.goto(url.href)
    // A fresh wallet's first step; where no keychain answers (outside the test keyring), the screen saying so.
    await page
      .getByRole('heading', { name: /^(Choose a wallet passphrase|No keychain for your keys)$/ })
      .waitFor()
    // The launch token left the address bar once the page took it.
    expect(page.url()).not.toContain('cosigner-token')
  } finally {
    await page.close()
  }
}

describe.skipIf(hasBinary)('npm start where no Electron can be had', () => {
  it("runs the electron package's own installer, and on its failure opens the web host with the reason", async () => {
    const run = await startWithoutElectron({
      ELECTRON_MIRROR: `http://127.0.0.1:${(mirror.address() as AddressInfo).port}/`,
      COSIGNER_ELECTRON_TIMEOUT: '60',
    })
    try {
      const out = run.output()
      expect(out).toMatch(
        /Fetching the Electron \d+\.\d+\.\d+ binary with the electron package's installer \(at most 60 s/,
      )
      expect(out).toMatch(
        /No Electron window: the electron package's installer could not fetch the Electron binary\. Opening the wallet in the web host instead\./,
      )
      expect(out).toMatch(/ {2}details: .*404/)
      expect(mirrorRequests.some((u) => /electron-v\d+\.\d+\.\d+-/.test(u))).toBe(true)
      expect(run.seconds).toBeLessThan(45)
      await expectWalletIn(run.url)
    } finally {
      expect(await run.stop()).toBe(0)
    }
  })

  it.skipIf(siteReachable)(
    'on this machine (no internet): says the download site cannot be reached, fast, and opens the web host',
    async () => {
      const run = await startWithoutElectron({})
      try {
        const out = run.output()
        expect(out).toMatch(
          /No Electron window: this machine cannot reach the Electron download site \([^)]+\), so the Electron binary cannot be fetched\. Opening the wallet in the web host instead\./,
        )
        expect(out).toMatch(/ {2}details: /)
        expect(out).not.toMatch(/Fetching the Electron/)
        expect(run.seconds).toBeLessThan(30)
        await expectWalletIn(run.url)
      } finally {
        expect(await run.stop()).toBe(0)
      }
    },
  )
})
