import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appProtocolResponse, resolveAppFile } from '../../../src/main/app-files'
import { rendererCsp } from '../../../src/main/security'

let root: string
let outside: string

beforeAll(() => {
  const base = mkdtempSync(path.join(tmpdir(), 'cosigner-app-files-'))
  root = path.join(base, 'renderer')
  outside = base
  mkdirSync(path.join(root, 'assets'), { recursive: true })
  writeFileSync(
    path.join(root, 'index.html'),
    '<!doctype html><html><head></head><body>app</body></html>',
  )
  writeFileSync(path.join(root, 'assets', 'index-abc.js'), 'console.log(1)')
  writeFileSync(path.join(root, 'assets', 'data.bin'), 'binary')
  writeFileSync(path.join(base, 'secret.txt'), 'outside the renderer')
})
afterAll(() => rmSync(outside, { recursive: true, force: true }))

describe('resolveAppFile', () => {
  it('maps the root and files to the renderer folder', () => {
    expect(resolveAppFile(root, 'app://cosigner/')).toEqual({
      ok: true,
      file: path.join(root, 'index.html'),
      contentType: 'text/html; charset=utf-8',
    })
    expect(resolveAppFile(root, 'app://cosigner/assets/index-abc.js?v=1#x')).toMatchObject({
      ok: true,
      file: path.join(root, 'assets', 'index-abc.js'),
    })
  })

  it('refuses other origins', () => {
    expect(resolveAppFile(root, 'app://other/index.html')).toEqual({ ok: false, status: 403 })
    expect(resolveAppFile(root, 'file:///index.html')).toEqual({ ok: false, status: 403 })
  })

  // The URL parser already folds `%2e%2e` segments at the origin, so those land inside the folder;
  // whatever the form, nothing may resolve outside it.
  it.each([
    'app://cosigner/%2e%2e/secret.txt',
    'app://cosigner/assets/%2e%2e/%2e%2e/secret.txt',
    'app://cosigner/..%2fsecret.txt',
    'app://cosigner/assets%5c..%5c..%5csecret.txt',
    'app://cosigner/index.html%00.js',
    'app://cosigner/%E0%A4%A',
  ])('never leaves the renderer folder for %s', (url) => {
    const r = resolveAppFile(root, url)
    if (r.ok) expect(r.file.startsWith(root + path.sep)).toBe(true)
  })

  it('refuses file types it does not know instead of sniffing them', () => {
    expect(resolveAppFile(root, 'app://cosigner/assets/data.bin')).toEqual({
      ok: false,
      status: 404,
    })
  })
})

describe('appProtocolResponse', () => {
  it('serves a file with the CSP and its type', async () => {
    const res = await appProtocolResponse(root, { method: 'GET', url: 'app://cosigner/index.html' })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-security-policy')).toBe(rendererCsp())
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(await res.text()).toContain('app')
  })

  it('answers 404 for a missing file and never reads outside the renderer', async () => {
    expect(
      (await appProtocolResponse(root, { method: 'GET', url: 'app://cosigner/missing.js' })).status,
    ).toBe(404)
    for (const url of [
      'app://cosigner/%2e%2e/secret.txt',
      'app://cosigner/..%2fsecret.txt',
      'app://cosigner/assets/%2e%2e/%2e%2e/secret.txt',
    ]) {
      const climb = await appProtocolResponse(root, { method: 'GET', url })
      expect([400, 404]).toContain(climb.status)
      expect(await climb.text()).not.toContain('outside the renderer')
    }
  })

  it('serves GET and HEAD only', async () => {
    const post = await appProtocolResponse(root, {
      method: 'POST',
      url: 'app://cosigner/index.html',
    })
    expect(post.status).toBe(405)
    const head = await appProtocolResponse(root, {
      method: 'HEAD',
      url: 'app://cosigner/index.html',
    })
    expect(head.status).toBe(200)
    expect(await head.text()).toBe('')
  })
})
