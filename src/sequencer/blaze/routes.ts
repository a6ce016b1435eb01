import { randomUUID } from 'node:crypto'
import { upgradeWebSocket } from '@hono/node-server'
import type { Context, Hono } from 'hono'
import type { WebSocket } from 'ws'
import { BlazeAction } from '../../shared/api/messages'
import type { SequencerContext } from '../context'
import { requireCaller } from '../http/auth'
import type { AppEnv, Caller } from '../http/env'
import { ApiError, notFound, tooManyRequests } from '../http/errors'
import { blazeError, type BlazeConnection } from './connection'
import { encodeFrame } from './frames'
import { blazeHub } from './hub'

/** Close code after refusing a token: policy violation (the client should not retry as is). */
const CLOSE_UNAUTHORIZED = 1008
/** Close code when too many sockets are open: try again later. */
const CLOSE_TRY_AGAIN_LATER = 1013

/**
 * Blaze, the message socket (wire-formats §8.2), at `GET /` with `Upgrade: websocket`, as the
 * official clients connect (`wss://blaze.mixin.one/`, subprotocol `Mixin-Blaze-1`). The access
 * token is the usual one, signed for `GET /` and an empty body (what the SDK and GO sign), and
 * checked exactly as for HTTP (../http/auth.ts), replay guard included.
 *
 * A refused token gets what the official service sends: the socket opens, one frame
 * `{id, action: "ERROR", error: {code: 401, description}}` arrives, and the socket closes (1008);
 * the Android client reads that frame as "log out", and the DOCS tell clients to stop
 * reconnecting on it. A plain `GET /` (no upgrade) is 404, as before. A user over its share of
 * sockets, or anyone while the server holds its most (../limits), gets the same with code 429 and
 * close code 1013 (try again later).
 *
 * Served only through `startSequencer`, which hands @hono/node-server the WebSocket server
 * (./socket-server.ts); the in-process app has no sockets.
 */
export function blazeRoutes(app: Hono<AppEnv>, ctx: SequencerContext): void {
  const auth = requireCaller(ctx)
  const hub = blazeHub(ctx)

  app.get(
    '/',
    async (c, next) => {
      if (c.req.header('upgrade')?.toLowerCase() !== 'websocket') throw notFound()
      await next()
    },
    upgradeWebSocket(async (c) => {
      let caller: Caller | undefined
      let refusal: ApiError | undefined
      try {
        await auth(c as Context<AppEnv>, async () => {})
        caller = (c as Context<AppEnv>).get('caller')
      } catch (error) {
        if (!(error instanceof ApiError)) throw error
        refusal = error
      }
      let connection: BlazeConnection | undefined
      return {
        onOpen(_event, ws) {
          const socket = ws.raw as unknown as WebSocket
          const refuse = (error: ApiError, code: number, reason: string) => {
            socket.send(
              encodeFrame({
                id: randomUUID(),
                action: BlazeAction.Error,
                error: blazeError(error),
              }),
              { binary: true },
            )
            socket.close(code, reason)
          }
          if (!caller) return refuse(refusal!, CLOSE_UNAUTHORIZED, 'Unauthorized')
          const { sockets, socketsPerUser } = ctx.limits
          if (hub.connectionsOf(caller.userId) >= socketsPerUser) {
            return refuse(
              tooManyRequests(`Too many connections: at most ${socketsPerUser} per user.`),
              CLOSE_TRY_AGAIN_LATER,
              'Too many connections',
            )
          }
          if (hub.size >= sockets)
            return refuse(
              tooManyRequests('Too many connections to the server; try again later.'),
              CLOSE_TRY_AGAIN_LATER,
              'Too many connections',
            )
          connection = hub.open(socket, caller)
        },
        onMessage(event) {
          const data: unknown = event.data
          if (typeof data === 'string') connection?.onFrame(data)
          else if (data instanceof ArrayBuffer) connection?.onFrame(new Uint8Array(data))
        },
      }
    }),
  )
}
