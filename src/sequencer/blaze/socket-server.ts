import { WebSocketServer } from 'ws'
import { BLAZE_SUBPROTOCOL } from '../../shared/api/messages'
import type { SequencerContext } from '../context'
import { MAX_FRAME_BYTES } from './frames'
import { blazeHub } from './hub'

/**
 * The WebSocket server @hono/node-server upgrades Blaze connections with (`createAdaptorServer({
 * websocket: { server } })`). It answers the `Mixin-Blaze-1` subprotocol the official clients ask
 * for (a client asking only for others gets none and gives up; one asking for none is served),
 * caps frames, and leaves compression to the frames themselves (they are gzip already).
 */
export function createBlazeSocketServer(): WebSocketServer {
  return new WebSocketServer({
    noServer: true,
    maxPayload: MAX_FRAME_BYTES,
    perMessageDeflate: false,
    handleProtocols: (protocols) => (protocols.has(BLAZE_SUBPROTOCOL) ? BLAZE_SUBPROTOCOL : false),
  })
}

/** Ends every Blaze connection of the sequencer and the socket server (before the database closes). */
export function stopBlaze(ctx: SequencerContext, server: WebSocketServer): void {
  blazeHub(ctx).closeAll()
  for (const socket of server.clients) socket.terminate()
  server.close()
}
