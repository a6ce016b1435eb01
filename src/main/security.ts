/**
 * The main process's security policy as plain data and predicates, so it is unit-tested under Node
 * without an Electron binary: the window's web preferences, the renderer's CSP, which URLs the
 * renderer session may load, and which IPC senders are trusted. index.ts only wires these into
 * Electron.
 *
 * The renderer is served from a privileged custom scheme (`app://cosigner/…`) rather than `file://`:
 * it gets a real origin (so the sender check and CSP `'self'` mean something), and `file://`'s extra
 * privileges stay off (see the grantFileProtocolExtraPrivileges fuse in electron-builder.yml).
 * @module
 */
import type { BrowserWindowConstructorOptions, CustomScheme } from 'electron'
import { rendererCsp } from '../node/renderer-files'

export { rendererCsp }

/** The scheme and host the renderer is served from. */
export const APP_SCHEME = 'app'
const APP_HOST = 'cosigner'
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`
/** The URL the window opens. */
export const APP_ENTRY_URL = `${APP_ORIGIN}/index.html`

/**
 * `standard` gives the scheme an origin and relative URL resolution; `secure` makes it a secure
 * context. `corsEnabled` stays off, so no other origin can read the app's files; `bypassCSP` stays
 * off, so the CSP below applies.
 */
export const APP_SCHEME_PRIVILEGES: CustomScheme = {
  scheme: APP_SCHEME,
  privileges: {
    standard: true,
    secure: true,
    supportFetchAPI: true,
    corsEnabled: false,
    bypassCSP: false,
    allowServiceWorkers: false,
    stream: false,
  },
}

/** Headers sent with every file of the renderer, whichever host serves it. */
export function rendererHeaders(
  contentType: string,
  connectSrc: "'none'" | "'self'" = "'none'",
): Record<string, string> {
  return {
    'content-type': contentType,
    'content-security-policy': rendererCsp(connectSrc),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'cache-control': 'no-store',
  }
}

/** The one set of web preferences every window gets. `preload` is the absolute path of the CJS preload. */
export function secureWebPreferences(
  preload: string,
): NonNullable<BrowserWindowConstructorOptions['webPreferences']> {
  return {
    preload,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webviewTag: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    experimentalFeatures: false,
    enableBlinkFeatures: '',
    navigateOnDragDrop: false,
    spellcheck: false,
    safeDialogs: true,
    disableDialogs: true,
    enableWebSQL: false,
    devTools: true,
  }
}

/** The options of the wallet's window. `devTools` is off in packaged builds. */
export function mainWindowOptions(o: {
  preload: string
  packaged: boolean
}): BrowserWindowConstructorOptions {
  return {
    width: 1180,
    height: 800,
    minWidth: 720,
    minHeight: 520,
    show: false,
    title: 'Cosigner',
    backgroundColor: '#ffffff',
    webPreferences: { ...secureWebPreferences(o.preload), devTools: !o.packaged },
  }
}

function parseUrl(url: string): URL | undefined {
  try {
    return new URL(url)
  } catch {
    return undefined
  }
}

/** True for a URL on the app's own origin (`app://cosigner/...`). */
export function isAppUrl(url: string): boolean {
  const u = parseUrl(url)
  return (
    u !== undefined &&
    u.protocol === `${APP_SCHEME}:` &&
    u.host === APP_HOST &&
    u.username === '' &&
    u.password === ''
  )
}

/**
 * Whether the renderer session may load `url`. Only the app's own files, the page's own in-memory
 * `data:` and `blob:` URLs (images, file downloads), and DevTools' pages (which exist only where
 * DevTools is enabled) pass; http, https, ws, file and every other scheme are cancelled, so the
 * renderer has no network even if the CSP were bypassed.
 */
export function isAllowedRendererRequest(url: string): boolean {
  if (isAppUrl(url)) return true
  const u = parseUrl(url)
  return (
    u !== undefined &&
    (u.protocol === 'devtools:' || u.protocol === 'data:' || u.protocol === 'blob:')
  )
}

/** What the host itself can do for the page. */
export interface HostAbilities {
  /** Whether the host shows OS notifications (Electron's `Notification.isSupported()`). */
  readonly notifications: boolean
}

/**
 * Permissions are denied, with two exceptions for the app's own page:
 * - writing text to the clipboard (the copy buttons for hashes, codes and ids): it needs a user
 *   gesture, cannot read the clipboard, and gives a page that runs our code nothing it lacks;
 * - notifications, where the host can show them: main shows the OS notifications itself, and the
 *   page's permission is what Settings reads to say whether notifications are on, so it must say
 *   what the host does. It would let a page that runs our code show one itself, nothing more.
 *
 * Camera, microphone, geolocation, HID, USB, serial and the rest stay off.
 * @param requesting the requesting frame's URL or origin, as Electron reports it
 */
export function isAllowedPermission(
  permission: string,
  requesting: string | undefined,
  host: HostAbilities,
): boolean {
  if (requesting === undefined || !isAppUrl(requesting)) return false
  return (
    permission === 'clipboard-sanitized-write' ||
    (permission === 'notifications' && host.notifications)
  )
}

/** What main knows about the frame an IPC message came from. */
export interface SenderInfo {
  /** The sending frame's URL; undefined when the frame is gone (navigated away or destroyed). */
  readonly url: string | undefined
  /** True when the frame is the top-level frame of its page (not an iframe). */
  readonly isMainFrame: boolean
  /** True when the frame belongs to one of the app's own windows. */
  readonly isOurWindow: boolean
}

/**
 * An IPC message is trusted only from the main frame of one of our windows, currently showing a page
 * of our own origin (Electron advisory GHSA-mq8j-3h7h-p8g7 names this check as the fix for frames
 * that reach ipcRenderer).
 */
export function isTrustedSender(s: SenderInfo): boolean {
  return s.isOurWindow && s.isMainFrame && s.url !== undefined && isAppUrl(s.url)
}

/**
 * Navigation is never allowed: the app is one page and its router lives in the page. (A reload does
 * not emit `will-navigate`.)
 */
export function isAllowedNavigation(_url: string): boolean {
  return false
}
