/**
 * Durable acknowledgements without the event loop waiting on the disk. The serving connection
 * commits with `synchronous = NORMAL`: a commit is in the WAL file, in the operating system's
 * cache, which a killed process cannot lose but a power cut can. Before the server acknowledges a
 * write, it waits here for an fsync of the WAL file that began after the commit: the commit is then
 * on disk, as `synchronous = FULL` would have made it, but the fsync runs on libuv's thread pool
 * while the event loop serves others. `FULL` would wait for it inside the commit, on the event
 * loop: 0.5 ms typically on a small machine's virtual disk, 4 ms one time in ten, and over 10 ms
 * at worst, for every request queued behind it.
 *
 * Group commit for the fsync: every write acknowledged while one fsync runs waits for the next,
 * which covers all of them; a request that wrote nothing since the last fsync does not wait.
 *
 * Why an fsync of the WAL alone is enough: the WAL's header is synced whenever SQLite starts it
 * over (also under NORMAL), and a checkpoint syncs the database file before the WAL can start over,
 * so after the fsync every frame up to the commit is on disk with a valid header, which is what
 * recovery replays.
 */
import { open } from 'node:fs/promises'
import type { Db } from '../../node/sqlite/open'

export class WalSync {
  /** Rows this connection has changed since it opened (SQLite `total_changes()`): grows with every write. */
  private readonly changes: () => number
  /** Changes known on disk: a sync that began after them has finished. */
  private synced = 0
  private running: { covers: number; done: Promise<void> } | undefined
  private queued: Promise<void> | undefined

  /** @param sync fsyncs a file (by default {@link syncFile}) */
  constructor(
    db: Db,
    private readonly walFile: string,
    private readonly sync: (file: string) => Promise<void> = syncFile,
  ) {
    const total = db.prepare('SELECT total_changes()').pluck()
    this.changes = () => total.get() as number
  }

  /**
   * Resolves once every write this connection has committed so far is on disk.
   * @throws (rejects) the file system's error when the fsync fails: the write may not be durable
   */
  durable(): Promise<void> {
    const now = this.changes()
    if (now <= this.synced) return Promise.resolve()
    if (!this.running) return this.start()
    if (now <= this.running.covers) return this.running.done
    // Committed after the running fsync began: the next one covers it, and everything until it starts.
    this.queued ??= this.running.done
      .catch(() => {})
      .then(() => {
        this.queued = undefined
        return this.start()
      })
    return this.queued
  }

  private start(): Promise<void> {
    const covers = this.changes()
    const done = this.sync(this.walFile).then(
      () => {
        this.synced = Math.max(this.synced, covers)
        if (this.running?.done === done) this.running = undefined
      },
      (error: unknown) => {
        if (this.running?.done === done) this.running = undefined
        throw error
      },
    )
    this.running = { covers, done }
    return done
  }
}

// Opened for each sync: SQLite deletes the WAL when the last connection to the file closes, and
// another process may do that and start a new one. No WAL: it was checkpointed into the database
// file, and synced there, before it was deleted.
export async function syncFile(file: string): Promise<void> {
  let handle
  try {
    handle = await open(file, 'r+')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return
    throw error
  }
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}
