/** The two hosts must serve the renderer under the same rules: one CSP (but connect-src), one path policy. */
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { webHostCsp } from '../../../../src/cli/web-host/headers'
import { injectShim, resolveRendererPath as webHostResolve } from '../../../../src/cli/web-host/static-files'
import { resolveRendererPath as electronResolve } from '../../../../src/main/app-files'
import { rendererCsp } from '../../../../src/main/security'

describe('host parity', () => {
  it('uses the Electron CSP with connect-src \'self\' and nothing else changed', () => {
    expect(webHostCsp()).toBe(rendererCsp("'self'"))
  })

  it.each([
    '/',
    '/index.html',
    '/assets/index-abc.js',
    '/assets/style.css',
    '/assets/font.woff2',
    '/../secret.txt',
    '/assets/../../x.js',
    '/..%2fx.js',
    '/a%5cb.js',
    '/a%00.js',
    '/%E0%A4%A',
    '/data.bin',
    '/dir/',
    '//double//slash.js',
  ])('resolves %s the same way', (p) => {
    const root = path.resolve('/srv/renderer')
    expect(webHostResolve(root, p)).toEqual(electronResolve(root, p))
  })

  it('injects the shim before everything else in <head>', () => {
    expect(injectShim('<html><head lang="x"><script type="module" src="a.js"></script></head></html>', '/s.js')).toBe(
      '<html><head lang="x"><script src="/s.js"></script><script type="module" src="a.js"></script></head></html>',
    )
    expect(injectShim('<p>no head</p>', '/s.js')).toBe('<script src="/s.js"></script><p>no head</p>')
    expect(injectShim('<HEAD><title>t</title>', '/s.js')).toBe('<HEAD><script src="/s.js"></script><title>t</title>')
  })
})
