/**
 * Vitest global setup of the end-to-end project: builds the renderer once per run (a few hundred
 * milliseconds with Vite, nothing when the sources have not changed) and tells the test files where
 * it is; builds the whole app too when an Electron binary is there to run it.
 * @module
 */
import type { TestProject } from 'vitest/node'
import { buildRenderer } from './build-renderer'
import { electronSkipReason, ensureAppBuilt } from './electron'

export default async function setup(project: TestProject): Promise<void> {
  project.provide('e2eRendererDir', await buildRenderer())
  if (electronSkipReason === null) ensureAppBuilt()
}
