import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { runInNewContext } from 'node:vm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startWebHost, type RunningWebHost } from '../../../../src/cli/web-host/server'
import { bridgeShimSource } from '../../../../src/cli/web-host/shim'
import {
  BRIDGE_METHODS,
  type BridgeHandlers,
  type CosignerApi,
} from '../../../../src/shared/bridge'

let dir: string
let host: RunningWebHost
const seen: Array<[string, unknown]> = []

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'cosigner-shim-'))
  mkdirSync(path.join(dir, 'renderer'))
  writeFileSync(path.join(dir, 'renderer', 'index.html'), '<html><head></head></html>')
  const handlers = Object.fromEntries(
    BRIDGE_METHODS.map((m) => [
      m,
      async (input: unknown) => (
        seen.push([m, input]),
        { ok: false, error: { code: 'invalid-input', message: `echo ${m}` } }
      ),
    ]),
  ) as unknown as BridgeHandlers
  host = await startWebHost({ handlers, rendererDir: path.join(dir, 'renderer') })
})
afterAll(async () => {
  await host.close()
  rmSync(dir, { recursive: true, force: true })
})

/** A page at `href` running the shim, with the browser objects it touches. */
function page(href: string, storage = new Map<string, string>()) {
  const url = new URL(href)
  const location = {
    hash: url.hash,
    pathname: url.pathname,
    search: url.search,
    origin: url.origin,
  }
  const replaced: string[] = []
  const window: Record<string, unknown> = {}
  const context = {
    window,
    location,
    history: {
      state: null,
      replaceState: (_s: unknown, _t: string, u: string) => {
        replaced.push(u)
        location.hash = ''
      },
    },
    sessionStorage: {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => void storage.set(k, v),
    },
    // Same-origin relative fetch, as in the page.
    fetch: (input: string, init: RequestInit) => fetch(new URL(input, url.origin), init),
    encodeURIComponent,
    JSON,
    Object,
    RegExp,
  }
  runInNewContext(bridgeShimSource(BRIDGE_METHODS), context)
  return { api: window.cosigner as CosignerApi, replaced, storage, window }
}

describe('the web-host shim', () => {
  it('defines window.cosigner with exactly the contract methods, read-only', () => {
    const p = page(host.url)
    expect(Object.keys(p.api).sort()).toEqual([...BRIDGE_METHODS].sort())
    expect(Object.isFrozen(p.api)).toBe(true)
    expect(Object.getOwnPropertyDescriptor(p.window, 'cosigner')?.writable).toBe(false)
  })

  it('takes the token from the fragment, keeps it for reloads, and clears the address bar', async () => {
    const p = page(host.url)
    expect(p.replaced).toEqual(['/'])
    expect(p.storage.get('cosigner-token')).toBe(host.token)
    seen.length = 0
    const input = { account: '22222222-2222-4222-8222-222222222222' }
    const r = await p.api['groups.list'](input)
    expect(r).toEqual({ ok: false, error: { code: 'invalid-input', message: 'echo groups.list' } })
    expect(seen).toEqual([['groups.list', input]])
    // A reload: no fragment any more, the token comes from sessionStorage.
    const again = page(`${host.origin}/`, p.storage)
    await expect(again.api['settings.get']({})).resolves.toMatchObject({
      error: { message: 'echo settings.get' },
    })
  })

  it('sends no body for an absent input, like IPC', async () => {
    seen.length = 0
    await page(host.url).api['settings.get'](undefined as never)
    expect(seen).toEqual([['settings.get', undefined]])
  })

  it('answers unauthorized, without calling the host, when the page was opened without the token', async () => {
    seen.length = 0
    const r = await page(`${host.origin}/`).api['settings.get']({})
    expect(r).toMatchObject({ ok: false, error: { code: 'no-access-token' } })
    expect(seen).toEqual([])
  })

  it("passes the host's refusal through when the token is wrong", async () => {
    const r = await page(`${host.origin}/#cosigner-token=${'A'.repeat(43)}`).api['settings.get']({})
    expect(r).toMatchObject({ ok: false, error: { code: 'no-access-token' } })
  })

  it('answers network when the host is gone', async () => {
    const p = page(host.url)
    const gone = await startWebHost({
      handlers: Object.fromEntries(
        BRIDGE_METHODS.map((m) => [m, async () => null]),
      ) as unknown as BridgeHandlers,
      rendererDir: dir,
    })
    await gone.close()
    const q = page(`${gone.origin}/#cosigner-token=${gone.token}`)
    await expect(q.api['settings.get']({})).resolves.toMatchObject({
      ok: false,
      error: { code: 'network' },
    })
    expect(p.api).toBeDefined()
  })
})
