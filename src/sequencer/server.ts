import { createAdaptorServer } from '@hono/node-server'
import type { AddressInfo } from 'node:net'
import type { Hono } from 'hono'
import type { Clock } from './clock'
import type { SequencerContext } from './context'
import { curveWork } from './crypto/curve-work'
import { startCheckpointer } from './db/checkpointer'
import { WalSync } from './db/wal-sync'
import { buildSequencer, sweeps } from './assemble'
import { createBlazeSocketServer, stopBlaze } from './blaze/socket-server'
import { startFinality } from './ledger/finality-timer'
import type { AppEnv } from './http/env'
import { internalError } from './http/errors'
import { resolveLimits, type SequencerLimits } from './limits'
import { startSweeper } from './sweeper'

export interface RunningSequencer {
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:7001 */
  readonly url: string
  readonly port: number
  readonly ctx: SequencerContext
  /** Stops listening, ends open connections and closes the database. */
  close(): Promise<void>
}

export interface StartSequencerOptions {
  host?: string
  port?: number
  dbFile: string
  clock?: Clock
  /**
   * Where clients reach the service, when not at the listener's own URL (a LAN address, a proxy):
   * the attachment URLs are built from it.
   */
  publicUrl?: string
  /** Limits in place of ./limits `DEFAULT_LIMITS`, one by one (the timeouts apply to this listener). */
  limits?: Partial<SequencerLimits>
  /** How long the Kernel takes to make a complete request final (./context `finalityMs`); 1000 ms by default. */
  finalityMs?: number
  /** How the WAL file is synced to disk (tests: the file system's fsync is an edge they watch); db/wal-sync.ts. */
  syncFile?: (file: string) => Promise<void>
}

/**
 * Serves the sequencer (see assemble.ts for why Hono on @hono/node-server). Binds loopback unless
 * told otherwise: this is a local network for one wallet, not a public service.
 * @throws when the port is taken or the database cannot be opened
 * @example const s = await startSequencer({ dbFile: 'seq.db' }); console.log(s.url); await s.close()
 */
export async function startSequencer(o: StartSequencerOptions): Promise<RunningSequencer> {
  const host = o.host ?? '127.0.0.1'
  const limits = resolveLimits(o.limits)
  // The app is built once the port is known (its public address may be the listener's URL).
  // Nothing can reach the server before: the app is built in the same turn `listen` reports in.
  let app: Hono<AppEnv> | undefined
  // Blaze (the message socket) upgrades on the same server; see blaze/routes.ts.
  const sockets = createBlazeSocketServer()
  const server = createAdaptorServer({
    // A request that may have written is answered once what it wrote is on disk (db/wal-sync.ts).
    fetch: async (request, env) => {
      const response = await app!.fetch(request, env)
      if (request.method === 'GET' || request.method === 'HEAD') return response
      try {
        await walSync.durable()
      } catch (error) {
        // What it wrote may not survive a power cut: not acknowledged as done.
        console.error('sequencer: syncing the database to disk failed', error)
        return Response.json(internalError().toBody(), { status: 500 })
      }
      return response
    },
    hostname: host,
    websocket: { server: sockets },
    // A client that trickles its headers or body is dropped (Node answers 408) once these pass;
    // Node looks for such connections every `connectionsCheckingInterval` (30 s by default).
    serverOptions: {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: Math.max(
        50,
        Math.min(1000, Math.floor(limits.headersTimeoutMs / 4)),
      ),
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(o.port ?? 0, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const port = (server.address() as AddressInfo).port
  const shownHost = host.includes(':') ? `[${host}]` : host
  const url = `http://${shownHost}:${port}`
  let ctx: SequencerContext
  try {
    ;({ app, ctx } = buildSequencer({
      dbFile: o.dbFile,
      publicUrl: o.publicUrl ?? url,
      limits,
      ...(o.finalityMs !== undefined ? { finalityMs: o.finalityMs } : {}),
      ...(o.clock ? { clock: o.clock } : {}),
    }))
  } catch (error) {
    server.close()
    throw error
  }
  // Built in the turn `listen` reported in, as the app is: no request is served before.
  const walSync = new WalSync(ctx.db, `${o.dbFile}-wal`, o.syncFile)
  // What runs out of time is deleted on a timer (./sweeper.ts; the list is assemble.ts's).
  const sweeper = startSweeper(ctx, sweeps)
  // The Kernel makes complete requests final on a timer, overdue ones at once (ledger/finality-timer.ts).
  const finality = startFinality(ctx)
  // The curve thread loads its code now rather than on the first ghost-key request (crypto/curve-work.ts).
  curveWork
    .warm()
    .catch((error: unknown) => console.error('sequencer: the curve thread did not start', error))
  // WAL checkpoints on a worker thread, not inside a request's commit (db/checkpointer.ts).
  const checkpointer = startCheckpointer(ctx.db, o.dbFile)
  let closing: Promise<void> | undefined
  return {
    url,
    port,
    ctx,
    close() {
      closing ??= new Promise<void>((resolve) => {
        sweeper.stop()
        finality.stop()
        stopBlaze(ctx, sockets)
        server.close(() => resolve())
        if ('closeAllConnections' in server) server.closeAllConnections()
      })
        .then(() => checkpointer.stop())
        .then(() => {
          ctx.db.close()
        })
      return closing
    },
  }
}
