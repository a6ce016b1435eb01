/**
 * What Settings says about desktop notifications, for each permission the page can have: whether
 * they are on, and when they are not, what the user can do about it where this page runs (the
 * browser's site settings for the web host, the system's settings for the desktop app). Pure, so it
 * is tested without a browser.
 * @module
 */
import { t } from '../base/words'

// Spelled out rather than DOM's NotificationPermission, so the rule type-checks (and is tested) without the DOM.
export type NotificationState = 'default' | 'denied' | 'granted' | 'unsupported'

export interface NotificationAdvice {
  /** What to say, in the language shown. */
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
      return { text: t('settings.notifications.on'), canAsk: false, warn: false }
    case 'denied':
      return {
        text: inBrowser
          ? t('settings.notifications.blockedInBrowser')
          : t('settings.notifications.blockedInApp'),
        canAsk: false,
        warn: true,
      }
    case 'default':
      return asked
        ? {
            text: t('settings.notifications.unanswered'),
            canAsk: true,
            warn: true,
          }
        : { text: t('settings.notifications.off'), canAsk: true, warn: false }
    case 'unsupported':
      return { text: t('settings.notifications.unsupported'), canAsk: false, warn: false }
  }
}
