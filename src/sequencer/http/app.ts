import { Hono } from 'hono'
import type { SequencerContext } from '../context'
import { ApiError, internalError, notFound } from './errors'
import type { AppEnv } from './env'
import { rawBody } from './body'

/**
 * Builds the sequencer's HTTP app, apart from any listener, so tests drive it in-process with
 * `app.request(...)` and `server.ts` serves the same object on loopback. Feature routers add their
 * routes through `mount`; every error leaves through one `onError` in the service's error shape.
 */
export function createApp(ctx: SequencerContext, mount: ReadonlyArray<(app: Hono<AppEnv>, ctx: SequencerContext) => void>): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  app.use('*', rawBody(ctx.bodyLimit))
  for (const add of mount) add(app, ctx)
  app.notFound((c) => c.json(notFound().toBody(), 404))
  app.onError((error, c) => {
    const api = error instanceof ApiError ? error : internalError()
    if (!(error instanceof ApiError)) console.error('sequencer: unhandled error', error)
    return c.json(api.toBody(), api.status)
  })
  return app
}
