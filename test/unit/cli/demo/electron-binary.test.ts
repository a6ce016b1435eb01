/**
 * Finding the Electron binary as the electron package would (without running it), and the decision
 * to fetch it: found, fetched, failed, timed out, offline, told not to. The installer and the
 * reachability check are fakes here (the real ones are in electron-fetch.test.ts).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  electronPackage,
  findElectronBinary,
  obtainElectronBinary,
  type Installer,
  type ObtainOptions,
  type Reachability,
} from '../../../../src/cli/demo/electron-binary'
import { fakeProject } from './fake-project'

const dirs: string[] = []
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true })
})

describe('findElectronBinary', () => {
  it('says so when the package is not installed', () => {
    expect(findElectronBinary(fakeProject({ electron: false }).root, {})).toEqual({
      ok: false,
      reason: 'the electron package is not installed',
    })
  })

  it('says so when the binary was never downloaded, without running the package', () => {
    const r = findElectronBinary(fakeProject().root, {})
    expect(r).toEqual({ ok: false, reason: 'no Electron binary has been downloaded yet' })
  })

  it('finds a downloaded binary', () => {
    const p = fakeProject({ pathTxt: 'electron', binary: true })
    expect(findElectronBinary(p.root, {})).toEqual({
      ok: true,
      path: path.join(p.electronDir, 'dist', 'electron'),
    })
  })

  it('reports a path.txt whose binary is gone', () => {
    const r = findElectronBinary(fakeProject({ pathTxt: 'electron' }).root, {})
    expect(!r.ok && r.reason).toMatch(/missing at/)
  })

  it('honours ELECTRON_OVERRIDE_DIST_PATH as the package does', () => {
    const root = fakeProject().root
    const dist = mkdtempSync(path.join(tmpdir(), 'cosigner-dist-'))
    dirs.push(dist)
    expect(findElectronBinary(root, { ELECTRON_OVERRIDE_DIST_PATH: dist }).ok).toBe(false)
    writeFileSync(path.join(dist, 'electron'), '')
    expect(findElectronBinary(root, { ELECTRON_OVERRIDE_DIST_PATH: dist })).toEqual({
      ok: true,
      path: path.join(dist, 'electron'),
    })
  })

  it("reads the package's version, ABI and installer", () => {
    const p = fakeProject()
    expect(electronPackage(p.root)).toEqual({
      dir: p.electronDir,
      version: '45.4.1',
      abi: '150',
      installer: path.join(p.electronDir, 'install.js'),
    })
    expect(electronPackage(fakeProject({ abi: null }).root)?.abi).toBeUndefined()
  })

  it('reads the real installed electron package the same way', () => {
    const real = electronPackage(path.resolve(import.meta.dirname, '../../../..'))
    expect(real?.version).toMatch(/^\d+\.\d+\.\d+$/)
    expect(real?.abi).toMatch(/^\d+$/)
    expect(real?.installer).toMatch(/install\.js$/)
  })
})

/** Records what the decision asked of its edges. */
function edges(o: { reachable?: Reachability; install?: Installer } = {}) {
  const calls = { reachable: 0, install: 0 }
  const lines: string[] = []
  return {
    calls,
    lines,
    options: (root: string, extra: Partial<ObtainOptions> = {}): ObtainOptions => ({
      root,
      env: {},
      say: (l) => lines.push(l),
      reachable: async () => {
        calls.reachable++
        return o.reachable ?? { ok: true }
      },
      install: (args) => {
        calls.install++
        return (o.install ?? (async () => ({ ok: false, details: 'no installer in this test' })))(
          args,
        )
      },
      timeoutMs: 5000,
      ...extra,
    }),
  }
}

