/**
 * better-sqlite3 for Electron, set up beside Node's. Its own build in node_modules stays Node's (the
 * sequencer, the CLI and the tests need it); the Electron build goes into the folder
 * src/node/sqlite/native-binding names, which the Electron host loads through better-sqlite3's
 * `nativeBinding` option. It is fetched where the package publishes one for this Electron
 * (prebuild-install, as the package's own install script does), else compiled against Electron's
 * headers (node-gyp); each works in a scratch folder of its own, so the package's build is never
 * touched. keytar and sodium-native are N-API and load in Electron as they are.
 * @module
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import {
  electronSqliteBuildPath,
  SQLITE_ADDON_FILE,
  type SqliteBuildTarget,
} from '../../node/sqlite/native-binding'
import { runNodeScript, type ChildOutcome } from './run-child'
import { t } from '../words'

/** Where Electron's headers come from, for node-gyp. */
const ELECTRON_HEADERS = 'https://electronjs.org/headers'

/** One way to make the build: it leaves `build/Release/better_sqlite3.node` in `scratch`, or says why not. */
export type BuildStep = (o: {
  readonly scratch: string
  readonly signal: AbortSignal
}) => Promise<ChildOutcome>

export type ElectronSqlite =
  | { readonly ok: true; readonly path: string; readonly how: 'present' | 'fetched' | 'built' }
  | { readonly ok: false; readonly reason: string; readonly details: string }

export interface PrepareOptions {
  readonly root: string
  readonly target: SqliteBuildTarget
  readonly electronVersion: string
  readonly say: (line: string) => void
  readonly fetchPrebuilt: BuildStep
  readonly build: BuildStep
  /** Limits for each step; by default 2 minutes to fetch, 10 to build. */
  readonly fetchTimeoutMs?: number
  readonly buildTimeoutMs?: number
}

async function runStep(
  step: BuildStep,
  scratchParent: string,
  final: string,
  timeoutMs: number,
): Promise<ChildOutcome> {
  const scratch = mkdtempSync(path.join(scratchParent, 'scratch-'))
  try {
    const outcome = await step({ scratch, signal: AbortSignal.timeout(timeoutMs) })
    if (!outcome.ok) return outcome
    // words-exempt: a folder name
    const made = path.join(scratch, 'build', 'Release', SQLITE_ADDON_FILE)
    if (!existsSync(made))
      // words-exempt: a details line, for whoever reads the build's log
      return { ok: false, details: `it finished without making build/Release/${SQLITE_ADDON_FILE}` }
    mkdirSync(path.dirname(final), { recursive: true })
    // Whole or not at all: a rename, so a stopped run never leaves half a file where the app looks.
    renameSync(made, final)
    return { ok: true }
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
}

/** The Electron build of better-sqlite3 for `target`: the one already there, else fetched, else built. */
export async function prepareElectronSqlite(o: PrepareOptions): Promise<ElectronSqlite> {
  const final = electronSqliteBuildPath(o.root, o.target)
  if (existsSync(final)) return { ok: true, path: final, how: 'present' }
  const parent = path.dirname(path.dirname(final))
  mkdirSync(parent, { recursive: true })
  const label = t('cli.electron.sqliteLabel', {
    version: o.target.betterSqlite3,
    electron: o.electronVersion,
    abi: o.target.abi,
    platform: `${o.target.platform}-${o.target.arch}`,
  })
  o.say(t('cli.electron.fetchingPrebuilt', { label }))
  const fetched = await runStep(o.fetchPrebuilt, parent, final, o.fetchTimeoutMs ?? 120_000)
  if (fetched.ok) return { ok: true, path: final, how: 'fetched' }
  o.say(`  ${t('cli.electron.building', { label })}`)
  const built = await runStep(o.build, parent, final, o.buildTimeoutMs ?? 600_000)
  if (built.ok) return { ok: true, path: final, how: 'built' }
  return {
    ok: false,
    reason: t('cli.electron.noBuild', { label }),
    details: `fetch: ${fetched.details}\nbuild: ${built.details}`,
  }
}

/**
 * The environment for a tool that targets Electron: npm's settings that would point it at Node
 * (`nodedir`, `target`, `runtime`, `disturl` — an npmrc's `nodedir` would make node-gyp build
 * against Node's headers) are dropped.
 */
export function electronToolEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = {}
  for (const [k, v] of Object.entries(env)) {
    if (
      /^npm_config_(nodedir|target|runtime|disturl|dist_url|arch|platform|build_from_source)$/i.test(
        k,
      )
    )
      continue
    out[k] = v
  }
  return out
}

