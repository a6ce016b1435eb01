/**
 * Vitest global setup of the end-to-end project: builds the renderer once per run (a few hundred
 * milliseconds with Vite, nothing when the sources have not changed) and tells the test files where
 * it is; builds the whole app too when an Electron binary is there to run it, with better-sqlite3
 * built for that Electron.
 * @module
 */
import type { TestProject } from 'vitest/node'
import { setUpElectron } from '../../../src/cli/demo/electron-setup'
import { buildRenderer, REPO_ROOT } from '../../../harness/browser/build-renderer'
import { electronSkipReason, ensureAppBuilt } from './electron'

export default async function setup(project: TestProject): Promise<void> {
  project.provide('e2eRendererDir', await buildRenderer())
  if (electronSkipReason === null) {
    ensureAppBuilt()
    // The app opens its cache with better-sqlite3 built for Electron, as npm start sets it up.
    const ready = await setUpElectron({
      root: REPO_ROOT,
      env: process.env,
      say: (line) => console.log(line),
    })
    if (!ready.ok)
      throw new Error(
        `Electron cannot run the app: ${ready.reason}${ready.details ? `\n${ready.details}` : ''}`,
      )
  }
}
