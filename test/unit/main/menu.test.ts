/**
 * The menu template per platform: the usual menus through Electron's roles, the wallet's two items
 * with their shortcuts and actions, no developer items in a packaged build.
 */
import type { MenuItemConstructorOptions } from 'electron'
import { describe, expect, it } from 'vitest'
import { MENU_SHORTCUTS, menuLocale, menuTemplate, type MenuActions } from '../../../src/main/menu'
import { translator } from '../../../src/shared/i18n/translate'

function actions() {
  const called: string[] = []
  const a: MenuActions = {
    openRequest: () => called.push('open'),
    lock: () => called.push('lock'),
    openHelp: () => called.push('help'),
  }
  return { a, called }
}

const english = translator('en')
const build = (platform: NodeJS.Platform, packaged = true) =>
  menuTemplate({ platform, appName: 'Cosigner', packaged, actions: actions().a, t: english })
const items = (m: MenuItemConstructorOptions) => m.submenu as MenuItemConstructorOptions[]
const roles = (m: MenuItemConstructorOptions) =>
  items(m).flatMap((i) => (i.role ? [i.role] : i.type === 'separator' ? ['-'] : [i.label ?? '']))
/** Every item of every menu, depth-first. */
const all = (t: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] =>
  t.flatMap((m) => [m, ...(Array.isArray(m.submenu) ? all(m.submenu) : [])])

describe('menuTemplate', () => {
  it('on macOS: the app menu first (About, Services, Hide…, Quit), then File, Edit, View, Window, Help', () => {
    const t = build('darwin')
    expect(t.map((m) => m.label)).toEqual(['Cosigner', 'File', 'Edit', 'View', 'Window', 'Help'])
    expect(roles(t[0]!)).toEqual([
      'about',
      '-',
      'services',
      '-',
      'hide',
      'hideOthers',
      'unhide',
      '-',
      'quit',
    ])
    expect(roles(t[1]!)).toEqual(['Open a Request…', '-', 'Lock Cosigner', '-', 'close'])
    expect(roles(t[2]!)).toEqual([
      'undo',
      'redo',
      '-',
      'cut',
      'copy',
      'paste',
      'pasteAndMatchStyle',
      'delete',
      'selectAll',
    ])
    expect(t[4]!.role).toBe('window')
    expect(roles(t[4]!)).toEqual(['minimize', 'zoom', '-', 'front'])
    expect(roles(t[5]!)).toEqual(['Mixin Safe Documentation'])
  })

  it.each(['win32', 'linux'] as const)(
    'on %s: File ends with Quit, About is under Help, no app menu',
    (platform) => {
      const t = build(platform)
      expect(t.map((m) => m.label)).toEqual(['File', 'Edit', 'View', 'Window', 'Help'])
      expect(roles(t[0]!)).toEqual(['Open a Request…', '-', 'Lock Cosigner', '-', 'quit'])
      expect(roles(t[1]!)).toEqual([
        'undo',
        'redo',
        '-',
        'cut',
        'copy',
        'paste',
        'delete',
        '-',
        'selectAll',
      ])
      expect(t[3]!.role).toBeUndefined()
      expect(roles(t[3]!)).toEqual(['minimize', 'close'])
      expect(t[4]!.role).toBe('help')
      expect(roles(t[4]!)).toEqual(['Mixin Safe Documentation', '-', 'about'])
    },
  )

  it('has reload and developer tools only in an unpackaged build', () => {
    expect(roles(build('linux', true)[2]!)).toEqual([
      'resetZoom',
      'zoomIn',
      'zoomOut',
      '-',
      'togglefullscreen',
    ])
    expect(roles(build('linux', false)[2]!)).toEqual([
      'reload',
      'forceReload',
      'toggleDevTools',
      '-',
      'resetZoom',
      'zoomIn',
      'zoomOut',
      '-',
      'togglefullscreen',
    ])
  })

  it("wires the wallet's items to the actions given, with their shortcuts", () => {
    for (const platform of ['darwin', 'win32', 'linux'] as const) {
      const { a, called } = actions()
      const t = menuTemplate({
        platform,
        appName: 'Cosigner',
        packaged: true,
        actions: a,
        t: english,
      })
      const byId = new Map(
        all(t)
          .filter((i) => i.id)
          .map((i) => [i.id, i]),
      )
      expect(byId.get('open-request')?.accelerator).toBe(MENU_SHORTCUTS.openRequest)
      expect(byId.get('lock')?.accelerator).toBe(MENU_SHORTCUTS.lock)
      for (const id of ['open-request', 'lock', 'help-docs']) (byId.get(id)!.click as () => void)()
      expect(called).toEqual(['open', 'lock', 'help'])
    }
  })

  it('gives no two items the same shortcut, and only shortcuts Electron reads', () => {
    for (const platform of ['darwin', 'win32', 'linux'] as const) {
      const accelerators = all(build(platform, false)).flatMap((i) =>
        typeof i.accelerator === 'string' ? [i.accelerator] : [],
      )
      expect(new Set(accelerators).size).toBe(accelerators.length)
      for (const acc of accelerators)
        expect(acc).toMatch(
          /^(CmdOrCtrl|CommandOrControl|Alt|Shift|Super)(\+(Alt|Shift))*\+[A-Z0-9]$/,
        )
    }
  })

  it('does not take the shortcuts the window uses (Alt+1…5, Alt+R)', () => {
    const accelerators = all(build('linux', false)).flatMap((i) =>
      typeof i.accelerator === 'string' ? [i.accelerator] : [],
    )
    for (const taken of ['Alt+1', 'Alt+2', 'Alt+3', 'Alt+4', 'Alt+5', 'Alt+R'])
      expect(accelerators).not.toContain(taken)
  })
})

