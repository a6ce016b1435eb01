/**
 * The server's clock for the Kernel's finality (./finality): one timer per sequencer, armed for the
 * earliest complete request not yet final. A sign that completes a request arms it for that
 * request's time (`scheduleFinality`); each round makes final what is due, through the group commit
 * (../db/group-commit, so it shares a transaction with co-signatures and waits while the
 * checkpointer holds the writers), then arms for the next one the database names. Starting it
 * makes final at once whatever came due while the server was down.
 *
 * A round does at most ./finality's FINALITY_BATCH requests, and the next batch waits for the next
 * turn of the event loop: requests are served in between. Without a started timer (an app built
 * in-process by a test), nothing is scheduled and the test calls `finalizeDue` itself.
 */
import type { SequencerContext } from '../context'
import { groupCommit } from '../db/group-commit'
import { finalityDueAt, finalizeDue, type FinalityRound } from './finality'
import { oldestAwaitingFinality } from './requests-store'

/** After a round in which some request could not be made final, try again this much later. */
const RETRY_AFTER_FAILURE_MS = 1000
/** The least wait between rounds, so a clock that lags the due time (a test's) cannot spin. */
const MIN_DELAY_MS = 5

const NS_PER_MS = 1_000_000n

class FinalityTimer {
  private timer: NodeJS.Timeout | undefined
  /** When the armed timer is for. */
  private armedForNs: bigint | undefined
  /** A round is on its way: it arms the next one from the database when it ends. */
  private running = false
  private stopped = false

  constructor(private readonly ctx: SequencerContext) {}

  /** Makes sure a round runs by `dueAtNs`. */
  arm(dueAtNs: bigint): void {
    if (this.stopped || this.running) return
    if (this.timer !== undefined && this.armedForNs !== undefined && this.armedForNs <= dueAtNs)
      return
    clearTimeout(this.timer)
    const delayMs = Number((dueAtNs - this.ctx.clock.nowNs()) / NS_PER_MS)
    this.armedForNs = dueAtNs
    this.timer = setTimeout(() => this.round(), Math.max(MIN_DELAY_MS, delayMs))
    this.timer.unref()
  }

  /** Arms for the oldest complete request not yet final, if any. */
  armFromDatabase(): void {
    if (this.stopped || !this.ctx.db.open) return
    const oldest = oldestAwaitingFinality(this.ctx.db)
    if (oldest !== undefined) this.arm(finalityDueAt(this.ctx, oldest))
  }

  stop(): void {
    this.stopped = true
    clearTimeout(this.timer)
    this.timer = undefined
  }

  private round(): void {
    this.timer = undefined
    this.armedForNs = undefined
    if (this.stopped) return
    this.running = true
    groupCommit(this.ctx.db, () => finalizeDue(this.ctx)).then(
      (round) => this.after(round),
      (error: unknown) => {
        if (!this.stopped) console.error('sequencer: a round of finality failed', error)
        this.after({ finalized: 0, failed: 1, more: false })
      },
    )
  }

  private after(round: FinalityRound): void {
    this.running = false
    if (this.stopped) return
    const nowNs = this.ctx.clock.nowNs()
    // A full batch: the rest next turn, after whatever requests are waiting.
    if (round.more) return this.arm(nowNs)
    // The failed ones are still the oldest awaiting: the database would name them again at once.
    if (round.failed > 0) return this.arm(nowNs + BigInt(RETRY_AFTER_FAILURE_MS) * NS_PER_MS)
    this.armFromDatabase()
  }
}

const timers = new WeakMap<SequencerContext, FinalityTimer>()

/**
 * Starts the finality timer of a sequencer (the server's; ../server.ts), making final at once what
 * is overdue. Stop it before the database closes.
 */
export function startFinality(ctx: SequencerContext): { stop(): void } {
  const timer = new FinalityTimer(ctx)
  timers.set(ctx, timer)
  timer.armFromDatabase()
  return {
    stop() {
      timer.stop()
      if (timers.get(ctx) === timer) timers.delete(ctx)
    },
  }
}

/** A request completed at `completedAtNs`: its finality is due `finalityMs` later (a no-op without a started timer). */
export function scheduleFinality(ctx: SequencerContext, completedAtNs: bigint): void {
  timers.get(ctx)?.arm(finalityDueAt(ctx, completedAtNs))
}
