/**
 * The real edges of fetching Electron: the reachability probe (against loopback), and the electron
 * package's own installer run for real against a loopback "mirror" that has no binary (or never
 * answers), so it fails — quickly, with its reason — wherever the test runs, and downloads nothing.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { electronPackage } from '../../../../src/cli/demo/electron-binary'
import {
  electronDownloadSite,
  electronPackageInstaller,
  electronSiteReachable,
  probeTcp,
} from '../../../../src/cli/demo/electron-fetch'

const ROOT = path.resolve(import.meta.dirname, '../../../..')
let notFound: Server
let silent: Server
let cache: string
const requested: string[] = []
const port = (s: Server) => (s.address() as AddressInfo).port

beforeAll(async () => {
  cache = mkdtempSync(path.join(tmpdir(), 'cosigner-electron-cache-'))
  notFound = createServer((req, res) => {
    requested.push(req.url ?? '')
    res.writeHead(404).end('no such release')
  })
  silent = createServer(() => {
    // Never answers: the installer waits until it is stopped.
  })
  await Promise.all(
    [notFound, silent].map((s) => new Promise<void>((r) => s.listen(0, '127.0.0.1', r))),
  )
})
afterAll(async () => {
  silent.closeAllConnections()
  await Promise.all([notFound, silent].map((s) => new Promise((r) => s.close(r))))
  rmSync(cache, { recursive: true, force: true })
})

describe('electronDownloadSite', () => {
  it('is GitHub unless a mirror is configured the ways @electron/get reads it', () => {
    expect(electronDownloadSite({})).toEqual({ host: 'github.com', port: 443 })
    expect(
      electronDownloadSite({ ELECTRON_MIRROR: 'https://npmmirror.com/mirrors/electron/' }),
    ).toEqual({ host: 'npmmirror.com', port: 443 })
    expect(electronDownloadSite({ npm_config_electron_mirror: 'http://10.0.0.5:8080/e/' })).toEqual(
      { host: '10.0.0.5', port: 8080 },
    )
    expect(electronDownloadSite({ ELECTRON_MIRROR: 'not a url' })).toEqual({
      host: 'github.com',
      port: 443,
    })
  })
})

describe('probeTcp', () => {
  it('answers ok for a listening port', async () => {
    expect(await probeTcp('127.0.0.1', port(notFound), 2000)).toEqual({ ok: true })
  })

  it('says why for a closed port and for a name that does not resolve', async () => {
    const closed = createServer()
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r))
    const p = port(closed)
    await new Promise((r) => closed.close(r))
    expect(await probeTcp('127.0.0.1', p, 2000)).toEqual({
      ok: false,
      host: '127.0.0.1',
      details: expect.stringMatching(/ECONNREFUSED/),
    })
    const started = Date.now()
    expect(await probeTcp('no-such-host.invalid', 443, 3000)).toMatchObject({
      ok: false,
      host: 'no-such-host.invalid',
    })
    expect(Date.now() - started).toBeLessThan(3500)
  })

  it('leaves the judgement to the installer behind a proxy', async () => {
    expect(
      await electronSiteReachable({
        ELECTRON_GET_USE_PROXY: '1',
        ELECTRON_MIRROR: 'http://127.0.0.1:1/',
      })(),
    ).toEqual({ ok: true })
    expect(
      await electronSiteReachable({ ELECTRON_MIRROR: 'http://127.0.0.1:1/' }, 2000)(),
    ).toMatchObject({ ok: false, host: '127.0.0.1' })
  })
})

describe("the electron package's own installer", () => {
  const pkg = electronPackage(ROOT)!
  const env = (mirror: Server) => ({
    ...process.env,
    ELECTRON_MIRROR: `http://127.0.0.1:${port(mirror)}/`,
    electron_config_cache: cache,
    ELECTRON_GET_NO_PROGRESS: '1',
  })
  const hadBinary = existsSync(path.join(pkg.dir, 'path.txt'))

  it.skipIf(hadBinary)(
    'fails with its own reason when the mirror has no binary, and writes nothing',
    async () => {
      const started = Date.now()
      const r = await electronPackageInstaller(
        pkg,
        env(notFound),
      )({ signal: new AbortController().signal })
      expect(r).toEqual({ ok: false, details: expect.stringMatching(/404/) })
      expect(requested.some((u) => u.includes(`electron-v${pkg.version}-`))).toBe(true)
      expect(existsSync(path.join(pkg.dir, 'path.txt'))).toBe(false)
      expect(Date.now() - started).toBeLessThan(30_000)
    },
  )

  it.skipIf(hadBinary)('is stopped when its signal aborts', async () => {
    const stop = new AbortController()
    const run = electronPackageInstaller(pkg, env(silent))({ signal: stop.signal })
    setTimeout(() => stop.abort(), 1500)
    const started = Date.now()
    expect(await run).toMatchObject({ ok: false })
    expect(Date.now() - started).toBeLessThan(10_000)
    expect(existsSync(path.join(pkg.dir, 'path.txt'))).toBe(false)
  })
})
