/**
 * Getting the Electron executable for `npm start`. Since Electron 42 the `electron` package ships
 * no binary: requiring it downloads one (and throws when that fails), and `npx install-electron`
 * (its install.js) does the same on demand. So: look for a binary already there, exactly as the
 * package would, without ever running the package; where none is, fetch it with the package's own
 * installer — unless the download site cannot be reached, or the user said not to — with a
 * progress line and a time limit; and otherwise say why not, so the caller opens the web host.
 * The installer and the reachability check are parameters (./electron-fetch has the real ones), so
 * every decision is tested here, where nothing can be downloaded.
 * @module
 */
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { t } from '../words'

export type ElectronLookup =
  { readonly ok: true; readonly path: string } | { readonly ok: false; readonly reason: string }

/** The installed `electron` package: where it is, its version, its ABI and its installer. */
export interface ElectronPackage {
  readonly dir: string
  readonly version: string
  /** `process.versions.modules` inside this Electron (the package's abi_version file). */
  readonly abi: string | undefined
  /** install.js: what `npx install-electron` runs. */
  readonly installer: string
}

/** The `electron` package the project at `root` resolves, or undefined when it is not installed. Reads files only. */
export function electronPackage(root: string): ElectronPackage | undefined {
  let dir: string
  try {
    dir = path.dirname(
      createRequire(path.join(root, 'package.json')).resolve('electron/package.json'),
    )
  } catch {
    return undefined
  }
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    version?: unknown
    bin?: Record<string, string>
  }
  const abiFile = path.join(dir, 'abi_version')
  return {
    dir,
    version: typeof pkg.version === 'string' ? pkg.version : 'unknown',
    abi: existsSync(abiFile) ? readFileSync(abiFile, 'utf8').trim() : undefined,
    installer: path.join(dir, pkg.bin?.['install-electron'] ?? 'install.js'),
  }
}

/**
 * The Electron executable for the project at `root`: `ELECTRON_OVERRIDE_DIST_PATH` when set (as the
 * package honours it), else the binary the package downloaded into its `dist/` (named by its
 * `path.txt`). Reads files only.
 * @example const e = findElectronBinary(process.cwd(), process.env); if (!e.ok) console.log(e.reason)
 */
export function findElectronBinary(root: string, env: NodeJS.ProcessEnv): ElectronLookup {
  const pkg = electronPackage(root)
  if (!pkg) return { ok: false, reason: t('cli.electron.notInstalled') }
  const pathFile = path.join(pkg.dir, 'path.txt')
  const relative = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : undefined
  const override = env.ELECTRON_OVERRIDE_DIST_PATH
  if (override) {
    const candidate = path.join(override, relative ?? 'electron')
    return existsSync(candidate)
      ? { ok: true, path: candidate }
      : { ok: false, reason: t('cli.electron.overrideMissing', { path: candidate }) }
  }
  if (relative === undefined) return { ok: false, reason: t('cli.electron.notDownloaded') }
  const candidate = path.join(pkg.dir, 'dist', relative)
  return existsSync(candidate)
    ? { ok: true, path: candidate }
    : { ok: false, reason: t('cli.electron.binaryMissing', { path: candidate }) }
}

/** Whether the download site answers; `details` is technical (a code, a host) for the details line. */
export type Reachability =
  { readonly ok: true } | { readonly ok: false; readonly host: string; readonly details: string }

/** The package's installer, run until it exits or `signal` aborts. */
export type Installer = (o: {
  readonly signal: AbortSignal
}) => Promise<{ readonly ok: true } | { readonly ok: false; readonly details: string }>

export type ElectronBinary =
  | { readonly ok: true; readonly path: string; readonly fetched: boolean }
  | {
      readonly ok: false
      readonly cause:
        | 'not-installed'
        | 'not-fetched'
        | 'offline'
        | 'failed'
        | 'timed-out'
        | 'missing-after-install'
      /** For people: why there is no Electron window. */
      readonly reason: string
      /** Technical particulars for a details line. */
      readonly details?: string
    }

