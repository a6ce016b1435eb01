import type { SequencerContext } from './context'

/** One feature's deletion of what has run out of time (expired messages, unused ghost keys…). */
export type Sweep = (ctx: SequencerContext) => unknown

/** How often the server sweeps. */
export const DEFAULT_SWEEP_INTERVAL_MS = 60_000

/**
 * Runs every sweep now and every `intervalMs` until stopped (the server's; ./assemble.ts lists
 * them). The timer does not keep the process alive; a failed sweep is logged and retried on the
 * next tick, the others run all the same.
 */
export function startSweeper(
  ctx: SequencerContext,
  sweeps: readonly Sweep[],
  intervalMs = DEFAULT_SWEEP_INTERVAL_MS,
): { stop(): void } {
  const run = () => {
    for (const sweep of sweeps) {
      try {
        if (ctx.db.open) sweep(ctx)
      } catch (error) {
        console.error(`sequencer: sweep ${sweep.name} failed`, error)
      }
    }
  }
  run()
  const timer = setInterval(run, intervalMs)
  timer.unref()
  return { stop: () => clearInterval(timer) }
}
