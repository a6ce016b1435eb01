/**
 * The one way the sequencer moves CPU-heavy work off its event loop: a worker thread, started on
 * first use and holding the process open only while it works, asked by message and answering by
 * the same id. ./curve-work (the Kernel's curve arithmetic and hashing, by the shared kernel) runs
 * one.
 *
 * A thread's source is a string (eval), so it runs the same under tsx, in tests and bundled, with
 * no file to resolve or loader to register; {@link moduleWorkerSource} makes that string load a
 * module of ours, TypeScript included, for work written in the kernel's own code.
 *
 * On the thread: a message `{id, message}` is answered `{id, result}` or `{id, error}`. When the
 * thread fails or exits, every request it held is rejected and the next request starts a new one.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { Worker, type Transferable } from 'node:worker_threads'

interface Pending {
  readonly resolve: (result: unknown) => void
  readonly reject: (error: Error) => void
}

export class WorkerThread<Request, Result> {
  private worker: Worker | undefined
  private nextId = 0
  private readonly inFlight = new Map<number, Pending>()

  /**
   * @param source the thread's code (see the module comment for its protocol)
   * @param workerData what the thread finds as `workerData`, computed when it starts
   */
  constructor(
    private readonly name: string,
    private readonly source: string,
    private readonly workerData: () => unknown = () => undefined,
  ) {}

  /**
   * Sends `message` (transferring `transfer`) and resolves with the thread's answer.
   * @throws (rejects) with the thread's error for this request, or when the thread fails or exits
   */
  request(message: Request, transfer: readonly Transferable[] = []): Promise<Result> {
    return new Promise<Result>((resolve, reject) => {
      const id = this.nextId++
      this.inFlight.set(id, { resolve: resolve as (result: unknown) => void, reject })
      const worker = this.running()
      worker.ref()
      worker.postMessage({ id, message }, transfer as Transferable[])
    })
  }

  /** Ends the thread (the next request starts another); what it held is rejected. */
  async stop(): Promise<void> {
    await this.worker?.terminate()
  }

  private running(): Worker {
    if (this.worker) return this.worker
    const worker = new Worker(this.source, {
      eval: true,
      name: this.name,
      workerData: this.workerData(),
    })
    worker.on(
      'message',
      ({ id, result, error }: { id: number; result?: unknown; error?: string }) => {
        const pending = this.inFlight.get(id)
        this.inFlight.delete(id)
        if (this.inFlight.size === 0) worker.unref()
        if (error !== undefined) pending?.reject(new Error(`${this.name}: ${error}`))
        else pending?.resolve(result)
      },
    )
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = undefined
      const pending = [...this.inFlight.values()]
      this.inFlight.clear()
      for (const p of pending) p.reject(error)
    }
    worker.on('error', fail)
    worker.on('exit', (code) => fail(new Error(`the ${this.name} thread exited (${code})`)))
    this.worker = worker
    return worker
  }
}

/**
 * A thread source that loads the module at `entry` (a file URL; TypeScript through tsx's
 * `tsImport`, as `cosigner` itself runs from the sources), which answers the protocol above.
 * Requests sent while it loads wait for it: a port queues messages until it has a listener.
 */
export function moduleWorkerSource(): string {
  return `
const { parentPort, workerData } = require('node:worker_threads')
const load = workerData.entry.endsWith('.ts')
  ? import(workerData.tsx).then(({ tsImport }) => tsImport(workerData.entry, workerData.entry))
  : import(workerData.entry)
load.catch((error) => {
  parentPort.on('message', ({ id }) => parentPort.postMessage({ id, error: 'the thread could not load its module: ' + String(error && error.message) }))
})
`
}

/** The `workerData` for {@link moduleWorkerSource}: the module to load, and tsx's loader API. */
export function moduleWorkerData(entry: URL): { entry: string; tsx: string } {
  return { entry: entry.href, tsx: tsxImportApi() }
}

// tsx's ESM API (`tsImport`) as its package exports it to `import`. Its CommonJS build cannot load
// the ESM part from a worker, and `import.meta.resolve` is not there under every runner.
function tsxImportApi(): string {
  const manifest = createRequire(import.meta.url).resolve('tsx/package.json')
  const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as {
    exports: Record<string, { import: { default: string } }>
  }
  return pathToFileURL(join(dirname(manifest), pkg.exports['./esm/api']!.import.default)).href
}
