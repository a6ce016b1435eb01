import { describe, expect, it } from 'vitest'
import {
  APP_ENTRY_URL,
  APP_ORIGIN,
  APP_SCHEME_PRIVILEGES,
  isAllowedNavigation,
  isAllowedPermission,
  isAllowedRendererRequest,
  isAppUrl,
  isTrustedSender,
  mainWindowOptions,
  rendererCsp,
  rendererHeaders,
  secureWebPreferences,
} from '../../../src/main/security'

/** The CSP as directive → sources. */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(';').map((d) => {
      const [name, ...sources] = d.trim().split(/\s+/)
      return [name!, sources]
    }),
  )
}

describe('window options', () => {
  it('hard-code the safe web preferences', () => {
    const p = secureWebPreferences('/app/out/preload/index.cjs')
    expect(p).toMatchObject({
      preload: '/app/out/preload/index.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webviewTag: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      navigateOnDragDrop: false,
    })
  })

  it('use a CommonJS preload, the only kind a sandboxed renderer can load', () => {
    const o = mainWindowOptions({ preload: '/x/out/preload/index.cjs', packaged: true })
    expect(o.webPreferences?.preload).toMatch(/\.cjs$/)
    expect(o.webPreferences?.sandbox).toBe(true)
  })

  it('turn DevTools off in packaged builds only', () => {
    expect(mainWindowOptions({ preload: '/p.cjs', packaged: true }).webPreferences?.devTools).toBe(
      false,
    )
    expect(mainWindowOptions({ preload: '/p.cjs', packaged: false }).webPreferences?.devTools).toBe(
      true,
    )
  })

  it('keep every safety flag whatever the packaging', () => {
    for (const packaged of [true, false]) {
      const p = mainWindowOptions({ preload: '/p.cjs', packaged }).webPreferences!
      expect([p.contextIsolation, p.sandbox, p.nodeIntegration, p.webviewTag]).toEqual([
        true,
        true,
        false,
        false,
      ])
    }
  })
})

describe('the renderer CSP', () => {
  it('allows only the app itself and no network', () => {
    const d = directives(rendererCsp())
    expect(d.get('default-src')).toEqual(["'self'"])
    expect(d.get('script-src')).toEqual(["'self'"])
    expect(d.get('connect-src')).toEqual(["'none'"])
    for (const name of [
      'object-src',
      'frame-src',
      'worker-src',
      'base-uri',
      'form-action',
      'frame-ancestors',
    ]) {
      expect(d.get(name), name).toEqual(["'none'"])
    }
  })

  it('never allows inline or evaluated code, nor any remote source', () => {
    const csp = rendererCsp()
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|wasm-unsafe-eval|https?:|\*/)
  })

  it('differs for the web host only in connect-src', () => {
    const a = directives(rendererCsp())
    const b = directives(rendererCsp("'self'"))
    expect(b.get('connect-src')).toEqual(["'self'"])
    a.delete('connect-src')
    b.delete('connect-src')
    expect(b).toEqual(a)
  })

  it('travels with every renderer file, with nosniff', () => {
    const h = rendererHeaders('text/html; charset=utf-8')
    expect(h['content-security-policy']).toBe(rendererCsp())
    expect(h['x-content-type-options']).toBe('nosniff')
    expect(Object.keys(h).some((k) => k.startsWith('access-control-'))).toBe(false)
  })
})

describe('the app scheme', () => {
  it('is standard and secure, readable by no other origin, and under CSP', () => {
    expect(APP_SCHEME_PRIVILEGES.scheme).toBe('app')
    expect(APP_SCHEME_PRIVILEGES.privileges).toMatchObject({
      standard: true,
      secure: true,
      corsEnabled: false,
      bypassCSP: false,
    })
  })

  it('recognises only its own origin', () => {
    expect(isAppUrl(APP_ENTRY_URL)).toBe(true)
    expect(isAppUrl(`${APP_ORIGIN}/assets/x.js`)).toBe(true)
    expect(isAppUrl('app://other/index.html')).toBe(false)
    expect(isAppUrl('app://user:pw@cosigner/index.html')).toBe(false)
    expect(isAppUrl('https://cosigner/index.html')).toBe(false)
    expect(isAppUrl('file:///index.html')).toBe(false)
    expect(isAppUrl('not a url')).toBe(false)
  })
})

