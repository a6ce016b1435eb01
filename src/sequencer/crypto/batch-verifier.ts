/**
 * Ed25519 verification for the sequencer's hot paths — every request's token and every
 * co-signature — by libsodium (sodium-native): on one worker thread, in batches, or at once on the
 * calling thread for a request with a single signature to check ({@link BatchVerifier.verifyNow}).
 *
 * Why a worker: three verifications per co-signature would be most of a request's time on the
 * event loop. Why batches: handing each verification to a thread on its own (libuv's pool, through
 * `crypto.verify`'s callback) costs the event loop a thread wake-up per signature; here the
 * signatures that requests ask for within one turn of the loop travel together, in one transferred
 * buffer, and come back as one message. Why libsodium: it verifies in about 43 µs here, OpenSSL 3
 * (node:crypto) in 94 µs, and the two cores of a small machine are shared by everything else.
 *
 * The shared pure-JS verifier (noble) gives the verdicts the rest of the code base relies on;
 * callers of this one hold it to the same verdicts (auth.ts and ledger/verify-signature.ts, each
 * with its tests).
 */
import { createRequire } from 'node:module'
import { WorkerThread } from './worker-thread'

// The thread's source (./worker-thread); the addon's path comes resolved from here.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
const sodium = require(workerData.sodium)
parentPort.on('message', ({ id, message: { count, packed } }) => {
  const bytes = new Uint8Array(packed)
  const view = new DataView(packed)
  const results = new Uint8Array(count)
  let at = 0
  for (let i = 0; i < count; i++) {
    const length = view.getUint32(at)
    const key = bytes.subarray(at + 4, at + 36)
    const signature = bytes.subarray(at + 36, at + 100)
    const message = bytes.subarray(at + 100, at + 100 + length)
    at += 100 + length
    try {
      results[i] = sodium.crypto_sign_verify_detached(signature, message, key) ? 1 : 0
    } catch {
      results[i] = 0
    }
  }
  parentPort.postMessage({ id, result: results }, [results.buffer])
})
`

interface Job {
  readonly key: Uint8Array
  readonly message: Uint8Array
  readonly signature: Uint8Array
  readonly resolve: (valid: boolean) => void
  readonly reject: (error: Error) => void
}

/** Ed25519 verification off the event loop. One per process: see `ed25519Verifier`. */
export class BatchVerifier {
  private readonly thread = new WorkerThread<{ count: number; packed: ArrayBuffer }, Uint8Array>('ed25519-verifier', WORKER_SOURCE, () => ({
    sodium: createRequire(import.meta.url).resolve('sodium-native'),
  }))
  private queue: Job[] = []
  private flushScheduled = false

  /**
   * Whether `signature` by the raw 32-byte `key` over `message` verifies (RFC 8032, as libsodium
   * checks it: S below L, canonical A and R of more than small order, R = [S]B − [k]A). Resolves
   * false for a key or signature of the wrong length.
   * @throws (rejects) only when the worker thread fails, which no input can cause
   */
  verify(key: Uint8Array, message: Uint8Array, signature: Uint8Array): Promise<boolean> {
    if (key.length !== 32 || signature.length !== 64) return Promise.resolve(false)
    return new Promise((resolve, reject) => {
      this.queue.push({ key, message, signature, resolve, reject })
      if (!this.flushScheduled) {
        this.flushScheduled = true
        // After this turn's I/O callbacks and their promise chains: one batch for all of them.
        setImmediate(() => this.flush())
      }
    })
  }

  /**
   * The same verdict as {@link verify}, given at once on the calling thread: 43 µs of the event loop
   * against the hand-off's own cost, for a request with one signature to check (a read's token).
   */
  verifyNow(key: Uint8Array, message: Uint8Array, signature: Uint8Array): boolean {
    if (key.length !== 32 || signature.length !== 64) return false
    sodiumHere ??= createRequire(import.meta.url)('sodium-native') as Sodium
    try {
      return sodiumHere.crypto_sign_verify_detached(signature, message, key)
    } catch {
      return false
    }
  }

  private flush(): void {
    this.flushScheduled = false
    const jobs = this.queue
    this.queue = []
    if (jobs.length === 0) return
    let size = 0
    for (const job of jobs) size += 100 + job.message.length
    const packed = new ArrayBuffer(size)
    const bytes = new Uint8Array(packed)
    const view = new DataView(packed)
    let at = 0
    for (const job of jobs) {
      view.setUint32(at, job.message.length)
      bytes.set(job.key, at + 4)
      bytes.set(job.signature, at + 36)
      bytes.set(job.message, at + 100)
      at += 100 + job.message.length
    }
    this.thread.request({ count: jobs.length, packed }, [packed]).then(
      (results) => jobs.forEach((job, k) => job.resolve(results[k] === 1)),
      (error: Error) => jobs.forEach((job) => job.reject(error)),
    )
  }
}

interface Sodium {
  crypto_sign_verify_detached(signature: Uint8Array, message: Uint8Array, key: Uint8Array): boolean
}
let sodiumHere: Sodium | undefined

/** The process's verifier: one worker thread, started on first use, kept only while it works. */
export const ed25519Verifier = new BatchVerifier()
