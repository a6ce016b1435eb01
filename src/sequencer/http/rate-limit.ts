import type { SequencerContext } from '../context'
import { tooManyRequests, type ApiError } from './errors'

interface Bucket {
  tokens: number
  /** performance.now() when `tokens` was last brought up to date. */
  at: number
}

/** Buckets kept before the full ones (users idle long enough) are dropped. */
const PRUNE_ABOVE = 10_000

/**
 * Requests per user: a token bucket per user, `burst` deep, refilled at `rate` a second, on the
 * process's monotonic clock (the app's clock may be a test's manual one, which does not move).
 * Every authenticated request and Blaze frame takes one token, once its access token has verified,
 * so nobody drains another's bucket with forged tokens.
 */
export class RequestLimiter {
  private readonly buckets = new Map<string, Bucket>()

  constructor(
    private readonly rate: number,
    private readonly burst: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Takes one request from the user's bucket; false when it is empty. */
  take(userId: string): boolean {
    const bucket = this.bucket(userId)
    if (bucket.tokens < 1) return false
    bucket.tokens -= 1
    return true
  }

  /** The 429 for a user whose bucket is empty, with the whole seconds until it holds a token again. */
  refusal(userId: string): ApiError {
    const retryAfter = Math.max(1, Math.ceil((1 - this.bucket(userId).tokens) / this.rate))
    return tooManyRequests(
      `Too many requests: at most ${this.rate} a second, ${this.burst} at once. Try again in ${retryAfter} s.`,
      retryAfter,
    )
  }

  private bucket(userId: string): Bucket {
    const now = this.now()
    let bucket = this.buckets.get(userId)
    if (!bucket) {
      if (this.buckets.size >= PRUNE_ABOVE) this.prune(now)
      this.buckets.set(userId, (bucket = { tokens: this.burst, at: now }))
      return bucket
    }
    bucket.tokens = Math.min(this.burst, bucket.tokens + ((now - bucket.at) / 1000) * this.rate)
    bucket.at = now
    return bucket
  }

  // A bucket that would be full again holds nothing worth keeping.
  private prune(now: number): void {
    const refill = (this.burst / this.rate) * 1000
    for (const [userId, bucket] of this.buckets)
      if (now - bucket.at >= refill) this.buckets.delete(userId)
  }
}

const limiters = new WeakMap<SequencerContext, RequestLimiter>()

/** The request limiter of a sequencer (one per context), per its `limits`. */
export function requestLimiter(ctx: SequencerContext): RequestLimiter {
  let limiter = limiters.get(ctx)
  if (!limiter)
    limiters.set(
      ctx,
      (limiter = new RequestLimiter(ctx.limits.requestsPerSecond, ctx.limits.requestBurst)),
    )
  return limiter
}