describe('renderer requests', () => {
  it('pass for the app scheme, in-memory URLs and DevTools only', () => {
    expect(isAllowedRendererRequest('app://cosigner/assets/index.js')).toBe(true)
    expect(isAllowedRendererRequest('devtools://devtools/bundled/inspector.html')).toBe(true)
    expect(isAllowedRendererRequest('data:image/png;base64,AAAA')).toBe(true)
    expect(
      isAllowedRendererRequest('blob:app://cosigner/6f1c9a52-0000-4000-8000-000000000000'),
    ).toBe(true)
  })

  it.each([
    'https://api.mixin.one/me',
    'http://127.0.0.1:7001/safe/me',
    'ws://127.0.0.1:7001/',
    'wss://blaze.mixin.one/',
    'file:///etc/passwd',
    'app://evil/index.html',
    'ftp://example.com/',
    'chrome-extension://abc/x.js',
    '',
  ])('are cancelled for %s', (url) => {
    expect(isAllowedRendererRequest(url)).toBe(false)
  })
})

describe('IPC senders', () => {
  const good = { url: APP_ENTRY_URL, isMainFrame: true, isOurWindow: true }

  it('are trusted from the main frame of our window on our origin', () => {
    expect(isTrustedSender(good)).toBe(true)
  })

  it.each([
    ['an iframe', { ...good, isMainFrame: false }],
    ['another window', { ...good, isOurWindow: false }],
    ['a frame that is gone', { ...good, url: undefined }],
    ['a page navigated elsewhere', { ...good, url: 'https://evil.example/' }],
    ['a file page', { ...good, url: 'file:///tmp/x.html' }],
    ['another app host', { ...good, url: 'app://other/index.html' }],
  ])('are refused from %s', (_what, sender) => {
    expect(isTrustedSender(sender)).toBe(false)
  })
})

describe('permissions', () => {
  const host = { notifications: true }

  it('allow clipboard writes, and only from the app', () => {
    expect(isAllowedPermission('clipboard-sanitized-write', APP_ENTRY_URL, host)).toBe(true)
    expect(isAllowedPermission('clipboard-sanitized-write', APP_ORIGIN, host)).toBe(true)
    expect(isAllowedPermission('clipboard-sanitized-write', 'https://evil.example', host)).toBe(
      false,
    )
    expect(isAllowedPermission('clipboard-sanitized-write', undefined, host)).toBe(false)
  })

  it('say notifications are allowed to the app exactly where the host shows them, so Settings tells the truth', () => {
    expect(isAllowedPermission('notifications', APP_ENTRY_URL, { notifications: true })).toBe(true)
    expect(isAllowedPermission('notifications', `${APP_ORIGIN}/`, { notifications: true })).toBe(
      true,
    )
    expect(isAllowedPermission('notifications', APP_ENTRY_URL, { notifications: false })).toBe(
      false,
    )
    expect(
      isAllowedPermission('notifications', 'https://evil.example', { notifications: true }),
    ).toBe(false)
  })

  it.each([
    'clipboard-read',
    'media',
    'geolocation',
    'hid',
    'usb',
    'serial',
    'openExternal',
    'fullscreen',
    'unknown',
  ])('deny %s even to the app', (permission) => {
    expect(isAllowedPermission(permission, APP_ENTRY_URL, host)).toBe(false)
  })
})

describe('navigation', () => {
  it('is always denied, even to our own origin', () => {
    expect(isAllowedNavigation('https://example.com')).toBe(false)
    expect(isAllowedNavigation(APP_ENTRY_URL)).toBe(false)
  })
})
