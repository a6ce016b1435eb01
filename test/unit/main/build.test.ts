/**
 * `electron-vite build` makes the three bundles the app needs, in the shapes it needs: a CommonJS
 * main that requires only CommonJS packages (Electron's ESM loader inside app.asar has regressed
 * more than once), a CommonJS preload (the only kind a sandboxed renderer loads) that requires nothing but
 * `electron`, and a renderer page with no inline script (the CSP forbids it). Built into a temporary
 * folder, so `out/` is left alone. Skipped only while the renderer's page does not exist yet.
 */
import { execFile } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { builtinModules, createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { Script, compileFunction, runInNewContext } from 'node:vm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BRIDGE_METHODS, bridgeChannel } from '../../../src/shared/bridge'
import { HOST_INTENT_CHANNEL } from '../../../src/shared/host-intents'

const ROOT = path.resolve(import.meta.dirname, '../../..')
const hasRenderer = existsSync(path.join(ROOT, 'src/renderer/index.html'))
let out: string

beforeAll(async () => {
  if (!hasRenderer) return
  out = mkdtempSync(path.join(tmpdir(), 'cosigner-build-'))
  await promisify(execFile)(
    process.execPath,
    [path.join(ROOT, 'node_modules/electron-vite/bin/electron-vite.js'), 'build', '--outDir', out],
    {
      cwd: ROOT,
      maxBuffer: 16 * 1024 * 1024,
    },
  )
}, 180_000)
afterAll(() => {
  if (out) rmSync(out, { recursive: true, force: true })
})

describe.skipIf(!hasRenderer)('electron-vite build', () => {
  it('makes a CommonJS main at out/main/index.cjs (package.json "main"), which Electron loads with require', () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      main: string
      type: string
    }
    expect(pkg.main).toBe('./out/main/index.cjs')
    for (const file of readdirSync(path.join(out, 'main'))) {
      expect(file).toMatch(/\.cjs$/)
      const code = readFileSync(path.join(out, 'main', file), 'utf8')
      // Compiles as a CommonJS module body: an import or export statement would not.
      expect(() =>
        compileFunction(code, ['exports', 'require', 'module', '__filename', '__dirname'], {
          filename: file,
        }),
      ).not.toThrow()
    }
  })

  it('requires at run time only built-ins, electron, its own chunks and packages that load as CommonJS', () => {
    const requireFromRoot = createRequire(path.join(ROOT, 'package.json'))
    const required = new Set<string>()
    for (const file of readdirSync(path.join(out, 'main'))) {
      const code = readFileSync(path.join(out, 'main', file), 'utf8')
      for (const [, name] of code.matchAll(/\brequire\(\s*["']([^"']+)["']\s*\)/g))
        required.add(name!)
      expect(code).not.toMatch(/\bimport\(\s*["']/)
    }
    const packages = [...required].filter(
      (n) =>
        !n.startsWith('./') &&
        n !== 'electron' &&
        !builtinModules.includes(n.replace(/^node:/, '')),
    )
    expect(packages.sort()).toEqual(['better-sqlite3', 'ws', 'zod'])
    for (const name of packages) {
      const entry = requireFromRoot.resolve(name)
      const owner = JSON.parse(
        readFileSync(
          path.join(path.dirname(requireFromRoot.resolve(`${name}/package.json`)), 'package.json'),
          'utf8',
        ),
      ) as { type?: string }
      const isEsm = entry.endsWith('.mjs') || (owner.type === 'module' && !entry.endsWith('.cjs'))
      expect({ name, isEsm }).toEqual({ name, isEsm: false })
    }
  })

  it('makes a CommonJS preload at out/preload/index.cjs that requires only electron', () => {
    const file = path.join(out, 'preload/index.cjs')
    const code = readFileSync(file, 'utf8')
    // A classic script: ESM syntax would not even compile here.
    expect(() => new Script(code, { filename: file })).not.toThrow()
    const required = [...code.matchAll(/\brequire\(\s*["']([^"']+)["']\s*\)/g)].map((m) => m[1])
    expect(new Set(required)).toEqual(new Set(['electron']))
  })

  it('exposes window.cosigner with one function per contract method, invoking its channel', async () => {
    const code = readFileSync(path.join(out, 'preload/index.cjs'), 'utf8')
    const exposed: Record<string, unknown> = {}
    const invoked: Array<[string, unknown]> = []
    const listeners = new Map<string, (event: unknown, payload: unknown) => void>()
    const electron = {
      contextBridge: {
        exposeInMainWorld: (key: string, api: unknown) => void (exposed[key] = api),
      },
      ipcRenderer: {
        invoke: async (channel: string, input: unknown) => {
          invoked.push([channel, input])
          return { ok: true, value: 'pong' }
        },
        on: (channel: string, listener: (event: unknown, payload: unknown) => void) =>
          void listeners.set(channel, listener),
      },
    }
    const module = { exports: {} }
    runInNewContext(code, {
      require: (name: string) => {
        if (name !== 'electron') throw new Error(`sandboxed preload required ${name}`)
        return electron
      },
      module,
      exports: module.exports,
      console,
      TextEncoder,
      TextDecoder,
      URL,
    })
    expect(Object.keys(exposed)).toEqual(['cosigner'])
    const api = exposed.cosigner as Record<string, (input: unknown) => Promise<unknown>>
    expect(Object.keys(api).sort()).toEqual([...BRIDGE_METHODS, 'onHostIntent'].sort())
    await expect(api['settings.get']!({})).resolves.toEqual({ ok: true, value: 'pong' })
    expect(invoked).toEqual([[bridgeChannel('settings.get'), {}]])
    // The host's intents arrive on their one channel, checked, for the page's one listener.
    expect([...listeners.keys()]).toEqual([HOST_INTENT_CHANNEL])
    const intents: unknown[] = []
    ;(api.onHostIntent as unknown as (fn: (i: unknown) => void) => void)((i) => intents.push(i))
    listeners.get(HOST_INTENT_CHANNEL)!({}, { screen: 'open' })
    listeners.get(HOST_INTENT_CHANNEL)!({}, { screen: 'sign' })
    expect(intents).toEqual([{ screen: 'open' }])
  })

  it('makes the renderer page with relative assets and no inline script', () => {
    const html = readFileSync(path.join(out, 'renderer/index.html'), 'utf8')
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    expect(scripts.length).toBeGreaterThan(0)
    for (const [, attrs, body] of scripts) {
      expect(attrs).toMatch(/\bsrc="\.\//)
      expect(body!.trim()).toBe('')
    }
    expect(html).not.toMatch(/<style\b/i)
    for (const [, src] of html.matchAll(/\b(?:src|href)="\.\/([^"]+)"/g))
      expect(existsSync(path.join(out, 'renderer', src!))).toBe(true)
  })
})
