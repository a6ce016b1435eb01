import type { Db } from '../../node/sqlite/open'
import { immediateTransaction } from '../../node/sqlite/transaction'

/**
 * Group commit: runs `fn` in the next write transaction `db` shares among every caller of this
 * turn of the event loop, each in a savepoint of its own, and resolves with its result once that
 * transaction has committed (rejects with what `fn` threw, its savepoint rolled back and the
 * others' work kept).
 *
 * Why: a commit's cost is mostly fixed — writing the changed pages to the WAL with their checksums
 * and resetting the page cache — and requests that finish together (a batch of co-signatures whose
 * signatures verified together) share pages too. Nothing is answered before its commit, so an
 * acknowledged write is durable exactly as with a transaction of its own.
 *
 * `fn` runs synchronously inside the transaction, as `immediateTransaction`'s does, so it must
 * read what it depends on there: other callers' work in the same transaction comes first.
 * @throws (rejects) what `fn` threw; or, when the transaction as a whole fails (a failed commit,
 *   an error after which SQLite rolled everything back), that error, for every caller
 */
export function groupCommit<T>(db: Db, fn: () => T): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let jobs = pending.get(db)
    if (!jobs) {
      pending.set(db, (jobs = []))
      if (!paused.has(db)) schedule(db)
    }
    jobs.push({ fn, resolve: resolve as (value: unknown) => void, reject })
  })
}

/** A group commit's callers' work, refused: the database closed before it could run (shutting down). */
export class DatabaseClosed extends Error {
  override readonly name = 'DatabaseClosed'
  constructor() {
    super('the database closed before this work could commit')
  }
}

/**
 * Holds `db`'s group commits until the returned function is called (callers' work waits, nothing
 * is written): ./checkpointer's last step needs the WAL to stop growing for a moment.
 */
export function pauseGroupCommits(db: Db): () => void {
  paused.set(db, (paused.get(db) ?? 0) + 1)
  let resumed = false
  return () => {
    if (resumed) return
    resumed = true
    const holds = paused.get(db)! - 1
    if (holds > 0) return void paused.set(db, holds)
    paused.delete(db)
    if (pending.has(db)) schedule(db)
  }
}

// After this turn's I/O callbacks and their promise chains: one transaction for all of them.
function schedule(db: Db): void {
  setImmediate(() => {
    const jobs = pending.get(db)
    if (!jobs || paused.has(db)) return
    pending.delete(db)
    // The server closed the database while requests were still on their way (shutting down).
    if (!db.open) for (const job of jobs) job.reject(new DatabaseClosed())
    else commitGroup(db, jobs)
  })
}

interface Job {
  readonly fn: () => unknown
  readonly resolve: (value: unknown) => void
  readonly reject: (error: unknown) => void
}

const pending = new WeakMap<Db, Job[]>()
const paused = new WeakMap<Db, number>()

function commitGroup(db: Db, jobs: readonly Job[]): void {
  let outcomes: Array<{ ok: true; value: unknown } | { ok: false; error: unknown }>
  try {
    outcomes = immediateTransaction(db, () =>
      jobs.map((job) => {
        try {
          // Nested: a savepoint, rolled back alone when `fn` throws.
          return { ok: true as const, value: immediateTransaction(db, job.fn) }
        } catch (error) {
          // SQLite ended the whole transaction (a disk error, say): nobody's work stands.
          if (!db.inTransaction) throw error
          return { ok: false as const, error }
        }
      }),
    )
  } catch (error) {
    for (const job of jobs) job.reject(error)
    return
  }
  outcomes.forEach((outcome, k) =>
    outcome.ok ? jobs[k]!.resolve(outcome.value) : jobs[k]!.reject(outcome.error),
  )
}
