import { createAdaptorServer } from '@hono/node-server'
import type { AddressInfo } from 'node:net'
import type { Clock } from './clock'
import type { SequencerContext } from './context'
import { startCheckpointer } from './db/checkpointer'
import { buildSequencer } from './assemble'
import { createBlazeSocketServer, stopBlaze } from './blaze/socket-server'
import { startMessageSweeper } from './messages/sweep'

export interface RunningSequencer {
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:7001 */
  readonly url: string
  readonly port: number
  readonly ctx: SequencerContext
  /** Stops listening, ends open connections and closes the database. */
  close(): Promise<void>
}

/**
 * Serves the sequencer (see assemble.ts for why Hono on @hono/node-server). Binds loopback unless
 * told otherwise: this is a local network for one wallet, not a public service.
 * @throws when the port is taken or the database cannot be opened
 * @example const s = await startSequencer({ dbFile: 'seq.db' }); console.log(s.url); await s.close()
 */
export async function startSequencer(o: { host?: string; port?: number; dbFile: string; clock?: Clock }): Promise<RunningSequencer> {
  const host = o.host ?? '127.0.0.1'
  const { app, ctx } = buildSequencer({ dbFile: o.dbFile, ...(o.clock ? { clock: o.clock } : {}) })
  // Blaze (the message socket) upgrades on the same server; see blaze/routes.ts.
  const sockets = createBlazeSocketServer()
  const server = createAdaptorServer({ fetch: app.fetch, hostname: host, websocket: { server: sockets } })
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(o.port ?? 0, host, () => {
        server.off('error', reject)
        resolve()
      })
    })
  } catch (error) {
    ctx.db.close()
    throw error
  }
  // Disappearing and undelivered messages are deleted on a timer (messages/sweep.ts).
  const sweeper = startMessageSweeper(ctx)
  // WAL checkpoints on a worker thread, not inside a request's commit (db/checkpointer.ts).
  const checkpointer = startCheckpointer(ctx.db, o.dbFile)
  const port = (server.address() as AddressInfo).port
  const shownHost = host.includes(':') ? `[${host}]` : host
  let closing: Promise<void> | undefined
  return {
    url: `http://${shownHost}:${port}`,
    port,
    ctx,
    close() {
      closing ??= new Promise<void>((resolve) => {
        sweeper.stop()
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
