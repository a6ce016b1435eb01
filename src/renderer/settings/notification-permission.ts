/**
 * The page's permission to show desktop notifications, which Settings shows and asks for (on a
 * click). The page shows none itself: the wallet core's watcher decides when a request newly needs
 * this account's signature, and the host shows it (an OS notification under Electron, a browser one
 * from the web host's shim, which uses this permission).
 * @module
 */

/** Whether this page can show desktop notifications at all. */
function notificationsSupported(): boolean {
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

/**
 * Calls `changed` whenever the permission changes outside the page's own asking (site settings);
 * returns the stop. Where the browser cannot say, nothing is watched.
 */
export function watchNotificationPermission(
  changed: (p: NotificationPermission | 'unsupported') => void,
): () => void {
  let status: PermissionStatus | undefined
  let stopped = false
  const onChange = () => changed(notificationPermission())
  navigator.permissions
    ?.query({ name: 'notifications' })
    .then((s) => {
      if (stopped) return
      status = s
      s.addEventListener('change', onChange)
    })
    .catch(() => undefined)
  return () => {
    stopped = true
    status?.removeEventListener('change', onChange)
  }
}
