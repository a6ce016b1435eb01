/**
 * How long the machine itself stops running a thread: one process per core spins on the clock
 * and notes every gap over 1 ms between two readings. With nothing else to run, such gaps are the
 * machine's, not the code's: interrupts, kernel threads, and on a virtual machine the host running
 * something else on the virtual core. A request in flight during such a pause waits it out, and
 * the requests that arrive meanwhile queue behind it, so a latency percentile taken on a machine
 * that pauses for 30 ms says more about the machine than about the server. Benchmarks with a
 * latency goal report these pauses next to it.
 */
import { spawn } from 'node:child_process'
import { availableParallelism } from 'node:os'

export interface MachinePauses {
  readonly seconds: number
  /** Gaps over 1 ms, on all cores together. */
  readonly count: number
  /** ms, summed over all cores. */
  readonly total: number
  /** ms, the longest first. */
  readonly longest: readonly number[]
}

const SPINNER = `
const end = performance.now() + Number(process.argv[1])
const gaps = []
let last = performance.now()
for (;;) {
  const now = performance.now()
  if (now - last > 1) gaps.push(now - last)
  last = now
  if (now > end) break
}
process.stdout.write(JSON.stringify(gaps))
`

/** Spins on every core for `seconds` (the machine otherwise idle) and collects the pauses. */
export async function machinePauses(seconds: number): Promise<MachinePauses> {
  const cores = availableParallelism()
  const perCore = await Promise.all(
    Array.from(
      { length: cores },
      () =>
        new Promise<number[]>((resolve, reject) => {
          const child = spawn(process.execPath, ['-e', SPINNER, String(seconds * 1000)], {
            stdio: ['ignore', 'pipe', 'inherit'],
          })
          let out = ''
          child.stdout.on('data', (d: Buffer) => (out += d.toString()))
          child.on('error', reject)
          child.on('exit', (code) =>
            code === 0
              ? resolve(JSON.parse(out) as number[])
              : reject(new Error(`the spinner exited with ${code}`)),
          )
        }),
    ),
  )
  const gaps = perCore.flat().sort((a, b) => b - a)
  return {
    seconds,
    count: gaps.length,
    total: gaps.reduce((a, b) => a + b, 0),
    longest: gaps.slice(0, 5),
  }
}

/** One line: "12 pauses over 1 ms in 2 s × 2 cores, 31 ms in all; longest 9.1, 4.0, 3.0 ms". */
export function describePauses(p: MachinePauses): string {
  const longest = p.longest.length
    ? `; longest ${p.longest.map((g) => g.toFixed(1)).join(', ')} ms`
    : ''
  return `${p.count} pauses over 1 ms in ${p.seconds} s × ${availableParallelism()} cores, ${p.total.toFixed(0)} ms in all${longest}`
}
