/**
 * The sequencer's notion of now, injectable so tests can move time (expiry, mute, disappearing
 * messages) without sleeping. Nanoseconds keep timestamps strictly ordered within a millisecond.
 */
export interface Clock {
  /** Nanoseconds since the Unix epoch; strictly increasing across calls. */
  nowNs(): bigint
}

export function systemClock(): Clock {
  let last = 0n
  return {
    nowNs() {
      const wall = BigInt(Date.now()) * 1_000_000n + (process.hrtime.bigint() % 1_000_000n)
      last = wall > last ? wall : last + 1n
      return last
    },
  }
}

/** A clock for tests: starts at `startMs` and moves only when told. */
export function manualClock(startMs: number): Clock & { advanceMs(ms: number): void } {
  let now = BigInt(startMs) * 1_000_000n
  return {
    nowNs: () => (now += 1n),
    advanceMs(ms: number) {
      now += BigInt(ms) * 1_000_000n
    },
  }
}

export const nsToSeconds = (ns: bigint): number => Number(ns / 1_000_000_000n)
