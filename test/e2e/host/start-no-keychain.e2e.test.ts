/**
 * `npm run start:web` on a computer where no keychain answers (no D-Bus session, so no Secret
 * Service): the real start script in a child process, the built renderer in a real browser. The
 * demo keeps its throwaway keys in memory, and the terminal and the window's banner both say so; a
 * wallet for real accounts (another service named) stores no key, and its first screen says why and
 * what to install, in the words the terminal printed — not the first steps under a demo's banner.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchChromium, type TestBrowser } from '../../../harness/browser/chromium'
import { startScript } from '../harness/start-script'

let dir: string
let browser: TestBrowser

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'cosigner-start-nokeychain-'))
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
  rmSync(dir, { recursive: true, force: true })
})

/** Runs `npm run start:web`'s script with `extraEnv` where no D-Bus session exists, until the web host is up. */
async function startWithoutKeychain(extraEnv: NodeJS.ProcessEnv) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DBUS_SESSION_BUS_ADDRESS: `unix:path=${path.join(dir, 'no-such-bus')}`,
    ...extraEnv,
  }
  for (const k of ['DISPLAY', 'WAYLAND_DISPLAY', 'GNOME_KEYRING_CONTROL', 'COSIGNER_API_URL'])
    if (!(k in extraEnv)) delete env[k]
  return startScript(['--web', '--renderer', inject('e2eRendererDir')], env)
}

describe.runIf(process.platform === 'linux')('npm run start:web where no keychain answers', () => {
  it("runs the demo on keys kept in memory, and the terminal and the window's banner say so", async () => {
    const run = await startWithoutKeychain({})
    const page = await browser.newPage()
    try {
      const said =
        "No keychain is reachable on this computer (no Secret Service answers), so the demo keeps its throwaway keys in the wallet's memory only: they are gone when the demo stops."
      expect(run.output()).toContain(`${said} The window says the same.`)
      expect(run.output()).toMatch(/Imported Alice's account into the wallet/)
      expect(run.output()).not.toMatch(/Could not import the demo account/)
      await page.goto(run.url.href)
      const banner = page.getByRole('note').filter({ hasText: 'Demo wallet without a passphrase' })
      await expect.poll(() => banner.textContent()).toContain(said)
      expect(await banner.textContent()).not.toContain('stored unsealed')
    } finally {
      await page.close()
      expect(await run.stop()).toBe(0)
    }
  })

  it('shows a wallet for real accounts why it cannot keep keys and what to install, as the terminal says, instead of the first steps', async () => {
    const run = await startWithoutKeychain({
      COSIGNER_API_URL: 'http://127.0.0.1:9',
      COSIGNER_DATA_DIR: mkdtempSync(path.join(dir, 'data-')),
      COSIGNER_KEYCHAIN_SERVICE: `cosigner-test-nokeychain-${process.pid}`,
    })
    const page = await browser.newPage()
    try {
      const out = run.output()
      const reason =
        /^(No keychain is reachable on this computer \(no Secret Service answers\), so the wallet cannot keep your keys.*)$/m.exec(
          out,
        )?.[1]
      const remedy = /^What to do: (.*)$/m.exec(out)?.[1]
      expect(reason, out).toBeDefined()
      expect(remedy).toContain('sudo apt-get install gnome-keyring')
      expect(out).toContain('The window shows the same instead of the first steps')
      await page.goto(run.url.href)
      await page.getByRole('heading', { name: 'No keychain for your keys' }).waitFor()
      const screen = page.getByRole('main')
      expect(await screen.textContent()).toContain(reason!)
      expect(await screen.textContent()).toContain(remedy!)
      expect(await page.getByRole('heading', { name: 'Choose a wallet passphrase' }).count()).toBe(
        0,
      )
      expect(await page.getByText('Demo wallet without a passphrase').count()).toBe(0)
      await page.getByRole('button', { name: 'Try again' }).click()
      await page.getByRole('heading', { name: 'No keychain for your keys' }).waitFor()
    } finally {
      await page.close()
      expect(await run.stop()).toBe(0)
    }
  })
})