/** prebuild-install's arguments for the Electron build of the package whose package.json is in the working folder. */
export function prebuildInstallArgs(target: SqliteBuildTarget, electronVersion: string): string[] {
  return [
    '--runtime',
    'electron',
    '--target',
    electronVersion,
    '--platform',
    target.platform,
    '--arch',
    target.arch,
    '--verbose',
  ]
}

/** node-gyp's arguments to compile the package in the working folder against Electron's headers. */
export function nodeGypArgs(
  target: SqliteBuildTarget,
  electronVersion: string,
  headersUrl = ELECTRON_HEADERS,
): string[] {
  return [
    'rebuild',
    '--release',
    '--runtime=electron',
    `--target=${electronVersion}`,
    `--arch=${target.arch}`,
    // words-exempt: a command-line option
    `--dist-url=${headersUrl}`,
  ]
}

/** The installed better-sqlite3's folder, and a resolver from its point of view (for its prebuild-install). */
function betterSqlite3(root: string) {
  const manifest = createRequire(path.join(root, 'package.json')).resolve(
    'better-sqlite3/package.json',
  )
  return { dir: path.dirname(manifest), manifest, require: createRequire(manifest) }
}

/**
 * The real steps: prebuild-install and node-gyp, as the package's install script runs them, aimed
 * at Electron. `headersUrl` is where Electron's headers are (their official site unless a test
 * says otherwise).
 */
export function realBuildSteps(
  root: string,
  env: NodeJS.ProcessEnv,
  target: SqliteBuildTarget,
  electronVersion: string,
  headersUrl = ELECTRON_HEADERS,
): { fetchPrebuilt: BuildStep; build: BuildStep } {
  const toolEnv = electronToolEnv(env)
  return {
    async fetchPrebuilt({ scratch, signal }) {
      const pkg = betterSqlite3(root)
      let bin: string
      try {
        bin = pkg.require.resolve('prebuild-install/bin.js')
      } catch {
        // words-exempt: a details line, for whoever reads the build's log
        return { ok: false, details: 'prebuild-install is not installed' }
      }
      // prebuild-install reads the package's name, version and repository from the working folder.
      cpSync(pkg.manifest, path.join(scratch, 'package.json'))
      return runNodeScript(bin, prebuildInstallArgs(target, electronVersion), {
        cwd: scratch,
        env: toolEnv,
        signal,
      })
    },
    async build({ scratch, signal }) {
      const pkg = betterSqlite3(root)
      let bin: string | undefined
      try {
        bin = createRequire(path.join(root, 'package.json')).resolve('node-gyp/bin/node-gyp.js')
      } catch {
        // The node-gyp npm itself carries, which npm names to the scripts it runs.
        bin = env.npm_config_node_gyp
      }
      // words-exempt: a details line, for whoever reads the build's log
      if (!bin || !existsSync(bin)) return { ok: false, details: 'node-gyp is not installed' }
      // The sources only: the package's own build/ (Node's) stays where it is.
      for (const part of ['package.json', 'binding.gyp', 'src', 'deps'])
        cpSync(path.join(pkg.dir, part), path.join(scratch, part), { recursive: true })
      return runNodeScript(bin, nodeGypArgs(target, electronVersion, headersUrl), {
        cwd: scratch,
        env: toolEnv,
        signal,
      })
    },
  }
}
