/**
 * The application menu, as a template (Electron builds it in ./desktop): the platform's usual menus
 * and shortcuts through Electron's roles — on macOS the app menu first, the Window menu with its
 * window list, About under the app's name; elsewhere Quit under File and About under Help — plus
 * the wallet's own two items, "Open a request…" and "Lock Cosigner", which call the actions given.
 * Every label is worded in the wallet's language ({@link menuLocale}), the roles' too, so the menu
 * does not mix the system's language with the wallet's. Pure: tested under Node.
 * @module
 */
import type { MenuItemConstructorOptions } from 'electron'
import { resolveLanguage, type Language, type Locale } from '../shared/i18n/locales'
import type { Translator } from '../shared/i18n/translate'

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
  /** The words of the menu's language ({@link menuLocale}). */
  readonly t: Translator
}

/**
 * The menu's language: the wallet's setting, or for 'system' the first of the system's preferred
 * languages the wallet speaks (Electron's `app.getPreferredSystemLanguages()`), else English.
 */
export function menuLocale(language: Language, systemTags: readonly string[]): Locale {
  return resolveLanguage(language, systemTags)
}

/** Shortcuts of the wallet's own items (CmdOrCtrl: ⌘ on macOS, Ctrl elsewhere). */
export const MENU_SHORTCUTS = { openRequest: 'CmdOrCtrl+O', lock: 'CmdOrCtrl+L' } as const

const separator: MenuItemConstructorOptions = { type: 'separator' }

/** The menu bar for `o.platform`. */
export function menuTemplate(o: MenuOptions): MenuItemConstructorOptions[] {
  const mac = o.platform === 'darwin'
  const t = (id: Parameters<Translator['t']>[0]) => o.t.t(id, { app: o.appName })
  const file: MenuItemConstructorOptions = {
    label: t('menu.file'),
    submenu: [
      {
        id: 'open-request',
        label: t('menu.openRequest'),
        accelerator: MENU_SHORTCUTS.openRequest,
        click: () => o.actions.openRequest(),
      },
      separator,
      {
        id: 'lock',
        label: t('menu.lock'),
        accelerator: MENU_SHORTCUTS.lock,
        click: () => o.actions.lock(),
      },
      separator,
      mac
        ? { role: 'close', label: t('menu.closeWindow') }
        : { role: 'quit', label: t(o.platform === 'win32' ? 'menu.exit' : 'menu.quit') },
    ],
  }
  const edit: MenuItemConstructorOptions = {
    label: t('menu.edit'),
    submenu: [
      { role: 'undo', label: t('menu.undo') },
      { role: 'redo', label: t('menu.redo') },
      separator,
      { role: 'cut', label: t('menu.cut') },
      { role: 'copy', label: t('menu.copy') },
      { role: 'paste', label: t('menu.paste') },
      ...(mac
        ? ([
            { role: 'pasteAndMatchStyle', label: t('menu.pasteAndMatchStyle') },
            { role: 'delete', label: t('menu.delete') },
            { role: 'selectAll', label: t('menu.selectAll') },
          ] as const)
        : ([
            { role: 'delete', label: t('menu.delete') },
            separator,
            { role: 'selectAll', label: t('menu.selectAll') },
          ] as const)),
    ],
  }
  const view: MenuItemConstructorOptions = {
    label: t('menu.view'),
    submenu: [
      ...(o.packaged
        ? []
        : ([
            { role: 'reload', label: t('menu.reload') },
            { role: 'forceReload', label: t('menu.forceReload') },
            { role: 'toggleDevTools', label: t('menu.toggleDevTools') },
            separator,
          ] as const)),
      { role: 'resetZoom', label: t('menu.actualSize') },
      { role: 'zoomIn', label: t('menu.zoomIn') },
      { role: 'zoomOut', label: t('menu.zoomOut') },
      separator,
      { role: 'togglefullscreen', label: t('menu.toggleFullScreen') },
    ],
  }
  const windowMenu: MenuItemConstructorOptions = {
    label: t('menu.window'),
    // On macOS the window role adds the list of open windows.
    ...(mac ? { role: 'window' as const } : {}),
    submenu: mac
      ? [
          { role: 'minimize', label: t('menu.minimize') },
          { role: 'zoom', label: t('menu.zoom') },
          separator,
          { role: 'front', label: t('menu.front') },
        ]
      : [
          { role: 'minimize', label: t('menu.minimize') },
          { role: 'close', label: t('menu.closeWindow') },
        ],
  }
  const help: MenuItemConstructorOptions = {
    label: t('menu.help'),
    role: 'help',
    submenu: [
      { id: 'help-docs', label: t('menu.helpDocs'), click: () => o.actions.openHelp() },
      ...(mac ? [] : [separator, { role: 'about' as const, label: t('menu.about') }]),
    ],
  }
  const appMenu: MenuItemConstructorOptions = {
    label: o.appName,
    submenu: [
      { role: 'about', label: t('menu.about') },
      separator,
      { role: 'services', label: t('menu.services') },
      separator,
      { role: 'hide', label: t('menu.hide') },
      { role: 'hideOthers', label: t('menu.hideOthers') },
      { role: 'unhide', label: t('menu.showAll') },
      separator,
      { role: 'quit', label: t('menu.quit') },
    ],
  }
  return [...(mac ? [appMenu] : []), file, edit, view, windowMenu, help]
}

/** Where "Mixin Safe Documentation" leads: opened in the user's browser, never in the app's window. */
export const HELP_URL = 'https://developers.mixin.one/docs'
