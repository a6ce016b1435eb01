/**
 * The application menu, as a template (Electron builds it in ./desktop): the platform's usual menus
 * and shortcuts through Electron's roles — on macOS the app menu first, the Window menu with its
 * window list, About under the app's name; elsewhere Quit under File and About under Help — plus
 * the wallet's own two items, "Open a request…" and "Lock Cosigner", which call the actions given.
 * Pure: tested under Node.
 * @module
 */
import type { MenuItemConstructorOptions } from 'electron'

/** What the wallet's own items do; the host connects them. */
export interface MenuActions {
  /** Opens "Open anything" for a code, link, request id or hash. */
  openRequest(): void
  /** Locks the wallet now. */
  lock(): void
  /** Opens the Mixin Safe documentation in the user's browser. */
  openHelp(): void
}

export interface MenuOptions {
  readonly platform: NodeJS.Platform
  /** The app's name as the macOS app menu shows it. */
  readonly appName: string
  /** Packaged builds have no reload and no developer tools. */
  readonly packaged: boolean
  readonly actions: MenuActions
}

/** Shortcuts of the wallet's own items (CmdOrCtrl: ⌘ on macOS, Ctrl elsewhere). */
export const MENU_SHORTCUTS = { openRequest: 'CmdOrCtrl+O', lock: 'CmdOrCtrl+L' } as const

const separator: MenuItemConstructorOptions = { type: 'separator' }

/** The menu bar for `o.platform`. */
export function menuTemplate(o: MenuOptions): MenuItemConstructorOptions[] {
  const mac = o.platform === 'darwin'
  const file: MenuItemConstructorOptions = {
    label: 'File',
    submenu: [
      {
        id: 'open-request',
        label: 'Open a Request…',
        accelerator: MENU_SHORTCUTS.openRequest,
        click: () => o.actions.openRequest(),
      },
      separator,
      {
        id: 'lock',
        label: 'Lock Cosigner',
        accelerator: MENU_SHORTCUTS.lock,
        click: () => o.actions.lock(),
      },
      separator,
      mac ? { role: 'close' } : { role: 'quit' },
    ],
  }
  const edit: MenuItemConstructorOptions = {
    label: 'Edit',
    submenu: [
      { role: 'undo' },
      { role: 'redo' },
      separator,
      { role: 'cut' },
      { role: 'copy' },
      { role: 'paste' },
      ...(mac
        ? ([{ role: 'pasteAndMatchStyle' }, { role: 'delete' }, { role: 'selectAll' }] as const)
        : ([{ role: 'delete' }, separator, { role: 'selectAll' }] as const)),
    ],
  }
  const view: MenuItemConstructorOptions = {
    label: 'View',
    submenu: [
      ...(o.packaged
        ? []
        : ([
            { role: 'reload' },
            { role: 'forceReload' },
            { role: 'toggleDevTools' },
            separator,
          ] as const)),
      { role: 'resetZoom' },
      { role: 'zoomIn' },
      { role: 'zoomOut' },
      separator,
      { role: 'togglefullscreen' },
    ],
  }
  const windowMenu: MenuItemConstructorOptions = {
    label: 'Window',
    // On macOS the window role adds the list of open windows.
    ...(mac ? { role: 'window' as const } : {}),
    submenu: mac
      ? [{ role: 'minimize' }, { role: 'zoom' }, separator, { role: 'front' }]
      : [{ role: 'minimize' }, { role: 'close' }],
  }
  const help: MenuItemConstructorOptions = {
    label: 'Help',
    role: 'help',
    submenu: [
      { id: 'help-docs', label: 'Mixin Safe Documentation', click: () => o.actions.openHelp() },
      ...(mac ? [] : [separator, { role: 'about' as const }]),
    ],
  }
  const appMenu: MenuItemConstructorOptions = {
    label: o.appName,
    submenu: [
      { role: 'about' },
      separator,
      { role: 'services' },
      separator,
      { role: 'hide' },
      { role: 'hideOthers' },
      { role: 'unhide' },
      separator,
      { role: 'quit' },
    ],
  }
  return [...(mac ? [appMenu] : []), file, edit, view, windowMenu, help]
}

/** Where "Mixin Safe Documentation" leads: opened in the user's browser, never in the app's window. */
export const HELP_URL = 'https://developers.mixin.one/docs'
