/** Which renderer file a URL path names: the rule both hosts (the Electron window and the web host) serve by. */
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { rendererCsp, resolveRendererPath } from '../../../src/node/renderer-files'

const root = path.resolve('/srv/renderer')

describe('resolveRendererPath', () => {
  it('maps the root to index.html and files to their type', () => {
    expect(resolveRendererPath(root, '/')).toEqual({
      ok: true,
      file: path.join(root, 'index.html'),
      contentType: 'text/html; charset=utf-8',
    })
    expect(resolveRendererPath(root, '/assets/index-abc.js')).toEqual({
      ok: true,
      file: path.join(root, 'assets', 'index-abc.js'),
      contentType: 'text/javascript; charset=utf-8',
    })
    expect(resolveRendererPath(root, '/assets/style.css')).toMatchObject({
      ok: true,
      contentType: 'text/css; charset=utf-8',
    })
    expect(resolveRendererPath(root, '/assets/font.woff2')).toMatchObject({
      ok: true,
      contentType: 'font/woff2',
    })
    expect(resolveRendererPath(root, '//double//slash.js')).toMatchObject({
      ok: true,
      file: path.join(root, 'double', 'slash.js'),
    })
  })

  it.each([
    '/../secret.txt',
    '/assets/../../secret.txt',
    '/..%2fsecret.txt',
    '/a%5c..%5csecret.txt',
    '/index.html%00.js',
    '/%E0%A4%A',
    '/./index.html',
  ])('refuses the raw path %s', (raw) => {
    expect(resolveRendererPath(root, raw)).toEqual({ ok: false, status: 400 })
  })

  it.each(['/data.bin', '/dir/', '/noext'])(
    'refuses %s, a file type it does not know, instead of sniffing it',
    (raw) => {
      expect(resolveRendererPath(root, raw)).toEqual({ ok: false, status: 404 })
    },
  )
})

describe('rendererCsp', () => {
  it("allows nothing remote, and lets a host open connect-src to 'self' only", () => {
    expect(rendererCsp()).toContain("connect-src 'none'")
    expect(rendererCsp()).toContain("default-src 'self'")
    expect(rendererCsp("'self'")).toBe(
      rendererCsp().replace("connect-src 'none'", "connect-src 'self'"),
    )
  })
})
