/**
 * How fast the `cosigner` command starts, as the executable a person runs (bin/cosigner.js, which
 * runs the build under out/cli), against bare Node started the same way in the same run.
 *
 * - `cosigner wallet --help` (goal ≤ 2.3× `node -e 0`: 0.3 s where Node starts in 0.13 s), with
 *   `cosigner --help`, and the same help from the TypeScript sources through tsx (how the command ran
 *   before it shipped built), for scale.
 * - `cosigner wallet sign ID --dry-run`: the time until its first call reaches the service, against
 *   bare Node's first `fetch` (goal ≤ 3×), and how much of the whole command that start-up is. It
 *   needs the keychain, so it runs in a child (./cli-sign-start.ts) inside a private D-Bus session
 *   with a fresh, unlocked keyring, as `npm test` runs the keychain tests; never the user's own.
 *
 * Each figure is the median of interleaved runs, the machine's speed changing from minute to minute.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { builtCommand } from '../bin/cli-build.js'
import { median } from './measure'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const BIN = join(ROOT, 'bin', 'cosigner.js')
const RUNS = 15

/** The command as it ran before it shipped built: the sources through tsx. */
export const FROM_SOURCES = `import { register } from 'tsx/esm/api'
register()
const { main } = await import(${JSON.stringify(join(ROOT, 'src', 'cli', 'main.ts'))})
process.exitCode = await main(process.argv.slice(1))`

/** Wall time of one run, ms. */
function wall(args: readonly string[]): number {
  const start = performance.now()
  const r = spawnSync(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'] })
  const elapsed = performance.now() - start
  if (r.status !== 0) throw new Error(`node ${args.join(' ')} failed: ${r.stderr.toString()}`)
  return elapsed
}

const ms = (t: number) => `${Math.round(t)} ms`.padStart(8)

function helpTimes(): void {
  const cases: [string, string[]][] = [
    ['node -e 0 (the baseline)', ['-e', '0']],
    ['cosigner --help', [BIN, '--help']],
    ['cosigner wallet --help', [BIN, 'wallet', '--help']],
    ['cosigner wallet pay --help', [BIN, 'wallet', 'pay', '--help']],
    [
      'wallet --help from the sources (tsx)',
      ['--input-type=module', '-e', FROM_SOURCES, 'wallet', '--help'],
    ],
  ]
  const times = cases.map(() => [] as number[])
  for (let i = 0; i < RUNS; i++) cases.forEach(([, args], c) => times[c]!.push(wall(args)))
  const medians = times.map(median)
  const node = medians[0]!
  console.log(`start-up, median of ${RUNS} interleaved runs`)
  cases.forEach(([name], c) =>
    console.log(
      `  ${name.padEnd(38)} ${ms(medians[c]!)}  ${(medians[c]! / node).toFixed(2)}× node`,
    ),
  )
  const ratio = medians[2]! / node
  console.log(
    `  wallet --help: ${ms(medians[2]!).trim()}, ${ratio.toFixed(2)}× node (goal ≤ 2.3×: ${ratio <= 2.3 ? 'meets' : 'MISSES'}); ${(medians[4]! / medians[2]!).toFixed(1)}× faster than from the sources`,
  )
}

/** Runs ./cli-sign-start.ts in a private D-Bus session with a fresh keyring, when this machine has one to offer. */
function signTimes(): void {
  const missing = ['dbus-run-session', 'gnome-keyring-daemon'].filter(
    (c) => spawnSync('sh', ['-c', `command -v ${c}`]).status !== 0,
  )
  if (missing.length > 0) {
    console.log(
      `sign's start-up: not measured, this machine lacks ${missing.join(' and ')} (a private Secret Service for the wallet's keys)`,
    )
    return
  }
  const work = mkdtempSync(join(tmpdir(), 'cosigner-bench-keyring-'))
  try {
    for (const d of ['run', 'data']) mkdirSync(join(work, d), { mode: 0o700 })
    execFileSync(
      'dbus-run-session',
      [
        '--',
        'bash',
        '-c',
        'echo -n cosigner-bench-keyring | gnome-keyring-daemon --unlock --components=secrets >/dev/null; exec "$@"',
        'keyring',
        process.execPath,
        '--import',
        'tsx',
        join(ROOT, 'bench', 'cli-sign-start.ts'),
      ],
      {
        cwd: ROOT,
        stdio: ['ignore', 'inherit', 'ignore'],
        env: {
          ...process.env,
          XDG_DATA_HOME: join(work, 'data'),
          XDG_RUNTIME_DIR: join(work, 'run'),
        },
      },
    )
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}

export default async function run(): Promise<void> {
  // The build the command runs: made first when the sources changed, outside the timing.
  await builtCommand({ say: (line) => console.log(line) })
  helpTimes()
  signTimes()
}
