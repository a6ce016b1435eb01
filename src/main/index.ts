/**
 * The Electron main process: app lifecycle, the one window, and the wiring of the wallet core to
 * the renderer. Every decision lives in a small module tested without Electron (./security for the
 * window options, CSP, request and sender rules; ./app-files for the app scheme; ./ipc for the
 * handlers); this file only connects them to Electron's APIs.
 * @module
 */
import path from 'node:path'
import '../shared/i18n/node-catalogs'
import { fileURLToPath } from 'node:url'
import {
  app,
  BrowserWindow,
  dialog,
  ipcMain,
  Notification,
  powerMonitor,
  protocol,
  session,
  type IpcMainInvokeEvent,
  type Session,
  type WebContents,
} from 'electron'
import { nativeBindingFor } from '../node/sqlite/native-binding'
import { appIdentity } from './app-identity'
import { appProtocolResponse } from './app-files'
import { createCore, type Core } from './core'
import {
  needsSignatureNotice,
  newMessageNotice,
  watchAccounts,
  type AccountWatchers,
} from './core/account-watchers'
import { createBridgeHandlers } from './core/bridge-handlers'
import { createDesktop } from './desktop'
import { lockFromHost } from './host-lock'
import { registerBridge } from './ipc'
import { launchConfig } from './core/launch-config'
import { watchLinuxScreenLock } from './linux-screen-lock'
import { lockOnSystemEvents } from './system-lock'
import {
  APP_ENTRY_URL,
  APP_SCHEME,
  APP_SCHEME_PRIVILEGES,
  isAllowedNavigation,
  isAllowedPermission,
  isAllowedRendererRequest,
  mainWindowOptions,
  type SenderInfo,
} from './security'

const here = path.dirname(fileURLToPath(import.meta.url))
/** CommonJS, so the renderer can stay sandboxed (electron.vite.config.ts). */
const PRELOAD = path.join(here, '../preload/index.cjs')
const RENDERER_DIR = path.join(here, '../renderer')
/** The project (or, packaged, the app archive): where node_modules is. */
const APP_ROOT = path.join(here, '../..')

const log = (line: string): void => console.error(`cosigner: ${line}`)

// Before anything reads Electron's user-data folder (the single-instance lock below does).
const identity = appIdentity({
  packaged: app.isPackaged,
  appDataDir: app.getPath('appData'),
  userDataDirGiven: app.commandLine.hasSwitch('user-data-dir'),
})
app.setName(identity.name)
if (identity.userDataDir) app.setPath('userData', identity.userDataDir)
if (process.platform === 'win32') app.setAppUserModelId(identity.appUserModelId)

/** webContents ids of the app's own windows: the only senders the bridge answers. */
const ourWindows = new Set<number>()
let core: Core | undefined
let disposeBridge: (() => void) | undefined
let watchers: AccountWatchers | undefined
let stopSystemLock: (() => void) | undefined
let stopScreenLockWatch: (() => void) | undefined

const desktop = createDesktop({
  log,
  lockWallet: lockWalletFromMenu,
  mainWindow: () => (core ? (BrowserWindow.getAllWindows()[0] ?? createWindow()) : undefined),
})

/** The menu's Lock item: the core's lock, as the window's Lock button; the demo's wallet says why it cannot. */
function lockWalletFromMenu(): void {
  const r = lockFromHost(core, 'user')
  if (!r.ok) void dialog.showMessageBox({ type: 'info', message: desktop.words().say(r.words) })
}

// Both must happen before `ready`.
protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES])
app.enableSandbox()

function senderOf(event: IpcMainInvokeEvent): SenderInfo {
  let url: string | undefined
  let isMainFrame = false
  try {
    const frame = event.senderFrame
    url = frame?.url
    isMainFrame = frame !== null && frame.parent === null
  } catch {
    // A frame disposed mid-call throws on access: treat it as gone.
    url = undefined
  }
  return { url, isMainFrame, isOurWindow: ourWindows.has(event.sender.id) }
}

/** Applied to every webContents ever created, ours or not: no new windows, navigation, webviews. */
function hardenContents(contents: WebContents): void {
  contents.setWindowOpenHandler(() => ({ action: 'deny' }))
  contents.on('will-navigate', (event, url) => {
    if (!isAllowedNavigation(url)) event.preventDefault()
  })
  contents.on('will-frame-navigate', (event) => {
    if (!isAllowedNavigation(event.url)) event.preventDefault()
  })
  contents.on('will-redirect', (event) => event.preventDefault())
  contents.on('will-attach-webview', (event) => event.preventDefault())
}

