/**
 * What the web host pushes to its page, which otherwise only answers the page's calls: a stream of
 * server-sent events at {@link EVENTS_PATH}. Today one event, `needs-signature`: the wallet core's
 * watcher decides when (src/main/core/account-watchers.ts), and the page's shim shows it as a
 * browser notification, as the Electron host shows an OS one. An event says only that something
 * waits; it carries no request, account or amount.
 * @module
 */
import { EventEmitter } from 'node:events'
import type { ServerResponse } from 'node:http'
import { SECURITY_HEADERS } from './headers'

/** Where the page listens: `GET` with the launch token. */
export const EVENTS_PATH = '/__cosigner/events'

type PageEvent = 'needs-signature'

export interface PageEvents {
  /** Calls `listener` for every event from now on; returns how to stop. */
  subscribe(listener: (event: PageEvent) => void): () => void
}

export interface PageEventHub extends PageEvents {
  publish(event: PageEvent): void
}

/** Events published to every page listening at the time. */
export function pageEventHub(): PageEventHub {
  const emitter = new EventEmitter()
  // One listener per open page; a tab left open for days is still one.
  emitter.setMaxListeners(0)
  return {
    publish: (event) => void emitter.emit('event', event),
    subscribe(listener) {
      emitter.on('event', listener)
      return () => void emitter.off('event', listener)
    },
  }
}

/** Streams `events` to one page until it goes (the host's close ends every stream). */
export function streamPageEvents(res: ServerResponse, events: PageEvents): void {
  res.writeHead(200, { ...SECURITY_HEADERS, 'content-type': 'text/event-stream; charset=utf-8' })
  res.flushHeaders()
  const stop = events.subscribe((event) => void res.write(`event: ${event}\ndata: {}\n\n`))
  // The response's close, not the request's: a GET's request closes once its (empty) body is read.
  res.on('close', stop)
}
