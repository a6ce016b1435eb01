/**
 * Everything Electron needs before `npm start` can open a window: its binary (./electron-binary)
 * and better-sqlite3 built for it (./electron-sqlite). Either missing, the answer says why, and the
 * caller opens the wallet in the web host instead. The edges (reachability, the installer, the two
 * ways to get the build) are parameters, real ones by default.
 * @module
 */
import { installedBetterSqlite3Version } from '../../node/sqlite/native-binding'
import {
  electronPackage,
  obtainElectronBinary,
  type Installer,
  type Reachability,
} from './electron-binary'
import { electronPackageInstaller, electronSiteReachable } from './electron-fetch'
import { prepareElectronSqlite, realBuildSteps, type BuildStep } from './electron-sqlite'
import { t } from '../words'

export type ElectronReady =
  | { readonly ok: true; readonly path: string }
  | { readonly ok: false; readonly reason: string; readonly details?: string }

/** The edges setting Electron up touches; tests pass fakes. */
export interface SetupEdges {
  readonly reachable: () => Promise<Reachability>
  readonly install: Installer
  readonly fetchPrebuilt: BuildStep
  readonly build: BuildStep
}

/** How long fetching the binary may take: `COSIGNER_ELECTRON_TIMEOUT` seconds, 300 by default. */
const ELECTRON_TIMEOUT_VARIABLE = 'COSIGNER_ELECTRON_TIMEOUT'

/** @throws RangeError when COSIGNER_ELECTRON_TIMEOUT is not a whole number of seconds from 1 to 3600 */
export function electronTimeoutMs(env: NodeJS.ProcessEnv): number {
  const raw = env[ELECTRON_TIMEOUT_VARIABLE]
  if (raw === undefined || raw === '') return 300_000
  if (!/^\d{1,4}$/.test(raw) || Number(raw) < 1 || Number(raw) > 3600)
    throw new RangeError(
      `${ELECTRON_TIMEOUT_VARIABLE} expects a number of seconds from 1 to 3600, got "${raw}"`,
    )
  return Number(raw) * 1000
}

/** The real edges for the project at `root`. */
function realEdges(
  root: string,
  env: NodeJS.ProcessEnv,
  electronVersion: string,
  target: Parameters<typeof realBuildSteps>[2],
): SetupEdges {
  const pkg = electronPackage(root)
  return {
    reachable: electronSiteReachable(env),
    install: pkg
      ? electronPackageInstaller(pkg, env)
      : async () => ({ ok: false, details: t('cli.electron.notInstalled') }),
    ...realBuildSteps(root, env, target, electronVersion),
  }
}

export interface SetupOptions {
  readonly root: string
  readonly env: NodeJS.ProcessEnv
  readonly say: (line: string) => void
  /** Limit for fetching the binary; {@link electronTimeoutMs} of `env` by default. */
  readonly timeoutMs?: number
  /** Parts replaced in tests. */
  readonly edges?: Partial<SetupEdges>
  readonly platform?: string
  readonly arch?: string
}

/**
 * Why no Electron window can open here whatever is fetched, or undefined: on Linux and the BSDs a
 * window needs an X or Wayland display, which an SSH session or a text console has not.
 */
export function missingDisplay(env: NodeJS.ProcessEnv, platform: string): string | undefined {
  if (platform === 'darwin' || platform === 'win32' || env.DISPLAY || env.WAYLAND_DISPLAY)
    return undefined
  return t('cli.electron.noDisplay')
}

/** Gets Electron ready to open the wallet, or says why it cannot be. Never rejects for a failed fetch or build. */
export async function setUpElectron(o: SetupOptions): Promise<ElectronReady> {
  const noDisplay = missingDisplay(o.env, o.platform ?? process.platform)
  if (noDisplay) return { ok: false, reason: noDisplay }
  const pkg = electronPackage(o.root)
  if (!pkg) return { ok: false, reason: t('cli.electron.runNpmInstall') }
  const target = {
    betterSqlite3: installedBetterSqlite3Version(o.root),
    abi: pkg.abi ?? '',
    platform: o.platform ?? process.platform,
    arch: o.arch ?? process.arch,
  }
  const edges = { ...realEdges(o.root, o.env, pkg.version, target), ...o.edges }
  const binary = await obtainElectronBinary({
    root: o.root,
    env: o.env,
    say: o.say,
    reachable: edges.reachable,
    install: edges.install,
    timeoutMs: o.timeoutMs ?? electronTimeoutMs(o.env),
  })
  if (!binary.ok)
    return {
      ok: false,
      reason: binary.reason,
      ...(binary.details ? { details: binary.details } : {}),
    }
  if (!pkg.abi)
    return {
      ok: false,
      reason: t('cli.electron.noAbi', { version: pkg.version }),
    }
  const sqlite = await prepareElectronSqlite({
    root: o.root,
    target,
    electronVersion: pkg.version,
    say: o.say,
    fetchPrebuilt: edges.fetchPrebuilt,
    build: edges.build,
  })
  if (!sqlite.ok) return { ok: false, reason: sqlite.reason, details: sqlite.details }
  if (sqlite.how !== 'present') o.say(t('cli.electron.sqliteReady', { how: sqlite.how }))
  return { ok: true, path: binary.path }
}
