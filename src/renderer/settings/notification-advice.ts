/**
 * What Settings says about desktop notifications, for each permission the page can have: whether
 * they are on, and when they are not, what the user can do about it where this page runs (the
 * browser's site settings for the web host, the system's settings for the desktop app). Pure, so it
 * is tested without a browser.
 * @module
 */

// Spelled out rather than DOM's NotificationPermission, so the rule type-checks (and is tested) without the DOM.
export type NotificationState = 'default' | 'denied' | 'granted' | 'unsupported'

export interface NotificationAdvice {
  /** What to say. */
  readonly text: string
  /** Whether the "Allow notifications" button is offered (the page may still ask). */
  readonly canAsk: boolean
  /** A refusal to point out (role="alert"), rather than a plain state. */
  readonly warn: boolean
}

/**
 * @param asked whether the user clicked "Allow notifications" on this screen already
 * @param inBrowser whether the page runs in a browser (the web host) rather than the desktop app
 */
export function notificationAdvice(
  state: NotificationState,
  asked: boolean,
  inBrowser: boolean,
): NotificationAdvice {
  switch (state) {
    case 'granted':
      return { text: 'Notifications are on.', canAsk: false, warn: false }
    case 'denied':
      return {
        text: inBrowser
          ? 'Notifications are blocked for this page, so the browser no longer asks. To allow them, open the site settings from the icon at the left of the address bar, set Notifications to Allow, then reload the page.'
          : 'Notifications are blocked for Cosigner. Allow them in your system’s notification settings, then restart Cosigner.',
        canAsk: false,
        warn: true,
      }
    case 'default':
      return asked
        ? {
            text: 'The browser’s question was closed without an answer, so notifications are still off. Ask again, and choose Allow.',
            canAsk: true,
            warn: true,
          }
        : { text: 'Notifications are off until you allow them.', canAsk: true, warn: false }
    case 'unsupported':
      return { text: 'This window cannot show notifications.', canAsk: false, warn: false }
  }
}
