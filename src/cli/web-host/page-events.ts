/**
 * What the web host pushes to its page, which otherwise only answers the page's calls: a stream of
 * server-sent events at {@link EVENTS_PATH}: `needs-signature` and `new-message`. The wallet core's
 * watcher decides when (src/main/core/account-watchers.ts), and the page's shim shows each as a
 * browser notification, as the Electron host shows an OS one. `needs-signature` says only that
 * something waits (no request, account or amount); `new-message` carries its notice's words in every
 * language the wallet speaks ("Bob in Treasury: New message"), never the message, and the page shows
 * the ones of the language it speaks.
 * @module
 */
import { EventEmitter } from 'node:events'
import type { ServerResponse } from 'node:http'
import type { Locale } from '../../shared/i18n/locales'
import { SECURITY_HEADERS } from './headers'

/** Where the page listens: `GET` with the launch token. */
export const EVENTS_PATH = '/__cosigner/events'

/** A notification's words. */
export interface PageNotice {
  readonly title: string
  readonly body: string
}

export type PageEvent =
  | { name: 'needs-signature' }
  | { name: 'new-message'; notices: Readonly<Record<Locale, PageNotice>> }

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
  // words-exempt: a media type
  res.writeHead(200, { ...SECURITY_HEADERS, 'content-type': 'text/event-stream; charset=utf-8' })
  res.flushHeaders()
  const stop = events.subscribe((event) => {
    const { name, ...data } = event
    // JSON.stringify writes no raw line breaks, so one data line holds it.
    res.write(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`)
  })
  // The response's close, not the request's: a GET's request closes once its (empty) body is read.
  res.on('close', stop)
}
