// The `cosigner` command's build (cli.vite.config.ts): which one is current, whether the checkout's
// sources changed since it was made, and making a new one. Plain JavaScript, since it runs before
// anything could compile TypeScript.
//
// Each build goes into a folder of its own under out/cli, and out/cli/current.json (replaced in one
// rename) names it with the files it was made of and when it was started. A command already running
// keeps loading its chunks from its own folder while another build is made, so two commands started
// at once from a changed checkout never read a half-written build; the three newest are kept.
//
// Run as a script (`npm run build:cli`, and `prepare` after `npm install` / `npm ci`), it builds.
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The checkout (or installed package) this file belongs to. */
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')

const CONFIG = 'cli.vite.config.ts'
const CURRENT = 'current.json'
const KEEP = 3

/**
 * Files beside the sources that change what a build contains, when they exist: the build's own
 * settings, and the lockfiles npm rewrites whenever it changes the packages (which are bundled in).
 */
const ALSO = [
  CONFIG,
  'package.json',
  'package-lock.json',
  join('node_modules', '.package-lock.json'),
]

/**
 * The current build as out/cli/current.json records it, or null when there is none (or it is damaged,
 * or its folder is gone).
 * @param {string} out
 * @returns {{ entry: string, started_at: number, inputs: string[] } | null}
 */
export function currentBuild(out) {
  try {
    const current = JSON.parse(readFileSync(join(out, CURRENT), 'utf8'))
    if (
      typeof current?.entry !== 'string' ||
      typeof current.started_at !== 'number' ||
      !Array.isArray(current.inputs)
    )
      return null
    return existsSync(join(out, current.entry)) ? current : null
  } catch {
    return null
  }
}

/**
 * Whether none of the files a build was made of changed (or went away) since it was started.
 * @param {string} root
 * @param {{ started_at: number, inputs: string[] }} build
 */
export function isFresh(root, build) {
  const changed = (file) => statSync(join(root, file)).mtimeMs > build.started_at
  try {
    if (build.inputs.some(changed)) return false
  } catch {
    return false
  }
  return !ALSO.some((file) => existsSync(join(root, file)) && changed(file))
}

/**
 * Builds the command into a new folder under `out` and makes it the current one.
 * @param {{ root?: string, out?: string }} [o]
 * @returns {Promise<{ entry: string, started_at: number, inputs: string[] }>}
 */
export async function buildCommand({ root = ROOT, out = join(root, 'out', 'cli') } = {}) {
  const { build } = await import('vite')
  const startedAt = Date.now()
  const id = `${startedAt.toString(36)}-${process.pid.toString(36)}`
  const dir = join(out, id)
  mkdirSync(out, { recursive: true })
  await build({
    root,
    configFile: join(root, CONFIG),
    logLevel: 'warn',
    build: { outDir: dir, emptyOutDir: false },
  })
  const current = {
    entry: `${id}/main.js`,
    started_at: startedAt,
    inputs: JSON.parse(readFileSync(join(dir, 'inputs.json'), 'utf8')),
  }
  const written = join(out, `${CURRENT}.${id}`)
  writeFileSync(written, `${JSON.stringify(current, null, 1)}\n`)
  renameSync(written, join(out, CURRENT))
  const builds = readdirSync(out, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => ({ name: d.name, at: statSync(join(out, d.name)).mtimeMs }))
    .sort((a, b) => b.at - a.at)
  for (const old of builds.slice(KEEP))
    if (old.name !== id) rmSync(join(out, old.name), { recursive: true, force: true })
  return current
}

/**
 * The file to import to run the command: the current build, made first when there is none or, in a
 * checkout, when its sources changed since (a package installed without its sources runs what it has).
 * @param {{ root?: string, out?: string, say?: (line: string) => void }} [o]
 * @returns {Promise<string>}
 */
export async function builtCommand({
  root = ROOT,
  out = join(root, 'out', 'cli'),
  say = (line) => void process.stderr.write(`${line}\n`),
} = {}) {
  const current = currentBuild(out)
  const checkout = existsSync(join(root, CONFIG))
  if (current && (!checkout || isFresh(root, current))) return join(out, current.entry)
  if (!checkout)
    throw new Error(
      `cosigner is not built, and this copy has no sources to build it from (${join(root, CONFIG)}): reinstall it`,
    )
  say(
    current
      ? 'cosigner: its sources changed since it was built; building it again (a few seconds)…'
      : 'cosigner: building the command (once, a few seconds)…',
  )
  return join(out, (await buildCommand({ root, out })).entry)
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    await import('vite')
  } catch {
    // `npm ci --omit=dev` runs `prepare` without the build tools: the command builds itself where they are.
    console.log('cosigner: not built now (vite is not installed here)')
    process.exit(0)
  }
  const current = await buildCommand()
  console.log(`cosigner: built into ${join('out', 'cli', dirname(current.entry))}`)
}
