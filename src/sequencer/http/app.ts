import { Hono } from 'hono'
import type { SequencerContext } from '../context'
import { ApiError, internalError, notFound, shuttingDown } from './errors'
import type { AppEnv } from './env'
import { rawBody } from './body'
import { BodyAborted } from './read-body'
import { DatabaseClosed } from '../db/group-commit'

/** A feature's routes: adds them to the app, with the context they work on. */
export type RouteMount = (app: Hono<AppEnv>, ctx: SequencerContext) => void

/**
 * Builds the sequencer's HTTP app, apart from any listener, so tests drive it in-process with
 * `app.request(...)` and `server.ts` serves the same object on loopback. Feature routers add their
 * routes through `mount`; every error leaves through one `onError` in the service's error shape.
 * `streaming` mounts come before the body reader and read their own bodies (attachment uploads,
 * larger than `bodyLimit`).
 */
export function createApp(
  ctx: SequencerContext,
  mount: readonly RouteMount[],
  streaming: readonly RouteMount[] = [],
): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  for (const add of streaming) add(app, ctx)
  app.use('*', rawBody(ctx.bodyLimit))
  for (const add of mount) add(app, ctx)
  app.notFound((c) => c.json(notFound().toBody(), 404))
  app.onError((error, c) => {
    // The client is gone: there is nobody to answer and nothing went wrong here.
    if (error instanceof BodyAborted) return c.body(null, 400)
    // Requests still on their way while the server shuts down are answered as failed, not reported as faults.
    if (error instanceof DatabaseClosed) return c.json(shuttingDown().toBody(), 500)
    const api = error instanceof ApiError ? error : internalError()
    if (!(error instanceof ApiError)) console.error('sequencer: unhandled error', error)
    if (api.status === 429 && typeof api.extra?.retry_after === 'number')
      c.header('retry-after', String(api.extra.retry_after))
    return c.json(api.toBody(), api.status)
  })
  return app
}
