/**
 * Setting Electron up for `npm start`: the binary, then better-sqlite3's Electron build; any step
 * missing, the reason the web host is opened instead. Edges are fakes (each has its own test).
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Installer } from '../../../../src/cli/demo/electron-binary'
import {
  electronTimeoutMs,
  missingDisplay,
  setUpElectron,
  type SetupEdges,
} from '../../../../src/cli/demo/electron-setup'
import type { BuildStep } from '../../../../src/cli/demo/electron-sqlite'
import {
  electronSqliteBuildPath,
  SQLITE_ADDON_FILE,
} from '../../../../src/node/sqlite/native-binding'
import { fakeProject, type FakeProject } from './fake-project'

const target = { betterSqlite3: '12.11.1', abi: '150', platform: 'linux', arch: 'x64' }
const makesAddon: BuildStep = async ({ scratch }) => {
  mkdirSync(path.join(scratch, 'build', 'Release'), { recursive: true })
  writeFileSync(path.join(scratch, 'build', 'Release', SQLITE_ADDON_FILE), 'addon')
  return { ok: true }
}
const noAddon: BuildStep = async () => ({ ok: false, details: 'offline' })
const installs =
  (p: FakeProject): Installer =>
  async () => (p.install(), { ok: true })

async function setUp(p: FakeProject, edges: Partial<SetupEdges>) {
  const lines: string[] = []
  const r = await setUpElectron({
    root: p.root,
    env: { DISPLAY: ':0' },
    say: (l) => lines.push(l),
    timeoutMs: 5000,
    platform: 'linux',
    arch: 'x64',
    edges,
  })
  return { r, lines }
}

describe('setUpElectron', () => {
  it('is ready when the binary and the Electron build are both there', async () => {
    const p = fakeProject({ pathTxt: 'electron', binary: true })
    const final = electronSqliteBuildPath(p.root, target)
    mkdirSync(path.dirname(final), { recursive: true })
    writeFileSync(final, 'addon')
    const { r, lines } = await setUp(p, {
      reachable: async () => ({ ok: false, host: 'x', details: 'unused' }),
      fetchPrebuilt: noAddon,
      build: noAddon,
    })
    expect(r).toEqual({ ok: true, path: path.join(p.electronDir, 'dist', 'electron') })
    expect(lines).toEqual([])
  })

  it('fetches the binary, then gets the Electron build, on a machine with internet', async () => {
    const p = fakeProject()
    const { r, lines } = await setUp(p, {
      reachable: async () => ({ ok: true }),
      install: installs(p),
      fetchPrebuilt: makesAddon,
      build: noAddon,
    })
    expect(r).toEqual({ ok: true, path: path.join(p.electronDir, 'dist', 'electron') })
    expect(lines.join('\n')).toMatch(
      /Fetching the Electron 45\.4\.1 binary[\s\S]*Fetched Electron[\s\S]*Fetching the prebuilt better-sqlite3[\s\S]*ready \(fetched\)/,
    )
  })

  it('gives the reason when the binary cannot be had (offline)', async () => {
    const p = fakeProject()
    const { r } = await setUp(p, {
      reachable: async () => ({
        ok: false,
        host: 'github.com',
        details: 'getaddrinfo ENOTFOUND github.com',
      }),
      fetchPrebuilt: makesAddon,
      build: makesAddon,
    })
    expect(r).toEqual({
      ok: false,
      reason: expect.stringMatching(/cannot reach the Electron download site \(github\.com\)/),
      details: 'getaddrinfo ENOTFOUND github.com',
    })
  })

  it('gives the reason when better-sqlite3 cannot be had for Electron, though the binary was', async () => {
    const p = fakeProject({ pathTxt: 'electron', binary: true })
    const { r } = await setUp(p, { fetchPrebuilt: noAddon, build: noAddon })
    expect(r).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/no build of better-sqlite3 12\.11\.1 for Electron 45\.4\.1/),
    })
  })

  it('says so when the electron package does not tell its ABI', async () => {
    const p = fakeProject({ pathTxt: 'electron', binary: true, abi: null })
    const { r } = await setUp(p, { fetchPrebuilt: makesAddon, build: makesAddon })
    expect(r).toMatchObject({ ok: false, reason: expect.stringMatching(/does not say which ABI/) })
  })

  it('says there is no display before fetching anything, on Linux without DISPLAY or WAYLAND_DISPLAY (an SSH session)', async () => {
    const p = fakeProject()
    let asked = false
    const edges = {
      reachable: async () => ((asked = true), { ok: true as const }),
      install: installs(p),
      fetchPrebuilt: makesAddon,
      build: makesAddon,
    }
    const r = await setUpElectron({
      root: p.root,
      env: { SSH_CONNECTION: '10.0.0.2 50000 10.0.0.1 22' },
      say: () => {},
      timeoutMs: 5000,
      platform: 'linux',
      arch: 'x64',
      edges,
    })
    expect(r).toEqual({
      ok: false,
      reason: expect.stringMatching(
        /^there is no graphical display here \(neither DISPLAY nor WAYLAND_DISPLAY is set/,
      ),
    })
    expect(asked).toBe(false)
    for (const env of [{ DISPLAY: ':1' }, { WAYLAND_DISPLAY: 'wayland-0' }])
      expect(missingDisplay(env, 'linux')).toBeUndefined()
    for (const platform of ['darwin', 'win32']) expect(missingDisplay({}, platform)).toBeUndefined()
  })

  it('says so when the electron package is not installed', async () => {
    const { r } = await setUp(fakeProject({ electron: false }), {})
    expect(r).toEqual({
      ok: false,
      reason: 'the electron package is not installed (run npm install)',
    })
  })
})

describe('electronTimeoutMs', () => {
  it('is 300 s unless COSIGNER_ELECTRON_TIMEOUT says otherwise, in whole seconds from 1 to 3600', () => {
    expect(electronTimeoutMs({})).toBe(300_000)
    expect(electronTimeoutMs({ COSIGNER_ELECTRON_TIMEOUT: '20' })).toBe(20_000)
    for (const bad of ['0', '3601', '1.5', 'ten', '-1']) {
      expect(() => electronTimeoutMs({ COSIGNER_ELECTRON_TIMEOUT: bad })).toThrow(
        new RangeError(
          `COSIGNER_ELECTRON_TIMEOUT expects a number of seconds from 1 to 3600, got "${bad}"`,
        ),
      )
    }
  })
})
