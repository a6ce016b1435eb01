/**
 * What makes the wallet a desktop app, connected to Electron: the application menu (./menu), the
 * `cosigner://` links (./host-intents, src/shared/links), the window's remembered size and
 * position (./window-state), the count of requests needing a signature on the dock, launcher or
 * taskbar (./badge), the lock screen shown the moment the core locks, and the language the menu
 * and notifications speak (the wallet's setting, ./menu's `menuLocale`). Each decision is in its
 * module, tested under Node; this file only calls Electron with what they decide, so
 * src/main/index.ts needs a few lines for all of it.
 * @module
 */
import {
  app,
  BrowserWindow,
  Menu,
  nativeImage,
  screen,
  shell,
  type BrowserWindowConstructorOptions,
  type NativeImage,
} from 'electron'
import { HOST_INTENT_CHANNEL, type HostIntent } from '../shared/host-intents'
import type { Language } from '../shared/i18n/locales'
import { translator, type Translator } from '../shared/i18n/translate'
import { LINK_SCHEME } from '../shared/links'
import type { LockChangedEvent } from './core'
import {
  badgeFor,
  overlayDot,
  watchNeedsSignatureCount,
  type BadgeWatch,
  type CountableCore,
} from './badge'
import {
  claimsLinkSchemeAtRuntime,
  createIntentQueue,
  intentFromUrl,
  intentsFromArgv,
  LOCK_INTENT,
  OPEN_REQUEST_INTENT,
} from './host-intents'
import { HELP_URL, menuLocale, menuTemplate } from './menu'
import {
  readSavedWindow,
  restoreWindow,
  saveWindow,
  windowStateFile,
  type RestoredWindow,
} from './window-state'

export interface DesktopOptions {
  readonly log: (line: string) => void
  /** The menu's Lock item (the core's lock, ./host-lock). */
  readonly lockWallet: () => void
  /** The window intents go to (made when there is none); undefined while none can be opened yet. */
  readonly mainWindow: () => BrowserWindow | undefined
}

/** The core as the desktop follows it: its counts, its lock, and its language setting. */
export interface DesktopCore extends CountableCore {
  readonly settings: { language(): Language }
}

export interface Desktop {
  /** Before `ready`: the links macOS hands over (open-url). */
  listenForLinks(): void
  /** The links among a launch's arguments (a second launch's, or the first's on Windows and Linux). */
  openLinks(argv: readonly string[]): void
  /**
   * Once ready, with the core: the menu (worded again whenever the language changes), the link
   * scheme, the badge, the lock screen whenever the core locks, and the first launch's links.
   */
  start(core: DesktopCore): void
  /** The words of the menu's language, for what the host itself says (notifications, dialogs). */
  words(): Translator
  /** The window's size and position as last saved, checked against today's displays. */
  windowBounds(
    defaults: BrowserWindowConstructorOptions,
  ): Pick<BrowserWindowConstructorOptions, 'x' | 'y' | 'width' | 'height'>
  /** Follows a new window: intents once its page has loaded, its bounds saved when it closes. */
  attach(win: BrowserWindow): void
  stop(): void
}

export function createDesktop(o: DesktopOptions): Desktop {
  const intents = createIntentQueue()
  let badge: BadgeWatch | undefined
  let stopFollowingLock: (() => void) | undefined
  let stopFollowingLanguage: (() => void) | undefined
  let language: () => Language = () => 'system'
  let restored: RestoredWindow | undefined
  let dot: NativeImage | undefined
  const stateFile = () => windowStateFile(app.getPath('userData'))

  const deliver = (intent: HostIntent) => {
    const win = o.mainWindow()
    if (win) {
      if (win.isMinimized()) win.restore()
      win.focus()
    }
    intents.deliver(intent)
  }

  const showCount = (count: number) => {
    const action = badgeFor(process.platform, count)
    switch (action.kind) {
      case 'count':
        app.setBadgeCount(action.count)
        break
      case 'overlay':
        dot ??= nativeImage.createFromBitmap(overlayDot(16), { width: 16, height: 16 })
        for (const win of BrowserWindow.getAllWindows())
          win.setOverlayIcon(action.count === 0 ? null : dot, action.description)
        break
      case 'none':
        break
    }
  }

  const desktop: Desktop = {
    listenForLinks() {
      app.on('open-url', (event, url) => {
        event.preventDefault()
        const intent = intentFromUrl(url, o.log)
        if (intent) deliver(intent)
      })
    },
    openLinks(argv) {
      for (const intent of intentsFromArgv(argv, o.log)) deliver(intent)
    },
    start(core) {
      language = () => core.settings.language()
      const showMenu = () => {
        const template = menuTemplate({
          platform: process.platform,
          appName: app.name,
          packaged: app.isPackaged,
          actions: {
            openRequest: () => deliver(OPEN_REQUEST_INTENT),
            lock: o.lockWallet,
            openHelp: () => void shell.openExternal(HELP_URL),
          },
          t: desktop.words(),
        })
        Menu.setApplicationMenu(Menu.buildFromTemplate(template))
      }
      showMenu()
      core.events.on('language-changed', showMenu)
      stopFollowingLanguage = () => core.events.off('language-changed', showMenu)
      if (
        claimsLinkSchemeAtRuntime(process.platform, app.isPackaged) &&
        !app.isDefaultProtocolClient(LINK_SCHEME)
      )
        app.setAsDefaultProtocolClient(LINK_SCHEME)
      badge = watchNeedsSignatureCount(core, showCount, { log: o.log })
      // The window shows its lock screen now (without being raised), whoever locked: the user, the idle time, the system.
      const onLock = (e: LockChangedEvent) => {
        if (e.state === 'locked') intents.deliver(LOCK_INTENT)
      }
      core.events.on('lock-changed', onLock)
      stopFollowingLock = () => core.events.off('lock-changed', onLock)
      desktop.openLinks(process.argv)
    },
    windowBounds(defaults) {
      const d = {
        width: defaults.width ?? 1180,
        height: defaults.height ?? 800,
        minWidth: defaults.minWidth ?? 720,
        minHeight: defaults.minHeight ?? 520,
      }
      const displays = [screen.getPrimaryDisplay(), ...screen.getAllDisplays()]
      restored = restoreWindow(
        readSavedWindow(stateFile()),
        displays.map((s) => s.workArea),
        d,
      )
      const { maximized: _, ...bounds } = restored
      return bounds
    },
    attach(win) {
      if (restored?.maximized) win.maximize()
      const contents = win.webContents
      contents.on('did-start-loading', () => intents.close())
      contents.on('did-finish-load', () =>
        intents.open((intent) => contents.send(HOST_INTENT_CHANNEL, intent)),
      )
      win.on('close', () => {
        try {
          saveWindow(stateFile(), { bounds: win.getNormalBounds(), maximized: win.isMaximized() })
        } catch (e) {
          o.log(
            `could not remember the window's size (${e instanceof Error ? e.message : 'error'})`,
          )
        }
      })
      win.on('closed', () => intents.close())
    },
    words() {
      return translator(menuLocale(language(), app.getPreferredSystemLanguages()))
    },
    stop() {
      badge?.stop()
      stopFollowingLock?.()
      stopFollowingLanguage?.()
    },
  }
  return desktop
}