describe('the menu in the wallet’s language', () => {
  it('speaks the language chosen in Settings, else the first of the system’s the wallet speaks, else English', () => {
    expect(menuLocale('zh-TW', ['en-US'])).toBe('zh-TW')
    expect(menuLocale('en', ['zh-CN'])).toBe('en')
    expect(menuLocale('system', ['fr-FR', 'zh-Hant-HK', 'en-US'])).toBe('zh-TW')
    expect(menuLocale('system', ['zh-Hans-CN'])).toBe('zh-CN')
    expect(menuLocale('system', ['fr-FR', 'de-DE'])).toBe('en')
    expect(menuLocale('system', [])).toBe('en')
  })

  it('words every item, the platform’s roles too, so no label is left to the system’s language', () => {
    for (const platform of ['darwin', 'win32', 'linux'] as const) {
      const t = menuTemplate({
        platform,
        appName: 'Cosigner',
        packaged: false,
        actions: actions().a,
        t: translator('zh-CN'),
      })
      const unworded = all(t).filter((i) => i.type !== 'separator' && !i.label)
      expect(unworded.map((i) => i.role)).toEqual([])
    }
    const mac = menuTemplate({
      platform: 'darwin',
      appName: 'Cosigner',
      packaged: true,
      actions: actions().a,
      t: translator('zh-CN'),
    })
    expect(mac.map((m) => m.label)).toEqual(['Cosigner', '文件', '编辑', '显示', '窗口', '帮助'])
    expect(items(mac[0]!).map((i) => i.label ?? '-')).toContain('退出 Cosigner')
    expect(items(mac[1]!).map((i) => i.label ?? '-')).toEqual([
      '打开请求…',
      '-',
      '锁定 Cosigner',
      '-',
      '关闭窗口',
    ])
    const win = menuTemplate({
      platform: 'win32',
      appName: 'Cosigner',
      packaged: true,
      actions: actions().a,
      t: translator('zh-TW'),
    })
    expect(win.map((m) => m.label)).toEqual(['檔案', '編輯', '顯示方式', '視窗', '說明'])
    expect(items(win[4]!).map((i) => i.label ?? '-')).toEqual([
      'Mixin Safe 金庫文件',
      '-',
      '關於 Cosigner',
    ])
  })
})