export interface ObtainOptions {
  readonly root: string
  readonly env: NodeJS.ProcessEnv
  readonly say: (line: string) => void
  readonly reachable: () => Promise<Reachability>
  readonly install: Installer
  /** How long the installer may take before it is stopped. */
  readonly timeoutMs: number
  /** How often "still fetching" is told; default 10 s. */
  readonly progressEveryMs?: number
  /** Milliseconds for the progress line; Date.now by default. */
  readonly now?: () => number
}

/** The variable that says not to fetch, as the electron package's postinstall honoured it before version 42. */
const SKIP_FETCH = 'ELECTRON_SKIP_BINARY_DOWNLOAD'

const seconds = (ms: number) => (ms < 1000 ? `${ms} ms` : `${Math.round(ms / 1000)} s`)

/**
 * The Electron executable, fetched with the package's installer when it is not there yet.
 * Resolves with the reason when there is none (never rejects for a failed fetch).
 */
export async function obtainElectronBinary(o: ObtainOptions): Promise<ElectronBinary> {
  const found = findElectronBinary(o.root, o.env)
  if (found.ok) return { ok: true, path: found.path, fetched: false }
  const pkg = electronPackage(o.root)
  if (!pkg)
    return {
      ok: false,
      cause: 'not-installed',
      reason: t('cli.electron.runNpmInstall'),
    }
  if (o.env.ELECTRON_OVERRIDE_DIST_PATH)
    return { ok: false, cause: 'not-fetched', reason: found.reason }
  if (o.env[SKIP_FETCH] && o.env[SKIP_FETCH] !== '0')
    return {
      ok: false,
      cause: 'not-fetched',
      reason: t('cli.electron.notFetched', { reason: found.reason, variable: SKIP_FETCH }),
    }

  const reach = await o.reachable()
  if (!reach.ok) {
    return {
      ok: false,
      cause: 'offline',
      reason: t('cli.electron.offline', { host: reach.host }),
      details: reach.details,
    }
  }

  const now = o.now ?? Date.now
  const started = now()
  o.say(t('cli.electron.fetching', { version: pkg.version, limit: seconds(o.timeoutMs) }))
  const ticker = setInterval(
    () => o.say(`  ${t('cli.electron.stillFetching', { elapsed: seconds(now() - started) })}`),
    o.progressEveryMs ?? 10_000,
  )
  const stop = new AbortController()
  let timer: NodeJS.Timeout | undefined
  const timedOut = new Promise<'timed-out'>((resolve) => {
    timer = setTimeout(() => {
      stop.abort()
      resolve('timed-out')
    }, o.timeoutMs)
  })
  let outcome: Awaited<ReturnType<Installer>> | 'timed-out'
  try {
    outcome = await Promise.race([o.install({ signal: stop.signal }), timedOut])
  } catch (e) {
    outcome = { ok: false, details: e instanceof Error ? e.message : String(e) }
  } finally {
    clearInterval(ticker)
    clearTimeout(timer)
  }
  if (outcome === 'timed-out') {
    return {
      ok: false,
      cause: 'timed-out',
      reason: t('cli.electron.timedOut', { limit: seconds(o.timeoutMs) }),
    }
  }
  if (!outcome.ok)
    return {
      ok: false,
      cause: 'failed',
      reason: t('cli.electron.fetchFailed'),
      details: outcome.details,
    }
  const after = findElectronBinary(o.root, o.env)
  if (!after.ok)
    return {
      ok: false,
      cause: 'missing-after-install',
      reason: t('cli.electron.missingAfter', { reason: after.reason }),
    }
  o.say(t('cli.electron.fetched', { version: pkg.version, elapsed: seconds(now() - started) }))
  return { ok: true, path: after.path, fetched: true }
}
