/**
 * The curve thread (./curve-work): runs each task it is sent (./curve-tasks) and answers it.
 *
 * It runs at a lower priority than the rest of the process (Linux: this thread's nice value, found
 * through /proc/thread-self): where cores are short, the event loop serving every request goes
 * first, and one request's curve work, which only its own sender waits for, takes what is left.
 */
import { readlinkSync } from 'node:fs'
import { setPriority } from 'node:os'
import { parentPort } from 'node:worker_threads'
import { runCurveTask, type CurveTask } from './curve-tasks'

/** Nice 10: about a tenth of a core's share against a busy thread of default priority, all of an idle one. */
const NICE = 10

try {
  const tid = Number(readlinkSync('/proc/thread-self').split('/').pop())
  if (Number.isInteger(tid) && tid > 0) setPriority(tid, NICE)
} catch {
  // Not Linux, or no /proc: the thread runs at the process's priority.
}

parentPort?.on('message', ({ id, message }: { id: number; message: CurveTask }) => {
  try {
    parentPort!.postMessage({ id, result: runCurveTask(message) })
  } catch (error) {
    parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) })
  }
})
