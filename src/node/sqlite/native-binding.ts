/**
 * Which better-sqlite3 build a process loads. better-sqlite3 12 is a V8 addon, built for one ABI:
 * the package's own build (node_modules/better-sqlite3/build/Release) is Node's, which the
 * sequencer, the CLI and the tests need. Electron's main process has an ABI of its own, so where
 * Electron is set up (`npm start`, src/cli/demo/electron-sqlite.ts) a second build is fetched or
 * compiled into a folder of its own, named by all that makes a build fit: the better-sqlite3
 * version, the ABI, the platform and the architecture. A packaged app needs neither: electron-builder
 * rebuilds the package itself for Electron.
 * @module
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** What a better-sqlite3 build must match to load. */
export interface SqliteBuildTarget {
  /** better-sqlite3's version (the build is of that source). */
  readonly betterSqlite3: string
  /** `process.versions.modules` of the runtime (Electron 45: 150). */
  readonly abi: string
  readonly platform: string
  readonly arch: string
}

/** Where the Electron builds live, under the project root: thrown away with node_modules. */
const ELECTRON_BUILDS = path.join('node_modules', '.cache', 'cosigner-electron')

/** The addon's file name, as better-sqlite3's own build names it. */
export const SQLITE_ADDON_FILE = 'better_sqlite3.node'

/** The Electron build of better-sqlite3 for `target`, under the project at `root`. */
export function electronSqliteBuildPath(root: string, target: SqliteBuildTarget): string {
  const folder = `better-sqlite3-${target.betterSqlite3}-electron-v${target.abi}-${target.platform}-${target.arch}`
  return path.join(root, ELECTRON_BUILDS, folder, SQLITE_ADDON_FILE)
}

export type SqliteBindingChoice =
  /** The package's own build: under Node, and in a packaged app (rebuilt for Electron when packaged). */
  | { readonly kind: 'package' }
  /** The Electron build in its own folder. */
  | { readonly kind: 'electron-build'; readonly path: string }
  /** Inside unpackaged Electron with no build for it: opening SQLite would fail, so say why first. */
  | { readonly kind: 'missing'; readonly path: string; readonly reason: string }

export interface BindingQuestion {
  /** `process.versions`: `electron` is set only inside Electron; `modules` is the ABI. */
  readonly versions: { readonly electron?: string | undefined; readonly modules: string }
  readonly platform: string
  readonly arch: string
  /** `app.isPackaged`. */
  readonly packaged: boolean
  /** The project root (where node_modules is). */
  readonly root: string
  readonly betterSqlite3Version: string
  /** Whether a file exists (the folder's contents); the file system's by default. */
  readonly exists?: (file: string) => boolean
}

/**
 * Which build this process should load: the package's own under Node or when packaged, else the
 * Electron build for this exact ABI, platform and arch.
 * @example chooseSqliteBinding({ versions: process.versions, platform: process.platform, arch: process.arch, packaged: false, root, betterSqlite3Version: '12.11.1' })
 */
export function chooseSqliteBinding(q: BindingQuestion): SqliteBindingChoice {
  if (!q.versions.electron || q.packaged) return { kind: 'package' }
  const file = electronSqliteBuildPath(q.root, {
    betterSqlite3: q.betterSqlite3Version,
    abi: q.versions.modules,
    platform: q.platform,
    arch: q.arch,
  })
  if ((q.exists ?? existsSync)(file)) return { kind: 'electron-build', path: file }
  return {
    kind: 'missing',
    path: file,
    reason:
      `better-sqlite3 has no build for Electron ${q.versions.electron} (ABI ${q.versions.modules}, ${q.platform}-${q.arch}) yet. ` +
      'Start the app with `npm start`, which fetches or builds it on a machine with internet.',
  }
}

/** The installed better-sqlite3's version, from its package.json under `root`. @throws when it is not installed */
export function installedBetterSqlite3Version(root: string): string {
  const pkg = JSON.parse(
    readFileSync(path.join(root, 'node_modules', 'better-sqlite3', 'package.json'), 'utf8'),
  ) as { version?: unknown }
  if (typeof pkg.version !== 'string')
    throw new TypeError('better-sqlite3/package.json has no version')
  return pkg.version
}

/** The runtime a host runs in: `process.versions`, platform and arch, and whether it is packaged. */
export interface HostRuntime {
  readonly versions: { readonly electron?: string | undefined; readonly modules: string }
  readonly platform: string
  readonly arch: string
  readonly packaged: boolean
}

/**
 * The `nativeBinding` for a host whose project root is `root`: undefined for the package's own
 * build, else the Electron build's path.
 * @throws RangeError with the reason (for people) when this Electron has no build
 */
export function nativeBindingFor(
  root: string,
  runtime: HostRuntime,
  exists: (file: string) => boolean = existsSync,
): string | undefined {
  if (!runtime.versions.electron || runtime.packaged) return undefined
  const choice = chooseSqliteBinding({
    ...runtime,
    root,
    betterSqlite3Version: installedBetterSqlite3Version(root),
    exists,
  })
  if (choice.kind === 'missing') throw new RangeError(choice.reason)
  return choice.kind === 'electron-build' ? choice.path : undefined
}
