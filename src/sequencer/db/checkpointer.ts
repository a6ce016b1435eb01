/**
 * Moves the server's WAL checkpoints off its event loop. By default SQLite checkpoints inside the
 * commit that takes the WAL past 1,000 pages: that commit copies the pages into the database file
 * and waits on two fsyncs, some 10–20 ms here, and every request queued behind it waits as long.
 *
 * Here the serving connection does not checkpoint on its own. A worker thread with its own
 * connection to the file runs a PASSIVE checkpoint every few dozen milliseconds: it copies what no
 * reader still needs and syncs, taking no lock a writer waits on. That alone would let the WAL
 * grow without end under steady writes, since SQLite starts the WAL over only when a write begins
 * with every frame copied, and the writer always adds frames while the worker copies. So when the
 * worker has caught up with the WAL as it found it, it says so, and the serving connection runs a
 * PASSIVE checkpoint of its own between two requests: it copies only the frames written since (a
 * few), syncs little, and its next write starts the WAL over.
 *
 * Only `startSequencer` runs one; an app built without a listener (tests, the CLI) keeps SQLite's
 * own checkpoints.
 */
import { createRequire } from 'node:module'
import { Worker } from 'node:worker_threads'
import type { Db } from './open'

const INTERVAL_MS = 40
/** SQLite's own default, restored when the thread is gone. */
const AUTOCHECKPOINT_PAGES = 1000

// A string, like ../crypto/batch-verifier's worker, so it runs the same from tsx, tests and a bundle.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
const Database = require(workerData.driver)
const db = new Database(workerData.file, { fileMustExist: true })
db.pragma('busy_timeout = 1000')
db.pragma('synchronous = NORMAL')
db.pragma('wal_autocheckpoint = 0')
const checkpoint = () => {
  try {
    const [r] = db.pragma('wal_checkpoint(PASSIVE)')
    if (r.log > 0 && r.checkpointed === r.log) parentPort.postMessage({ caughtUp: r.log })
  } catch (error) {
    parentPort.postMessage({ error: String(error && error.message) })
  }
}
const timer = setInterval(checkpoint, workerData.intervalMs)
parentPort.on('message', () => {
  clearInterval(timer)
  db.close()
  parentPort.close()
})
`

export interface Checkpointer {
  /** Stops the thread and gives the serving connection its own checkpoints back. */
  stop(): Promise<void>
}

/**
 * Checkpoints `file` from a worker thread, with `db` — the serving connection to it — finishing
 * each round between requests. If the thread fails, `db` checkpoints as SQLite does by default.
 */
export function startCheckpointer(db: Db, file: string, o: { intervalMs?: number } = {}): Checkpointer {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3')
  const worker = new Worker(WORKER_SOURCE, { eval: true, name: 'sqlite-checkpointer', workerData: { driver, file, intervalMs: o.intervalMs ?? INTERVAL_MS } })
  worker.unref()
  db.pragma('wal_autocheckpoint = 0')
  let running = true
  const restore = () => {
    running = false
    if (db.open) db.pragma(`wal_autocheckpoint = ${AUTOCHECKPOINT_PAGES}`)
  }
  worker.on('message', (m: { caughtUp?: number; error?: string }) => {
    if (m.error) console.error(`sequencer: checkpoint failed: ${m.error}`)
    // Between two requests no transaction is open; a sign awaiting its verification holds none.
    if (m.caughtUp !== undefined && running && db.open && !db.inTransaction) db.pragma('wal_checkpoint(PASSIVE)')
  })
  worker.on('error', (error) => {
    console.error('sequencer: the checkpoint thread failed; checkpoints return to the serving connection', error)
    restore()
  })
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()))
  return {
    async stop() {
      if (!running) return
      running = false
      // Held open until the thread has closed its connection; unref'd, the loop could end first.
      worker.ref()
      worker.postMessage('stop')
      await exited
      restore()
    },
  }
}
