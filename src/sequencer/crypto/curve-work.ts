/**
 * The Kernel's curve arithmetic and hashing for requests, off the event loop: ghost keys for
 * `POST /safe/keys` (a variable-base scalar multiplication, ~1.5 ms, per receiver), the validity of
 * foreign points in `POST /safe/multisigs` (a subgroup check, ~1 ms, per key) and the BLAKE3 hash
 * of its raws (~10 MB/s in JS). On the event loop, one request's worth held every other request
 * for seconds; here it runs on a thread of its own (./worker-thread) in the kernel's own code
 * (./curve-tasks), the event loop only waiting for the answer.
 *
 * Taking turns: each call is a job cut into pieces of a few dozen milliseconds, and the thread runs
 * one piece at a time from each job in turn. A request asking for one ghost key waits for at most
 * one piece of every other job, not for a request of a thousand keys to finish.
 */
import { numberToBytesLE, type PointErrorCode } from '../../shared/kernel'
import type {
  CurveTask,
  CurveTaskResult,
  DerivedOutputKeys,
  MemberKeys,
  PointToCheck,
} from './curve-tasks'
import { WorkerThread, moduleWorkerData, moduleWorkerSource } from './worker-thread'

/** Members per ghost-key piece: ~1.5 ms each on a small machine's core. */
const MEMBERS_PER_PIECE = 16
/** Points per validity piece: ~1 ms each. */
const POINTS_PER_PIECE = 24

interface Job {
  readonly pieces: readonly CurveTask[]
  sent: number
  answered: number
  readonly results: CurveTaskResult[]
  /** Whether a piece's result settles the whole job (an invalid point): the rest is not run. */
  readonly settles: (result: CurveTaskResult) => boolean
  readonly resolve: (results: CurveTaskResult[]) => void
  readonly reject: (error: Error) => void
}

/** One entry of {@link CurveWork.deriveGhostKeys}. */
export interface GhostKeysOrder {
  readonly r: bigint
  readonly index: number
  readonly members: readonly MemberKeys[]
}

export class CurveWork {
  private readonly thread = new WorkerThread<CurveTask, CurveTaskResult>(
    'curve-work',
    moduleWorkerSource(),
    () => moduleWorkerData(new URL('./curve-worker.ts', import.meta.url)),
  )
  /** Jobs with pieces not yet sent, in turn order. */
  private readonly waiting: Job[] = []
  private turn = 0
  private busy = false

  /**
   * Each entry's output keys (./curve-tasks `deriveOutputKeys`), in order.
   * @throws (rejects) when a member's key is not a valid point, or the thread fails
   */
  async deriveGhostKeys(orders: readonly GhostKeysOrder[]): Promise<DerivedOutputKeys[]> {
    const pieces: CurveTask[] = []
    const firstPiece: number[] = []
    for (const o of orders) {
      firstPiece.push(pieces.length)
      for (let at = 0; at < o.members.length; at += MEMBERS_PER_PIECE) {
        pieces.push({
          kind: 'ghost',
          r: numberToBytesLE(o.r, 32),
          index: o.index,
          members: o.members.slice(at, at + MEMBERS_PER_PIECE),
        })
      }
    }
    const results = (await this.run(pieces)) as DerivedOutputKeys[]
    return orders.map((_, i) => {
      const own = results.slice(firstPiece[i], firstPiece[i + 1] ?? results.length)
      return {
        mask: own[0]!.mask,
        keys: own.flatMap((p) => p.keys),
        views: own.flatMap((p) => p.views),
      }
    })
  }

  /**
   * The first point, in order, that is not a valid point as the Kernel decodes it, and why; none
   * when all are.
   */
  async firstInvalidPoint(
    points: readonly PointToCheck[],
  ): Promise<{ index: number; code: PointErrorCode } | undefined> {
    const pieces: CurveTask[] = []
    for (let at = 0; at < points.length; at += POINTS_PER_PIECE)
      pieces.push({ kind: 'points', points: points.slice(at, at + POINTS_PER_PIECE) })
    const results = (await this.run(pieces, (r) => (r as { failed: number }).failed >= 0)) as {
      failed: number
      code?: PointErrorCode
    }[]
    const k = results.findIndex((r) => r.failed >= 0)
    return k < 0
      ? undefined
      : { index: k * POINTS_PER_PIECE + results[k]!.failed, code: results[k]!.code! }
  }

  /** The BLAKE3 hash (hex) of each byte string, in order. */
  async blake3(chunks: readonly Uint8Array[]): Promise<string[]> {
    return (await this.run(
      chunks.map((bytes): CurveTask => ({ kind: 'blake3', bytes })),
    )) as string[]
  }

  /**
   * Starts the thread and loads its code now, not on the first request that needs it (loading the
   * kernel through tsx takes a thread half a second); resolves once it answers.
   */
  async warm(): Promise<void> {
    await this.blake3([new Uint8Array(0)])
  }

  /** Ends the thread (tests; the next call starts another). */
  stop(): Promise<void> {
    return this.thread.stop()
  }

  private run(
    pieces: readonly CurveTask[],
    settles: (result: CurveTaskResult) => boolean = () => false,
  ): Promise<CurveTaskResult[]> {
    if (pieces.length === 0) return Promise.resolve([])
    return new Promise((resolve, reject) => {
      this.waiting.push({ pieces, sent: 0, answered: 0, results: [], settles, resolve, reject })
      this.pump()
    })
  }

  // One piece at a time on the thread, each from the next job in turn.
  private pump(): void {
    if (this.busy || this.waiting.length === 0) return
    this.turn %= this.waiting.length
    const job = this.waiting[this.turn]!
    const k = job.sent++
    if (job.sent === job.pieces.length) this.waiting.splice(this.turn, 1)
    else this.turn++
    this.busy = true
    const leave = () => {
      const at = this.waiting.indexOf(job)
      if (at >= 0) this.waiting.splice(at, 1)
    }
    this.thread
      .request(job.pieces[k]!)
      .then(
        (result) => {
          job.results[k] = result
          job.answered++
          if (job.settles(result)) {
            leave()
            job.resolve(job.results.slice(0, k + 1))
          } else if (job.answered === job.pieces.length) {
            job.resolve(job.results)
          }
        },
        (error: Error) => {
          leave()
          job.reject(error)
        },
      )
      .finally(() => {
        this.busy = false
        this.pump()
      })
  }
}

/** The process's curve thread: started on first use, kept only while it works. */
export const curveWork = new CurveWork()
