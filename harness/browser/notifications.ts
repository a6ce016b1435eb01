/**
 * The notifications a page makes, counted: the OS's display is the edge, the page's calls are real.
 * A page opened with notifications allowed (./chromium `newPage({ notifications: true })`) records
 * every `new Notification(…)` it makes before the browser shows it.
 * @module
 */
import type { Page } from 'playwright-core'

/** The init script that records each notification's title and body in `globalThis.__notifications`. */
export const COUNT_NOTIFICATIONS = `(() => {
  const Real = globalThis.Notification
  const made = []
  Object.defineProperty(globalThis, '__notifications', { value: made })
  globalThis.Notification = class extends Real {
    constructor(title, options) {
      made.push({ title, body: options && options.body })
      super(title, options)
    }
  }
})()`

export type Notice = { title: string; body: string }

/** The notifications `page` made so far, oldest first. */
export const noticesOf = (page: Page): Promise<Notice[]> =>
  page.evaluate('globalThis.__notifications') as Promise<Notice[]>
