/**
 * How much one user, and everyone together, may ask of the sequencer. Every limit answers 429 with
 * the service's error body (over HTTP), or a Blaze ERROR frame with code 429 (on the socket).
 *
 * The defaults suit a local network with a handful of wallets: far above what a person's wallet
 * does (a sync is a few dozen requests, a proposal two ghost-key sets), far below what would let
 * one user crowd out the others. Tests and benchmarks that drive more than that set their own
 * (`buildSequencer({ limits })`, `startSequencer({ limits })`, `cosigner sequencer start --limit`).
 */
export interface SequencerLimits {
  /** Requests (and Blaze frames) a user may make per second, on average: a token bucket's refill. */
  readonly requestsPerSecond: number
  /** Requests a user may make at once after a pause: the bucket's size. */
  readonly requestBurst: number
  /** Blaze sockets one user may hold open. */
  readonly socketsPerUser: number
  /** Blaze sockets open in all. */
  readonly sockets: number
  /** Attachments a user may create in any hour. */
  readonly attachmentsPerHour: number
  /** Ghost-key sets (entries of `POST /safe/keys`) a user may be issued in any hour. */
  readonly ghostKeySetsPerHour: number
  /** A request's headers must all arrive within this (Node's default: 60 s). */
  readonly headersTimeoutMs: number
  /** A whole request, body included, must arrive within this (Node's default: 300 s). */
  readonly requestTimeoutMs: number
}

/** The window the hourly quotas count over, in the app's clock: any hour, not the hour of the day. */
export const QUOTA_WINDOW_NS = 3_600_000_000_000n

/**
 * The start of the quota window ending now: what was created at or after it counts.
 * @example countSince(db, userId, quotaWindowStart(ctx.clock.nowNs()))
 */
export function quotaWindowStart(nowNs: bigint): bigint {
  return nowNs - QUOTA_WINDOW_NS + 1n
}

export const DEFAULT_LIMITS: SequencerLimits = {
  requestsPerSecond: 100,
  requestBurst: 300,
  socketsPerUser: 8,
  sockets: 256,
  attachmentsPerHour: 200,
  ghostKeySetsPerHour: 1000,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
}

/** The names `cosigner sequencer start --limit NAME=VALUE` takes, as written there. */
export const LIMIT_NAMES: Record<string, keyof SequencerLimits> = {
  'requests-per-second': 'requestsPerSecond',
  'request-burst': 'requestBurst',
  'sockets-per-user': 'socketsPerUser',
  sockets: 'sockets',
  'attachments-per-hour': 'attachmentsPerHour',
  'ghost-key-sets-per-hour': 'ghostKeySetsPerHour',
  'headers-timeout-ms': 'headersTimeoutMs',
  'request-timeout-ms': 'requestTimeoutMs',
}

/**
 * The defaults with `given` over them.
 * @throws RangeError for a limit that is not a positive number, or a header timeout longer than the request's
 */
export function resolveLimits(given: Partial<SequencerLimits> = {}): SequencerLimits {
  const limits = { ...DEFAULT_LIMITS, ...given }
  for (const [name, value] of Object.entries(limits)) {
    if (typeof value !== 'number' || !(value > 0))
      throw new RangeError(`the limit ${name} must be a positive number, got ${String(value)}`)
  }
  if (limits.headersTimeoutMs > limits.requestTimeoutMs)
    throw new RangeError('the headers timeout must not be longer than the request timeout')
  return limits
}