describe('obtainElectronBinary', () => {
  it('uses a binary that is already there, fetching nothing', async () => {
    const p = fakeProject({ pathTxt: 'electron', binary: true })
    const e = edges()
    expect(await obtainElectronBinary(e.options(p.root))).toEqual({
      ok: true,
      path: path.join(p.electronDir, 'dist', 'electron'),
      fetched: false,
    })
    expect(e.calls).toEqual({ reachable: 0, install: 0 })
    expect(e.lines).toEqual([])
  })

  it("fetches a missing binary with the package's installer, saying so", async () => {
    const p = fakeProject()
    let binary = ''
    const e = edges({
      install: async () => {
        binary = p.install()
        return { ok: true }
      },
    })
    expect(await obtainElectronBinary(e.options(p.root))).toEqual({
      ok: true,
      path: binary,
      fetched: true,
    })
    expect(e.calls).toEqual({ reachable: 1, install: 1 })
    expect(e.lines[0]).toMatch(
      /^Fetching the Electron 45\.4\.1 binary with the electron package's installer \(at most 5 s/,
    )
    expect(e.lines.at(-1)).toMatch(/^Fetched Electron 45\.4\.1 in \d+ m?s\.$/)
  })

  it('tells the progress while the installer works', async () => {
    const p = fakeProject()
    const e = edges({
      install: async () => {
        await new Promise((r) => setTimeout(r, 120))
        p.install()
        return { ok: true }
      },
    })
    let t = 0
    const r = await obtainElectronBinary(
      e.options(p.root, { progressEveryMs: 20, now: () => (t += 1000) }),
    )
    expect(r.ok).toBe(true)
    expect(
      e.lines.filter((l) => /^ {2}still fetching Electron… \d+ s$/.test(l)).length,
    ).toBeGreaterThanOrEqual(2)
  })

  it('falls back with the reason and the details when the installer fails', async () => {
    const p = fakeProject()
    const e = edges({ install: async () => ({ ok: false, details: 'TypeError: fetch failed' }) })
    expect(await obtainElectronBinary(e.options(p.root))).toEqual({
      ok: false,
      cause: 'failed',
      reason: "the electron package's installer could not fetch the Electron binary",
      details: 'TypeError: fetch failed',
    })
  })

  it('stops an installer that takes too long, and says so', async () => {
    const p = fakeProject()
    let aborted = false
    const e = edges({
      install: ({ signal }) =>
        new Promise(() => {
          signal.addEventListener('abort', () => (aborted = true))
        }),
    })
    const started = Date.now()
    const r = await obtainElectronBinary(e.options(p.root, { timeoutMs: 100 }))
    expect(r).toEqual({
      ok: false,
      cause: 'timed-out',
      reason: 'fetching the Electron binary took longer than 100 ms, so it was stopped',
    })
    expect(aborted).toBe(true)
    expect(Date.now() - started).toBeLessThan(2000)
  })

  it('does not start a download when the site cannot be reached (offline)', async () => {
    const p = fakeProject()
    const e = edges({
      reachable: { ok: false, host: 'github.com', details: 'getaddrinfo ENOTFOUND github.com' },
    })
    expect(await obtainElectronBinary(e.options(p.root))).toEqual({
      ok: false,
      cause: 'offline',
      reason:
        'this machine cannot reach the Electron download site (github.com), so the Electron binary cannot be fetched',
      details: 'getaddrinfo ENOTFOUND github.com',
    })
    expect(e.calls.install).toBe(0)
  })

  it('says when the installer reported success but left no binary', async () => {
    const e = edges({ install: async () => ({ ok: true }) })
    const r = await obtainElectronBinary(e.options(fakeProject().root))
    expect(r).toMatchObject({ ok: false, cause: 'missing-after-install' })
  })

  it('an installer that throws is a failure, not a crash', async () => {
    const e = edges({
      install: async () => {
        throw new Error('spawn failed')
      },
    })
    expect(await obtainElectronBinary(e.options(fakeProject().root))).toMatchObject({
      ok: false,
      cause: 'failed',
      details: 'spawn failed',
    })
  })

  it('fetches nothing when told not to, or when the package is absent, or when an override points elsewhere', async () => {
    const e = edges()
    const p = fakeProject()
    expect(
      await obtainElectronBinary(
        e.options(p.root, { env: { ELECTRON_SKIP_BINARY_DOWNLOAD: '1' } }),
      ),
    ).toMatchObject({
      ok: false,
      cause: 'not-fetched',
      reason: expect.stringMatching(/ELECTRON_SKIP_BINARY_DOWNLOAD says not to fetch it/),
    })
    expect(
      await obtainElectronBinary(e.options(fakeProject({ electron: false }).root)),
    ).toMatchObject({ ok: false, cause: 'not-installed' })
    expect(
      await obtainElectronBinary(
        e.options(p.root, { env: { ELECTRON_OVERRIDE_DIST_PATH: path.join(p.root, 'nowhere') } }),
      ),
    ).toMatchObject({
      ok: false,
      cause: 'not-fetched',
      reason: expect.stringMatching(/ELECTRON_OVERRIDE_DIST_PATH has no Electron/),
    })
    expect(e.calls).toEqual({ reachable: 0, install: 0 })
  })
})
