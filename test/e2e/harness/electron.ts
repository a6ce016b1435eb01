/**
 * The Electron side of the launcher: where an Electron binary exists, the same specs drive the real
 * app (main process, preload, sandboxed window) through Playwright's `_electron`. None can be
 * downloaded on the build machines, so there the Electron runs are skipped, with the reason.
 * @module
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { _electron, type ElectronApplication, type Page } from 'playwright-core'
import { findElectronBinary } from '../../../src/cli/demo/electron-binary'
import { REPO_ROOT } from '../../../harness/browser/build-renderer'

export const electronLookup = findElectronBinary(REPO_ROOT, process.env)

/** Why the Electron runs are skipped, or null when they run. */
export const electronSkipReason: string | null = electronLookup.ok
  ? null
  : `no Electron binary: ${electronLookup.reason}`

/** The app as electron-vite builds it (out/main, out/preload, out/renderer); built once when missing. */
export function ensureAppBuilt(): void {
  if (existsSync(path.join(REPO_ROOT, 'out/main/index.cjs'))) return
  const r = spawnSync('npx', ['electron-vite', 'build'], { cwd: REPO_ROOT, stdio: 'inherit' })
  if (r.status !== 0) throw new Error('electron-vite build failed')
}

export interface ElectronWallet {
  readonly app: ElectronApplication
  readonly page: Page
}

/**
 * Starts the app on its own data folder, keychain service and service URL (the variables of
 * src/main/launch-config.ts) and returns its first window.
 */
export async function launchElectronWallet(o: {
  dataDir: string
  apiUrl: string
  keychainService: string
}): Promise<ElectronWallet> {
  if (!electronLookup.ok) throw new Error(electronSkipReason ?? 'no Electron')
  ensureAppBuilt()
  const app = await _electron.launch({
    executablePath: electronLookup.path,
    args: [
      path.join(REPO_ROOT, 'out/main/index.cjs'),
      `--user-data-dir=${path.join(o.dataDir, 'electron-profile')}`,
    ],
    env: {
      ...process.env,
      COSIGNER_DATA_DIR: o.dataDir,
      COSIGNER_API_URL: o.apiUrl,
      COSIGNER_KEYCHAIN_SERVICE: o.keychainService,
    },
  })
  const page = await app.firstWindow()
  return { app, page }
}
