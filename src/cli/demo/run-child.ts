/**
 * Running a setup tool (the electron package's installer, prebuild-install, node-gyp) as a child
 * process that can be stopped: it ends with its exit code and the tail of its output, which is all
 * a person needs to see when it fails.
 * @module
 */
import { spawn } from 'node:child_process'

export type ChildOutcome = { readonly ok: true } | { readonly ok: false; readonly details: string }

/** How much of a failed tool's output is kept for the details line. */
const TAIL_LINES = 6

/** The last meaningful lines of `output`: stack frames and progress bars dropped. */
export function outputTail(output: string, lines = TAIL_LINES): string {
  return output
    .split(/\r?\n|\r/)
    .map((l) => l.trimEnd())
    .filter((l) => l.trim() !== '' && !/^\s+at\s/.test(l))
    .slice(-lines)
    .join('\n')
}

/**
 * Runs `node <script> …args` in `cwd` and resolves when it exits, or when `signal` aborts (the
 * child is killed then). Never rejects.
 */
export function runNodeScript(
  script: string,
  args: readonly string[],
  o: { cwd: string; env: NodeJS.ProcessEnv; signal: AbortSignal },
): Promise<ChildOutcome> {
  return new Promise((resolve) => {
    // words-exempt: a details line, for whoever reads the log
    if (o.signal.aborted) return resolve({ ok: false, details: 'stopped before it started' })
    let output = ''
    const child = spawn(process.execPath, [script, ...args], {
      cwd: o.cwd,
      env: o.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const keep = (d: Buffer) => {
      output = (output + d.toString()).slice(-64 * 1024)
    }
    child.stdout.on('data', keep)
    child.stderr.on('data', keep)
    const onAbort = () => child.kill('SIGKILL')
    o.signal.addEventListener('abort', onAbort, { once: true })
    child.once('error', (e) => {
      o.signal.removeEventListener('abort', onAbort)
      resolve({ ok: false, details: e.message })
    })
    child.once('close', (code, signal) => {
      o.signal.removeEventListener('abort', onAbort)
      if (code === 0) resolve({ ok: true })
      else
        resolve({
          ok: false,
          // words-exempt: a details line, codes for whoever reads the log
          details: outputTail(output) || (signal ? `stopped (${signal})` : `exit code ${code}`),
        })
    })
  })
}
