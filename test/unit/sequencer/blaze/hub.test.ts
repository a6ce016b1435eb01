/**
 * The Blaze hub's heartbeat and bookkeeping over real loopback sockets, with a short ping
 * interval: a client that answers pings stays (the SDK drops a connection after 30 s without a
 * ping), one that stops answering is dropped, and the hub lets go of its timer and its
 * subscription to the message writers once the last connection is gone.
 */
import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket, { WebSocketServer } from 'ws'
import { BlazeHub } from '../../../../src/sequencer/blaze/hub'
import { newSequencer, type TestSequencer } from '../../../helpers/sequencer'

let seq: TestSequencer
let server: WebSocketServer
let hub: BlazeHub
let url: string
const clients: WebSocket[] = []

beforeAll(async () => {
  seq = newSequencer()
  hub = new BlazeHub(seq.ctx, 100)
  server = new WebSocketServer({ port: 0, host: '127.0.0.1' })
  server.on('connection', (socket) =>
    hub.open(socket, { userId: crypto.randomUUID(), sessionId: crypto.randomUUID() }),
  )
  await once(server, 'listening')
  url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/`
})

afterAll(async () => {
  for (const c of clients) c.terminate()
  hub.closeAll()
  server.close()
  seq.close()
})

async function connect(
  autoPong: boolean,
): Promise<{ ws: WebSocket; pings: () => number; closed: Promise<unknown> }> {
  const ws = new WebSocket(url, { autoPong })
  clients.push(ws)
  let pings = 0
  ws.on('ping', () => pings++)
  const closed = once(ws, 'close')
  await once(ws, 'open')
  return { ws, pings: () => pings, closed }
}

describe('BlazeHub heartbeat', () => {
  it('pings every connection; drops one that stops answering, keeps one that answers', async () => {
    const good = await connect(true)
    const silent = await connect(false)
    await silent.closed
    expect(silent.pings()).toBeGreaterThanOrEqual(2)
    await expect.poll(() => good.pings(), { timeout: 5000 }).toBeGreaterThan(4)
    expect(good.ws.readyState).toBe(WebSocket.OPEN)
    expect(hub.size).toBe(1)
  })

  it('forgets closed connections and stops its timer with the last one', async () => {
    for (const c of clients) c.close()
    await expect.poll(() => hub.size).toBe(0)
    const timer = (hub as unknown as { pinger?: unknown }).pinger
    expect(timer).toBeUndefined()
    expect((hub as unknown as { unsubscribe?: unknown }).unsubscribe).toBeUndefined()
  })
})
