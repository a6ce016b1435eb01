/**
 * Benchmark helpers: every goal is a ratio against a baseline measured in the same run, so the
 * machine's speed cancels out. Nothing here asserts; `npm run bench` reports.
 */

export interface Rate {
  readonly name: string
  readonly opsPerSecond: number
  readonly samples: number
}

/** Runs `fn` repeatedly for about `seconds` after a warm-up and returns its throughput. */
export function measure(name: string, fn: () => unknown, seconds = 2): Rate {
  const warmUntil = performance.now() + 300
  while (performance.now() < warmUntil) fn()
  let samples = 0
  const start = performance.now()
  const until = start + seconds * 1000
  while (performance.now() < until) {
    fn()
    samples++
  }
  const elapsed = (performance.now() - start) / 1000
  return { name, opsPerSecond: samples / elapsed, samples }
}

/**
 * The same for an async operation, with `concurrency` calls in flight at once (1: awaited one at a
 * time), for work that runs off the event loop.
 */
export async function measureAsync(
  name: string,
  fn: () => Promise<unknown>,
  seconds = 2,
  concurrency = 1,
): Promise<Rate> {
  const run = async (until: number) => {
    let samples = 0
    const lane = async () => {
      while (performance.now() < until) {
        await fn()
        samples++
      }
    }
    await Promise.all(Array.from({ length: concurrency }, lane))
    return samples
  }
  await run(performance.now() + 300)
  const start = performance.now()
  const samples = await run(start + seconds * 1000)
  const elapsed = (performance.now() - start) / 1000
  return { name, opsPerSecond: samples / elapsed, samples }
}

/**
 * Prints `ours` against `baseline` with the goal, e.g. goal 3 means "at least 3× the baseline";
 * without a goal the ratio is shown for information.
 */
export function report(title: string, ours: Rate, baseline: Rate, goal?: number): void {
  const ratio = ours.opsPerSecond / baseline.opsPerSecond
  console.log(`${title}`)
  console.log(`  ${ours.name.padEnd(34)} ${fmt(ours.opsPerSecond)} ops/s`)
  console.log(`  ${baseline.name.padEnd(34)} ${fmt(baseline.opsPerSecond)} ops/s`)
  const verdict =
    goal === undefined
      ? 'for information, no goal'
      : `goal ≥ ${goal}×: ${ratio >= goal ? 'meets' : 'MISSES'}`
  console.log(`  ratio ${ratio.toFixed(2)}× (${verdict})`)
}

function fmt(n: number): string {
  return n >= 100 ? Math.round(n).toLocaleString('en-US') : n.toFixed(2)
}

/** The median of some samples (the upper one of an even count). */
export const median = (xs: readonly number[]): number =>
  [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
