/**
 * Moves the server's WAL checkpoints off its event loop. By default SQLite checkpoints inside the
 * commit that takes the WAL past 1,000 pages: that commit copies the pages into the database file
 * and waits on two fsyncs, some 10–20 ms here, and every request queued behind it waits as long.
 *
 * Here the serving connection does not checkpoint. A worker thread with its own connection to the
 * file runs a PASSIVE checkpoint every few dozen milliseconds: it copies what no reader still
 * needs and syncs, taking no lock a writer waits on. That alone would let the WAL grow without end
 * under steady writes: SQLite starts the WAL over only when a write begins with every frame
 * copied, and the writer adds frames while the worker copies. And that write pays for it: it
 * writes the new WAL header and waits on an fsync of it before its own frames may follow.
 *
 * So the worker starts the WAL over itself, with a commit that changes nothing, whenever a round
 * has copied every frame. When the WAL is due to start over and rounds do not catch up, the worker
 * asks the serving side to hold its group commits (./group-commit, the hot write path) for a
 * moment, copies the last frames with nothing added meanwhile, starts the WAL over, and lets them
 * go. The event loop never waits on a sync; only held commits do.
 *
 * The WAL is due to start over after any round under light writes (it grew by a few frames), and
 * under heavy ones once it holds `restartAfterFrames` (64 MiB of 4 KiB pages: under a steady
 * 1,500 signs/s, about every 2.5 s), so that the writes are held rarely. A round with no commit
 * since the last one does nothing. If writes other than group commits keep the last round from
 * catching up, the serving connection finishes it itself.
 *
 * Only `startSequencer` runs one; an app built without a listener (tests, the CLI) keeps SQLite's
 * own checkpoints.
 */
import { createRequire } from 'node:module'
import { Worker } from 'node:worker_threads'
import { pauseGroupCommits } from './group-commit'
import type { Db } from '../../node/sqlite/open'

const INTERVAL_MS = 40
/** 64 MiB of 4 KiB pages. */
const RESTART_AFTER_FRAMES = 16_384
/** A round's growth under which writes count as light: 256 KiB, some 1,500 frames a second. */
const QUIET_FRAMES = 64
/** Last rounds that other writes kept from catching up, before the serving connection steps in. */
const MISSES_BEFORE_FINISHING_THERE = 3
/** How long commits are held at most, should the thread not answer. */
const MAX_HOLD_MS = 1000
/** SQLite's own default, restored when the thread is gone. */
const AUTOCHECKPOINT_PAGES = 1000

// A string, as ../crypto/worker-thread's are, so it runs the same from tsx, tests and a bundle.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
const Database = require(workerData.driver)
const db = new Database(workerData.file, { fileMustExist: true })
db.pragma('busy_timeout = 1000')
db.pragma('synchronous = NORMAL')
db.pragma('wal_autocheckpoint = 0')
// Changes when another connection commits; this one's own commits leave it as it is.
const dataVersion = db.prepare('PRAGMA data_version').pluck()
const passive = () => {
  const [r] = db.pragma('wal_checkpoint(PASSIVE)')
  return { log: r.log, caughtUp: r.log > 0 && r.checkpointed === r.log }
}
// The first write into a WAL whose every frame is copied starts it over: it writes a new WAL
// header and syncs it before any frame follows. Done here, by a commit that changes nothing
// (application_id set to itself), that fsync is this thread's, not the serving side's next
// commit's; its one frame is left uncopied, so that next commit only appends. Only if no other
// connection has committed since the version seen before the copy: otherwise frames remain to copy.
const applicationId = db.prepare('PRAGMA application_id').pluck()
const startOver = db.transaction((seen) => {
  if (dataVersion.get() !== seen) return false
  db.pragma('application_id = ' + Number(applicationId.get()))
  return true
})
// Unknown at first: commits made before this thread opened its connection count too.
let version
let previous = 0
let holding = false
let misses = 0
const round = () => {
  if (holding) return
  try {
    const now = dataVersion.get()
    if (now === version) return
    version = now
    const { log, caughtUp } = passive()
    // Empty: another connection has just started it over.
    if (log === 0) return
    if (caughtUp && startOver.immediate(now)) {
      previous = 0
      return
    }
    const grown = log >= previous ? log - previous : log
    previous = log
    if (log < workerData.restartAfterFrames && grown > workerData.quietFrames) return
    holding = true
    parentPort.postMessage({ hold: true })
  } catch (error) {
    parentPort.postMessage({ error: String(error && error.message) })
  }
}
const timer = setInterval(round, workerData.intervalMs)
parentPort.on('message', (m) => {
  if (m === 'held') {
    let caughtUp = false
    try {
      const seen = dataVersion.get()
      caughtUp = passive().caughtUp && startOver.immediate(seen)
      if (caughtUp) previous = 0
      version = dataVersion.get()
    } catch (error) {
      parentPort.postMessage({ error: String(error && error.message) })
    }
    holding = false
    misses = caughtUp ? 0 : misses + 1
    parentPort.postMessage({ release: true, finishHere: misses >= workerData.missesBeforeFinishingThere })
    return
  }
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
 * Checkpoints `file` from a worker thread, holding `db`'s group commits — `db` is the serving
 * connection to it — while the WAL is made to start over. If the thread fails, `db` checkpoints as
 * SQLite does by default.
 */
export function startCheckpointer(
  db: Db,
  file: string,
  o: { intervalMs?: number; restartAfterFrames?: number; quietFrames?: number } = {},
): Checkpointer {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3')
  const workerData = {
    driver,
    file,
    intervalMs: o.intervalMs ?? INTERVAL_MS,
    restartAfterFrames: o.restartAfterFrames ?? RESTART_AFTER_FRAMES,
    quietFrames: o.quietFrames ?? QUIET_FRAMES,
    missesBeforeFinishingThere: MISSES_BEFORE_FINISHING_THERE,
  }
  const worker = new Worker(WORKER_SOURCE, { eval: true, name: 'sqlite-checkpointer', workerData })
  worker.unref()
  db.pragma('wal_autocheckpoint = 0')
  let running = true
  let release: (() => void) | undefined
  const releaseCommits = () => {
    release?.()
    release = undefined
  }
  const restore = () => {
    running = false
    releaseCommits()
    if (db.open) db.pragma(`wal_autocheckpoint = ${AUTOCHECKPOINT_PAGES}`)
  }
  worker.on(
    'message',
    (m: { hold?: boolean; release?: boolean; finishHere?: boolean; error?: string }) => {
      if (m.error) console.error(`sequencer: checkpoint failed: ${m.error}`)
      if (m.hold) {
        if (running && db.open) {
          const hold = pauseGroupCommits(db)
          release = hold
          setTimeout(() => release === hold && releaseCommits(), MAX_HOLD_MS).unref()
        }
        // Answered even when stopping: the thread waits for it before its next round.
        worker.postMessage('held')
      }
      if (m.release) {
        releaseCommits()
        // Between two requests no transaction is open; a sign awaiting its verification holds none.
        if (m.finishHere && running && db.open && !db.inTransaction)
          db.pragma('wal_checkpoint(PASSIVE)')
      }
    },
  )
  worker.on('error', (error) => {
    console.error(
      'sequencer: the checkpoint thread failed; checkpoints return to the serving connection',
      error,
    )
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
