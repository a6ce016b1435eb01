/**
 * Builds the renderer alone with Vite, the way electron-vite builds it for the app (same root,
 * React plugin and relative base), into a folder the end-to-end tests and the benchmark serve. A few
 * hundred milliseconds; skipped when the sources have not changed.
 * @module
 */
import react from '@vitejs/plugin-react'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
/** Where the tests' renderer builds go (under out/, which git ignores), one folder per source state. */
export const E2E_RENDERER_ROOT = path.join(REPO_ROOT, 'out/e2e-renderer')
const SOURCES = ['src/renderer', 'src/shared']

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory() ? listFiles(path.join(dir, e.name)) : [path.join(dir, e.name)],
    )
    .sort()
}

/** A digest of everything the renderer is built from (and of this builder), naming its build folder. */
export function rendererSourceHash(): string {
  const h = createHash('sha256')
  for (const file of [
    ...SOURCES.flatMap((d) => listFiles(path.join(REPO_ROOT, d))),
    fileURLToPath(import.meta.url),
  ]) {
    h.update(path.relative(REPO_ROOT, file)).update('\0').update(readFileSync(file)).update('\0')
  }
  return h.digest('hex').slice(0, 16)
}

/** One Vite build of the renderer into `outDir`. */
async function viteBuild(outDir: string): Promise<void> {
  // Vitest runs with NODE_ENV=test, which would give React's development build and JSX transform.
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  try {
    await build({
      configFile: false,
      root: path.join(REPO_ROOT, 'src/renderer'),
      base: './',
      mode: 'production',
      logLevel: 'warn',
      plugins: [react()],
      build: { outDir, emptyOutDir: true, reportCompressedSize: false, sourcemap: false },
    })
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = nodeEnv
  }
}

/**
 * Builds src/renderer and returns the folder holding index.html and its assets.
 *
 * Without `outDir`: into out/e2e-renderer/<digest of the sources>, unless that build exists. Each
 * source state gets its own folder, written under a temporary name and renamed into place, so
 * concurrent test runs never see a half-written or emptied build.
 * With `outDir`: into that folder (unless it holds a build and `force` is not set).
 */
export async function buildRenderer(outDir?: string, o: { force?: boolean } = {}): Promise<string> {
  if (outDir !== undefined) {
    if (o.force || !existsSync(path.join(outDir, 'index.html'))) await viteBuild(outDir)
    return outDir
  }
  const target = path.join(E2E_RENDERER_ROOT, rendererSourceHash())
  if (!o.force && existsSync(path.join(target, 'index.html'))) return target
  const tmp = `${target}.tmp-${process.pid}-${Date.now()}`
  try {
    await viteBuild(tmp)
    if (o.force) rmSync(target, { recursive: true, force: true })
    try {
      renameSync(tmp, target)
    } catch (e) {
      // Another run finished the same build first: use it.
      if (!existsSync(path.join(target, 'index.html'))) throw e
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true })
  }
  pruneOldBuilds(target)
  return target
}

/** Removes builds of other source states that are more than a day old. */
function pruneOldBuilds(keep: string): void {
  const dayAgo = Date.now() - 24 * 3600 * 1000
  for (const name of readdirSync(E2E_RENDERER_ROOT)) {
    const dir = path.join(E2E_RENDERER_ROOT, name)
    if (dir !== keep && statSync(dir).mtimeMs < dayAgo)
      rmSync(dir, { recursive: true, force: true })
  }
}
