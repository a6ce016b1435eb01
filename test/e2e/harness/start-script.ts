/**
 * `npm start`'s script in a child process, as the host specs run it: started with the given
 * arguments and environment, and waited for until it prints the web host's address.
 * @module
 */
import { spawn } from 'node:child_process'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '../../..')

export interface StartedScript {
  /** Everything it printed so far, both streams. */
  output(): string
  /** The printed address, with its launch token. */
  readonly url: URL
  /** Seconds from the start to the printed address. */
  readonly seconds: number
  /** SIGTERM, and its exit code. */
  stop(): Promise<number | null>
}

/** Runs `scripts/start.ts` with `args` and `env` until the web host is up (60 s at most). */
export async function startScript(args: string[], env: NodeJS.ProcessEnv): Promise<StartedScript> {
  const started = Date.now()
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts', ...args], {
    cwd: ROOT,
    env,
  })
  let output = ''
  child.stdout.on('data', (d: Buffer) => (output += d.toString()))
  child.stderr.on('data', (d: Buffer) => (output += d.toString()))
  const url = await new Promise<URL>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no web host within 60 s; output:\n${output}`)),
      60_000,
    )
    const check = () => {
      const m = /The wallet is at (http:\/\/127\.0\.0\.1:\d+\/\S*)/.exec(output)
      if (m) {
        clearTimeout(timer)
        resolve(new URL(m[1]!))
      }
    }
    child.stdout.on('data', check)
    child.once('exit', () => reject(new Error(`start exited early; output:\n${output}`)))
  })
  return {
    output: () => output,
    url,
    seconds: (Date.now() - started) / 1000,
    stop: async () => {
      const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)))
      child.kill('SIGTERM')
      return exited
    },
  }
}
