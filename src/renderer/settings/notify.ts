/**
 * Desktop notifications for requests that newly need this account's signature. Only when the
 * user must act and the request needs more than one signature (a 1-of-1 request is one's own), and
 * only when the user allowed notifications (Settings asks, on a click).
 * @module
 */
import type { RequestItem } from '../../shared/bridge'
import { assetLabel, formatAmount } from '../components/format'

/** Whether this page can show desktop notifications at all. */
export function notificationsSupported(): boolean {
  return typeof Notification === 'function'
}

/** The current permission, or 'unsupported'. */
export function notificationPermission(): NotificationPermission | 'unsupported' {
  return notificationsSupported() ? Notification.permission : 'unsupported'
}

/** Asks for permission; call it from a click. */
export async function askNotificationPermission(): Promise<NotificationPermission | 'unsupported'> {
  if (!notificationsSupported()) return 'unsupported'
  try {
    return await Notification.requestPermission()
  } catch {
    return Notification.permission
  }
}

/** Shows one notification for the requests given (those that newly need my signature). */
export function notifyNeedsSignature(items: readonly RequestItem[]): void {
  const due = items.filter((i) => i.threshold > 1 && i.state === 'needs-signature')
  if (due.length === 0 || notificationPermission() !== 'granted') return
  const first = due[0]!
  const body =
    due.length === 1
      ? `${formatAmount(first.amount)} ${assetLabel(first.asset_id).symbol} — ${first.signers.length} of ${first.threshold} signatures so far.`
      : `${due.length} requests are waiting for you.`
  try {
    new Notification(due.length === 1 ? 'A request needs your signature' : 'Requests need your signature', { body, tag: 'cosigner-needs-signature' })
  } catch {
    // Some hosts refuse page notifications; the queue still shows the request.
  }
}