/** The renderer's session: permissions denied (but clipboard writes and notifications), only the app's own files loadable. */
function hardenSession(ses: Session): void {
  const host = { notifications: Notification.isSupported() }
  ses.setPermissionRequestHandler((_contents, permission, callback, details) =>
    callback(isAllowedPermission(permission, details.requestingUrl, host)),
  )
  ses.setPermissionCheckHandler((_contents, permission, requestingOrigin) =>
    isAllowedPermission(permission, requestingOrigin, host),
  )
  ses.setDevicePermissionHandler(() => false)
  ses.setDisplayMediaRequestHandler((_request, callback) => callback(null))
  ses.webRequest.onBeforeRequest({ urls: ['<all_urls>'] }, (details, callback) => {
    const cancel = !isAllowedRendererRequest(details.url)
    if (cancel) log(`blocked a renderer request (${details.resourceType})`)
    callback({ cancel })
  })
}

function createWindow(): BrowserWindow {
  const options = mainWindowOptions({ preload: PRELOAD, packaged: app.isPackaged })
  const win = new BrowserWindow({ ...options, ...desktop.windowBounds(options) })
  desktop.attach(win)
  const id = win.webContents.id
  ourWindows.add(id)
  win.on('closed', () => ourWindows.delete(id))
  win.once('ready-to-show', () => win.show())
  win
    .loadURL(APP_ENTRY_URL)
    .catch((e: unknown) =>
      log(`the window failed to load (${e instanceof Error ? e.message : 'error'})`),
    )
  return win
}

async function start(): Promise<void> {
  const config = launchConfig(process.env, app.getPath('userData'))
  // better-sqlite3 built for Electron (unpackaged: fetched or built by npm start); throws with the reason when missing.
  const sqliteNativeBinding = nativeBindingFor(APP_ROOT, {
    versions: process.versions,
    platform: process.platform,
    arch: process.arch,
    packaged: app.isPackaged,
  })
  core = createCore({
    dataDir: config.dataDir,
    ...(sqliteNativeBinding ? { sqliteNativeBinding } : {}),
    ...(config.baseUrl ? { baseUrl: config.baseUrl } : {}),
    ...(config.keychainService ? { keychainService: config.keychainService } : {}),
    ...(config.unprotected ? { allowUnprotected: true } : {}),
  })
  const opened = core
  // Sleep and a locked screen lock the wallet, and the window shows it at once (./desktop follows the core's lock).
  const lockForSystem = () => {
    const r = lockFromHost(opened, 'system')
    if (!r.ok) log(`did not lock: ${r.message}`)
  }
  stopSystemLock = lockOnSystemEvents(powerMonitor, lockForSystem)
  // powerMonitor tells a locked screen on macOS and Windows only.
  if (process.platform === 'linux')
    stopScreenLockWatch = watchLinuxScreenLock({ env: process.env, onLock: lockForSystem, log })
  hardenSession(session.defaultSession)
  protocol.handle(APP_SCHEME, (request) => appProtocolResponse(RENDERER_DIR, request))
  disposeBridge = registerBridge(ipcMain, { handlers: createBridgeHandlers(core), senderOf, log })
  createWindow()
  watchers = watchAccounts(core, {
    notify: () => notify(needsSignatureNotice(desktop.words())),
    notifyMessage: (e) => notify(newMessageNotice(e, desktop.words())),
    log,
  })
  desktop.start(core)
}

/** An OS notification that says only that something waits, or who wrote where; the details are for the window. */
function notify(notice: { title: string; body: string }): void {
  if (!Notification.isSupported()) return
  const note = new Notification({ ...notice, silent: false })
  note.on('click', () => {
    const win = BrowserWindow.getAllWindows()[0]
    if (win) {
      if (win.isMinimized()) win.restore()
      win.focus()
    }
  })
  note.show()
}

if (!app.requestSingleInstanceLock()) {
  // One instance per user-data folder (./app-identity): a second hands over to the first and leaves.
  app.quit()
} else {
  app.on('second-instance', (_event, argv) => {
    const win = BrowserWindow.getAllWindows()[0]
    if (win) {
      if (win.isMinimized()) win.restore()
      win.focus()
    }
    // Its cosigner:// links open here; nothing else of its command line is used.
    desktop.openLinks(argv)
  })
  desktop.listenForLinks()
  app.on('web-contents-created', (_event, contents) => hardenContents(contents))
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit()
  })
  app.on('activate', () => {
    if (core && BrowserWindow.getAllWindows().length === 0) createWindow()
  })
  app.on('will-quit', () => {
    desktop.stop()
    stopSystemLock?.()
    stopScreenLockWatch?.()
    watchers?.stop()
    disposeBridge?.()
    core?.close()
    core = undefined
  })
  app
    .whenReady()
    .then(start)
    .catch((e: unknown) => {
      const message = e instanceof Error ? e.message : String(e)
      log(`could not start: ${message}`)
      dialog.showErrorBox('Cosigner could not start', message)
      app.exit(1)
    })
}
