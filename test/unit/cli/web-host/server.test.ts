import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { webHostCsp } from '../../../../src/cli/web-host/headers'
import { startWebHost, type RunningWebHost } from '../../../../src/cli/web-host/server'
import { SHIM_PATH } from '../../../../src/cli/web-host/shim'
import { BRIDGE_METHODS, type BridgeHandlers } from '../../../../src/shared/bridge'
import { bridge, corsHeaders, raw } from './http'

const TOKEN = 'test-token-0123456789abcdefghijklmnopqrstuv'
let dir: string
let host: RunningWebHost
const calls: Array<[string, unknown]> = []
const logs: string[] = []

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'cosigner-web-host-'))
  const renderer = path.join(dir, 'renderer')
  mkdirSync(path.join(renderer, 'assets'), { recursive: true })
  writeFileSync(
    path.join(renderer, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><script type="module" crossorigin src="./assets/index-abc.js"></script></head><body><div id="root"></div></body></html>',
  )
  writeFileSync(path.join(renderer, 'assets', 'index-abc.js'), 'export const x = 1')
  writeFileSync(path.join(dir, 'secret.txt'), 'outside')
  const handlers = Object.fromEntries(
    BRIDGE_METHODS.map((m) => [
      m,
      async (input: unknown) => {
        calls.push([m, input])
        if (m === 'accounts.list') throw new Error('boom')
        return { ok: true, value: { method: m, input: input ?? null } }
      },
    ]),
  ) as unknown as BridgeHandlers
  host = await startWebHost({
    handlers,
    rendererDir: renderer,
    token: TOKEN,
    bodyLimit: 4096,
    log: (l) => logs.push(l),
  })
})
afterAll(async () => {
  await host.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('the web host', () => {
  it('listens on 127.0.0.1 and prints a URL with the token in the fragment', () => {
    expect(host.origin).toBe(`http://127.0.0.1:${host.port}`)
    expect(host.url).toBe(`http://127.0.0.1:${host.port}/#cosigner-token=${TOKEN}`)
  })

  it('makes a fresh random token per launch unless given one', async () => {
    const handlers = Object.fromEntries(
      BRIDGE_METHODS.map((m) => [m, async () => ({ ok: true, value: null })]),
    ) as unknown as BridgeHandlers
    const a = await startWebHost({ handlers, rendererDir: dir })
    const b = await startWebHost({ handlers, rendererDir: dir })
    try {
      expect(a.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
      expect(a.token).not.toBe(b.token)
    } finally {
      await a.close()
      await b.close()
    }
  })

  it('serves the index with the shim first in <head>, the CSP, and no token', async () => {
    const r = await raw(host.port, { path: '/' })
    expect(r.status).toBe(200)
    expect(r.headers['content-security-policy']).toBe(webHostCsp())
    expect(r.text).toMatch(new RegExp(`<head><script src="${SHIM_PATH}"></script><meta charset`))
    expect(r.text).not.toContain(TOKEN)
  })

  it('serves the renderer files and the shim (which holds no token either)', async () => {
    const js = await raw(host.port, { path: '/assets/index-abc.js' })
    expect(js.status).toBe(200)
    expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8')
    const shim = await raw(host.port, { path: SHIM_PATH })
    expect(shim.status).toBe(200)
    for (const m of BRIDGE_METHODS) expect(shim.text).toContain(JSON.stringify(m))
    expect(shim.text).not.toContain(TOKEN)
  })

  it('never serves a file outside the renderer folder', async () => {
    for (const p of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/assets%5c..%5c..%5csecret.txt',
    ]) {
      const r = await raw(host.port, { path: p })
      expect(r.status, p).toBeGreaterThanOrEqual(400)
      expect(r.text, p).not.toContain('outside')
    }
  })

  it('passes a bridge call with the token to the core handler and returns its envelope', async () => {
    calls.length = 0
    const input = { account: '11111111-1111-4111-8111-111111111111' }
    const r = await bridge(host.port, 'groups.list', input, TOKEN)
    expect(r.status).toBe(200)
    expect(r.json()).toEqual({ ok: true, value: { method: 'groups.list', input } })
    expect(calls).toEqual([['groups.list', input]])
  })

  it('passes an empty body as an absent input, as IPC does', async () => {
    calls.length = 0
    const r = await bridge(host.port, 'settings.get', undefined, TOKEN)
    expect(r.json()).toEqual({ ok: true, value: { method: 'settings.get', input: null } })
    expect(calls).toEqual([['settings.get', undefined]])
  })

  it.each([
    ['missing', undefined],
    ['wrong', 'x'.repeat(TOKEN.length)],
    ['a prefix of the right one', TOKEN.slice(0, -1)],
  ])('refuses a %s token with 401 before the core sees the call', async (_what, token) => {
    calls.length = 0
    const r = await bridge(host.port, 'settings.get', {}, token)
    expect(r.status).toBe(401)
    expect(r.json()).toMatchObject({ ok: false, error: { code: 'no-access-token' } })
    expect(calls).toEqual([])
  })

  it('refuses another scheme than Bearer', async () => {
    const r = await raw(host.port, {
      method: 'POST',
      path: '/bridge/settings.get',
      headers: { authorization: `Basic ${TOKEN}`, 'content-type': 'application/json' },
      body: '{}',
    })
    expect(r.status).toBe(401)
  })

  it.each([
    'evil.example',
    `evil.example:${0}`,
    'localhost',
    '127.0.0.1',
    '127.0.0.1:1',
    '[::1]',
    '',
  ])('refuses Host %j with 403 (DNS rebinding), on pages and bridge alike', async (h) => {
    calls.length = 0
    const hostHeader = h.replace(':0', `:${host.port}`)
    const page = await raw(host.port, { path: '/', host: hostHeader })
    expect(page.status).toBe(403)
    const call = await bridge(host.port, 'settings.get', {}, TOKEN, { host: hostHeader })
    expect(call.status).toBe(403)
    expect(calls).toEqual([])
  })

  it('refuses a request without a Host header (Node answers 400 before the listener)', async () => {
    const r = await raw(host.port, { path: '/', host: null })
    expect([400, 403]).toContain(r.status)
    expect(r.text).not.toContain('<html')
  })

  it('accepts localhost:<port> as its own name', async () => {
    const r = await bridge(host.port, 'settings.get', {}, TOKEN, {
      host: `localhost:${host.port}`,
      origin: `http://localhost:${host.port}`,
    })
    expect(r.status).toBe(200)
  })

  it.each(['https://evil.example', 'null', `http://127.0.0.1:${1}`, 'http://127.0.0.1'])(
    'refuses Origin %s with 403, even with the token',
    async (origin) => {
      calls.length = 0
      const r = await bridge(host.port, 'settings.get', {}, TOKEN, { origin })
      expect(r.status).toBe(403)
      expect(r.json()).toMatchObject({ ok: false, error: { code: 'forbidden' } })
      expect(calls).toEqual([])
    },
  )

  it('accepts its own Origin, and refuses a browser-marked cross-site fetch', async () => {
    expect(
      (
        await bridge(host.port, 'settings.get', {}, TOKEN, {
          origin: host.origin,
          'sec-fetch-site': 'same-origin',
        })
      ).status,
    ).toBe(200)
    expect(
      (await bridge(host.port, 'settings.get', {}, TOKEN, { 'sec-fetch-site': 'cross-site' }))
        .status,
    ).toBe(403)
  })

  it('sends no CORS header on any response, preflights included', async () => {
    const responses = await Promise.all([
      raw(host.port, { path: '/' }),
      raw(host.port, { path: SHIM_PATH }),
      raw(host.port, {
        method: 'OPTIONS',
        path: '/bridge/settings.get',
        headers: {
          origin: 'https://evil.example',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization',
        },
      }),
      raw(host.port, {
        method: 'OPTIONS',
        path: '/bridge/settings.get',
        headers: { origin: host.origin, 'access-control-request-method': 'POST' },
      }),
      bridge(host.port, 'settings.get', {}, TOKEN),
      bridge(host.port, 'settings.get', {}, undefined),
      bridge(host.port, 'settings.get', {}, TOKEN, { origin: 'https://evil.example' }),
    ])
    for (const r of responses) expect(corsHeaders(r)).toEqual([])
    expect(responses[2]!.status).toBe(403)
    expect(responses[3]!.status).toBe(405)
  })

  it('answers an unknown method with 404 and never calls a handler', async () => {
    calls.length = 0
    for (const name of ['nope', 'constructor', '__proto__', 'toString', 'settings.get.x', '%ZZ']) {
      const r = await bridge(host.port, name, {}, TOKEN)
      expect(r.status, name).toBe(404)
      expect(r.json()).toMatchObject({ ok: false, error: { code: 'not-found' } })
    }
    expect(calls).toEqual([])
  })

  it('takes bridge calls only as POST', async () => {
    const r = await raw(host.port, {
      method: 'GET',
      path: '/bridge/settings.get',
      headers: { authorization: `Bearer ${TOKEN}` },
    })
    expect(r.status).toBe(405)
    expect(r.headers.allow).toBe('POST')
    const put = await raw(host.port, { method: 'PUT', path: '/index.html' })
    expect(put.status).toBe(405)
  })

  it('refuses a body over the limit with 413', async () => {
    calls.length = 0
    const big = { text: 'x'.repeat(5000) }
    const r = await bridge(host.port, 'accounts.importKeystore', big, TOKEN)
    expect(r.status).toBe(413)
    expect(r.json()).toMatchObject({ ok: false, error: { code: 'invalid-input' } })
    expect(calls).toEqual([])
  })

  it('refuses a chunked body that grows over the limit with 413', async () => {
    const r = await raw(host.port, {
      method: 'POST',
      path: '/bridge/accounts.importKeystore',
      headers: {
        authorization: `Bearer ${TOKEN}`,
        'content-type': 'application/json',
        'transfer-encoding': 'chunked',
      },
      body: JSON.stringify({ text: 'y'.repeat(6000) }),
    })
    expect(r.status).toBe(413)
  })

  it('refuses malformed JSON with 400 and a body that is not JSON with 415', async () => {
    const bad = await raw(host.port, {
      method: 'POST',
      path: '/bridge/settings.get',
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
      body: '{"a":',
    })
    expect(bad.status).toBe(400)
    expect(bad.json()).toMatchObject({ ok: false, error: { code: 'invalid-input' } })
    const form = await raw(host.port, {
      method: 'POST',
      path: '/bridge/settings.get',
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'text/plain' },
      body: '{}',
    })
    expect(form.status).toBe(415)
  })

  it('turns a crashing handler into an internal envelope that reveals nothing', async () => {
    const r = await bridge(host.port, 'accounts.list', {}, TOKEN)
    expect(r.status).toBe(500)
    expect(r.json()).toEqual({
      ok: false,
      // The window says the words in its reader's language; the message stays English.
      error: {
        code: 'internal',
        message: 'The wallet failed unexpectedly.',
        words: { id: 'cli.webHost.walletFailed' },
      },
    })
    expect(r.text).not.toContain('boom')
  })

  it('never logs the token', () => {
    expect(logs.length).toBeGreaterThan(0)
    expect(logs.join('\n')).not.toContain(TOKEN)
  })

  it('sends nosniff and no-store on bridge answers', async () => {
    const r = await bridge(host.port, 'settings.get', {}, TOKEN)
    expect(r.headers['x-content-type-options']).toBe('nosniff')
    expect(r.headers['cache-control']).toBe('no-store')
    expect(r.headers['content-type']).toBe('application/json; charset=utf-8')
  })
})
