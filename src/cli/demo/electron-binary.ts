/**
 * Finds the Electron executable the way the `electron` package would, without ever running the
 * package (requiring it downloads the binary on first use, which must not happen behind `npm start`).
 * @module
 */
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

export type ElectronLookup = { readonly ok: true; readonly path: string } | { readonly ok: false; readonly reason: string }

/**
 * The Electron executable for the project at `root`: `ELECTRON_OVERRIDE_DIST_PATH` when set (as the
 * package honours it), else the binary the package downloaded into its `dist/` (named by its
 * `path.txt`). Reads files only.
 * @example const e = findElectronBinary(process.cwd(), process.env); if (!e.ok) console.log(e.reason)
 */
export function findElectronBinary(root: string, env: NodeJS.ProcessEnv): ElectronLookup {
  let packageDir: string
  try {
    packageDir = path.dirname(createRequire(path.join(root, 'package.json')).resolve('electron/package.json'))
  } catch {
    return { ok: false, reason: 'the electron package is not installed' }
  }
  const pathFile = path.join(packageDir, 'path.txt')
  const relative = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : undefined
  const override = env.ELECTRON_OVERRIDE_DIST_PATH
  if (override) {
    const candidate = path.join(override, relative ?? 'electron')
    return existsSync(candidate) ? { ok: true, path: candidate } : { ok: false, reason: `ELECTRON_OVERRIDE_DIST_PATH has no Electron at ${candidate}` }
  }
  if (relative === undefined) return { ok: false, reason: 'no Electron binary has been downloaded (the electron package fetches it on first use, and cannot here)' }
  const candidate = path.join(packageDir, 'dist', relative)
  return existsSync(candidate) ? { ok: true, path: candidate } : { ok: false, reason: `the Electron binary is missing at ${candidate}` }
}
